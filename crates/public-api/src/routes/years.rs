//! `GET /get-years` and `GET /getCurrentYear` (SPEC 7.2, 7.3), and the rules every address
//! naming a year shares (`/compare-plans/{year}`, `/open-data/plans/{year}.csv`).

use actix_web::{HttpResponse, web};
use db::DbPool;

/// The active compare years as numbers, newest first.
#[utoipa::path(get, path = "/get-years", tag = "plan comparison",
    responses((status = 200, description = "Active years, newest first", body = [i16], example = json!([2027, 2026, 2025])),
              (status = 503, description = "Database unreachable", body = service_kit::error::ErrorEnvelope)))]
#[tracing::instrument(skip(pool))]
pub async fn list_active(pool: web::Data<DbPool>) -> Result<HttpResponse, service_kit::ApiError> {
    let years = service_kit::db::run(
        &pool,
        db::queries::compare_years::active_plan_years_newest_first,
    )
    .await?;
    Ok(HttpResponse::Ok().json(years))
}

/// The year shoppers are choosing plans for today: see `domain::shopping_year`.
#[utoipa::path(get, path = "/getCurrentYear", tag = "plan comparison",
    responses((status = 200, description = "The plan year being shopped for", body = i16, content_type = "application/json", example = 2027),
              (status = 404, description = "No year is active", body = service_kit::error::ErrorEnvelope),
              (status = 503, description = "Database unreachable", body = service_kit::error::ErrorEnvelope)))]
#[tracing::instrument(skip(pool))]
pub async fn current(pool: web::Data<DbPool>) -> Result<HttpResponse, service_kit::ApiError> {
    let years = service_kit::db::run(
        &pool,
        db::queries::compare_years::active_plan_years_newest_first,
    )
    .await?;
    let today = chrono::Utc::now().date_naive();
    match domain::shopping_year(today, &years) {
        Some(year) => Ok(HttpResponse::Ok().json(year)),
        None => Err(service_kit::ApiError::NotFound(
            "No plan year is open for comparison.".into(),
        )),
    }
}

/// The `year` path segment as a benefit year: four digits, 2000 to 2100.
pub(crate) fn parse_year(text: &str) -> Result<i16, service_kit::ApiError> {
    let four_digits = text.len() == 4 && text.bytes().all(|b| b.is_ascii_digit());
    four_digits
        .then(|| text.parse::<i64>().ok())
        .flatten()
        .and_then(|year| domain::PlanYear::new(year).ok())
        .map(domain::PlanYear::get)
        .ok_or_else(|| {
            service_kit::ApiError::bad_field(
                "year",
                "The year must be a four-digit year from 2000 to 2100, such as 2027.",
            )
        })
}

/// The 404 for a year that is unknown or not active.
pub(crate) fn no_comparison_for(year: i16) -> service_kit::ApiError {
    service_kit::ApiError::NotFound(format!("No plan comparison is available for {year}."))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn four_digit_years_from_2000_to_2100_are_accepted() {
        assert_eq!(parse_year("2000").ok(), Some(2000));
        assert_eq!(parse_year("2027").ok(), Some(2027));
        assert_eq!(parse_year("2100").ok(), Some(2100));
    }

    #[test]
    fn anything_else_is_refused() {
        for text in [
            "", "abc", "1999", "2101", "+2027", " 2027", "2027.0", "02027", "-2027", "27",
        ] {
            assert!(parse_year(text).is_err(), "{text:?} should be refused");
        }
    }
}
