//! `GET /get-years`: SPEC 7.2 years, the active compare years as numbers, newest first.

use actix_web::{HttpResponse, web};
use db::DbPool;

#[tracing::instrument(skip(pool))]
pub async fn list_active(pool: web::Data<DbPool>) -> Result<HttpResponse, ::web::ApiError> {
    let years = ::web::db::run(
        &pool,
        db::queries::compare_years::active_plan_years_newest_first,
    )
    .await?;
    Ok(HttpResponse::Ok().json(years))
}
