//! Answers built anew for every request: those that change as time passes without any data
//! change (the comment-period feed), which the generation-keyed store would keep past their
//! time. They are revalidated and encoded as cached answers are (the ETag of their bytes, 304 on
//! `If-None-Match`, br or gzip), but compressed for the one request, in its encoding alone.

use actix_web::http::header::{self, HeaderMap, HeaderValue};
use actix_web::web::Bytes;
use actix_web::{HttpResponse, web};

use super::encoding::{self, Encoding};
use super::entry::{etag_of, names_etag, revalidated_answer};

/// Brotli quality for a body packed for one request: a few milliseconds for a feed's tens of
/// kilobytes, where the cache's 11 (paid once per generation) would take a tenth of a second.
const FRESH_BROTLI_QUALITY: i32 = 5;

/// The answer to a request with `request_headers` whose body is `body` of `content_type`: 304
/// when `If-None-Match` names its ETag, else 200 in the best encoding the client accepts
/// (compressed off the request thread).
pub async fn answer_fresh(
    request_headers: &HeaderMap,
    content_type: &'static str,
    body: Vec<u8>,
) -> Result<HttpResponse, service_kit::ApiError> {
    let etag = etag_of(&body);
    let not_modified = names_etag(request_headers, &etag);
    let mut response = revalidated_answer(not_modified, &etag);
    if not_modified {
        return Ok(response.finish());
    }
    let encoding = encoding::preferred(request_headers);
    let body = web::block(move || match encoding {
        Encoding::Brotli => encoding::brotli_at(&body, FRESH_BROTLI_QUALITY),
        Encoding::Gzip => encoding::gzip(&body),
        Encoding::Identity => Ok(body),
    })
    .await
    .map_err(|e| service_kit::ApiError::Internal(anyhow::anyhow!("compression task failed: {e}")))?
    .map_err(|e| {
        service_kit::ApiError::Internal(anyhow::anyhow!("could not compress an answer: {e}"))
    })?;
    if let Some(value) = encoding.header_value() {
        response.insert_header((header::CONTENT_ENCODING, value));
    }
    Ok(response
        .insert_header((header::CONTENT_TYPE, HeaderValue::from_static(content_type)))
        .body(Bytes::from(body)))
}
