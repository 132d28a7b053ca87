//! Ending a run: its status, counts and times, its audit entry (actor "importer") and, when it
//! created or updated filings, a bump of the public generation, in one transaction.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use serde_json::json;

use super::{ABANDONED_TEXT, ImportRun};
use crate::queries::{audit, data_generation};
use crate::schema::import_runs;

/// How many filings a run created, updated, found unchanged and could not import.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, AsChangeset)]
#[diesel(table_name = import_runs)]
pub struct RunCounts {
    /// Filings created.
    #[diesel(column_name = new_count)]
    pub new: i32,
    /// Filings that changed.
    #[diesel(column_name = updated_count)]
    pub updated: i32,
    /// Filings found exactly as stored.
    #[diesel(column_name = unchanged_count)]
    pub unchanged: i32,
    /// Records that could not be imported.
    #[diesel(column_name = failed_count)]
    pub failed: i32,
}

impl RunCounts {
    /// Whether the run changed what the public site shows.
    pub fn changed_filings(&self) -> bool {
        self.new > 0 || self.updated > 0
    }
}

/// How a run ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunEnd {
    /// The final counts.
    pub counts: RunCounts,
    /// Why the run failed as a whole; `None` when it succeeded.
    pub error_text: Option<String>,
    /// The source's clock when the listing began, when the source answered.
    pub source_as_of: Option<DateTime<Utc>>,
}

fn importer() -> audit::Actor {
    audit::Actor {
        user_pk: None,
        label: "importer".to_owned(),
    }
}

fn record(conn: &mut PgConnection, run: &ImportRun) -> QueryResult<()> {
    audit::record(
        conn,
        &importer(),
        audit::Change {
            action: "import.run",
            entity_type: "import_run",
            entity_id: Some(run.import_run_id.to_string()),
            before: None,
            after: Some(json!({
                "importRunId": run.import_run_id,
                "triggerKind": run.trigger_kind,
                "status": run.status,
                "startedAt": run.started_at,
                "finishedAt": run.finished_at,
                "sourceSince": run.source_since,
                "sourceAsOf": run.source_as_of,
                "newCount": run.new_count,
                "updatedCount": run.updated_count,
                "unchangedCount": run.unchanged_count,
                "failedCount": run.failed_count,
                "errorText": run.error_text,
            })),
        },
    )
}

/// Ends the running run `import_run_id` as `end` says (succeeded without an error text, failed
/// with one). `None` when the run is no longer running (another importer closed it as
/// abandoned), in which case nothing is written.
pub fn finish(
    conn: &mut PgConnection,
    import_run_id: i32,
    end: &RunEnd,
) -> QueryResult<Option<ImportRun>> {
    conn.transaction(|conn| {
        let status = if end.error_text.is_some() {
            "failed"
        } else {
            "succeeded"
        };
        let run: Option<ImportRun> = diesel::update(
            import_runs::table
                .find(import_run_id)
                .filter(import_runs::status.eq("running")),
        )
        .set((
            &end.counts,
            import_runs::status.eq(status),
            import_runs::finished_at.eq(diesel::dsl::now),
            import_runs::error_text.eq(&end.error_text),
            import_runs::source_as_of.eq(end.source_as_of),
        ))
        .returning(ImportRun::as_returning())
        .get_result(conn)
        .optional()?;
        if let Some(run) = &run {
            record(conn, run)?;
            if end.counts.changed_filings() {
                data_generation::bump(conn)?;
            }
        }
        Ok(run)
    })
}

/// Marks every `running` run failed with [`ABANDONED_TEXT`]. Call it only while holding the run
/// lock: then no importer is working any of them. The generation is bumped when any was closed,
/// since a stopped run may have changed filings after it last saved its counts. Returns the
/// closed runs' ids.
pub fn fail_abandoned(conn: &mut PgConnection) -> QueryResult<Vec<i32>> {
    conn.transaction(|conn| {
        let closed: Vec<ImportRun> =
            diesel::update(import_runs::table.filter(import_runs::status.eq("running")))
                .set((
                    import_runs::status.eq("failed"),
                    import_runs::finished_at.eq(diesel::dsl::now),
                    import_runs::error_text.eq(ABANDONED_TEXT),
                ))
                .returning(ImportRun::as_returning())
                .get_results(conn)?;
        for run in &closed {
            record(conn, run)?;
        }
        if !closed.is_empty() {
            data_generation::bump(conn)?;
        }
        Ok(closed.iter().map(|r| r.import_run_id).collect())
    })
}
