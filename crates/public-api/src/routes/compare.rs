//! `GET /compare-plans/{year}`: SPEC 7.2 compare dataset of one active year, in the SPEC 3
//! "Compare dataset" shape, and beside it `GET /compare-plans/{year}/counties/{countyId}`,
//! the same shape for one county. Both are built by `db::compare_dataset`.

use actix_web::{HttpResponse, web};
use db::DbPool;
use db::compare_dataset::{CompareDataset, Selection, Unavailable};

use super::path_key;
use super::years::{no_comparison_for, parse_year};

/// The compare dataset of `year`: every plan choice per county, coverage level and company,
/// with the company, variance, plan-area and plan lookups that resolve them.
#[utoipa::path(get, path = "/compare-plans/{year}", tag = "plan comparison",
    params(("year" = i16, Path, minimum = 2000, maximum = 2100, description = "The benefit year, a four-digit year from 2000 to 2100 such as 2027.")),
    responses((status = 200, description = "The year's compare dataset", body = CompareDataset),
              (status = 400, description = "The year is not a four-digit year from 2000 to 2100", body = service_kit::error::ErrorEnvelope),
              (status = 404, description = "The year is unknown or not active", body = service_kit::error::ErrorEnvelope),
              (status = 503, description = "Database unreachable", body = service_kit::error::ErrorEnvelope)))]
#[tracing::instrument(skip(pool))]
pub async fn dataset(
    pool: web::Data<DbPool>,
    year: web::Path<String>,
) -> Result<HttpResponse, service_kit::ApiError> {
    let year = parse_year(&year)?;
    answer(&pool, year, Selection::Year).await
}

/// The compare dataset of `year` restricted to the county `countyId`.
///
/// For the first search of a visitor whose browser has not stored the year's dataset yet
/// (SPEC 4.6): the results for one location without waiting for every county's plans. The
/// answer has the shape of `GET /compare-plans/{year}` and equals that answer restricted to
/// the county: `comparisonData` holds that county alone, and `companyData`, `varianceData`,
/// `planAreaData` and `planData` hold exactly what its entries refer to. A county with no plan
/// offered that year is answered 200 with every map empty (`comparisonData` is `{}`, without the
/// county's key), as the whole year's answer has no key for it either.
#[utoipa::path(get, path = "/compare-plans/{year}/counties/{countyId}", tag = "plan comparison",
    params(("year" = i16, Path, minimum = 2000, maximum = 2100, description = "The benefit year, a four-digit year from 2000 to 2100 such as 2027."),
           ("countyId" = i32, Path, minimum = 1, description = "The county: an `id` of `GET /counties` (the Location), a positive whole number.")),
    responses((status = 200, description = "The year's compare dataset for that county alone", body = CompareDataset),
              (status = 400, description = "The year is not a four-digit year from 2000 to 2100, or countyId is not a positive whole number; `field` names it", body = service_kit::error::ErrorEnvelope),
              (status = 404, description = "The year is unknown or not active, or no county has that id", body = service_kit::error::ErrorEnvelope),
              (status = 503, description = "Database unreachable", body = service_kit::error::ErrorEnvelope)))]
#[tracing::instrument(skip(pool))]
pub async fn county_slice(
    pool: web::Data<DbPool>,
    path: web::Path<(String, String)>,
) -> Result<HttpResponse, service_kit::ApiError> {
    let (year, county) = path.into_inner();
    let year = parse_year(&year)?;
    let county_id = path_key("countyId", &county, || unknown_county(&county))?;
    answer(&pool, year, Selection::County(county_id)).await
}

/// The dataset of `year` for `selection`, or the 404 saying what is missing.
async fn answer(
    pool: &DbPool,
    year: i16,
    selection: Selection,
) -> Result<HttpResponse, service_kit::ApiError> {
    let built = service_kit::db::run(pool, move |conn| {
        db::compare_dataset::build(conn, year, selection)
    })
    .await?;
    match built {
        Ok(dataset) => Ok(HttpResponse::Ok().json(dataset)),
        Err(Unavailable::Year) => Err(no_comparison_for(year)),
        Err(Unavailable::County(county_id)) => Err(service_kit::ApiError::NotFound(
            unknown_county(&county_id.to_string()),
        )),
    }
}

/// The 404 message for a county id no county has.
fn unknown_county(county_id: &str) -> String {
    format!("No county has the id {county_id}: choose a location from the counties list.")
}
