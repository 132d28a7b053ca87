//! The rate-filing import: its auto-run switch, "Run import now" and the history of runs
//! (SPEC 2.11, 4.3, 7.3).
//!
//! The admin API only queues a run (an `import_runs` row); the importer process claims and runs it.

use actix_web::{HttpResponse, web};
use db::DbPool;
use db::queries::import_runs::{self, QueueOutcome, RecentImportRun, RunFilingError};
use db::queries::site_content::Switch;
use serde::Serialize;
use service_kit::ApiError;
use utoipa::ToSchema;

use crate::auth::{AdminChange, AdminUser};
use crate::routes::switches;

/// Timestamps as RFC 3339 in UTC, e.g. `2026-11-20T14:05:09.123456Z`.
pub(crate) const UTC_TIMESTAMP: &str = "%Y-%m-%dT%H:%M:%S%.fZ";

/// The answer to "Run import now": the run that was queued.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QueuedImportDto {
    /// The run's key.
    import_run_id: i32,
    /// "queued": the importer starts it shortly.
    status: String,
    /// When it was queued (RFC 3339, UTC).
    #[schema(format = DateTime)]
    queued_at: String,
}

/// Whether the scheduled import runs ('... import is currently enabled/disabled.').
#[utoipa::path(get, path = "/api/serf-auto-run", tag = "import",
    responses(
        (status = 200, description = "true while the scheduled import runs", body = bool, content_type = "application/json"),
        crate::auth::AdminReadRefusals))]
#[tracing::instrument(skip_all)]
pub async fn auto_run_status(
    AdminUser(_staff): AdminUser,
    pool: web::Data<DbPool>,
) -> Result<HttpResponse, ApiError> {
    switches::state(&pool, Switch::SerffAutoRun).await
}

/// Turns the scheduled import on.
#[utoipa::path(get, path = "/api/serf-auto-run/enable", tag = "import",
    params(crate::auth::AdminChange),
    responses(
        (status = 200, description = "The new state: true", body = bool, content_type = "application/json"),
        crate::auth::AdminChangeRefusals))]
#[tracing::instrument(skip_all, fields(user_pk = staff.user.user_pk))]
pub async fn enable_auto_run(
    AdminChange(staff): AdminChange,
    pool: web::Data<DbPool>,
) -> Result<HttpResponse, ApiError> {
    switches::set(&staff, &pool, Switch::SerffAutoRun, true).await
}

/// Turns the scheduled import off (a run already started finishes).
#[utoipa::path(get, path = "/api/serf-auto-run/disable", tag = "import",
    params(crate::auth::AdminChange),
    responses(
        (status = 200, description = "The new state: false", body = bool, content_type = "application/json"),
        crate::auth::AdminChangeRefusals))]
#[tracing::instrument(skip_all, fields(user_pk = staff.user.user_pk))]
pub async fn disable_auto_run(
    AdminChange(staff): AdminChange,
    pool: web::Data<DbPool>,
) -> Result<HttpResponse, ApiError> {
    switches::set(&staff, &pool, Switch::SerffAutoRun, false).await
}

/// Queues a manual import run ('Import has started successfully.'); one at a time.
#[utoipa::path(get, path = "/api/serf-import", tag = "import",
    params(crate::auth::AdminChange),
    responses(
        (status = 202, description = "Queued; the importer starts it shortly", body = QueuedImportDto),
        (status = 409, description = "An import is already queued or running", body = service_kit::error::ErrorEnvelope),
        crate::auth::AdminChangeRefusals))]
#[tracing::instrument(skip_all, fields(user_pk = staff.user.user_pk))]
pub async fn run_now(
    AdminChange(staff): AdminChange,
    pool: web::Data<DbPool>,
) -> Result<HttpResponse, ApiError> {
    let actor = staff.actor();
    match service_kit::db::run(&pool, move |conn| import_runs::queue_manual(conn, &actor)).await? {
        QueueOutcome::Queued(run) => {
            tracing::info!(import_run_id = run.import_run_id, "manual import queued");
            Ok(HttpResponse::Accepted().json(QueuedImportDto {
                import_run_id: run.import_run_id,
                status: run.status,
                queued_at: run.queued_at.format(UTC_TIMESTAMP).to_string(),
            }))
        }
        QueueOutcome::AlreadyActive => Err(ApiError::Conflict(
            "An import is already queued or running. Please wait for it to finish.".into(),
        )),
    }
}

