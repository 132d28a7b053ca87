//! SPEC 2.11: the import history on the Filings screen. The most recent runs, newest first,
//! with who asked for them, their counts and their first per-filing errors.

use serde_json::{Value, json};

use crate::fixtures::imports::{PastRun, past_run, run_errors};
use crate::helpers::{TestApp, texts};

// Newest first (ties on the queued time: the later run first), each with its counts, its
// requester's name, why it failed and its own errors only, in the order they happened.
#[actix_web::test]
async fn runs_are_listed_newest_first_with_counts_requester_and_errors() {
    // Arrange
    let app = TestApp::spawn().await;
    let mut conn = app.db.conn();
    let scheduled = past_run(
        &mut conn,
        &PastRun {
            started_at: Some("2026-11-20T08:00:01Z"),
            finished_at: Some("2026-11-20T08:02:30.5Z"),
            counts: [3, 2, 40, 1],
            ..PastRun::scheduled("2026-11-20T08:00:00Z")
        },
    );
    run_errors(
        &mut conn,
        scheduled,
        &[(Some("LKHP-134567890"), "The filing names no company.")],
    );
    let manual = past_run(
        &mut conn,
        &PastRun {
            trigger: "manual",
            requested_by: Some(app.admin_pk()),
            status: "failed",
            queued_at: "2026-11-20T09:00:00Z",
            started_at: Some("2026-11-20T09:00:02Z"),
            finished_at: Some("2026-11-20T09:01:00Z"),
            counts: [0, 0, 0, 0],
            error_text: Some("The rate-filing system did not answer."),
            ..PastRun::scheduled("2026-11-20T09:00:00Z")
        },
    );
    let command = past_run(
        &mut conn,
        &PastRun {
            trigger: "command",
            counts: [1, 0, 0, 2],
            ..PastRun::scheduled("2026-11-20T10:00:00Z")
        },
    );
    run_errors(
        &mut conn,
        command,
        &[
            (Some("LKHP-134567891"), "Unknown type of insurance H99."),
            (None, "A record without a tracking number."),
        ],
    );
    let running = past_run(
        &mut conn,
        &PastRun {
            status: "running",
            finished_at: None,
            ..PastRun::scheduled("2026-11-20T10:00:00Z")
        },
    );

    // Act
    let runs = app.admin_get_ok("/api/import-runs").await;

    // Assert
    assert_eq!(
        runs,
        json!([
            {
                "importRunId": running,
                "trigger": "scheduled",
                "requestedBy": null,
                "status": "running",
                "queuedAt": "2026-11-20T10:00:00Z",
                "startedAt": "2026-11-20T10:00:00Z",
                "finishedAt": null,
                "newCount": 0,
                "updatedCount": 0,
                "unchangedCount": 0,
                "failedCount": 0,
                "errorText": null,
                "errors": [],
                "moreErrors": 0,
                "callsPlanned": null,
                "callsMade": 0,
                "expectedFinishAt": null
            },
            {
                "importRunId": command,
                "trigger": "command",
                "requestedBy": null,
                "status": "succeeded",
                "queuedAt": "2026-11-20T10:00:00Z",
                "startedAt": "2026-11-20T10:00:00Z",
                "finishedAt": "2026-11-20T10:00:00Z",
                "newCount": 1,
                "updatedCount": 0,
                "unchangedCount": 0,
                "failedCount": 2,
                "errorText": null,
                "errors": [
                    {"trackingNumber": "LKHP-134567891", "message": "Unknown type of insurance H99."},
                    {"trackingNumber": null, "message": "A record without a tracking number."}
                ],
                "moreErrors": 0,
                "callsPlanned": null,
                "callsMade": 0,
                "expectedFinishAt": null
            },
            {
                "importRunId": manual,
                "trigger": "manual",
                "requestedBy": "Dana Whitfield",
                "status": "failed",
                "queuedAt": "2026-11-20T09:00:00Z",
                "startedAt": "2026-11-20T09:00:02Z",
                "finishedAt": "2026-11-20T09:01:00Z",
                "newCount": 0,
                "updatedCount": 0,
                "unchangedCount": 0,
                "failedCount": 0,
                "errorText": "The rate-filing system did not answer.",
                "errors": [],
                "moreErrors": 0,
                "callsPlanned": null,
                "callsMade": 0,
                "expectedFinishAt": null
            },
            {
                "importRunId": scheduled,
                "trigger": "scheduled",
                "requestedBy": null,
                "status": "succeeded",
                "queuedAt": "2026-11-20T08:00:00Z",
                "startedAt": "2026-11-20T08:00:01Z",
                "finishedAt": "2026-11-20T08:02:30.500Z",
                "newCount": 3,
                "updatedCount": 2,
                "unchangedCount": 40,
                "failedCount": 1,
                "errorText": null,
                "errors": [
                    {"trackingNumber": "LKHP-134567890", "message": "The filing names no company."}
                ],
                "moreErrors": 0,
                "callsPlanned": null,
                "callsMade": 0,
                "expectedFinishAt": null
            }
        ])
    );
}

