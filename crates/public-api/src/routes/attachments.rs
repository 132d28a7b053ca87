//! `GET /attachments/{attachmentKey}` (SPEC 2.9, 7.2): a filing attachment, streamed from the
//! object store. Keys are UUIDs, never paths; anything else is 404.

use std::io::Read;

use ::web::ApiError;
use actix_web::http::header;
use actix_web::web::Bytes;
use actix_web::{HttpRequest, HttpResponse, web};
use db::DbPool;
use db::attachment_store::AttachmentStore;
use uuid::Uuid;

use crate::AppState;

const CHUNK: usize = 64 * 1024;
const NOT_FOUND: &str = "There is no such attachment.";

/// Streams the attachment with a sanitized file name and its checksum as ETag.
#[utoipa::path(get, path = "/attachments/{attachmentKey}", tag = "rate filings",
    params(("attachmentKey" = String, Path, description = "The attachment's key (a UUID) from a filing's attachments")),
    responses(
        (status = 200, description = "The file (pdf or xlsm), typed by its extension", content(("application/pdf"), ("application/vnd.ms-excel.sheet.macroEnabled.12"), ("application/octet-stream"))),
        (status = 304, description = "Not modified (If-None-Match)"),
        (status = 404, description = "No such attachment", body = crate::openapi::ErrorEnvelope),
        (status = 503, description = "Database unreachable", body = crate::openapi::ErrorEnvelope)))]
#[tracing::instrument(skip(req, pool, state))]
pub async fn download(
    req: HttpRequest,
    key: web::Path<String>,
    pool: web::Data<DbPool>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let key = Uuid::try_parse(key.trim()).map_err(|_| ApiError::NotFound(NOT_FOUND.into()))?;
    let attachment = ::web::db::run(&pool, move |conn| {
        db::queries::public_attachments::find(conn, key)
    })
    .await?
    .ok_or_else(|| ApiError::NotFound(NOT_FOUND.into()))?;
    let etag = format!("\"{}\"", attachment.sha256.trim());
    let mut response = HttpResponse::Ok();
    response
        .insert_header((header::ETAG, etag.clone()))
        .insert_header((header::CACHE_CONTROL, "public, max-age=86400, immutable"));
    if if_none_match(&req, &etag) {
        return Ok(HttpResponse::NotModified()
            .insert_header((header::ETAG, etag))
            .finish());
    }
    let store = state.attachments.clone();
    let storage_key = attachment.storage_key;
    let reader = web::block(move || store.open(storage_key))
        .await
        .map_err(|e| ApiError::Internal(anyhow::anyhow!("blocking task failed: {e}")))?
        .map_err(|e| ApiError::Internal(e.into()))?
        .ok_or_else(|| {
            tracing::error!(%storage_key, "attachment bytes missing from the object store");
            ApiError::NotFound("This attachment is not available right now.".into())
        })?;
    Ok(response
        .insert_header((
            header::CONTENT_TYPE,
            content_type(&attachment.file_extension),
        ))
        .insert_header((
            header::CONTENT_DISPOSITION,
            content_disposition(&attachment.name, &attachment.file_extension),
        ))
        .no_chunking(u64::try_from(attachment.byte_size).unwrap_or_default())
        .streaming(chunks(reader)))
}

fn if_none_match(req: &HttpRequest, etag: &str) -> bool {
    req.headers()
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| {
            v.split(',')
                .any(|tag| tag.trim() == etag || tag.trim() == "*")
        })
}

/// Reads the file in chunks on the blocking pool.
fn chunks(
    reader: Box<dyn Read + Send>,
) -> impl futures_util::Stream<Item = Result<Bytes, actix_web::Error>> {
    futures_util::stream::unfold(Some(reader), |state| async move {
        let mut reader = state?;
        let read = web::block(move || {
            let mut buffer = vec![0; CHUNK];
            let n = reader.read(&mut buffer)?;
            buffer.truncate(n);
            Ok::<_, std::io::Error>((buffer, reader))
        })
        .await;
        match read {
            Ok(Ok((buffer, _))) if buffer.is_empty() => None,
            Ok(Ok((buffer, reader))) => Some((Ok(Bytes::from(buffer)), Some(reader))),
            Ok(Err(e)) => Some((Err(actix_web::error::ErrorInternalServerError(e)), None)),
            Err(e) => Some((Err(actix_web::error::ErrorInternalServerError(e)), None)),
        }
    })
}

/// The type the file is served as, from its extension alone: the type the rate-filing feed
/// gave is not trusted, since a file served as HTML or script from the site's own address could
/// reach staff sessions (docs/security.md). Anything but a PDF or an xlsm workbook is bytes.
fn content_type(extension: &str) -> &'static str {
    match extension {
        "pdf" => "application/pdf",
        "xlsm" => "application/vnd.ms-excel.sheet.macroEnabled.12",
        _ => "application/octet-stream",
    }
}

/// PDFs open in the browser; spreadsheets download. The file name keeps letters, digits,
/// spaces, dots, dashes and underscores (so no header injection or path tricks), at most 120
/// characters, and always ends with the real extension.
fn content_disposition(name: &str, extension: &str) -> String {
    let stem = name.rsplit_once('.').map_or(name, |(stem, _)| stem);
    let mut safe: String = stem
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || matches!(c, ' ' | '.' | '-' | '_') {
                c
            } else {
                '_'
            }
        })
        .collect::<String>()
        .trim_matches(|c| c == '.' || c == ' ')
        .chars()
        .take(120)
        .collect();
    if safe.is_empty() {
        safe.push_str("attachment");
    }
    let disposition = if extension == "pdf" {
        "inline"
    } else {
        "attachment"
    };
    format!("{disposition}; filename=\"{safe}.{extension}\"")
}

#[cfg(test)]
mod tests {
    use super::{content_disposition, content_type};

    #[test]
    fn the_served_type_comes_from_the_extension_never_from_the_feed() {
        assert_eq!(content_type("pdf"), "application/pdf");
        assert_eq!(
            content_type("xlsm"),
            "application/vnd.ms-excel.sheet.macroEnabled.12"
        );
        for other in ["html", "js", "svg", ""] {
            assert_eq!(content_type(other), "application/octet-stream", "{other}");
        }
    }

    #[test]
    fn file_names_are_sanitized_and_keep_their_extension() {
        assert_eq!(
            content_disposition("Rate Table.xlsm", "xlsm"),
            "attachment; filename=\"Rate Table.xlsm\""
        );
        assert_eq!(
            content_disposition("../../etc/passwd\r\nX: y.pdf", "pdf"),
            "inline; filename=\"_.._etc_passwd__X_ y.pdf\""
        );
        assert_eq!(
            content_disposition("\"quoted\".pdf", "pdf"),
            "inline; filename=\"_quoted_.pdf\""
        );
        assert_eq!(
            content_disposition("...", "pdf"),
            "inline; filename=\"attachment.pdf\""
        );
    }
}
