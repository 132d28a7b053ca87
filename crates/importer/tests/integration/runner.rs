//! The job runner on a fresh database: manual runs picked up by the poll loop, one run at a
//! time across replicas, abandoned runs closed, the schedule obeying the auto-run switch, the
//! cursor, and the public generation moving only when filings changed.

use std::sync::Arc;
use std::time::Duration;

use crate::support::{Harness, counts, filing};
use chrono::TimeDelta;
use db::queries::audit::Actor;
use db::queries::import_runs::{self, ABANDONED_TEXT, ImportRun, QueueOutcome, windows};
use db::queries::site_content::{self, Switch};
use db::schema::{audit_log, filings, import_runs as runs};
use diesel::dsl::sql;
use diesel::prelude::*;
use diesel::sql_types::{Nullable, Timestamptz};
use importer::runner::{RunOnce, Tick, plan};
use importer::scheduler::Background;
use importer::settings::ImportSettings;
use test_support::wait;

fn two_filings(h: &Harness) {
    h.source
        .put(filing("BLHP-134500001", "95101", "Blue Lake Health Plan"));
    h.source
        .put(filing("PRMU-200000001", "96001", "Prairie Mutual"));
}

/// A fresh harness whose source holds `two_filings`, and a connection to its database.
fn two_filing_harness() -> (Harness, PgConnection) {
    let h = Harness::new();
    let conn = h.conn();
    two_filings(&h);
    (h, conn)
}

fn all_runs(conn: &mut PgConnection) -> Vec<ImportRun> {
    runs::table
        .order(runs::import_run_id)
        .select(ImportRun::as_select())
        .load(conn)
        .unwrap()
}

fn filing_count(conn: &mut PgConnection) -> i64 {
    filings::table.count().get_result(conn).unwrap()
}

fn set_auto_run(conn: &mut PgConnection, on: bool) {
    let actor = Actor {
        user_pk: None,
        label: "test".to_owned(),
    };
    site_content::set_switch(conn, &actor, Switch::SerffAutoRun, on).unwrap();
}

fn background_settings(cron: &str) -> ImportSettings {
    ImportSettings {
        attachments_dir: std::env::temp_dir(),
        cron: cron.to_owned(),
        poll_interval: Duration::from_millis(200),
    }
}

/// Once a year: never during a test.
const QUIET_CRON: &str = "0 0 0 1 1 *";

#[tokio::test(flavor = "multi_thread")]
async fn a_queued_manual_run_is_claimed_and_finished_within_five_seconds() {
    let (h, mut conn) = two_filing_harness();
    let admin = crate::support::administrator(&mut conn);
    let background = Background::start(Arc::new(h.runner()), &background_settings(QUIET_CRON))
        .await
        .unwrap();

    let QueueOutcome::Queued(queued) = import_runs::queue_manual(&mut conn, &admin).unwrap() else {
        panic!("nothing else is queued");
    };
    let run_id = queued.import_run_id;
    wait::until_within(
        "the queued run to succeed",
        Duration::from_secs(5),
        async || {
            let status = import_runs::find(&mut conn, run_id).unwrap().status;
            (status == "succeeded").then_some(())
        },
    )
    .await;
    let run = import_runs::find(&mut conn, queued.import_run_id).unwrap();
    assert_eq!(
        (run.trigger_kind.as_str(), run.requested_by),
        ("manual", admin.user_pk)
    );
    assert_eq!(run.new_count, 2);
    assert_eq!(run.source_since, None, "the first run reads from the start");
    background.stop().await.unwrap();
}

