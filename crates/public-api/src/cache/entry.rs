//! One cached answer: the body once in each encoding, its ETag and the generation it belongs to.

use actix_web::HttpResponse;
use actix_web::http::StatusCode;
use actix_web::http::header::{self, HeaderValue};
use actix_web::web::Bytes;
use sha2::{Digest, Sha256};

use super::encoding::{self, Encoding};

/// Bodies smaller than this are not worth compressing.
const COMPRESS_FROM: usize = 512;
/// Browsers may keep answers but must check them every time (cheap: 304 on a matching ETag),
/// so staff changes show at once.
const CACHE_CONTROL: &str = "public, no-cache";

/// A cached answer.
#[derive(Debug)]
pub struct CachedResponse {
    /// The data generation the answer was built under.
    pub generation: i64,
    etag: String,
    content_type: HeaderValue,
    identity: Bytes,
    gzip: Option<Bytes>,
    brotli: Option<Bytes>,
}

impl CachedResponse {
    /// Compresses `body` once in each encoding (CPU-heavy for large bodies: call it off the
    /// request thread).
    pub fn build(generation: i64, content_type: HeaderValue, body: Bytes) -> std::io::Result<Self> {
        let digest = Sha256::digest(&body);
        let etag = format!(
            "\"{}\"",
            digest
                .iter()
                .take(16)
                .map(|b| format!("{b:02x}"))
                .collect::<String>()
        );
        let (gzip, brotli) = if body.len() >= COMPRESS_FROM {
            (
                Some(Bytes::from(encoding::gzip(&body)?)),
                Some(Bytes::from(encoding::brotli(&body)?)),
            )
        } else {
            (None, None)
        };
        Ok(Self {
            generation,
            etag,
            content_type,
            identity: body,
            gzip,
            brotli,
        })
    }

    /// Bytes held, all encodings together.
    pub fn size(&self) -> usize {
        self.identity.len()
            + self.gzip.as_ref().map_or(0, Bytes::len)
            + self.brotli.as_ref().map_or(0, Bytes::len)
    }

    /// The answer for a request with these headers: 304 when `If-None-Match` names this
    /// answer, else 200 in the best encoding the client accepts.
    pub fn respond(&self, request_headers: &header::HeaderMap) -> HttpResponse {
        let not_modified = request_headers
            .get(header::IF_NONE_MATCH)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| {
                v.split(',')
                    .any(|tag| tag.trim() == self.etag || tag.trim() == "*")
            });
        let mut response = HttpResponse::build(if not_modified {
            StatusCode::NOT_MODIFIED
        } else {
            StatusCode::OK
        });
        response
            .insert_header((header::ETAG, self.etag.clone()))
            .insert_header((header::CACHE_CONTROL, CACHE_CONTROL))
            .insert_header((header::VARY, "Accept-Encoding"));
        if not_modified {
            return response.finish();
        }
        let (encoding, body) = match encoding::preferred(request_headers) {
            Encoding::Brotli if self.brotli.is_some() => (Encoding::Brotli, self.brotli.clone()),
            Encoding::Brotli | Encoding::Gzip if self.gzip.is_some() => {
                (Encoding::Gzip, self.gzip.clone())
            }
            _ => (Encoding::Identity, None),
        };
        if let Some(value) = encoding.header_value() {
            response.insert_header((header::CONTENT_ENCODING, value));
        }
        response.insert_header((header::CONTENT_TYPE, self.content_type.clone()));
        response.body(body.unwrap_or_else(|| self.identity.clone()))
    }
}
