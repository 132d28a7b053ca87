//! The simulator's HTTP surface: the contract (`GET /filings`, `GET /attachments/{id}`), the
//! SOAP State API beside it (`/state-api_4.1/…`, see [`super::soap`]), and its controls under
//! `/_sim/` (amend, reset, faults, stats) plus `/healthz`.

use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::Duration;

use actix_web::http::{StatusCode, header};
use actix_web::{HttpRequest, HttpResponse, web};
use chrono::{DateTime, Utc};
use serde::Deserialize;
use serde_json::json;

use super::config::Faults;
use super::faults;
use super::records::SHA256_HEADER;
use super::soap;
use super::state::{Fault, SimState};

/// The state every handler shares.
pub(super) type Shared = web::Data<Mutex<SimState>>;

/// Page size when the request names none, and the most a page holds.
const DEFAULT_PAGE_SIZE: usize = 100;
const MAX_PAGE_SIZE: usize = 500;

/// Registers the routes.
pub(super) fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/healthz", web::get().to(healthz))
        .route("/filings", web::get().to(list_filings))
        .route("/attachments/{attachment_id}", web::get().to(attachment))
        .route("/_sim/amend", web::post().to(amend))
        .route("/_sim/reset", web::post().to(reset))
        .route("/_sim/faults", web::get().to(get_faults))
        .route("/_sim/faults", web::post().to(set_faults))
        .route("/_sim/stats", web::get().to(stats))
        .configure(soap::configure);
}

fn refuse(status: StatusCode, message: impl Into<String>) -> HttpResponse {
    HttpResponse::build(status).json(json!({"error": message.into()}))
}

fn bad_request(message: impl Into<String>) -> HttpResponse {
    refuse(StatusCode::BAD_REQUEST, message)
}

/// The state; a handler that panicked while holding it leaves it usable (a simulator's
/// counters matter less than staying up).
pub(super) fn lock(state: &Shared) -> MutexGuard<'_, SimState> {
    state.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The 401 answer when a token is configured and the request does not carry it.
fn unauthorized(state: &SimState, request: &HttpRequest) -> Option<HttpResponse> {
    let expected = state.config.token.as_deref()?;
    let given = request
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "));
    (given != Some(expected)).then(|| {
        HttpResponse::Unauthorized()
            .insert_header((header::WWW_AUTHENTICATE, "Bearer"))
            .json(json!({"error": "a valid bearer token is required"}))
    })
}

