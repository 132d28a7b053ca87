//! serff-sim for the importer's tests: started in-process on a free port, and the State API
//! client options that reach it and retry it quickly.

use std::time::Duration;

use chrono::NaiveDate;
use demo::sim::{Faults, SimConfig, SimScale, SimServer};
use importer::source::SerffSource;
use importer::source::serff::{Budget, SerffClient, SerffOptions};

/// The simulator's default account.
pub const SIM_USER: &str = "lakeland";
/// Its password.
pub const SIM_PASSWORD: &str = "serff-sim";

/// Starts a simulator of `filings` filings dated back from 2026-11-20, with `faults` (which
/// also carry its throttle and row limit); returns its State API base address. Call inside the
/// actix runtime.
pub fn start_sim(filings: usize, faults: Faults) -> String {
    let mut config = SimConfig::new(0);
    config.workers = 2;
    config.scale = SimScale::Filings(filings);
    config.today = NaiveDate::from_ymd_opt(2026, 11, 20).unwrap();
    config.faults = faults;
    let server = SimServer::build(config).unwrap();
    let base = format!("http://127.0.0.1:{}/state-api_4.1", server.port());
    actix_web::rt::spawn(server.run_until_stopped());
    base
}

/// Faults with the throttle off: tests that are not about the limits do not wait for them.
pub fn unthrottled() -> Faults {
    Faults {
        no_throttle: true,
        ..Faults::default()
    }
}

/// Starts a simulator of `filings` filings like `start_sim`, with the throttle off and the
/// faults `set` makes; returns its State API base address.
pub fn start_faulty_sim(filings: usize, set: impl FnOnce(&mut Faults)) -> String {
    let mut faults = unthrottled();
    set(&mut faults);
    start_sim(filings, faults)
}

/// Client options for the simulator at `base` that back off for milliseconds, not seconds, and
/// whose own budget does not hold a test back.
pub fn quick_options(base: &str) -> SerffOptions {
    let mut options = SerffOptions::new(base, SIM_USER, SIM_PASSWORD);
    options.backoff_base = Duration::from_millis(2);
    options.backoff_max = Duration::from_millis(20);
    options.budget = Budget {
        per_minute: 100_000,
        per_hour: 1_000_000,
    };
    options
}

/// A source reading the simulator with `options`.
pub fn soap_source(options: SerffOptions) -> SerffSource {
    SerffSource::new(SerffClient::new(options).unwrap())
}

/// The simulator's counters (`/_sim/stats`): what it served and which faults it injected.
pub async fn sim_counters(base: &str) -> serde_json::Value {
    let origin = base.trim_end_matches("/state-api_4.1");
    let stats: serde_json::Value = test_support::http::get(format!("{origin}/_sim/stats"))
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    stats["counters"].clone()
}
