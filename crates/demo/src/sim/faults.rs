//! SOAP answers spoiled on purpose: bare server errors with no envelope, as a failing proxy
//! gives; bodies that announce their full length but stop half-way with the connection
//! dropped; and the hostile server's answers: query answers padded far past any sane size,
//! redirects to another origin, and the HTML page that stands in for a PDF.

use std::sync::{Mutex, PoisonError};
use std::time::Duration;

use actix_web::body::SizedStream;
use actix_web::http::{StatusCode, header};
use actix_web::web::{self, Bytes};
use actix_web::{HttpRequest, HttpResponse};
use futures_util::StreamExt;

use super::state::SimState;

/// A bare server error, as a proxy in front of the State API gives: an HTML page, no SOAP.
pub(super) fn error(status: u16) -> HttpResponse {
    let status = StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let reason = status.canonical_reason().unwrap_or("Error");
    HttpResponse::build(status)
        .content_type("text/html; charset=utf-8")
        .body(format!(
            "<html><head><title>{code} {reason}</title></head><body><h1>{reason}</h1>\
             <p>fault injected by serff-sim</p></body></html>\n",
            code = status.as_u16()
        ))
}

/// An answer with `status` that declares `body`'s full length, sends its first half, then
/// fails so that the connection is dropped.
pub(super) fn truncated(status: StatusCode, body: Bytes, content_type: &str) -> HttpResponse {
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
    HttpResponse::build(status)
        .content_type(content_type.to_owned())
        .body(SizedStream::new(full, chunks))
}

/// Bytes of padding per chunk of an oversized answer.
const PADDING_CHUNK: usize = 64 * 1024;

/// Where the padding goes in an answer envelope: before its closing tags, where whitespace
/// keeps it well-formed.
const CLOSING: &str = "</env:Body>";

/// A 200 answer of the envelope `xml` with `extra` bytes of spaces before its closing tags,
/// streamed without a `Content-Length` so that only a client counting what it reads can stop
/// it. Each chunk of padding is counted in `stats` as it is handed to the connection.
pub(super) fn padded_envelope(
    xml: String,
    content_type: &str,
    extra: u64,
    state: web::Data<Mutex<SimState>>,
) -> HttpResponse {
    let at = xml.rfind(CLOSING).unwrap_or(xml.len());
    let body = Bytes::from(xml);
    let (head, tail) = (body.slice(..at), body.slice(at..));
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
    let chunks = futures_util::stream::once(async { Ok(head) })
        .chain(padding)
        .chain(futures_util::stream::once(async { Ok(tail) }));
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
