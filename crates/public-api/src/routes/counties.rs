//! `GET /counties`: SPEC 7.2 counties, `[{id, longName}]` by name.

use actix_web::{HttpResponse, web};
use db::DbPool;
use serde::Serialize;
use utoipa::ToSchema;

/// SPEC 3 County.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CountyDto {
    /// The county's key (the Location value).
    id: i32,
    /// Its name, e.g. "Adams County".
    long_name: String,
}

/// Every county (the Location of the compare form), by name.
#[utoipa::path(get, path = "/counties", tag = "plan comparison",
    responses((status = 200, description = "Counties by name", body = [CountyDto]),
              (status = 503, description = "Database unreachable", body = service_kit::error::ErrorEnvelope)))]
#[tracing::instrument(skip(pool))]
pub async fn list(pool: web::Data<DbPool>) -> Result<HttpResponse, service_kit::ApiError> {
    let counties = service_kit::db::run(&pool, db::queries::plans::counties_by_name).await?;
    let body: Vec<CountyDto> = counties
        .into_iter()
        .map(|c| CountyDto {
            id: c.county_id,
            long_name: c.long_name,
        })
        .collect();
    Ok(HttpResponse::Ok().json(body))
}
