//! Answers spoiled on purpose: server errors, and bodies that announce their full length but
//! stop half-way with the connection dropped, as a failing proxy or network would; and the
//! hostile feed's answers: oversized bodies, redirects to another origin, lying attachments.

use std::sync::{Mutex, PoisonError};
use std::time::Duration;

use actix_web::body::SizedStream;
use actix_web::http::{StatusCode, header};
use actix_web::web::{self, Bytes};
use actix_web::{HttpRequest, HttpResponse};
use futures_util::StreamExt;
use serde_json::json;

use super::records::FilingPage;
use super::state::SimState;
use crate::documents::sha256_hex;

/// A server error answer, as a failing source gives.
pub(super) fn error(status: u16) -> HttpResponse {
    let status = StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    HttpResponse::build(status).json(json!({"error": "fault injected by serff-sim"}))
}

/// A 200 answer that declares `body`'s full length, sends its first half, then fails so that
/// the connection is dropped.
pub(super) fn truncated(body: Bytes, content_type: &str) -> HttpResponse {
    let full = u64::try_from(body.len()).unwrap_or(u64::MAX);
    let half = body.slice(..body.len() / 2);
    // The pause lets the first half reach the client before the connection drops.
    let cut = futures_util::stream::once(async {
        tokio::time::sleep(Duration::from_millis(20)).await;
        Err(std::io::Error::new(
            std::io::ErrorKind::ConnectionAborted,
            "fault injected by serff-sim: body cut off",
        ))
    });
    let chunks = futures_util::stream::once(async { Ok(half) }).chain(cut);
    HttpResponse::Ok()
        .content_type(content_type.to_owned())
        .body(SizedStream::new(full, chunks))
}

/// Bytes of padding per chunk of an oversized answer.
const PADDING_CHUNK: usize = 64 * 1024;

/// A 200 answer of `body` followed by `extra` bytes of spaces, streamed without a
/// `Content-Length` so that only a client counting what it reads can stop it. Each chunk of
/// padding is counted in `stats` as it is handed to the connection.
pub(super) fn padded(
    body: Bytes,
    content_type: &str,
    extra: u64,
    state: web::Data<Mutex<SimState>>,
) -> HttpResponse {
    let spaces = Bytes::from(vec![b' '; PADDING_CHUNK]);
    let padding = futures_util::stream::unfold(extra, move |left| {
        let spaces = spaces.clone();
        let state = state.clone();
        async move {
            if left == 0 {
                return None;
            }
            let size = left.min(PADDING_CHUNK as u64);
            state
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .stats
                .padding_bytes_sent += size;
            let chunk = spaces.slice(..usize::try_from(size).unwrap_or(PADDING_CHUNK));
            Some((Ok::<_, std::io::Error>(chunk), left - size))
        }
    });
    let chunks = futures_util::stream::once(async { Ok(body) }).chain(padding);
    HttpResponse::Ok()
        .content_type(content_type.to_owned())
        .streaming(chunks)
}

/// A `302 Found` to the request's path and query on `origin`.
pub(super) fn redirect(origin: &str, request: &HttpRequest) -> HttpResponse {
    let target = format!(
        "{}{}",
        origin.trim_end_matches('/'),
        request.uri().path_and_query().map_or("/", |p| p.as_str())
    );
    HttpResponse::Found()
        .insert_header((header::LOCATION, target))
        .finish()
}

/// What the lying-attachments fault serves for a PDF: a web page with a script, which a
/// browser would run if the site served it as HTML.
pub(super) const LYING_PDF: &[u8] =
    b"<!DOCTYPE html><html><body><script>alert('this is no PDF')</script></body></html>\n";

/// Whether the lying-attachments fault replaces an attachment of this MIME type.
pub(super) fn lies_about(content_type: &str) -> bool {
    content_type == "application/pdf"
}

/// `page` as the lying-attachments fault lists it: each PDF announced with the size and
/// SHA-256 of [`LYING_PDF`], so the size and checksum checks pass.
pub(super) fn lying_listing(page: &mut FilingPage) {
    let sha = sha256_hex(LYING_PDF);
    for attachment in page.filings.iter_mut().flat_map(|f| &mut f.attachments) {
        if lies_about(&attachment.content_type) {
            attachment.size_bytes = LYING_PDF.len() as i64;
            attachment.sha256 = Some(sha.clone());
        }
    }
}
