//! `GET /attachments/{attachmentKey}` (SPEC 2.9, 7.2): a filing attachment, streamed from the
//! object store (`web::attachment_download`). Only pdf and xlsm files of publicly listed filings
//! are served (SPEC 5.4); keys are UUIDs, never paths; anything else is 404.

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, web};
use db::DbPool;
use service_kit::ApiError;
use service_kit::attachment_download::{self, NO_SUCH_ATTACHMENT};

use crate::AppState;

/// Streams the attachment with a sanitized file name and its checksum as ETag.
#[utoipa::path(get, path = "/attachments/{attachmentKey}", tag = "rate filings",
    params(("attachmentKey" = String, Path, description = "The attachment's key (a UUID) from a filing's attachments")),
    responses(
        (status = 200, description = "The file (pdf or xlsm), typed by its extension", content(("application/pdf"), ("application/vnd.ms-excel.sheet.macroEnabled.12"), ("application/octet-stream"))),
        (status = 304, description = "Not modified (If-None-Match)"),
        (status = 404, description = "No such attachment", body = service_kit::error::ErrorEnvelope),
        (status = 503, description = "Database unreachable", body = service_kit::error::ErrorEnvelope)))]
#[tracing::instrument(skip(req, pool, state))]
pub async fn download(
    req: HttpRequest,
    key: web::Path<String>,
    pool: web::Data<DbPool>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let key = attachment_download::parse_key(&key)?;
    let attachment = service_kit::db::run(&pool, move |conn| {
        db::queries::filings::publicly_listed_attachment(conn, key)
    })
    .await?
    .ok_or_else(|| ApiError::NotFound(NO_SUCH_ATTACHMENT.into()))?;
    let etag = format!("\"{}\"", attachment.sha256.trim());
    if crate::cache::names_etag(req.headers(), &etag) {
        return Ok(HttpResponse::NotModified()
            .insert_header((header::ETAG, etag))
            .finish());
    }
    // Files never change under a key, so browsers and caches may keep them a day.
    let mut response = HttpResponse::Ok();
    response
        .insert_header((header::ETAG, etag))
        .insert_header((header::CACHE_CONTROL, "public, max-age=86400, immutable"));
    attachment_download::stream(response, state.attachments.clone(), &attachment).await
}
