//! Queuing a manual run of the rate-filing import (SPEC 2.11, 4.3, 7.3 "run import now").
//!
//! The admin API only queues: it inserts an `import_runs` row that the importer claims later.
//! At most one run is queued or running (`import_runs_one_active_idx`); a second request is
//! refused, and a request racing another is refused too, never an error.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel::result::{DatabaseErrorKind, Error as DieselError};
use serde_json::json;

use crate::queries::audit;
use crate::schema::import_runs;

/// The unique partial index that allows one queued or running run.
const ONE_ACTIVE_INDEX: &str = "import_runs_one_active_idx";

/// A run just queued.
#[derive(Debug, Clone, PartialEq, Eq, Queryable)]
pub struct QueuedRun {
    /// `importRunId`.
    pub import_run_id: i32,
    /// Its status: `queued`.
    pub status: String,
    /// When it was queued.
    pub queued_at: DateTime<Utc>,
}

/// What became of a request to run the import now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum QueueOutcome {
    /// The run was queued.
    Queued(QueuedRun),
    /// A run is already queued or running; nothing was changed.
    AlreadyActive,
}

/// Refusals found inside the transaction roll it back.
enum Refusal {
    AlreadyActive,
    Db(DieselError),
}

impl From<DieselError> for Refusal {
    fn from(e: DieselError) -> Self {
        match e {
            DieselError::DatabaseError(DatabaseErrorKind::UniqueViolation, ref info)
                if info.constraint_name() == Some(ONE_ACTIVE_INDEX) =>
            {
                Refusal::AlreadyActive
            }
            other => Refusal::Db(other),
        }
    }
}

/// Queues a manual run requested by `actor`, with its audit entry (`import.queue`), in one
/// transaction, unless a run is already queued or running.
#[tracing::instrument(skip(conn, actor))]
pub fn queue_manual(conn: &mut PgConnection, actor: &audit::Actor) -> QueryResult<QueueOutcome> {
    let queued = conn.transaction(|conn| -> Result<QueuedRun, Refusal> {
        let active: Option<i32> = import_runs::table
            .filter(import_runs::status.eq_any(["queued", "running"]))
            .select(import_runs::import_run_id)
            .first(conn)
            .optional()?;
        if active.is_some() {
            return Err(Refusal::AlreadyActive);
        }
        // A request racing this one between the check and the insert trips the unique index.
        let run: QueuedRun = diesel::insert_into(import_runs::table)
            .values((
                import_runs::trigger_kind.eq("manual"),
                import_runs::requested_by.eq(actor.user_pk),
                import_runs::status.eq("queued"),
            ))
            .returning((
                import_runs::import_run_id,
                import_runs::status,
                import_runs::queued_at,
            ))
            .get_result(conn)?;
        audit::record(
            conn,
            actor,
            audit::Change {
                action: "import.queue",
                entity_type: "import_run",
                entity_id: Some(run.import_run_id.to_string()),
                before: None,
                after: Some(json!({
                    "importRunId": run.import_run_id,
                    "triggerKind": "manual",
                    "status": run.status,
                    "requestedBy": actor.user_pk,
                    "queuedAt": run.queued_at,
                })),
            },
        )?;
        Ok(run)
    });
    match queued {
        Ok(run) => Ok(QueueOutcome::Queued(run)),
        Err(Refusal::AlreadyActive) => Ok(QueueOutcome::AlreadyActive),
        Err(Refusal::Db(e)) => Err(e),
    }
}
