//! Safe to crash: `kill -9` the importer at five moments of a first sync of
//! 3,000 filings from serff-sim's SERFF State API — just after it planned its windows, then
//! with a tenth, a third, two thirds and nine tenths of the filings in — restarting it after each,
//! and the filings (companies, figures, decisions, documents) equal those of an uninterrupted
//! import: nothing lost, nothing doubled, every killed run marked failed.
//!
//! The real `importer run-once` binary runs against an in-process simulator with its throttle
//! off (the limits are the subject of `throttle.rs`).

use std::process::{Child, Command, Stdio};
use std::time::Duration;

use crate::support::{filings_snapshot, start_sim, unthrottled};
use db::roles::ServiceRole;
use diesel::prelude::*;
use diesel::sql_types::BigInt;
use test_support::{TestDb, wait};

/// Enough filings for many windows and batches; the 10,000 of the first sync are read
/// by `throttle.rs` and `scripts/bench`.
const FILINGS: usize = 3_000;

/// Starts `importer run-once` against `db` and the simulator at `api`.
fn run_once(db: &TestDb, api: &str, attachments: &std::path::Path) -> Child {
    Command::new(env!("CARGO_BIN_EXE_importer"))
        .arg("run-once")
        .env("DATABASE_URL", db.url_as(ServiceRole::Importer))
        .env("SERFF_API_URL", api)
        .env("SERFF_API_USER", "lakeland")
        .env("SERFF_API_PASSWORD", "serff-sim")
        .env("SERFF_CALLS_PER_MINUTE", "100000")
        .env("SERFF_CALLS_PER_HOUR", "1000000")
        .env("ATTACHMENTS_DIR", attachments)
        .env("IMPORTER_PORT", "0")
        .env("APP_ENV", "development")
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("cannot start the importer binary")
}

/// Waits for `child` to exit and returns whether it succeeded.
async fn finished(mut child: Child, limit: Duration) -> bool {
    let exited = tokio::task::spawn_blocking(move || child.wait());
    let status = tokio::time::timeout(limit, exited)
        .await
        .unwrap_or_else(|_| panic!("the importer did not finish within {limit:?}"));
    status.unwrap().unwrap().success()
}

#[derive(QueryableByName, Debug)]
struct Count {
    #[diesel(sql_type = BigInt)]
    n: i64,
}

fn count(conn: &mut PgConnection, sql: &str) -> i64 {
    diesel::sql_query(sql).get_result::<Count>(conn).unwrap().n
}

/// Runs the importer until `reached` holds, then kills it with SIGKILL.
async fn kill_when(
    db: &TestDb,
    api: &str,
    files: &std::path::Path,
    what: &str,
    mut reached: impl FnMut(&mut PgConnection) -> bool,
) {
    let mut child = run_once(db, api, files);
    let mut conn = db.conn();
    wait::until_within(what, Duration::from_secs(600), async || {
        if reached(&mut conn) {
            return Some(());
        }
        assert!(
            child.try_wait().unwrap().is_none(),
            "the importer finished before {what}"
        );
        None
    })
    .await;
    child.kill().unwrap(); // SIGKILL: no chance to clean up
    child.wait().unwrap();
}

#[actix_web::test]
async fn a_first_sync_killed_at_five_moments_ends_like_an_uninterrupted_one() {
    // Arrange: one simulator, two databases.
    let api = start_sim(FILINGS, unthrottled());
    let (interrupted, uninterrupted) = (TestDb::new(), TestDb::new());
    let dir = std::env::temp_dir().join(format!("crash-test-{}", std::process::id()));
    let (files_a, files_b) = (dir.join("a"), dir.join("b"));
    let filings = |conn: &mut PgConnection| count(conn, "SELECT count(*) AS n FROM filings");

    // Act: five kills, each run resuming the last one's journal; then one run to the end.
    kill_when(
        &interrupted,
        &api,
        &files_a,
        "its windows were planned",
        |conn| count(conn, "SELECT count(*) AS n FROM import_windows") > 0,
    )
    .await;
    for share in [10, 33, 66, 90] {
        let target = i64::try_from(FILINGS * share / 100).unwrap();
        let what = format!("{share}% of the filings were in");
        kill_when(&interrupted, &api, &files_a, &what, |conn| {
            filings(conn) >= target
        })
        .await;
    }
    let mut conn = interrupted.conn();
    let partial = filings(&mut conn);
    assert!(
        partial < i64::try_from(FILINGS).unwrap(),
        "killed too late to test anything ({partial} filings)"
    );
    assert!(
        finished(
            run_once(&interrupted, &api, &files_a),
            Duration::from_secs(600)
        )
        .await,
        "the last restart failed"
    );
    assert!(
        finished(
            run_once(&uninterrupted, &api, &files_b),
            Duration::from_secs(600)
        )
        .await,
        "the plain run failed"
    );

    // Assert
    let after_restarts = filings_snapshot(&mut conn);
    assert_eq!(after_restarts.len(), FILINGS);
    assert_eq!(after_restarts, filings_snapshot(&mut uninterrupted.conn()));
    assert_eq!(
        count(
            &mut conn,
            "SELECT count(DISTINCT serff_tracking_num) AS n FROM filings"
        ),
        i64::try_from(FILINGS).unwrap()
    );
    assert_eq!(
        count(
            &mut conn,
            "SELECT count(*) AS n FROM import_windows WHERE status = 'planned'"
        ),
        0
    );
    let runs: Vec<(String, Option<String>)> = db::schema::import_runs::table
        .order(db::schema::import_runs::import_run_id.asc())
        .select((
            db::schema::import_runs::status,
            db::schema::import_runs::error_text,
        ))
        .load(&mut conn)
        .unwrap();
    assert_eq!(runs.len(), 6, "{runs:?}");
    for killed in &runs[..5] {
        assert_eq!(killed.0, "failed", "{runs:?}");
        assert!(
            killed
                .1
                .as_deref()
                .unwrap_or_default()
                .contains("stopped during this run"),
            "{runs:?}"
        );
    }
    assert_eq!(runs[5].0, "succeeded");
    let _ = std::fs::remove_dir_all(dir);
}
