//! A first sync of 10,000 filings under the SERFF State API's real limits: 60 calls a
//! minute and 1,000 an hour per account, fixed windows anchored at the first call, more than 600
//! rows refused. Time is scaled, not the limits' shape: the simulator's minute and hour pass
//! 100 times faster, and the importer's own budget (50 a minute, 900 an hour) is scaled by the
//! same factor, so the run takes seconds where SERFF would take minutes. The sync completes
//! through splitting and throttling, every filing once, and no call is refused twice in a row.

use std::time::Instant;

use crate::support::{Harness, counts, quick_options, sim_counters, soap_source, start_sim};
use db::queries::import_runs::windows;
use db::schema::filings;
use demo::sim::Faults;
use diesel::prelude::*;
use importer::runner::RunOnce;
use importer::source::serff::Budget;

const FILINGS: usize = 10_000;
/// How much faster the simulator's clock runs, and so how much larger the importer's budget.
const SPEED: u32 = 100;

#[actix_web::test]
async fn ten_thousand_filings_arrive_through_splitting_and_throttling_under_the_real_limits() {
    let h = Harness::new();
    let mut conn = h.conn();
    let api = start_sim(
        FILINGS,
        Faults {
            calls_per_minute: 60,
            calls_per_hour: 1_000,
            clock_speed: f64::from(SPEED),
            ..Faults::default()
        },
    );
    let mut options = quick_options(&api);
    options.budget = Budget {
        per_minute: 50 * SPEED,
        per_hour: 900 * SPEED,
    };
    let source = soap_source(options);
    let runner = h.runner_of(source);
    let started = Instant::now();

    let RunOnce::Finished(run) = runner.run_once().await.unwrap() else {
        panic!("busy")
    };

    let elapsed = started.elapsed();
    assert_eq!(run.status, "succeeded", "{:?}", run.error_text);
    assert_eq!(counts(&run), (FILINGS as i32, 0, 0, 0));
    let stored: i64 = filings::table.count().get_result(&mut conn).unwrap();
    assert_eq!(stored, FILINGS as i64);
    assert!(windows::planned(&mut conn).unwrap().is_empty());
    let soap = &sim_counters(&api).await["soap"];
    assert!(
        soap["rowLimitFaults"].as_u64().unwrap() > 0,
        "the first window must have been split: {soap}"
    );
    assert!(
        soap["longestThrottledStreak"].as_u64().unwrap() <= 1,
        "a call was refused twice in a row: {soap}"
    );
    // The run said how many calls it made and planned.
    assert!(run.calls_made > 0);
    let queries = soap["callsByOperation"]["queryFiling"].as_u64().unwrap();
    assert!(
        (queries as f64) < FILINGS as f64 / 20.0,
        "{queries} queries for {FILINGS} filings: child forms must come in batches"
    );
    eprintln!(
        "10,000 filings under the limits (clock x{SPEED}): {queries} queries, {} refused for the \
         row limit, {} for the rate, in {elapsed:?}",
        soap["rowLimitFaults"], soap["throttled"]
    );
}
