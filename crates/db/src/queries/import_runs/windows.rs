//! The journal of query windows an import reads from the rate-filing system, and the cursor it
//! moves: a window is planned, then either split into smaller ones or done once its filings are
//! committed; the cursor moves only then, so a stopped import resumes at the exact window.
//!
//! Times are the rate-filing system's local wall-clock time (`timestamp`), as its query
//! conditions compare them.

use chrono::{DateTime, NaiveDateTime, Utc};
use diesel::prelude::*;

use crate::schema::{import_cursor, import_runs, import_windows};

/// A window of the journal.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = import_windows, check_for_backend(diesel::pg::Pg))]
pub struct JournalWindow {
    /// Surrogate key.
    pub import_window_id: i32,
    /// The run that planned it.
    pub import_run_id: i32,
    /// Exclusive lower bound.
    pub lower_bound: NaiveDateTime,
    /// Inclusive upper bound.
    pub upper_bound: NaiveDateTime,
    /// Only tracking numbers starting with it, when set.
    pub tracking_prefix: Option<String>,
    /// `planned`, `split` or `done`.
    pub status: String,
    /// Filings it held when read.
    pub filing_count: Option<i32>,
}

/// A window to plan: `(lower, upper]`, optionally one tracking-number prefix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WindowBounds {
    /// Exclusive lower bound.
    pub lower: NaiveDateTime,
    /// Inclusive upper bound.
    pub upper: NaiveDateTime,
    /// Only tracking numbers starting with it, when set.
    pub tracking_prefix: Option<String>,
}

#[derive(Insertable)]
#[diesel(table_name = import_windows)]
struct NewWindow<'a> {
    import_run_id: i32,
    lower_bound: NaiveDateTime,
    upper_bound: NaiveDateTime,
    tracking_prefix: Option<&'a str>,
}

/// The windows still to read, in the order they are read: by time, then prefix.
pub fn planned(conn: &mut PgConnection) -> QueryResult<Vec<JournalWindow>> {
    import_windows::table
        .filter(import_windows::status.eq("planned"))
        .order((
            import_windows::lower_bound,
            import_windows::tracking_prefix.asc().nulls_first(),
            import_windows::import_window_id,
        ))
        .select(JournalWindow::as_select())
        .load(conn)
}

/// Plans `windows` for run `import_run_id`; returns them as journaled.
pub fn plan(
    conn: &mut PgConnection,
    import_run_id: i32,
    windows: &[WindowBounds],
) -> QueryResult<Vec<JournalWindow>> {
    let rows: Vec<NewWindow<'_>> = windows
        .iter()
        .map(|w| NewWindow {
            import_run_id,
            lower_bound: w.lower,
            upper_bound: w.upper,
            tracking_prefix: w.tracking_prefix.as_deref(),
        })
        .collect();
    diesel::insert_into(import_windows::table)
        .values(&rows)
        .returning(JournalWindow::as_returning())
        .get_results(conn)
}

/// Replaces planned window `import_window_id` by `parts` (planned for `import_run_id`), in one
/// transaction; returns the parts as journaled.
pub fn split(
    conn: &mut PgConnection,
    import_window_id: i32,
    import_run_id: i32,
    parts: &[WindowBounds],
) -> QueryResult<Vec<JournalWindow>> {
    conn.transaction(|conn| {
        diesel::update(
            import_windows::table
                .find(import_window_id)
                .filter(import_windows::status.eq("planned")),
        )
        .set((
            import_windows::status.eq("split"),
            import_windows::finished_at.eq(diesel::dsl::now),
        ))
        .execute(conn)?;
        plan(conn, import_run_id, parts)
    })
}

/// Marks window `import_window_id` done with `filing_count` filings and moves the cursor: to the
/// earliest lower bound still planned when that is before the window's end (a sibling of a
/// split second), else to the window's end; never backwards. Returns the cursor.
pub fn finish(
    conn: &mut PgConnection,
    import_window_id: i32,
    filing_count: i32,
) -> QueryResult<NaiveDateTime> {
    conn.transaction(|conn| {
        let upper: NaiveDateTime = diesel::update(import_windows::table.find(import_window_id))
            .set((
                import_windows::status.eq("done"),
                import_windows::filing_count.eq(filing_count),
                import_windows::finished_at.eq(diesel::dsl::now),
            ))
            .returning(import_windows::upper_bound)
            .get_result(conn)?;
        let earliest_planned: Option<NaiveDateTime> = import_windows::table
            .filter(import_windows::status.eq("planned"))
            .select(diesel::dsl::min(import_windows::lower_bound))
            .first(conn)?;
        let reached = earliest_planned.map_or(upper, |planned| planned.min(upper));
        advance_cursor(conn, reached)
    })
}

/// Moves the cursor to `reached` unless it is already later; returns the cursor.
pub fn advance_cursor(
    conn: &mut PgConnection,
    reached: NaiveDateTime,
) -> QueryResult<NaiveDateTime> {
    diesel::insert_into(import_cursor::table)
        .values(import_cursor::synced_to.eq(reached))
        .on_conflict(import_cursor::singleton)
        .do_update()
        .set((
            import_cursor::synced_to.eq(diesel::dsl::sql::<diesel::sql_types::Timestamp>(
                "GREATEST(import_cursor.synced_to, excluded.synced_to)",
            )),
            import_cursor::updated_at.eq(diesel::dsl::now),
        ))
        .returning(import_cursor::synced_to)
        .get_result(conn)
}

/// How far imports have read the rate-filing system; `None` before the first window is done.
pub fn cursor(conn: &mut PgConnection) -> QueryResult<Option<NaiveDateTime>> {
    import_cursor::table
        .select(import_cursor::synced_to)
        .first(conn)
        .optional()
}

/// A run's progress in calls to the rate-filing system, for the import history.
#[derive(Debug, Clone, PartialEq, Eq, AsChangeset)]
#[diesel(table_name = import_runs, treat_none_as_null = true)]
pub struct CallProgress {
    /// Throttled calls the run expects to make in all, when it can tell.
    pub calls_planned: Option<i32>,
    /// Throttled calls made so far.
    pub calls_made: i32,
    /// When the run expects to end at the pace the limits allow.
    pub expected_finish_at: Option<DateTime<Utc>>,
}

/// Saves run `import_run_id`'s progress in calls while it runs.
pub fn record_calls(
    conn: &mut PgConnection,
    import_run_id: i32,
    progress: &CallProgress,
) -> QueryResult<()> {
    diesel::update(
        import_runs::table
            .find(import_run_id)
            .filter(import_runs::status.eq("running")),
    )
    .set(progress)
    .execute(conn)
    .map(|_| ())
}
