//! `GET /site-profile`: the department's name, contacts, product title and links.

use actix_web::{HttpResponse, web};

use crate::AppState;

pub async fn get(state: web::Data<AppState>) -> HttpResponse {
    HttpResponse::Ok().json(state.site_profile.as_ref())
}
