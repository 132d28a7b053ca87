//! Compare years and the comparison cache (SPEC 2.17, 4.5, 7.3).

use actix_web::{HttpResponse, web};
use db::DbPool;
use db::models::compare_year::CompareYear;
use db::queries::compare_years::{self, CompareYearChange, SaveCompareYearOutcome};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use service_kit::{ApiError, JsonBody};
use utoipa::ToSchema;

use crate::auth::{AdminChange, AdminUser};
use crate::routes::fields::{positive_id, whole_number};

/// SPEC 3 compare year record.
#[derive(Debug, Serialize, ToSchema)]
pub struct CompareYearDto {
    /// Key of the record.
    id: i32,
    /// The benefit year.
    #[schema(example = 2027)]
    year: i16,
    /// Whether the year is offered for comparison.
    active: bool,
}

impl From<CompareYear> for CompareYearDto {
    fn from(y: CompareYear) -> CompareYearDto {
        CompareYearDto {
            id: y.compare_year_id,
            year: y.plan_year,
            active: y.active,
        }
    }
}

/// SPEC 7.3 save compare year `{id, year, active, ...}`; other fields are ignored.
#[derive(Debug, Deserialize, ToSchema)]
pub struct CompareYearSaveRequest {
    /// The record to change; null or absent adds a year.
    #[serde(default)]
    #[schema(value_type = Option<i32>, minimum = 1)]
    id: Value,
    /// The benefit year, 2000 to 2100: required to add a year; for an existing record it must
    /// be the record's year (a record's year is fixed).
    #[serde(default)]
    #[schema(value_type = Option<i16>, example = 2027, minimum = 2000, maximum = 2100)]
    year: Value,
    /// Whether the year is offered; absent keeps the record's flag (a new year is inactive).
    active: Option<bool>,
}

/// The reset's answer: the new cache generation and the rebuilt dataset of each active year.
#[derive(Debug, Serialize, ToSchema)]
pub struct ClearCacheDto {
    /// The public cache generation after the reset.
    generation: i64,
    /// Active years, newest first.
    years: Vec<RebuiltYearDto>,
}

/// One active year's rebuilt compare dataset.
#[derive(Debug, Serialize, ToSchema)]
pub struct RebuiltYearDto {
    /// The benefit year.
    year: i16,
    /// Number of plans (`planData` entries).
    plans: usize,
    /// Number of locations with plans (`comparisonData` entries).
    counties: usize,
}

/// Every compare year, newest first.
#[utoipa::path(get, path = "/api/compare-years", tag = "compare years",
    responses((status = 200, description = "Compare years, newest first", body = [CompareYearDto]),
        crate::auth::AdminReadRefusals))]
#[tracing::instrument(skip_all)]
pub async fn list(_admin: AdminUser, pool: web::Data<DbPool>) -> Result<HttpResponse, ApiError> {
    let years = service_kit::db::run(&pool, compare_years::list).await?;
    Ok(HttpResponse::Ok().json(
        years
            .into_iter()
            .map(CompareYearDto::from)
            .collect::<Vec<_>>(),
    ))
}

/// Sets whether a year is active (SPEC 4.5), or adds a year when `id` is null.
#[utoipa::path(post, path = "/api/update/compare-year", tag = "compare years", request_body = CompareYearSaveRequest,
    params(crate::auth::AdminChange),
    responses((status = 200, description = "The record after the change", body = CompareYearDto),
              (status = 201, description = "The added year", body = CompareYearDto),
              (status = 400, description = "A field is malformed, or the year of an existing record differs; `field` names it", body = service_kit::error::ErrorEnvelope),
              (status = 404, description = "No record has this id", body = service_kit::error::ErrorEnvelope),
              (status = 409, description = "The year exists already", body = service_kit::error::ErrorEnvelope),
        crate::auth::AdminChangeRefusals))]
#[tracing::instrument(skip_all)]
pub async fn update(
    admin: AdminChange,
    pool: web::Data<DbPool>,
    body: JsonBody<CompareYearSaveRequest>,
) -> Result<HttpResponse, ApiError> {
    let request = body.into_inner();
    let id = positive_id("id", &request.id)?;
    let year = match whole_number("year", &request.year)? {
        None => None,
        Some(y) => Some(
            domain::PlanYear::new(y)
                .map(domain::PlanYear::get)
                .map_err(|_| {
                    ApiError::bad_field("year", "year must be a year from 2000 to 2100.")
                })?,
        ),
    };
    let change = match (id, year) {
        (Some(id), year) => CompareYearChange::Update {
            id,
            year,
            active: request.active,
        },
        (None, Some(year)) => CompareYearChange::Create {
            year,
            active: request.active.unwrap_or(false),
        },
        (None, None) => {
            return Err(ApiError::bad_field(
                "year",
                "Enter the year to add, from 2000 to 2100.",
            ));
        }
    };
    let actor = admin.0.actor();
    let outcome =
        service_kit::db::run(&pool, move |conn| compare_years::save(conn, &actor, change)).await?;
    match outcome {
        SaveCompareYearOutcome::Created(y) => {
            Ok(HttpResponse::Created().json(CompareYearDto::from(y)))
        }
        SaveCompareYearOutcome::Updated(y) => Ok(HttpResponse::Ok().json(CompareYearDto::from(y))),
        SaveCompareYearOutcome::NotFound => Err(ApiError::NotFound(format!(
            "There is no compare year with id {}.",
            id.unwrap_or_default()
        ))),
        SaveCompareYearOutcome::YearFixed(stored) => Err(ApiError::bad_field(
            "year",
            format!(
                "The year of a compare year record is fixed: this record is {stored}. Add a new year instead."
            ),
        )),
        SaveCompareYearOutcome::YearTaken => Err(ApiError::FieldConflict {
            field: "year".into(),
            message: format!(
                "The year {} is already a compare year.",
                year.unwrap_or_default()
            ),
        }),
    }
}

/// Resets the comparison cache (SPEC 4.5 step 1): bumps the public cache generation, then
/// rebuilds the compare dataset of every active year, so a dataset that cannot be built
/// fails here rather than on the public site.
#[utoipa::path(get, path = "/api/clearCompareCache", tag = "compare years",
    params(crate::auth::AdminChange),
    responses((status = 200, description = "The new generation and each active year's dataset size", body = ClearCacheDto),
        crate::auth::AdminChangeRefusals))]
#[tracing::instrument(skip_all)]
pub async fn clear_cache(
    admin: AdminChange,
    pool: web::Data<DbPool>,
) -> Result<HttpResponse, ApiError> {
    let actor = admin.0.actor();
    let (generation, years) =
        service_kit::db::run(&pool, move |conn| compare_years::clear_cache(conn, &actor)).await?;
    let years = service_kit::db::run(&pool, move |conn| {
        let mut rebuilt = Vec::with_capacity(years.len());
        for year in years {
            if let Ok(dataset) =
                db::compare_dataset::build(conn, year, db::compare_dataset::Selection::Year)?
            {
                rebuilt.push(RebuiltYearDto {
                    year,
                    plans: dataset.plan_data.len(),
                    counties: dataset.comparison_data.len(),
                });
            }
        }
        Ok(rebuilt)
    })
    .await?;
    Ok(HttpResponse::Ok().json(ClearCacheDto { generation, years }))
}
