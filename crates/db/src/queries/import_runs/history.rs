//! The import run history staff see on the Filings screen (SPEC 2.11): the latest runs of the
//! rate-filing import, with their counts, the first of their per-filing errors and, while one
//! runs, its progress in calls to the rate-filing system and when it expects to end.
//!
//! Two queries whatever the number of runs: the runs, then the errors of all of them at once.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel::sql_types::{Array, BigInt, Int4};

use crate::schema::{import_run_errors, import_runs, staff_users};

/// How many runs the history shows, newest first.
pub const RUNS_SHOWN: i64 = 25;

/// How many per-filing errors the history shows of each run; the rest are only counted.
pub const ERRORS_SHOWN_PER_RUN: i64 = 20;

/// One run of the history.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecentImportRun {
    /// Surrogate key.
    pub import_run_id: i32,
    /// `scheduled`, `manual` or `command`.
    pub trigger_kind: String,
    /// Full name of the staff user who pressed Run import (manual runs only).
    pub requested_by_name: Option<String>,
    /// `queued`, `running`, `succeeded` or `failed`.
    pub status: String,
    /// When the run was queued.
    pub queued_at: DateTime<Utc>,
    /// When an importer claimed it.
    pub started_at: Option<DateTime<Utc>>,
    /// When it ended.
    pub finished_at: Option<DateTime<Utc>>,
    /// Filings created.
    pub new_count: i32,
    /// Filings that existed and changed.
    pub updated_count: i32,
    /// Filings that existed exactly so.
    pub unchanged_count: i32,
    /// Records that could not be imported.
    pub failed_count: i32,
    /// Why the run failed as a whole.
    pub error_text: Option<String>,
    /// The first [`ERRORS_SHOWN_PER_RUN`] per-filing errors, oldest first.
    pub errors: Vec<RunFilingError>,
    /// How many per-filing errors `errors` leaves out.
    pub more_errors: i64,
    /// Throttled calls to the rate-filing system the run expects to make in all; `None`
    /// until it can tell (and for runs from before calls were counted).
    pub calls_planned: Option<i32>,
    /// Throttled calls to the rate-filing system made so far (0 before the first).
    pub calls_made: i32,
    /// When the run expects to end at the pace the call limits allow; `None` when unknown.
    pub expected_finish_at: Option<DateTime<Utc>>,
}

/// A filing a run could not take, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunFilingError {
    /// The filing's tracking number, when the source gave one.
    pub serff_tracking_num: Option<String>,
    /// What went wrong.
    pub message: String,
}

/// The run columns the history shows.
#[derive(Debug, Queryable, Selectable)]
#[diesel(table_name = import_runs, check_for_backend(diesel::pg::Pg))]
struct RunColumns {
    import_run_id: i32,
    trigger_kind: String,
    status: String,
    queued_at: DateTime<Utc>,
    started_at: Option<DateTime<Utc>>,
    finished_at: Option<DateTime<Utc>>,
    new_count: i32,
    updated_count: i32,
    unchanged_count: i32,
    failed_count: i32,
    error_text: Option<String>,
    calls_planned: Option<i32>,
    calls_made: i32,
    expected_finish_at: Option<DateTime<Utc>>,
}

/// An error row within its run's first [`ERRORS_SHOWN_PER_RUN`], with its run's error count.
#[derive(Debug, QueryableByName)]
#[diesel(table_name = import_run_errors, check_for_backend(diesel::pg::Pg))]
struct ShownError {
    import_run_id: i32,
    serff_tracking_num: Option<String>,
    message: String,
    #[diesel(sql_type = BigInt)]
    run_error_count: i64,
}

/// The first errors of each run in `$1`, with each run's total: a run can fail on thousands
/// of filings, so the cap is applied in the database rather than after loading them all.
const SHOWN_ERRORS_SQL: &str = "\
SELECT import_run_id, serff_tracking_num, message, run_error_count
FROM (
    SELECT import_run_id, import_run_error_id, serff_tracking_num, message,
           row_number() OVER (PARTITION BY import_run_id ORDER BY import_run_error_id) AS position,
           count(*) OVER (PARTITION BY import_run_id) AS run_error_count
    FROM import_run_errors
    WHERE import_run_id = ANY($1)
) numbered
WHERE position <= $2
ORDER BY import_run_id, import_run_error_id";

/// The [`RUNS_SHOWN`] most recent runs, newest first (by queued time, then key), each with
/// its requester's name and its first [`ERRORS_SHOWN_PER_RUN`] per-filing errors.
#[tracing::instrument(skip(conn))]
pub fn recent(conn: &mut PgConnection) -> QueryResult<Vec<RecentImportRun>> {
    let runs: Vec<(RunColumns, Option<String>, Option<String>)> = import_runs::table
        .left_join(staff_users::table)
        .select((
            RunColumns::as_select(),
            staff_users::first_name.nullable(),
            staff_users::last_name.nullable(),
        ))
        .order((
            import_runs::queued_at.desc(),
            import_runs::import_run_id.desc(),
        ))
        .limit(RUNS_SHOWN)
        .load(conn)?;
    if runs.is_empty() {
        return Ok(Vec::new());
    }

    let run_ids: Vec<i32> = runs.iter().map(|(run, _, _)| run.import_run_id).collect();
    let shown: Vec<ShownError> = diesel::sql_query(SHOWN_ERRORS_SQL)
        .bind::<Array<Int4>, _>(&run_ids)
        .bind::<BigInt, _>(ERRORS_SHOWN_PER_RUN)
        .load(conn)?;
    let mut errors_by_run: HashMap<i32, (Vec<RunFilingError>, i64)> = HashMap::new();
    for error in shown {
        let (errors, total) = errors_by_run.entry(error.import_run_id).or_default();
        *total = error.run_error_count;
        errors.push(RunFilingError {
            serff_tracking_num: error.serff_tracking_num,
            message: error.message,
        });
    }

    Ok(runs
        .into_iter()
        .map(|(run, first_name, last_name)| {
            let (errors, total) = errors_by_run.remove(&run.import_run_id).unwrap_or_default();
            let shown = i64::try_from(errors.len()).unwrap_or(i64::MAX);
            RecentImportRun {
                import_run_id: run.import_run_id,
                trigger_kind: run.trigger_kind,
                requested_by_name: full_name(first_name, last_name),
                status: run.status,
                queued_at: run.queued_at,
                started_at: run.started_at,
                finished_at: run.finished_at,
                new_count: run.new_count,
                updated_count: run.updated_count,
                unchanged_count: run.unchanged_count,
                failed_count: run.failed_count,
                error_text: run.error_text,
                errors,
                more_errors: (total - shown).max(0),
                calls_planned: run.calls_planned,
                calls_made: run.calls_made,
                expected_finish_at: run.expected_finish_at,
            }
        })
        .collect())
}

/// "First Last", when the run has a requester.
fn full_name(first_name: Option<String>, last_name: Option<String>) -> Option<String> {
    match (first_name, last_name) {
        (Some(first), Some(last)) => Some(format!("{first} {last}")),
        _ => None,
    }
}
