//! `GET /openapi.json`: the document `crate::openapi` renders, given to the app at start
//! (this route is in the list the document is made from, so it does not build it).

use actix_web::{HttpResponse, web};
use service_kit::openapi::DocumentJson;

/// This OpenAPI document.
#[utoipa::path(get, path = "/openapi.json", tag = "site",
    responses((status = 200, description = "The OpenAPI 3.1 description of this API", content_type = "application/json")))]
pub async fn serve(document: web::Data<DocumentJson>) -> HttpResponse {
    document.answer()
}
