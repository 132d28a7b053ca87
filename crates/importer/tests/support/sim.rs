//! serff-sim for the client tests: started in-process on a free port, and the client options
//! that retry it quickly.

use std::time::Duration;

use chrono::NaiveDate;
use demo::sim::{Faults, SimConfig, SimScale, SimServer};
use importer::source::SourceOptions;

/// Starts a simulator of `filings` filings dated back from 2026-11-20, with `faults` and, when
/// given, a required bearer `token`; returns its base address. Call inside the actix runtime.
pub fn start_sim(filings: usize, faults: Faults, token: Option<&str>) -> String {
    let mut config = SimConfig::new(0);
    config.workers = 1;
    config.scale = SimScale::Filings(filings);
    config.today = NaiveDate::from_ymd_opt(2026, 11, 20).unwrap();
    config.faults = faults;
    config.token = token.map(str::to_owned);
    let server = SimServer::build(config).unwrap();
    let base = format!("http://127.0.0.1:{}", server.port());
    actix_web::rt::spawn(server.run_until_stopped());
    base
}

/// Options for the source at `base` that back off for milliseconds, not seconds.
pub fn quick_retries(base: &str) -> SourceOptions {
    let mut options = SourceOptions::new(base);
    options.backoff_base = Duration::from_millis(2);
    options.backoff_max = Duration::from_millis(20);
    options
}

/// The simulator's counters (`/_sim/stats`): what it served and which faults it injected.
pub async fn sim_counters(base: &str) -> serde_json::Value {
    let stats: serde_json::Value = reqwest::get(format!("{base}/_sim/stats"))
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    stats["counters"].clone()
}
