//! `GET /site-profile`: the department's name, contacts, product title and links.

use actix_web::HttpResponse;
use actix_web::web as aw;

use crate::AppState;

/// The department's name, contacts, product title and external links (footer, titles, links).
#[utoipa::path(get, path = "/site-profile", tag = "site",
    responses((status = 200, description = "The site profile", body = crate::site_profile::SiteProfile)))]
pub async fn get(state: aw::Data<AppState>) -> HttpResponse {
    HttpResponse::Ok().json(state.site_profile.as_ref())
}