/// Each run's call progress: (importRunId, status, callsPlanned, callsMade, expectedFinishAt).
fn call_progress(runs: &Value) -> Vec<Value> {
    runs.as_array()
        .unwrap()
        .iter()
        .map(|run| {
            json!([
                run["importRunId"],
                run["status"],
                run["callsPlanned"],
                run["callsMade"],
                run["expectedFinishAt"]
            ])
        })
        .collect()
}

// A running run says how many throttled calls to SERFF it has made, how many it expects
// to make in all and when it expects to end, as the importer last saved them. A finished run
// keeps what it made.
#[actix_web::test]
async fn a_running_run_shows_its_calls_to_the_rate_filing_system_and_expected_end() {
    // Arrange
    let app = TestApp::spawn().await;
    let mut conn = app.db.conn();
    let finished = past_run(
        &mut conn,
        &PastRun {
            started_at: Some("2026-11-20T08:00:01Z"),
            finished_at: Some("2026-11-20T08:40:00Z"),
            calls: (Some(212), 212),
            expected_finish_at: Some("2026-11-20T08:39:58.25Z"),
            ..PastRun::scheduled("2026-11-20T08:00:00Z")
        },
    );
    let running = past_run(
        &mut conn,
        &PastRun {
            status: "running",
            finished_at: None,
            calls: (Some(300), 123),
            expected_finish_at: Some("2026-11-20T10:42:00Z"),
            ..PastRun::scheduled("2026-11-20T10:00:00Z")
        },
    );

    // Act
    let runs = app.admin_get_ok("/api/import-runs").await;

    // Assert
    assert_eq!(
        call_progress(&runs),
        [
            json!([running, "running", 300, 123, "2026-11-20T10:42:00Z"]),
            json!([finished, "succeeded", 212, 212, "2026-11-20T08:39:58.250Z"]),
        ]
    );
}

// Until the run has read enough to tell how many calls the rest needs, it has made calls but
// plans none and expects no end: null, not 0 or a made-up time.
#[actix_web::test]
async fn a_run_that_cannot_tell_yet_shows_only_the_calls_made() {
    // Arrange
    let app = TestApp::spawn().await;
    let mut conn = app.db.conn();
    let running = past_run(
        &mut conn,
        &PastRun {
            status: "running",
            finished_at: None,
            calls: (None, 2),
            ..PastRun::scheduled("2026-11-20T10:00:00Z")
        },
    );

    // Act
    let runs = app.admin_get_json("/api/import-runs").await;

    // Assert
    assert_eq!(
        call_progress(&runs),
        [json!([running, "running", null, 2, null])]
    );
}

// A run that failed on many filings shows its first 20 errors and says how many more there are.
#[actix_web::test]
async fn a_run_shows_its_first_20_errors_and_counts_the_rest() {
    // Arrange
    let app = TestApp::spawn().await;
    let mut conn = app.db.conn();
    let run = past_run(
        &mut conn,
        &PastRun {
            counts: [0, 0, 0, 23],
            ..PastRun::scheduled("2026-11-20T08:00:00Z")
        },
    );
    let trackings: Vec<String> = (1..=23).map(|n| format!("LKHP-1000000{n:02}")).collect();
    let errors: Vec<(Option<&str>, &str)> = trackings
        .iter()
        .map(|t| (Some(t.as_str()), "Unknown type of insurance H99."))
        .collect();
    run_errors(&mut conn, run, &errors);

    // Act
    let runs = app.admin_get_json("/api/import-runs").await;

    // Assert
    let shown = texts(&runs[0]["errors"], "trackingNumber");
    assert_eq!(shown, trackings[..20]);
    assert_eq!(runs[0]["moreErrors"], json!(3));
    assert_eq!(runs[0]["failedCount"], json!(23));
}

// At most the 25 most recent runs; none yet is an empty list, not an error.
#[actix_web::test]
async fn the_history_holds_the_25_most_recent_runs() {
    // Arrange
    let app = TestApp::spawn().await;
    let before = app.admin_get_json("/api/import-runs").await;
    let queued_times: Vec<String> = (0..27)
        .map(|minute| format!("2026-11-20T08:{minute:02}:00Z"))
        .collect();
    let mut conn = app.db.conn();
    for queued_at in &queued_times {
        past_run(
            &mut conn,
            &PastRun {
                queued_at,
                started_at: Some(queued_at),
                finished_at: Some(queued_at),
                ..PastRun::scheduled("2026-11-20T00:00:00Z")
            },
        );
    }

    // Act
    let runs = app.admin_get_json("/api/import-runs").await;

    // Assert
    assert_eq!(before, json!([]));
    let listed = texts(&runs, "queuedAt");
    let newest_first: Vec<&str> = queued_times
        .iter()
        .rev()
        .take(25)
        .map(String::as_str)
        .collect();
    assert_eq!(listed, newest_first);
}
