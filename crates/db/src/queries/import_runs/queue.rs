//! Queuing runs and claiming them: a run the importer queues itself (schedule, command line), a
//! manual run staff ask for (SPEC 2.11, 4.3, 7.3 "run import now"), and the claim that starts
//! the oldest queued run.
//!
//! Staff only queue: the admin API inserts an `import_runs` row that the importer claims later.
//! At most one run is queued or running (`import_runs_one_active_idx`); a second request is
//! refused, and a request racing another is refused too, never an error.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel::result::{DatabaseErrorKind, Error as DieselError};
use serde_json::json;

use super::ImportRun;
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

/// Who asked for a run the importer queues itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OwnTrigger {
    /// The schedule, while automatic import is on.
    Scheduled,
    /// `importer run-once` on the command line.
    Command,
}

impl OwnTrigger {
    fn kind(self) -> &'static str {
        match self {
            Self::Scheduled => "scheduled",
            Self::Command => "command",
        }
    }
}

/// Whether a run is queued or running: only then is there anything to claim or recover.
pub fn any_active(conn: &mut PgConnection) -> QueryResult<bool> {
    diesel::select(diesel::dsl::exists(
        import_runs::table.filter(import_runs::status.eq_any(["queued", "running"])),
    ))
    .get_result(conn)
}

/// Queues a run for `trigger`; `None` when a run is already queued or running.
pub fn queue(conn: &mut PgConnection, trigger: OwnTrigger) -> QueryResult<Option<i32>> {
    let inserted = conn.transaction(|conn| {
        diesel::insert_into(import_runs::table)
            .values((
                import_runs::trigger_kind.eq(trigger.kind()),
                import_runs::status.eq("queued"),
            ))
            .returning(import_runs::import_run_id)
            .get_result(conn)
    });
    match inserted {
        Ok(id) => Ok(Some(id)),
        Err(DieselError::DatabaseError(DatabaseErrorKind::UniqueViolation, _)) => Ok(None),
        Err(e) => Err(e),
    }
}

/// Claims the oldest queued run, skipping one another session is claiming, and marks it
/// running; `None` when none is queued.
pub fn claim_next(conn: &mut PgConnection) -> QueryResult<Option<ImportRun>> {
    conn.transaction(|conn| {
        let next: Option<i32> = import_runs::table
            .filter(import_runs::status.eq("queued"))
            .order((import_runs::queued_at, import_runs::import_run_id))
            .select(import_runs::import_run_id)
            .for_update()
            .skip_locked()
            .first(conn)
            .optional()?;
        let Some(id) = next else { return Ok(None) };
        diesel::update(import_runs::table.find(id))
            .set((
                import_runs::status.eq("running"),
                import_runs::started_at.eq(diesel::dsl::now),
            ))
            .returning(ImportRun::as_returning())
            .get_result(conn)
            .map(Some)
    })
}
