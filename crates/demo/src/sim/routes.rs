//! The simulator's HTTP surface: the SOAP State API (`/state-api_4.1/…`, see `super::soap`),
//! its controls under `/_sim/` (amend, reset, faults, stats) and `/healthz`.

use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::Duration;

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use serde::Deserialize;
use serde_json::json;

use super::config::Faults;
use super::soap;
use super::state::SimState;

/// The state every handler shares.
pub(super) type Shared = web::Data<Mutex<SimState>>;

/// Registers the routes.
pub(super) fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/healthz", web::get().to(healthz))
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

async fn healthz() -> HttpResponse {
    HttpResponse::Ok().json(json!({"status": "ok"}))
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
    state.reset();
    HttpResponse::Ok().json(summary(&state))
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
        "scale": match state.config.database {
            Some(_) => "database".to_owned(),
            None => state.config.scale.to_string(),
        },
        "source": state.config.source(),
        "seed": state.config.seed,
        "faults": &state.faults,
        "counters": state.stats,
    })
}