#[tokio::test(flavor = "multi_thread")]
async fn two_runners_racing_claim_the_run_once() {
    let (h, mut conn) = two_filing_harness();
    h.source.set_listing_delay(Duration::from_millis(300));
    let admin = crate::support::administrator(&mut conn);
    import_runs::queue_manual(&mut conn, &admin).unwrap();
    let (first, second) = (h.runner(), h.runner());

    let (a, b) = tokio::join!(first.poll_once(), second.poll_once());

    let worked: Vec<ImportRun> = [a.unwrap(), b.unwrap()].into_iter().flatten().collect();
    assert_eq!(worked.len(), 1, "exactly one runner works the run");
    assert_eq!(worked[0].status, "succeeded");
    assert_eq!(h.source.windows().len(), 1, "the source was read once");
    assert_eq!(all_runs(&mut conn).len(), 1);
    assert_eq!(filing_count(&mut conn), 2);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_runner_is_busy_while_another_holds_the_lock() {
    let h = Harness::new();
    let mut holder = h.conn();
    assert!(import_runs::try_lock(&mut holder).unwrap());
    two_filings(&h);

    let outcome = h.runner().run_once().await.unwrap();

    assert_eq!(outcome, RunOnce::Busy);
    assert_eq!(filing_count(&mut h.conn()), 0);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_run_left_running_without_a_lock_holder_is_failed_at_start_up() {
    let h = Harness::new();
    let mut conn = h.conn();
    let abandoned: i32 = diesel::insert_into(runs::table)
        .values((
            runs::trigger_kind.eq("scheduled"),
            runs::status.eq("running"),
            runs::started_at.eq(sql::<Nullable<Timestamptz>>("now()")),
        ))
        .returning(runs::import_run_id)
        .get_result(&mut conn)
        .unwrap();
    let generation = crate::support::generation(&mut conn);

    let closed = h.runner().recover().await.unwrap();

    assert_eq!(closed, [abandoned]);
    let run = import_runs::find(&mut conn, abandoned).unwrap();
    assert_eq!(run.status, "failed");
    assert_eq!(run.error_text.as_deref(), Some(ABANDONED_TEXT));
    assert!(run.finished_at.is_some());
    let audited: Vec<(String, Option<String>)> = audit_log::table
        .select((audit_log::actor_label, audit_log::entity_id))
        .load(&mut conn)
        .unwrap();
    assert_eq!(
        audited,
        [("importer".to_owned(), Some(abandoned.to_string()))]
    );
    assert_eq!(crate::support::generation(&mut conn), generation + 1);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_run_whose_importer_still_holds_the_lock_is_left_alone() {
    let h = Harness::new();
    let mut conn = h.conn();
    let mut holder = h.conn();
    assert!(import_runs::try_lock(&mut holder).unwrap());
    diesel::insert_into(runs::table)
        .values((
            runs::trigger_kind.eq("scheduled"),
            runs::status.eq("running"),
            runs::started_at.eq(sql::<Nullable<Timestamptz>>("now()")),
        ))
        .execute(&mut conn)
        .unwrap();

    let closed = h.runner().recover().await.unwrap();
    let polled = h.runner().poll_once().await.unwrap();

    assert!(closed.is_empty());
    assert_eq!(polled, None);
    assert_eq!(all_runs(&mut conn)[0].status, "running");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_scheduled_tick_imports_nothing_while_auto_run_is_off_and_imports_when_on() {
    let (h, mut conn) = two_filing_harness();
    set_auto_run(&mut conn, false);
    let runner = h.runner();

    let off = runner.scheduled_tick().await.unwrap();

    assert_eq!(off, Tick::AutoRunOff);
    assert!(all_runs(&mut conn).is_empty());
    assert_eq!(filing_count(&mut conn), 0);

    set_auto_run(&mut conn, true);
    let on = runner.scheduled_tick().await.unwrap();

    let Tick::Ran(run) = on else {
        panic!("expected a run, got {on:?}")
    };
    assert_eq!(
        (run.trigger_kind.as_str(), run.status.as_str()),
        ("scheduled", "succeeded")
    );
    assert_eq!(run.new_count, 2);
    assert_eq!(filing_count(&mut conn), 2);
}

#[tokio::test(flavor = "multi_thread")]
async fn the_schedule_fires_from_its_cron_expression() {
    let (h, mut conn) = two_filing_harness();
    let background = Background::start(Arc::new(h.runner()), &background_settings("* * * * * *"))
        .await
        .unwrap();

    wait::until_within(
        "a scheduled run to succeed",
        Duration::from_secs(5),
        async || {
            let runs = all_runs(&mut conn);
            let succeeded = runs
                .iter()
                .any(|r| r.trigger_kind == "scheduled" && r.status == "succeeded");
            succeeded.then_some(())
        },
    )
    .await;

    background.stop().await.unwrap();
    assert_eq!(filing_count(&mut conn), 2);
}

#[tokio::test(flavor = "multi_thread")]
async fn each_run_reads_from_the_cursor_less_the_overlap_to_the_server_clock_less_the_lag() {
    let (h, mut conn) = two_filing_harness();
    let runner = h.runner();
    let first_clock = h.source.now();
    let Tick::Ran(first) = runner.scheduled_tick().await.unwrap() else {
        panic!("no run")
    };
    let cursor = windows::cursor(&mut conn).unwrap().unwrap();
    h.source
        .amend("PRMU-200000001", |f| f.state_status = "Accepted".into());

    let Tick::Ran(second) = runner.scheduled_tick().await.unwrap() else {
        panic!("no run")
    };

    assert_eq!(first.source_since, None);
    assert_eq!(cursor, first_clock - TimeDelta::minutes(2));
    let since = cursor - TimeDelta::minutes(10);
    assert_eq!(second.source_since, Some(since.and_utc()));
    let lowers: Vec<_> = h.source.windows().iter().map(|w| w.lower).collect();
    assert_eq!(lowers, [plan::first_sync_from(), since]);
    assert_eq!(
        (
            second.new_count,
            second.updated_count,
            second.unchanged_count
        ),
        (0, 1, 0),
        "only the amended filing is read"
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn a_run_with_failed_records_reports_them_and_moves_the_cursor_past_them() {
    let h = Harness::new();
    let mut conn = h.conn();
    let mut bad = filing("BLHP-134500009", "95101", "Blue Lake Health Plan");
    bad.companies[0].policyholders_affected = Some(-1);
    h.source.put(bad);
    two_filings(&h);
    let runner = h.runner();
    let clock = h.source.now();
    let Tick::Ran(first) = runner.scheduled_tick().await.unwrap() else {
        panic!("no run")
    };

    let Tick::Ran(second) = runner.scheduled_tick().await.unwrap() else {
        panic!("no run")
    };

    assert_eq!((first.new_count, first.failed_count), (2, 1));
    assert_eq!(
        windows::cursor(&mut conn).unwrap(),
        Some(clock - TimeDelta::minutes(2)),
        "set aside, the record does not hold the others back"
    );
    // The second run re-reads only its overlap: the last filing, unchanged.
    assert_eq!(counts(&second), (0, 0, 1, 0));
}

#[tokio::test(flavor = "multi_thread")]
async fn an_unavailable_source_fails_the_run_with_a_reason() {
    let (h, mut conn) = two_filing_harness();
    h.source.set_unavailable(true);

    let RunOnce::Finished(run) = h.runner().run_once().await.unwrap() else {
        panic!("busy")
    };

    assert_eq!(run.status, "failed");
    let reason = run.error_text.unwrap();
    assert!(
        reason.contains("unavailable") && reason.contains("next run"),
        "{reason}"
    );
    assert_eq!(windows::cursor(&mut conn).unwrap(), None);
}

#[tokio::test(flavor = "multi_thread")]
async fn the_generation_moves_only_when_filings_changed() {
    let (h, mut conn) = two_filing_harness();
    let runner = h.runner();
    let start = crate::support::generation(&mut conn);

    runner.run_once().await.unwrap();
    let after_first = crate::support::generation(&mut conn);
    runner.run_once().await.unwrap();
    let after_unchanged = crate::support::generation(&mut conn);
    h.source
        .amend("BLHP-134500001", |f| f.overall_rate_change = Some(5.0));
    runner.run_once().await.unwrap();
    let after_amendment = crate::support::generation(&mut conn);

    assert_eq!(after_first, start + 1);
    assert_eq!(after_unchanged, after_first);
    assert_eq!(after_amendment, after_first + 1);
}
