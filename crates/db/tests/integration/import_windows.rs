//! The import's window journal and cursor (migration `000016`), used as the
//! importer's role: windows read in order, a split replaces its window, the cursor moves only
//! past windows that are done (never backwards), and a stopped run's planned windows are there
//! for the next run.

use chrono::NaiveDateTime;
use db::queries::import_runs::windows::{self, CallProgress, WindowBounds};
use db::roles::ServiceRole;
use diesel::connection::SimpleConnection;
use diesel::prelude::*;
use test_support::TestDb;

fn at(text: &str) -> NaiveDateTime {
    NaiveDateTime::parse_from_str(text, "%Y-%m-%d %H:%M:%S").unwrap()
}

fn bounds(lower: &str, upper: &str, prefix: Option<&str>) -> WindowBounds {
    WindowBounds {
        lower: at(lower),
        upper: at(upper),
        tracking_prefix: prefix.map(str::to_owned),
    }
}

/// A fresh database with one running run (id 1), and a connection as the importer's role.
fn importer_database() -> (TestDb, PgConnection) {
    let db = TestDb::new();
    db.conn()
        .batch_execute(
            "INSERT INTO import_runs (import_run_id, trigger_kind, status, started_at)
                  VALUES (1, 'scheduled', 'running', now())",
        )
        .unwrap();
    let conn = PgConnection::establish(&db.url_as(ServiceRole::Importer)).unwrap();
    (db, conn)
}

#[test]
fn windows_are_read_in_order_and_the_cursor_moves_only_past_done_windows() {
    let (_db, mut conn) = importer_database();
    assert_eq!(windows::cursor(&mut conn).unwrap(), None);
    let planned = windows::plan(
        &mut conn,
        1,
        &[bounds("2026-01-01 00:00:00", "2026-03-01 00:00:00", None)],
    )
    .unwrap();

    // Over the row limit: the window is replaced by its halves, read first half first.
    let halves = windows::split(
        &mut conn,
        planned[0].import_window_id,
        1,
        &[
            bounds("2026-01-01 00:00:00", "2026-01-31 00:00:00", None),
            bounds("2026-01-31 00:00:00", "2026-03-01 00:00:00", None),
        ],
    )
    .unwrap();
    let order: Vec<_> = windows::planned(&mut conn)
        .unwrap()
        .into_iter()
        .map(|w| w.import_window_id)
        .collect();
    assert_eq!(
        order,
        [halves[0].import_window_id, halves[1].import_window_id]
    );

    let cursor = windows::finish(&mut conn, halves[0].import_window_id, 412).unwrap();
    assert_eq!(cursor, at("2026-01-31 00:00:00"));
    let cursor = windows::finish(&mut conn, halves[1].import_window_id, 37).unwrap();
    assert_eq!(cursor, at("2026-03-01 00:00:00"));
    assert!(windows::planned(&mut conn).unwrap().is_empty());

    // An overlap re-read never moves the cursor back.
    let overlap = windows::plan(
        &mut conn,
        1,
        &[bounds("2026-02-28 23:50:00", "2026-02-28 23:59:00", None)],
    )
    .unwrap();
    let cursor = windows::finish(&mut conn, overlap[0].import_window_id, 0).unwrap();
    assert_eq!(cursor, at("2026-03-01 00:00:00"));
    assert_eq!(
        windows::cursor(&mut conn).unwrap(),
        Some(at("2026-03-01 00:00:00"))
    );
}

#[test]
fn a_second_split_by_tracking_prefix_holds_the_cursor_until_every_prefix_is_done() {
    let (_db, mut conn) = importer_database();
    let parts: Vec<WindowBounds> = ["A", "B"]
        .into_iter()
        .map(|p| bounds("2026-01-01 00:00:00", "2026-01-01 00:00:01", Some(p)))
        .collect();
    let planned = windows::plan(&mut conn, 1, &parts).unwrap();

    let cursor = windows::finish(&mut conn, planned[0].import_window_id, 600).unwrap();
    assert_eq!(cursor, at("2026-01-01 00:00:00"), "B is still to read");
    let cursor = windows::finish(&mut conn, planned[1].import_window_id, 12).unwrap();
    assert_eq!(cursor, at("2026-01-01 00:00:01"));
}

#[test]
fn a_run_records_its_calls_and_expected_end_and_the_journal_refuses_nonsense() {
    let (db, mut conn) = importer_database();
    windows::record_calls(
        &mut conn,
        1,
        &CallProgress {
            calls_planned: Some(300),
            calls_made: 42,
            expected_finish_at: None,
        },
    )
    .unwrap();
    let (planned, made): (Option<i32>, i32) = db::schema::import_runs::table
        .select((
            db::schema::import_runs::calls_planned,
            db::schema::import_runs::calls_made,
        ))
        .first(&mut db.conn())
        .unwrap();
    assert_eq!((planned, made), (Some(300), 42));

    // An empty window and a prefix that is not capital letters are refused.
    let empty = windows::plan(
        &mut conn,
        1,
        &[bounds("2026-01-01 00:00:00", "2026-01-01 00:00:00", None)],
    );
    assert!(empty.is_err());
    let lower_case = windows::plan(
        &mut conn,
        1,
        &[bounds(
            "2026-01-01 00:00:00",
            "2026-01-01 00:00:01",
            Some("a"),
        )],
    );
    assert!(lower_case.is_err());
}
