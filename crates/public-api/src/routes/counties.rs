//! `GET /counties`: SPEC 7.2 counties, `[{id, longName}]` by name.

use actix_web::{HttpResponse, web};
use db::DbPool;
use serde::Serialize;

/// SPEC 3 County.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CountyDto {
    id: i32,
    long_name: String,
}

#[tracing::instrument(skip(pool))]
pub async fn list(pool: web::Data<DbPool>) -> Result<HttpResponse, ::web::ApiError> {
    let counties = ::web::db::run(&pool, db::queries::counties::list_by_name).await?;
    let body: Vec<CountyDto> = counties
        .into_iter()
        .map(|c| CountyDto {
            id: c.county_id,
            long_name: c.long_name,
        })
        .collect();
    Ok(HttpResponse::Ok().json(body))
}
