//! Runs of the rate-filing import: queued (by the importer or by staff) → running → succeeded
//! or failed, their progress and per-filing errors, and the history staff see.
//!
//! One run imports at a time across every importer replica: the importer holds the session
//! advisory lock [`RUN_LOCK_KEY`] on a connection of its own while a run imports. The lock dies
//! with the session, so a run still `running` while nobody holds the lock was abandoned by a
//! stopped importer, and [`fail_abandoned`] closes it.

mod finish;
mod history;
mod queue;
pub mod windows;

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel::sql_types::BigInt;

pub use self::finish::{RunCounts, RunEnd, fail_abandoned, finish};
pub use self::history::{
    ERRORS_SHOWN_PER_RUN, RUNS_SHOWN, RecentImportRun, RunFilingError, recent,
};
pub use self::queue::{
    OwnTrigger, QueueOutcome, QueuedRun, any_active, claim_next, queue, queue_manual,
};
use crate::schema::{import_run_errors, import_runs};

/// The advisory-lock key held while a run imports ("importer" in ASCII, truncated).
pub const RUN_LOCK_KEY: i64 = 0x696d_706f_7274_6572;

/// Why a run left `running` without finishing, as staff read it.
pub const ABANDONED_TEXT: &str =
    "The importer stopped during this run; the next run imports what it missed.";

diesel::define_sql_function! {
    /// Takes a session-level advisory lock if it is free.
    fn pg_try_advisory_lock(key: BigInt) -> Bool;
}
diesel::define_sql_function! {
    /// Releases a session-level advisory lock this session holds.
    fn pg_advisory_unlock(key: BigInt) -> Bool;
}

/// An `import_runs` row.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = import_runs, check_for_backend(diesel::pg::Pg))]
pub struct ImportRun {
    /// Surrogate key.
    pub import_run_id: i32,
    /// `scheduled`, `manual` or `command`.
    pub trigger_kind: String,
    /// The staff user who pressed Run import (manual runs).
    pub requested_by: Option<i32>,
    /// `queued`, `running`, `succeeded` or `failed`.
    pub status: String,
    /// When the run was queued.
    pub queued_at: DateTime<Utc>,
    /// When an importer claimed it.
    pub started_at: Option<DateTime<Utc>>,
    /// When it ended.
    pub finished_at: Option<DateTime<Utc>>,
    /// Filings changed since this time were requested; `None` asked for every filing.
    pub source_since: Option<DateTime<Utc>>,
    /// Filings created.
    pub new_count: i32,
    /// Filings that existed and changed.
    pub updated_count: i32,
    /// Filings that existed exactly so.
    pub unchanged_count: i32,
    /// Records that could not be imported (see `import_run_errors`).
    pub failed_count: i32,
    /// Why the run failed as a whole.
    pub error_text: Option<String>,
    /// The source's clock when the listing began.
    pub source_as_of: Option<DateTime<Utc>>,
    /// Throttled calls the run expects to make in all, once it can tell.
    pub calls_planned: Option<i32>,
    /// Throttled calls made so far.
    pub calls_made: i32,
    /// When the run expects to end at the pace the call limits allow.
    pub expected_finish_at: Option<DateTime<Utc>>,
}

/// Takes the run lock on `conn` (a connection kept for it) if no other session holds it.
pub fn try_lock(conn: &mut PgConnection) -> QueryResult<bool> {
    diesel::select(pg_try_advisory_lock(RUN_LOCK_KEY)).get_result(conn)
}

/// Releases the run lock held on `conn`; false when `conn` did not hold it.
pub fn unlock(conn: &mut PgConnection) -> QueryResult<bool> {
    diesel::select(pg_advisory_unlock(RUN_LOCK_KEY)).get_result(conn)
}

/// Where the next incremental run starts: the source clock of the latest run that succeeded
/// with every record imported. A run with failed records does not move it, so those records
/// are asked for again. `None` (ask for everything) before the first such run.
pub fn cursor(conn: &mut PgConnection) -> QueryResult<Option<DateTime<Utc>>> {
    import_runs::table
        .filter(import_runs::status.eq("succeeded"))
        .filter(import_runs::failed_count.eq(0))
        .filter(import_runs::source_as_of.is_not_null())
        .order((
            import_runs::finished_at.desc(),
            import_runs::import_run_id.desc(),
        ))
        .select(import_runs::source_as_of)
        .first::<Option<DateTime<Utc>>>(conn)
        .optional()
        .map(Option::flatten)
}

/// Records which changes the run asks the source for.
pub fn set_source_since(
    conn: &mut PgConnection,
    import_run_id: i32,
    since: Option<DateTime<Utc>>,
) -> QueryResult<()> {
    diesel::update(import_runs::table.find(import_run_id))
        .set(import_runs::source_since.eq(since))
        .execute(conn)
        .map(|_| ())
}

/// Saves the counts so far, so staff see progress and an interrupted run shows how far it got.
pub fn record_progress(
    conn: &mut PgConnection,
    import_run_id: i32,
    counts: &RunCounts,
) -> QueryResult<()> {
    diesel::update(
        import_runs::table
            .find(import_run_id)
            .filter(import_runs::status.eq("running")),
    )
    .set(counts)
    .execute(conn)
    .map(|_| ())
}

/// Records a record the run could not import, and why.
pub fn record_filing_error(
    conn: &mut PgConnection,
    import_run_id: i32,
    tracking_number: Option<&str>,
    message: &str,
) -> QueryResult<()> {
    diesel::insert_into(import_run_errors::table)
        .values((
            import_run_errors::import_run_id.eq(import_run_id),
            import_run_errors::serff_tracking_num.eq(tracking_number),
            import_run_errors::message.eq(message),
        ))
        .execute(conn)
        .map(|_| ())
}

/// The run `import_run_id`.
pub fn find(conn: &mut PgConnection, import_run_id: i32) -> QueryResult<ImportRun> {
    import_runs::table
        .find(import_run_id)
        .select(ImportRun::as_select())
        .first(conn)
}

/// The records run `import_run_id` could not import: (tracking number, reason), in order.
pub fn filing_errors(
    conn: &mut PgConnection,
    import_run_id: i32,
) -> QueryResult<Vec<(Option<String>, String)>> {
    import_run_errors::table
        .filter(import_run_errors::import_run_id.eq(import_run_id))
        .order(import_run_errors::import_run_error_id)
        .select((
            import_run_errors::serff_tracking_num,
            import_run_errors::message,
        ))
        .load(conn)
}
