//! `GET /get-years` and `GET /getCurrentYear` (SPEC 7.2, 7.3).

use actix_web::{HttpResponse, web};
use db::DbPool;

/// The active compare years as numbers, newest first.
#[utoipa::path(get, path = "/get-years", tag = "plan comparison",
    responses((status = 200, description = "Active years, newest first", body = [i16], example = json!([2027, 2026, 2025])),
              (status = 503, description = "Database unreachable", body = ::web::error::ErrorEnvelope)))]
#[tracing::instrument(skip(pool))]
pub async fn list_active(pool: web::Data<DbPool>) -> Result<HttpResponse, ::web::ApiError> {
    let years = ::web::db::run(
        &pool,
        db::queries::compare_years::active_plan_years_newest_first,
    )
    .await?;
    Ok(HttpResponse::Ok().json(years))
}

/// The year shoppers are choosing plans for today: see `domain::shopping_year`.
#[utoipa::path(get, path = "/getCurrentYear", tag = "plan comparison",
    responses((status = 200, description = "The plan year being shopped for", body = i16, content_type = "application/json", example = 2027),
              (status = 404, description = "No year is active", body = ::web::error::ErrorEnvelope),
              (status = 503, description = "Database unreachable", body = ::web::error::ErrorEnvelope)))]
#[tracing::instrument(skip(pool))]
pub async fn current(pool: web::Data<DbPool>) -> Result<HttpResponse, ::web::ApiError> {
    let years = ::web::db::run(
        &pool,
        db::queries::compare_years::active_plan_years_newest_first,
    )
    .await?;
    let today = chrono::Utc::now().date_naive();
    match domain::shopping_year(today, &years) {
        Some(year) => Ok(HttpResponse::Ok().json(year)),
        None => Err(::web::ApiError::NotFound(
            "No plan year is open for comparison.".into(),
        )),
    }
}
