//! `GET /docs` and `GET /docs/reference.css`: the API reference for people and its stylesheet
//! (`crate::api_reference` renders it once, at start).

use actix_web::{HttpResponse, web};

use crate::api_reference::{ApiReference, STYLESHEET};

/// This API's reference for people, as one HTML page.
///
/// What the API is and how to use it (base address, caching, errors), then every operation of
/// `GET /openapi.json` by tag, and the schemas of their bodies.
#[utoipa::path(get, path = "/docs", tag = "site",
    responses((status = 200, description = "The API reference, an HTML page", content_type = "text/html", body = String)))]
pub async fn page(reference: web::Data<ApiReference>) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .body(reference.page.clone())
}

/// The stylesheet of the API reference page.
#[utoipa::path(get, path = "/docs/reference.css", tag = "site",
    responses((status = 200, description = "The stylesheet", content_type = "text/css", body = String)))]
pub async fn stylesheet() -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/css; charset=utf-8")
        .body(STYLESHEET)
}