/// One run of the import history on the Filings screen.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ImportRunDto {
    /// The run's key.
    import_run_id: i32,
    /// Who started it: scheduled (the schedule, while automatic import is on),
    /// manual (Run import) or command (`importer run-once`).
    #[schema(example = "manual")]
    trigger: String,
    /// Full name of the staff user who pressed Run import; null for scheduled and command runs.
    #[schema(example = "Dana Whitfield")]
    requested_by: Option<String>,
    /// queued, running, succeeded or failed.
    #[schema(example = "succeeded")]
    status: String,
    /// When it was queued (RFC 3339, UTC).
    #[schema(format = DateTime)]
    queued_at: String,
    /// When the importer started it (RFC 3339, UTC); null while queued.
    #[schema(format = DateTime)]
    started_at: Option<String>,
    /// When it ended (RFC 3339, UTC); null while queued or running.
    #[schema(format = DateTime)]
    finished_at: Option<String>,
    /// Filings created.
    new_count: i32,
    /// Filings that existed and changed.
    updated_count: i32,
    /// Filings that existed exactly so.
    unchanged_count: i32,
    /// Filings that could not be imported.
    failed_count: i32,
    /// Why the run failed as a whole; null unless it did.
    error_text: Option<String>,
    /// The run's first 20 per-filing errors, in the order they happened.
    errors: Vec<ImportRunErrorDto>,
    /// How many per-filing errors `errors` leaves out.
    more_errors: i64,
    /// Throttled calls to the rate-filing system (the SERFF State API allows 60 a minute and
    /// 1,000 an hour) the run expects to make in all, counting those made; null until the run
    /// can tell, and for runs from before calls were counted. Added beside SPEC 7.3's fields.
    #[schema(required = false, minimum = 0, example = 300)]
    calls_planned: Option<i32>,
    /// Throttled calls to the rate-filing system the run has made so far; 0 before its first.
    /// With `callsPlanned`, how far a running run has got. Added beside SPEC 7.3's fields.
    #[schema(required = false, minimum = 0, example = 123)]
    calls_made: i32,
    /// When the run expects to end at the pace the rate-filing system's call limits allow
    /// (RFC 3339, UTC), as the importer last reckoned it; null when it cannot tell yet. Added
    /// beside SPEC 7.3's fields.
    #[schema(required = false, format = DateTime)]
    expected_finish_at: Option<String>,
}

/// A filing a run could not take, and why.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ImportRunErrorDto {
    /// The filing's tracking number; null when the source gave none.
    #[schema(example = "LKHP-134567890")]
    tracking_number: Option<String>,
    /// What went wrong.
    message: String,
}

impl From<RecentImportRun> for ImportRunDto {
    fn from(run: RecentImportRun) -> Self {
        Self {
            import_run_id: run.import_run_id,
            trigger: run.trigger_kind,
            requested_by: run.requested_by_name,
            status: run.status,
            queued_at: run.queued_at.format(UTC_TIMESTAMP).to_string(),
            started_at: run.started_at.map(|t| t.format(UTC_TIMESTAMP).to_string()),
            finished_at: run.finished_at.map(|t| t.format(UTC_TIMESTAMP).to_string()),
            new_count: run.new_count,
            updated_count: run.updated_count,
            unchanged_count: run.unchanged_count,
            failed_count: run.failed_count,
            error_text: run.error_text,
            errors: run.errors.into_iter().map(Into::into).collect(),
            more_errors: run.more_errors,
            calls_planned: run.calls_planned,
            calls_made: run.calls_made,
            expected_finish_at: run
                .expected_finish_at
                .map(|t| t.format(UTC_TIMESTAMP).to_string()),
        }
    }
}

impl From<RunFilingError> for ImportRunErrorDto {
    fn from(error: RunFilingError) -> Self {
        Self {
            tracking_number: error.serff_tracking_num,
            message: error.message,
        }
    }
}

/// The import history: the 25 most recent runs, newest first, with their counts and errors.
#[utoipa::path(get, path = "/api/import-runs", tag = "import",
    responses(
        (status = 200, description = "The most recent runs, newest first", body = Vec<ImportRunDto>),
        crate::auth::AdminReadRefusals))]
#[tracing::instrument(skip_all)]
pub async fn recent_runs(
    AdminUser(_staff): AdminUser,
    pool: web::Data<DbPool>,
) -> Result<HttpResponse, ApiError> {
    let runs = service_kit::db::run(&pool, import_runs::recent).await?;
    Ok(HttpResponse::Ok().json(runs.into_iter().map(ImportRunDto::from).collect::<Vec<_>>()))
}
