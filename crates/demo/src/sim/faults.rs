//! Answers spoiled on purpose: server errors, and bodies that announce their full length but
//! stop half-way with the connection dropped, as a failing proxy or network would.

use std::time::Duration;

use actix_web::HttpResponse;
use actix_web::body::SizedStream;
use actix_web::http::StatusCode;
use actix_web::web::Bytes;
use futures_util::StreamExt;
use serde_json::json;

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
