//! `GET /filings` and `GET /rates`: public rate rows (SPEC 2.7, 7.2). Filings whose status is
//! not publicly listed ("Do Not Display") never appear.

use actix_web::{HttpResponse, web};
use db::DbPool;
use db::queries::filings::{self, RateRow};

use super::filing_dto::RateRowDto;

/// The latest rate rows: per company product and type of insurance, the most recently submitted
/// publicly listed filing, one row per company it names; newest first.
#[utoipa::path(get, path = "/filings", tag = "rate filings",
    responses((status = 200, description = "Latest rate rows, newest first", body = [RateRowDto]),
              (status = 503, description = "Database unreachable", body = service_kit::error::ErrorEnvelope)))]
#[tracing::instrument(skip(pool))]
pub async fn latest(pool: web::Data<DbPool>) -> Result<HttpResponse, service_kit::ApiError> {
    let rows = service_kit::db::run(&pool, filings::latest_rate_rows).await?;
    Ok(HttpResponse::Ok().json(to_dtos(rows)))
}

/// Every publicly listed rate row, full history, in the order of `GET /filings`.
#[utoipa::path(get, path = "/rates", tag = "rate filings",
    responses((status = 200, description = "All public rate rows, newest first", body = [RateRowDto]),
              (status = 503, description = "Database unreachable", body = service_kit::error::ErrorEnvelope)))]
#[tracing::instrument(skip(pool))]
pub async fn all(pool: web::Data<DbPool>) -> Result<HttpResponse, service_kit::ApiError> {
    let rows = service_kit::db::run(&pool, filings::all_rate_rows).await?;
    Ok(HttpResponse::Ok().json(to_dtos(rows)))
}

fn to_dtos(rows: Vec<RateRow>) -> Vec<RateRowDto> {
    rows.into_iter().map(RateRowDto::from).collect()
}
