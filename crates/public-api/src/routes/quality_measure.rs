//! `GET /insurance-forms/quality-measure-note` and `.../quality-measure-link`: SPEC 7.2, plain
//! text shown (note) or used (link) as-is; and, beside them, `.../quality-measure-spanish`,
//! the two in Spanish.

use actix_web::{HttpResponse, web};
use db::DbPool;
use serde::Serialize;
use utoipa::ToSchema;

/// The quality-measure note, as plain text.
#[utoipa::path(get, path = "/insurance-forms/quality-measure-note", tag = "quality measures",
    responses((status = 200, description = "The note, shown as-is", body = String, content_type = "text/plain"),
              (status = 503, description = "Database unreachable", body = service_kit::error::ErrorEnvelope)))]
#[tracing::instrument(skip(pool))]
pub async fn note(pool: web::Data<DbPool>) -> Result<HttpResponse, service_kit::ApiError> {
    let measure = service_kit::db::run(&pool, db::queries::site_content::quality_measure).await?;
    Ok(plain_text(measure.note))
}

/// The quality-measure report link, as plain text.
#[utoipa::path(get, path = "/insurance-forms/quality-measure-link", tag = "quality measures",
    responses((status = 200, description = "The report URL, used as-is", body = String, content_type = "text/plain"),
              (status = 503, description = "Database unreachable", body = service_kit::error::ErrorEnvelope)))]
#[tracing::instrument(skip(pool))]
pub async fn link(pool: web::Data<DbPool>) -> Result<HttpResponse, service_kit::ApiError> {
    let measure = service_kit::db::run(&pool, db::queries::site_content::quality_measure).await?;
    Ok(plain_text(measure.link))
}

/// The quality-measure note and link in Spanish; "" where staff gave none, and the site then
/// shows the English one.
#[derive(Debug, Serialize, ToSchema)]
pub struct SpanishMeasureDto {
    /// The note in Spanish, shown as-is.
    note: String,
    /// The report URL for Spanish readers, used as-is.
    link: String,
}

/// The quality-measure note and report link in Spanish.
#[utoipa::path(get, path = "/insurance-forms/quality-measure-spanish", tag = "quality measures",
    responses((status = 200, description = "The Spanish note and link; empty where none is given", body = SpanishMeasureDto),
              (status = 503, description = "Database unreachable", body = service_kit::error::ErrorEnvelope)))]
#[tracing::instrument(skip(pool))]
pub async fn spanish(pool: web::Data<DbPool>) -> Result<HttpResponse, service_kit::ApiError> {
    let measure = service_kit::db::run(&pool, db::queries::site_content::spanish_measure).await?;
    Ok(HttpResponse::Ok().json(SpanishMeasureDto {
        note: measure.note.unwrap_or_default(),
        link: measure.link.unwrap_or_default(),
    }))
}

fn plain_text(body: String) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/plain; charset=utf-8")
        .body(body)
}
