//! `GET /insurance-forms/quality-measure-note` and `.../quality-measure-link`: SPEC 7.2, plain
//! text shown (note) or used (link) as-is.

use actix_web::{HttpResponse, web};
use db::DbPool;

/// The quality-measure note, as plain text.
#[utoipa::path(get, path = "/insurance-forms/quality-measure-note", tag = "quality measures",
    responses((status = 200, description = "The note, shown as-is", body = String, content_type = "text/plain"),
              (status = 503, description = "Database unreachable", body = ::web::error::ErrorEnvelope)))]
#[tracing::instrument(skip(pool))]
pub async fn note(pool: web::Data<DbPool>) -> Result<HttpResponse, ::web::ApiError> {
    let measure = ::web::db::run(&pool, db::queries::site_content::quality_measure).await?;
    Ok(plain_text(measure.note))
}

/// The quality-measure report link, as plain text.
#[utoipa::path(get, path = "/insurance-forms/quality-measure-link", tag = "quality measures",
    responses((status = 200, description = "The report URL, used as-is", body = String, content_type = "text/plain"),
              (status = 503, description = "Database unreachable", body = ::web::error::ErrorEnvelope)))]
#[tracing::instrument(skip(pool))]
pub async fn link(pool: web::Data<DbPool>) -> Result<HttpResponse, ::web::ApiError> {
    let measure = ::web::db::run(&pool, db::queries::site_content::quality_measure).await?;
    Ok(plain_text(measure.link))
}

fn plain_text(body: String) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/plain; charset=utf-8")
        .body(body)
}
