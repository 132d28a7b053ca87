//! `/healthz` (the process is up) and `/readyz` (it can reach the database).

use ::db::DbPool;
use actix_web::{HttpResponse, web};
use serde_json::json;

/// Adds `/healthz` and `/readyz` to an app whose data holds a [`DbPool`].
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/healthz", web::get().to(healthz))
        .route("/readyz", web::get().to(readyz));
}

async fn healthz() -> HttpResponse {
    HttpResponse::Ok().json(json!({"status": "ok"}))
}

async fn readyz(pool: web::Data<DbPool>) -> HttpResponse {
    match crate::db::run(&pool, ::db::queries::health::ping).await {
        Ok(()) => HttpResponse::Ok().json(json!({"status": "ready", "database": "ok"})),
        Err(e) => {
            tracing::warn!(error = %e, "not ready: database unreachable");
            HttpResponse::ServiceUnavailable()
                .json(json!({"status": "not ready", "database": "unreachable"}))
        }
    }
}
