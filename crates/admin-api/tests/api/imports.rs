//! SPEC 2.11, 4.3, 7.3: the auto-run switch of the rate-filing import and "Run import now",
//! which queues one run at a time (docs/api-design.md: 202 queued, 409 already running).

use serde_json::{Value, json};

use crate::fixtures::imports::{finish, running_scheduled_run, runs};
use crate::fixtures::moderation::{generation, switch_off_and_on};
use crate::fixtures::users::audit_details;
use crate::helpers::TestApp;

const BUSY: &str = "An import is already queued or running. Please wait for it to finish.";

// SPEC 2.11 '... import is currently enabled/disabled.' and its toggle; audited; the public
// site does not show it, so the generation stays.
#[actix_web::test]
async fn the_auto_run_switch_turns_off_and_on() {
    // Arrange
    let app = TestApp::spawn().await;
    let generation_before = generation(&mut app.db.conn());
    assert_eq!(app.admin_get_json("/api/serf-auto-run").await, json!(true));

    // Act
    let round_trip = switch_off_and_on(&app, "/api/serf-auto-run", "serff_auto_run").await;

    // Assert
    round_trip.assert_off_then_on(&app).await;
    let mut conn = app.db.conn();
    assert_eq!(generation(&mut conn), generation_before);
    let actions: Vec<String> = audit_details(&mut conn)
        .into_iter()
        .map(|(action, _)| action)
        .collect();
    assert_eq!(
        actions,
        [
            "switch.serff_auto_run.disable",
            "switch.serff_auto_run.enable"
        ]
    );
}

// SPEC 2.11 'Run ... Import': the run is queued for the importer and the answer says so.
#[actix_web::test]
async fn run_now_queues_a_manual_run_and_answers_202() {
    // Arrange
    let app = TestApp::spawn().await;

    // Act
    let response = app.admin_switch("/api/serf-import").await;

    // Assert
    assert_eq!(response.status(), 202);
    let answer: Value = response.json().await.unwrap();
    let run_id = answer["importRunId"].as_i64().unwrap();
    assert_eq!(answer["status"], json!("queued"));
    assert!(
        answer["queuedAt"].as_str().unwrap().ends_with('Z'),
        "{answer}"
    );
    assert_eq!(answer.as_object().unwrap().len(), 3, "{answer}");
    let admin = app.admin_pk();
    assert_eq!(
        runs(&mut app.db.conn()),
        [(
            i32::try_from(run_id).unwrap(),
            "manual".into(),
            Some(admin),
            "queued".into()
        )]
    );
    assert_eq!(
        app.audit_entries(),
        [(
            "import.queue".into(),
            "import_run".into(),
            Some(run_id.to_string()),
            Some(admin)
        )]
    );
}

// One run at a time; a second request while one is queued or running is a 409 and
// changes nothing; once it has finished, a new run may be queued.
#[actix_web::test]
async fn a_second_run_is_refused_while_one_is_queued_or_running() {
    // Arrange
    let app = TestApp::spawn().await;
    assert_eq!(app.admin_switch("/api/serf-import").await.status(), 202);

    // Act
    let second = app.admin_switch("/api/serf-import").await;

    // Assert
    assert_eq!(second.status(), 409);
    assert_eq!(
        second.json::<Value>().await.unwrap(),
        json!({"error": {"code": "conflict", "message": BUSY}})
    );
    let queued = runs(&mut app.db.conn());
    assert_eq!(queued.len(), 1);
    assert_eq!(app.audit_entries().len(), 1);

    // Arrange: the queued run finishes; a scheduled one starts.
    finish(&mut app.db.conn(), queued[0].0);
    let scheduled = running_scheduled_run(&mut app.db.conn());

    // Act / Assert: refused while the scheduled run runs, accepted once it is done.
    assert_eq!(app.admin_switch("/api/serf-import").await.status(), 409);
    finish(&mut app.db.conn(), scheduled);
    assert_eq!(app.admin_switch("/api/serf-import").await.status(), 202);
    assert_eq!(runs(&mut app.db.conn()).len(), 3);
}

// No 500 for anything a caller can send: simultaneous requests queue exactly one run.
#[actix_web::test]
async fn simultaneous_requests_queue_exactly_one_run() {
    // Arrange
    let app = TestApp::spawn().await;

    // Act
    let requests = (0..6).map(|_| app.admin_switch("/api/serf-import"));
    let statuses: Vec<u16> = futures_util::future::join_all(requests)
        .await
        .iter()
        .map(|r| r.status().as_u16())
        .collect();

    // Assert
    assert_eq!(
        statuses.iter().filter(|s| **s == 202).count(),
        1,
        "{statuses:?}"
    );
    assert_eq!(
        statuses.iter().filter(|s| **s == 409).count(),
        5,
        "{statuses:?}"
    );
    assert_eq!(runs(&mut app.db.conn()).len(), 1);
    assert_eq!(app.audit_entries().len(), 1);
}
