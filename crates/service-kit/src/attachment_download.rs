//! Serving a filing attachment's bytes, the one way both APIs do it (public-api's
//! `GET /attachments/{attachmentKey}` and admin-api's
//! `GET /api/filings/{filingId}/attachments/{attachmentKey}`): the type from the extension
//! alone, a sanitized file name, the length up front, the bytes streamed from the object store
//! in chunks on the blocking pool. Which files a caller may have, and how the answer may be
//! cached, is each route's own business.

use std::io::Read;
use std::sync::Arc;

use ::db::attachment_store::AttachmentStore;
use ::db::queries::filings::AttachmentFile;
use actix_web::http::header;
use actix_web::web::Bytes;
use actix_web::{HttpResponse, HttpResponseBuilder};
use uuid::Uuid;

use crate::ApiError;

const CHUNK: usize = 64 * 1024;

/// The answer for an attachment key that is not a UUID or names no file the caller may have:
/// keys are never paths, so there is nothing else to say about them.
pub const NO_SUCH_ATTACHMENT: &str = "There is no such attachment.";

/// The key of an attachment as the address gives it: a UUID, else a 404 (never a path).
pub fn parse_key(text: &str) -> Result<Uuid, ApiError> {
    Uuid::try_parse(text.trim()).map_err(|_| ApiError::NotFound(NO_SUCH_ATTACHMENT.into()))
}

/// Completes `response` (which already holds the caller's caching headers) with `file`'s bytes
/// from `store`, typed by extension and named by `Content-Disposition`. Bytes missing from the
/// store are logged and answered 404 ("not available right now"): the row exists, the file
/// does not, and the person can do nothing but try later.
pub async fn stream(
    mut response: HttpResponseBuilder,
    store: Arc<dyn AttachmentStore>,
    file: &AttachmentFile,
) -> Result<HttpResponse, ApiError> {
    let storage_key = file.storage_key;
    let reader = actix_web::web::block(move || store.open(storage_key))
        .await
        .map_err(|e| ApiError::Internal(anyhow::anyhow!("blocking task failed: {e}")))?
        .map_err(|e| ApiError::Internal(e.into()))?
        .ok_or_else(|| {
            tracing::error!(%storage_key, "attachment bytes missing from the object store");
            ApiError::NotFound("This attachment is not available right now.".into())
        })?;
    Ok(response
        .insert_header((header::CONTENT_TYPE, content_type(&file.file_extension)))
        .insert_header((
            header::CONTENT_DISPOSITION,
            content_disposition(&file.name, &file.file_extension),
        ))
        .no_chunking(u64::try_from(file.byte_size).unwrap_or_default())
        .streaming(chunks(reader)))
}

/// Reads the file in chunks on the blocking pool.
fn chunks(
    reader: Box<dyn Read + Send>,
) -> impl futures_util::Stream<Item = Result<Bytes, actix_web::Error>> {
    futures_util::stream::unfold(Some(reader), |state| async move {
        let mut reader = state?;
        let read = actix_web::web::block(move || {
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

/// PDFs open in the browser; other files download. The file name keeps letters, digits,
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
    use super::{content_disposition, content_type, parse_key};

    #[test]
    fn the_served_type_comes_from_the_extension_never_from_the_feed() {
        assert_eq!(content_type("pdf"), "application/pdf");
        assert_eq!(
            content_type("xlsm"),
            "application/vnd.ms-excel.sheet.macroEnabled.12"
        );
        for other in ["html", "js", "svg", "docx", ""] {
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
            content_disposition("Cover Letter.docx", "docx"),
            "attachment; filename=\"Cover Letter.docx\""
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

    #[test]
    fn keys_are_uuids_or_not_found() {
        assert!(parse_key(" 5a1e0c3b-2f3c-4d0e-9a57-0e4c1f7b9d21 ").is_ok());
        for text in ["", "not-a-uuid", "../../etc/passwd", "%2e%2e"] {
            let refused = parse_key(text).unwrap_err();
            assert!(
                matches!(&refused, crate::ApiError::NotFound(m) if m == "There is no such attachment."),
                "{text}: {refused:?}"
            );
        }
    }
}
