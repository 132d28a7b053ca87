//! Reading SERFF within its 600-row limit against the in-memory source: a
//! first sync whose windows are too full is split until each fits, with no window refused twice
//! in a row; a run stopped in the middle leaves its windows journaled and the next run goes on
//! from the exact window, importing nothing twice.

use crate::support::{Harness, counts, filing, run};
use db::queries::import_runs::windows;
use db::schema::filings;
use diesel::prelude::*;
use importer::runner::plan;

/// `count` filings by one company, each changed an hour after the one before.
fn filings_of(h: &Harness, count: usize) {
    for i in 0..count {
        h.source.put(filing(
            &format!("BLHP-1345{i:05}"),
            "95101",
            "Blue Lake Health Plan",
        ));
    }
}

/// A fresh harness whose source holds `count` filings (see `filings_of`) and answers at most
/// `row_limit` rows a query, and a connection to its database.
fn harness_of(count: usize, row_limit: usize) -> (Harness, PgConnection) {
    let h = Harness::new();
    let conn = h.conn();
    filings_of(&h, count);
    h.source.set_row_limit(row_limit);
    (h, conn)
}

fn stored(conn: &mut PgConnection) -> i64 {
    filings::table.count().get_result(conn).unwrap()
}

#[tokio::test(flavor = "multi_thread")]
async fn a_first_sync_over_the_row_limit_splits_its_windows_until_each_fits() {
    let (h, mut conn) = harness_of(40, 6);

    let finished = run(&h).await;

    assert_eq!(finished.status, "succeeded", "{:?}", finished.error_text);
    assert_eq!(counts(&finished), (40, 0, 0, 0));
    assert_eq!(stored(&mut conn), 40);
    let asked = h.source.windows();
    // Every refused window was split, and its first half asked next: never the same window
    // refused twice in a row.
    for pair in asked.windows(2) {
        assert_ne!(pair[0], pair[1], "a window was asked twice in a row");
    }
    assert!(windows::planned(&mut conn).unwrap().is_empty());
    let cursor = windows::cursor(&mut conn).unwrap().unwrap();
    assert_eq!(cursor, asked.iter().map(|w| w.upper).max().unwrap());
}

#[tokio::test(flavor = "multi_thread")]
async fn a_run_stopped_midway_is_finished_by_the_next_from_the_exact_window() {
    let (h, mut conn) = harness_of(30, 4);
    h.source.set_outage_after(Some(10));

    let stopped = run(&h).await;
    let imported_before = stored(&mut conn);
    let left = windows::planned(&mut conn).unwrap();
    let asked_before = h.source.windows().len();
    h.source.set_outage_after(None);
    let resumed = run(&h).await;

    assert_eq!(stopped.status, "failed");
    assert!(
        stopped
            .error_text
            .as_deref()
            .unwrap()
            .contains("goes on from where"),
        "{:?}",
        stopped.error_text
    );
    assert!(imported_before > 0 && imported_before < 30);
    assert!(!left.is_empty(), "the stopped run's windows are journaled");
    // The next run's first question is the window the stopped run could not read.
    let first_asked = &h.source.windows()[asked_before];
    assert_eq!(
        (first_asked.lower, first_asked.upper),
        (left[0].lower_bound, left[0].upper_bound)
    );
    assert_eq!(resumed.status, "succeeded", "{:?}", resumed.error_text);
    assert_eq!(stored(&mut conn), 30);
    let new_in_all = i64::from(stopped.new_count + resumed.new_count);
    assert_eq!(new_in_all, 30, "nothing imported twice, nothing lost");
}

#[test]
fn the_first_sync_starts_before_serff_existed() {
    assert_eq!(plan::first_sync_from().to_string(), "2000-01-01 00:00:00");
}
