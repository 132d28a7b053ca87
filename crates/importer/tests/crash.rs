//! Issue 5 "safe to crash": `kill -9` the importer in the middle of a run, start it again, and
//! the filings equal those of an uninterrupted import — no duplicate tracking numbers, no
//! half-written filing — and the interrupted run is marked failed.
//!
//! The real `importer run-once` binary runs against an in-process serff-sim serving the issue's
//! 10,000 filings.
#![allow(clippy::unwrap_used, clippy::expect_used)] // a failing test should panic loudly

use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use chrono::NaiveDate;
use db::roles::ServiceRole;
use demo::sim::{SimConfig, SimScale, SimServer};
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Text};
use test_support::TestDb;

const FILINGS: usize = 10_000;

fn start_sim() -> String {
    let mut config = SimConfig::new(0);
    config.workers = 2;
    config.scale = SimScale::Filings(FILINGS);
    config.today = NaiveDate::from_ymd_opt(2026, 11, 20).unwrap();
    let server = SimServer::build(config).unwrap();
    let base = format!("http://127.0.0.1:{}", server.port());
    actix_web::rt::spawn(server.run_until_stopped());
    base
}

/// Starts `importer run-once` against `db` and the simulator at `source`.
fn run_once(db: &TestDb, source: &str, attachments: &std::path::Path) -> Child {
    Command::new(env!("CARGO_BIN_EXE_importer"))
        .arg("run-once")
        .env("DATABASE_URL", db.url_as(ServiceRole::Importer))
        .env("SERFF_SOURCE_URL", source)
        .env("ATTACHMENTS_DIR", attachments)
        .env("IMPORTER_PORT", "0")
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("cannot start the importer binary")
}

/// Waits for `child` to exit and returns whether it succeeded.
async fn finished(mut child: Child, limit: Duration) -> bool {
    let started = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status.success();
        }
        assert!(
            started.elapsed() < limit,
            "the importer did not finish within {limit:?}"
        );
        actix_web::rt::time::sleep(Duration::from_millis(100)).await;
    }
}

#[derive(QueryableByName, Debug, PartialEq, Eq)]
struct Line {
    #[diesel(sql_type = Text)]
    line: String,
}

/// Every filing with its companies, figures and attachments, one line each, in tracking order.
fn filings_snapshot(conn: &mut PgConnection) -> Vec<String> {
    diesel::sql_query(
        "SELECT concat_ws(' | ', f.serff_tracking_num, f.filing_status_code, f.overall_rate_impact, f.product_name,
                (SELECT string_agg(concat_ws(':', c.co_code, fc.overall_rate_impact, fc.rate_max_change, fc.rate_min_change,
                                             fc.policyholders_affected), ',' ORDER BY fc.position)
                   FROM filing_companies fc JOIN companies c USING (company_pk) WHERE fc.filing_id = f.filing_id),
                (SELECT string_agg(concat_ws(':', a.name, b.sha256), ',' ORDER BY a.name)
                   FROM attachments a JOIN attachment_blobs b USING (blob_id) WHERE a.filing_id = f.filing_id)) AS line
           FROM filings f ORDER BY f.serff_tracking_num",
    )
    .load::<Line>(conn)
    .unwrap()
    .into_iter()
    .map(|l| l.line)
    .collect()
}

#[derive(QueryableByName, Debug)]
struct Count {
    #[diesel(sql_type = BigInt)]
    n: i64,
}

fn count(conn: &mut PgConnection, sql: &str) -> i64 {
    diesel::sql_query(sql).get_result::<Count>(conn).unwrap().n
}

#[actix_web::test]
async fn a_run_killed_midway_then_restarted_ends_like_an_uninterrupted_run() {
    // Arrange: one simulator, two databases.
    let source = start_sim();
    let (interrupted, uninterrupted) = (TestDb::new(), TestDb::new());
    let dir = std::env::temp_dir().join(format!("crash-test-{}", std::process::id()));
    let (files_a, files_b) = (dir.join("a"), dir.join("b"));

    // Act: kill -9 once a third of the filings are in, then run again.
    let mut child = run_once(&interrupted, &source, &files_a);
    let mut conn = interrupted.conn();
    let started = Instant::now();
    while count(&mut conn, "SELECT count(*) AS n FROM filings")
        < i64::try_from(FILINGS / 3).unwrap()
    {
        assert!(
            child.try_wait().unwrap().is_none(),
            "the importer finished before it could be killed"
        );
        assert!(
            started.elapsed() < Duration::from_secs(300),
            "the import made no progress"
        );
        actix_web::rt::time::sleep(Duration::from_millis(20)).await;
    }
    child.kill().unwrap(); // SIGKILL: no chance to clean up
    child.wait().unwrap();
    let partial = count(&mut conn, "SELECT count(*) AS n FROM filings");
    assert!(
        partial < i64::try_from(FILINGS).unwrap(),
        "killed too late to test anything ({partial} filings)"
    );
    assert!(
        finished(
            run_once(&interrupted, &source, &files_a),
            Duration::from_secs(300)
        )
        .await,
        "the restart failed"
    );
    assert!(
        finished(
            run_once(&uninterrupted, &source, &files_b),
            Duration::from_secs(300)
        )
        .await,
        "the plain run failed"
    );

    // Assert
    let after_restart = filings_snapshot(&mut conn);
    assert_eq!(after_restart.len(), FILINGS);
    assert_eq!(after_restart, filings_snapshot(&mut uninterrupted.conn()));
    assert_eq!(
        count(
            &mut conn,
            "SELECT count(DISTINCT serff_tracking_num) AS n FROM filings"
        ),
        i64::try_from(FILINGS).unwrap()
    );
    let runs: Vec<(String, Option<String>)> = db::schema::import_runs::table
        .order(db::schema::import_runs::import_run_id.asc())
        .select((
            db::schema::import_runs::status,
            db::schema::import_runs::error_text,
        ))
        .load(&mut conn)
        .unwrap();
    assert_eq!(runs.len(), 2, "{runs:?}");
    assert_eq!(runs[0].0, "failed");
    assert!(
        runs[0]
            .1
            .as_deref()
            .unwrap_or_default()
            .contains("stopped during this run"),
        "{runs:?}"
    );
    assert_eq!(runs[1].0, "succeeded");
    let _ = std::fs::remove_dir_all(dir);
}
