//! One cached answer: the body in gzip and brotli (or as is, when small), its ETag and the
//! generation it belongs to.

use std::io::Read;

use actix_web::http::StatusCode;
use actix_web::http::header::{self, HeaderValue};
use actix_web::web::Bytes;
use actix_web::{HttpResponse, HttpResponseBuilder, web};
use sha2::{Digest, Sha256};

use super::encoding::{self, Encoding};

/// Bodies smaller than this are not worth compressing.
const COMPRESS_FROM: usize = 512;
/// Browsers may keep answers but must check them every time (cheap: 304 on a matching ETag),
/// so staff changes show at once. The streamed open-data downloads say the same.
pub const CACHE_CONTROL: &str = "public, no-cache";

/// A cached answer.
#[derive(Debug)]
pub struct CachedResponse {
    /// The data generation the answer was built under.
    pub generation: i64,
    etag: String,
    content_type: HeaderValue,
    body: Body,
}

/// The bytes kept. A large answer is kept compressed only: the gateway and browsers always
/// take br or gzip, and the plain bytes of three large compare datasets alone would be 40 MB.
/// The rare client that takes neither gets the gzip bytes unpacked.
#[derive(Debug)]
enum Body {
    Plain(Bytes),
    Compressed { gzip: Bytes, brotli: Bytes },
}

impl CachedResponse {
    /// Compresses `body` once in each encoding, brotli no denser than `brotli_max_quality`
    /// (CPU-heavy for large bodies: call it off the request thread).
    pub fn build(
        generation: i64,
        content_type: HeaderValue,
        body: Bytes,
        brotli_max_quality: i32,
    ) -> std::io::Result<Self> {
        let etag = etag_of(&body);
        let body = if body.len() >= COMPRESS_FROM {
            Body::Compressed {
                gzip: Bytes::from(encoding::gzip(&body)?),
                brotli: Bytes::from(encoding::brotli(&body, brotli_max_quality)?),
            }
        } else {
            Body::Plain(body)
        };
        Ok(Self {
            generation,
            etag,
            content_type,
            body,
        })
    }

    /// Bytes held.
    pub fn size(&self) -> usize {
        match &self.body {
            Body::Plain(bytes) => bytes.len(),
            Body::Compressed { gzip, brotli } => gzip.len() + brotli.len(),
        }
    }

    /// The answer for a request with these headers: 304 when `If-None-Match` names this
    /// answer, else 200 in the best encoding the client accepts. Unpacking for a client that
    /// takes no compression runs off the request thread.
    pub async fn respond(&self, request_headers: &header::HeaderMap) -> HttpResponse {
        let not_modified = names_etag(request_headers, &self.etag);
        let mut response = revalidated_answer(not_modified, &self.etag);
        if not_modified {
            return response.finish();
        }
        let (encoding, body) = match (&self.body, encoding::preferred(request_headers)) {
            (Body::Plain(bytes), _) => (Encoding::Identity, bytes.clone()),
            (Body::Compressed { brotli, .. }, Encoding::Brotli) => {
                (Encoding::Brotli, brotli.clone())
            }
            (Body::Compressed { gzip, .. }, Encoding::Gzip) => (Encoding::Gzip, gzip.clone()),
            (Body::Compressed { gzip, .. }, Encoding::Identity) => {
                let gzip = gzip.clone();
                match web::block(move || gunzip(&gzip)).await {
                    Ok(Ok(plain)) => (Encoding::Identity, Bytes::from(plain)),
                    _ => {
                        return actix_web::ResponseError::error_response(
                            &service_kit::ApiError::Internal(anyhow::anyhow!(
                                "could not unpack a cached answer"
                            )),
                        );
                    }
                }
            }
        };
        if let Some(value) = encoding.header_value() {
            response.insert_header((header::CONTENT_ENCODING, value));
        }
        response.insert_header((header::CONTENT_TYPE, self.content_type.clone()));
        response.body(body)
    }
}

/// The strong ETag of `body`: the first 16 bytes of its SHA-256, in hex and quotes.
pub(super) fn etag_of(body: &[u8]) -> String {
    let digest = Sha256::digest(body);
    format!(
        "\"{}\"",
        digest
            .iter()
            .take(16)
            .map(|b| format!("{b:02x}"))
            .collect::<String>()
    )
}

/// Whether the request's `If-None-Match` names `etag` (or `*`).
pub fn names_etag(request_headers: &header::HeaderMap, etag: &str) -> bool {
    request_headers
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| {
            v.split(',')
                .any(|tag| tag.trim() == etag || tag.trim() == "*")
        })
}

/// The start of an answer with `etag`: 304 when the request named it, else 200; browsers may
/// keep it but must revalidate it each time.
pub(super) fn revalidated_answer(not_modified: bool, etag: &str) -> HttpResponseBuilder {
    let mut response = HttpResponse::build(if not_modified {
        StatusCode::NOT_MODIFIED
    } else {
        StatusCode::OK
    });
    response
        .insert_header((header::ETAG, etag.to_owned()))
        .insert_header((header::CACHE_CONTROL, CACHE_CONTROL))
        .insert_header((header::VARY, "Accept-Encoding"));
    response
}

fn gunzip(bytes: &[u8]) -> std::io::Result<Vec<u8>> {
    let mut plain = Vec::new();
    flate2::read::GzDecoder::new(bytes).read_to_end(&mut plain)?;
    Ok(plain)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use actix_web::body::MessageBody;
    use actix_web::http::header::{ACCEPT_ENCODING, HeaderMap};

    use super::*;

    async fn answer(
        entry: &CachedResponse,
        accept: Option<&'static str>,
    ) -> (Option<String>, Bytes) {
        let mut headers = HeaderMap::new();
        if let Some(accept) = accept {
            headers.insert(ACCEPT_ENCODING, HeaderValue::from_static(accept));
        }
        let response = entry.respond(&headers).await;
        let encoding = response
            .headers()
            .get(header::CONTENT_ENCODING)
            .map(|v| v.to_str().unwrap().to_owned());
        (encoding, response.into_body().try_into_bytes().unwrap())
    }

    #[actix_web::test]
    async fn a_large_answer_is_kept_compressed_and_unpacked_for_a_plain_client() {
        // Arrange
        let body = Bytes::from("{\"counties\":[1,2,3]}".repeat(100));
        let json = HeaderValue::from_static("application/json");
        let entry = CachedResponse::build(7, json, body.clone(), 11).unwrap();

        // Act
        let plain = answer(&entry, None).await;
        let gzip = answer(&entry, Some("gzip")).await;
        let brotli = answer(&entry, Some("gzip, br")).await;

        // Assert
        assert_eq!(plain, (None, body.clone()));
        assert_eq!(gzip.0.as_deref(), Some("gzip"));
        assert_eq!(gunzip(&gzip.1).unwrap(), body);
        assert_eq!(brotli.0.as_deref(), Some("br"));
        assert!(
            entry.size() < body.len(),
            "only the compressed bytes are kept"
        );
    }

    #[actix_web::test]
    async fn a_small_answer_is_kept_as_is() {
        let body = Bytes::from_static(b"[2027]");
        let json = HeaderValue::from_static("application/json");
        let entry = CachedResponse::build(7, json, body.clone(), 11).unwrap();

        assert_eq!(answer(&entry, Some("gzip, br")).await, (None, body));
        assert_eq!(entry.size(), 6);
    }
}