async fn healthz() -> HttpResponse {
    HttpResponse::Ok().json(json!({"status": "ok"}))
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct ListingQuery {
    since: Option<String>,
    page_token: Option<String>,
    page_size: Option<String>,
}

async fn list_filings(
    state: Shared,
    request: HttpRequest,
    query: web::Query<ListingQuery>,
) -> HttpResponse {
    let shared = state.clone();
    let since = match query.since.as_deref().map(DateTime::parse_from_rfc3339) {
        None => None,
        Some(Ok(since)) => Some(since.with_timezone(&Utc)),
        Some(Err(e)) => return bad_request(format!("since is not an RFC 3339 time: {e}")),
    };
    let page_size = match query.page_size.as_deref().map(str::parse::<usize>) {
        None => DEFAULT_PAGE_SIZE,
        Some(Ok(size)) if size > 0 => size.min(MAX_PAGE_SIZE),
        Some(_) => return bad_request("pageSize must be a whole number from 1 to 500"),
    };
    let (fault, faults, page) = {
        let mut state = lock(&state);
        if let Some(refusal) = unauthorized(&state, &request) {
            return refusal;
        }
        state.stats.listing_requests += 1;
        if let Some(redirect) = redirected(&mut state, &request) {
            return redirect;
        }
        let fault = state.roll_fault();
        let page = match fault {
            Fault::Error(_) => None,
            _ => Some(state.listing(since, query.page_token.as_deref(), page_size)),
        };
        (fault, state.faults.clone(), page)
    };
    pause(faults.slow_ms).await;
    let mut page = match (fault, page) {
        (Fault::Error(status), _) => return faults::error(status),
        (_, Some(Ok(page))) => page,
        (_, Some(Err(message))) => return bad_request(message),
        (_, None) => return faults::error(500),
    };
    if faults.lying_attachments {
        faults::lying_listing(&mut page);
    }
    let body = match serde_json::to_vec(&page) {
        Ok(body) => web::Bytes::from(body),
        Err(e) => {
            return refuse(
                StatusCode::INTERNAL_SERVER_ERROR,
                format!("cannot write the listing: {e}"),
            );
        }
    };
    if fault == Fault::Truncate {
        return faults::truncated(body, "application/json");
    }
    if faults.oversize_page_bytes > 0 {
        return faults::padded(
            body,
            "application/json",
            faults.oversize_page_bytes,
            shared.clone(),
        );
    }
    HttpResponse::Ok()
        .content_type("application/json")
        .body(body)
}

async fn attachment(state: Shared, request: HttpRequest, id: web::Path<String>) -> HttpResponse {
    let shared = state.clone();
    let (fault, faults, blob) = {
        let mut state = lock(&state);
        if let Some(refusal) = unauthorized(&state, &request) {
            return refusal;
        }
        state.stats.attachment_requests += 1;
        if let Some(redirect) = redirected(&mut state, &request) {
            return redirect;
        }
        let fault = state.roll_fault();
        let blob = state.attachment(&id);
        if let (Fault::None, Some(blob)) = (fault, &blob) {
            state.stats.attachment_bytes += blob.bytes.len() as u64;
        }
        (fault, state.faults.clone(), blob)
    };
    pause(faults.slow_ms).await;
    let blob = match (fault, blob) {
        (Fault::Error(status), _) => return faults::error(status),
        (_, None) => {
            return refuse(
                StatusCode::NOT_FOUND,
                format!("there is no attachment {id}"),
            );
        }
        (_, Some(blob)) => blob,
    };
    let (bytes, sha256) = if faults.lying_attachments && faults::lies_about(blob.content_type) {
        let lie = web::Bytes::from_static(faults::LYING_PDF);
        let sha = crate::documents::sha256_hex(&lie);
        (lie, sha)
    } else {
        (blob.bytes.clone(), blob.sha256.clone())
    };
    if fault == Fault::Truncate {
        return faults::truncated(bytes, blob.content_type);
    }
    if faults.oversize_attachment_bytes > 0 {
        return faults::padded(
            bytes,
            blob.content_type,
            faults.oversize_attachment_bytes,
            shared,
        );
    }
    HttpResponse::Ok()
        .content_type(blob.content_type)
        .insert_header((SHA256_HEADER, sha256))
        .body(bytes)
}

/// The redirect of the redirect fault, when it is on (counted).
fn redirected(state: &mut SimState, request: &HttpRequest) -> Option<HttpResponse> {
    let origin = state.faults.redirect_origin.clone()?;
    state.stats.redirects_injected += 1;
    Some(faults::redirect(&origin, request))
}

/// Waits `slow_ms` milliseconds (the slow-answer fault).
pub(super) async fn pause(slow_ms: u64) {
    if slow_ms > 0 {
        tokio::time::sleep(Duration::from_millis(slow_ms)).await;
    }
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct AmendQuery {
    count: Option<usize>,
    tracking_number: Option<String>,
}

async fn amend(state: Shared, query: web::Query<AmendQuery>) -> HttpResponse {
    let mut state = lock(&state);
    let count = query.count.unwrap_or(1).min(state.filings.len());
    match state.amend(count, query.tracking_number.as_deref()) {
        Ok(amended) => HttpResponse::Ok().json(amended),
        Err(message) if query.tracking_number.is_some() => refuse(StatusCode::NOT_FOUND, message),
        Err(message) => refuse(StatusCode::INTERNAL_SERVER_ERROR, message),
    }
}

async fn reset(state: Shared) -> HttpResponse {
    let mut state = lock(&state);
    match state.reset() {
        Ok(()) => HttpResponse::Ok().json(summary(&state)),
        Err(e) => refuse(
            StatusCode::INTERNAL_SERVER_ERROR,
            format!("cannot reset: {e}"),
        ),
    }
}

async fn get_faults(state: Shared) -> HttpResponse {
    let state = lock(&state);
    HttpResponse::Ok().json(&state.faults)
}

async fn set_faults(state: Shared, faults: web::Json<Faults>) -> HttpResponse {
    if let Err(message) = faults.check() {
        return bad_request(message);
    }
    let mut state = lock(&state);
    if let Err(message) = state.check_illegal_xml_filing(&faults) {
        return bad_request(message);
    }
    state.faults = faults.into_inner();
    tracing::info!(faults = ?state.faults, "serff-sim faults changed");
    HttpResponse::Ok().json(&state.faults)
}

async fn stats(state: Shared) -> HttpResponse {
    let state = lock(&state);
    HttpResponse::Ok().json(summary(&state))
}

/// Counts, settings and counters, for `/_sim/stats` and `/_sim/reset`.
fn summary(state: &SimState) -> serde_json::Value {
    let (attachments, documents) = state.library.counts();
    json!({
        "filings": state.filings.len(),
        "attachments": attachments,
        "distinctDocuments": documents,
        "scale": state.config.scale.to_string(),
        "seed": state.config.seed,
        "faults": &state.faults,
        "counters": state.stats,
    })
}
