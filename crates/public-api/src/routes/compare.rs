//! `GET /compare-plans/{year}`: SPEC 7.2 compare dataset of one active year, in the SPEC 3
//! "Compare dataset" shape (built by `db::compare_dataset`).

use actix_web::{HttpResponse, web};
use db::DbPool;
use db::compare_dataset::CompareDataset;

/// The compare dataset of `year`: every plan choice per county, coverage level and company,
/// with the company, variance, plan-area and plan lookups that resolve them.
#[utoipa::path(get, path = "/compare-plans/{year}", tag = "plan comparison",
    params(("year" = i16, Path, minimum = 2000, maximum = 2100, description = "The benefit year, a four-digit year from 2000 to 2100 such as 2027.")),
    responses((status = 200, description = "The year's compare dataset", body = CompareDataset),
              (status = 400, description = "The year is not a four-digit year from 2000 to 2100", body = ::web::error::ErrorEnvelope),
              (status = 404, description = "The year is unknown or not active", body = ::web::error::ErrorEnvelope),
              (status = 503, description = "Database unreachable", body = ::web::error::ErrorEnvelope)))]
#[tracing::instrument(skip(pool))]
pub async fn dataset(
    pool: web::Data<DbPool>,
    year: web::Path<String>,
) -> Result<HttpResponse, ::web::ApiError> {
    let year = parse_year(&year)?;
    let dataset = ::web::db::run(&pool, move |conn| db::compare_dataset::build(conn, year)).await?;
    match dataset {
        Some(dataset) => Ok(HttpResponse::Ok().json(dataset)),
        None => Err(::web::ApiError::NotFound(format!(
            "No plan comparison is available for {year}."
        ))),
    }
}

/// The `year` path segment as a benefit year: four digits, 2000 to 2100.
fn parse_year(text: &str) -> Result<i16, ::web::ApiError> {
    let four_digits = text.len() == 4 && text.bytes().all(|b| b.is_ascii_digit());
    four_digits
        .then(|| text.parse::<i64>().ok())
        .flatten()
        .and_then(|year| domain::PlanYear::new(year).ok())
        .map(domain::PlanYear::get)
        .ok_or_else(|| {
            ::web::ApiError::bad_field(
                "year",
                "The year must be a four-digit year from 2000 to 2100, such as 2027.",
            )
        })
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
