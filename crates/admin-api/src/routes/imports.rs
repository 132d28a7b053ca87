//! The rate-filing import: its auto-run switch and "Run import now" (SPEC 2.11, 4.3, 7.3).
//!
//! The admin API only queues a run (an `import_runs` row); the importer process claims and runs it.

use ::web::ApiError;
use actix_web::{HttpResponse, web};
use db::DbPool;
use db::queries::admin_imports::{self, QueueOutcome};
use db::queries::site_switches::Switch;
use serde::Serialize;
use utoipa::ToSchema;

use crate::auth::{AdminChange, AdminUser};
use crate::routes::switches;

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
        ::web::error_schema::AdminReadRefusals))]
#[tracing::instrument(skip_all)]
pub async fn auto_run_status(
    AdminUser(_staff): AdminUser,
    pool: web::Data<DbPool>,
) -> Result<HttpResponse, ApiError> {
    switches::state(&pool, Switch::SerffAutoRun).await
}

/// Turns the scheduled import on.
#[utoipa::path(get, path = "/api/serf-auto-run/enable", tag = "import",
    params(("X-XSRF-TOKEN" = String, Header, description = "The value of the XSRF-TOKEN cookie")),
    responses(
        (status = 200, description = "The new state: true", body = bool, content_type = "application/json"),
        ::web::error_schema::AdminChangeRefusals))]
#[tracing::instrument(skip_all, fields(user_pk = staff.user.user_pk))]
pub async fn enable_auto_run(
    AdminChange(staff): AdminChange,
    pool: web::Data<DbPool>,
) -> Result<HttpResponse, ApiError> {
    switches::set(&staff, &pool, Switch::SerffAutoRun, true).await
}

/// Turns the scheduled import off (a run already started finishes).
#[utoipa::path(get, path = "/api/serf-auto-run/disable", tag = "import",
    params(("X-XSRF-TOKEN" = String, Header, description = "The value of the XSRF-TOKEN cookie")),
    responses(
        (status = 200, description = "The new state: false", body = bool, content_type = "application/json"),
        ::web::error_schema::AdminChangeRefusals))]
#[tracing::instrument(skip_all, fields(user_pk = staff.user.user_pk))]
pub async fn disable_auto_run(
    AdminChange(staff): AdminChange,
    pool: web::Data<DbPool>,
) -> Result<HttpResponse, ApiError> {
    switches::set(&staff, &pool, Switch::SerffAutoRun, false).await
}

/// Queues a manual import run ('Import has started successfully.'); one at a time.
#[utoipa::path(get, path = "/api/serf-import", tag = "import",
    params(("X-XSRF-TOKEN" = String, Header, description = "The value of the XSRF-TOKEN cookie")),
    responses(
        (status = 202, description = "Queued; the importer starts it shortly", body = QueuedImportDto),
        (status = 409, description = "An import is already queued or running", body = crate::openapi::ErrorEnvelope),
        ::web::error_schema::AdminChangeRefusals))]
#[tracing::instrument(skip_all, fields(user_pk = staff.user.user_pk))]
pub async fn run_now(
    AdminChange(staff): AdminChange,
    pool: web::Data<DbPool>,
) -> Result<HttpResponse, ApiError> {
    let actor = staff.actor();
    match ::web::db::run(&pool, move |conn| admin_imports::queue_manual(conn, &actor)).await? {
        QueueOutcome::Queued(run) => {
            tracing::info!(import_run_id = run.import_run_id, "manual import queued");
            Ok(HttpResponse::Accepted().json(QueuedImportDto {
                import_run_id: run.import_run_id,
                status: run.status,
                queued_at: run.queued_at.format("%Y-%m-%dT%H:%M:%S%.fZ").to_string(),
            }))
        }
        QueueOutcome::AlreadyActive => Err(ApiError::Conflict(
            "An import is already queued or running. Please wait for it to finish.".into(),
        )),
    }
}
