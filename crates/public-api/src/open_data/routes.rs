//! The open-data routes: the catalogue, answered from the response cache like every
//! public GET, and the downloads, streamed with their own ETag (`stream`).

use actix_web::{HttpRequest, HttpResponse, web};
use db::DbPool;
use service_kit::ApiError;

use super::catalogue::OpenDataCatalogue;
use super::datasets::{DataFile, Dataset, OpenDataComment, OpenDataFiling};
use super::file_writer::Format;
use super::stream::Downloader;
use crate::AppState;
use crate::routes::years::parse_year;

/// The open-data catalogue: every dataset with its files (their exact sizes), row count, last
/// change and column dictionary, as the data page lists them. Plans datasets for every active
/// year, newest first.
#[utoipa::path(get, path = "/open-data", tag = "open data",
    responses((status = 200, description = "The datasets and their files", body = OpenDataCatalogue),
              (status = 503, description = "Database unreachable", body = service_kit::error::ErrorEnvelope)))]
#[tracing::instrument(skip_all)]
pub async fn catalogue(
    pool: web::Data<DbPool>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let catalogue = OpenDataCatalogue::build(&pool, state.public_site_url.clone()).await?;
    Ok(HttpResponse::Ok().json(catalogue))
}

/// Every publicly listed rate filing as CSV: one row per filing and company it names, exactly
/// the rows of `GET /rates` in its order. RFC 4180, UTF-8 without a byte-order mark, CRLF,
/// a header row; text that starts like a spreadsheet formula is prefixed with `'`.
#[utoipa::path(get, path = "/open-data/filings.csv", tag = "open data",
    responses((status = 200, description = "rate-filings.csv, streamed (br or gzip when accepted)", body = String, content_type = "text/csv; charset=utf-8"),
              (status = 304, description = "Not modified (If-None-Match)"),
              (status = 503, description = "Database unreachable, or too many downloads at once", body = service_kit::error::ErrorEnvelope)))]
#[tracing::instrument(skip_all)]
pub async fn filings_csv(
    req: HttpRequest,
    downloader: Downloader,
) -> Result<HttpResponse, ApiError> {
    downloader
        .serve(&req, DataFile::new(Dataset::Filings, Format::Csv))
        .await
}

/// Every publicly listed rate filing as JSON: the rows of `filings.csv` as objects keyed by
/// column name, numbers as numbers, `null` where a value is missing.
#[utoipa::path(get, path = "/open-data/filings.json", tag = "open data",
    responses((status = 200, description = "rate-filings.json, streamed (br or gzip when accepted)", body = [OpenDataFiling]),
              (status = 304, description = "Not modified (If-None-Match)"),
              (status = 503, description = "Database unreachable, or too many downloads at once", body = service_kit::error::ErrorEnvelope)))]
#[tracing::instrument(skip_all)]
pub async fn filings_json(
    req: HttpRequest,
    downloader: Downloader,
) -> Result<HttpResponse, ApiError> {
    downloader
        .serve(&req, DataFile::new(Dataset::Filings, Format::Json))
        .await
}

/// Every published comment as CSV (what the Rate Pages show), oldest first, with its filing's
/// tracking number; nothing moderation-only.
#[utoipa::path(get, path = "/open-data/comments.csv", tag = "open data",
    responses((status = 200, description = "public-comments.csv, streamed (br or gzip when accepted)", body = String, content_type = "text/csv; charset=utf-8"),
              (status = 304, description = "Not modified (If-None-Match)"),
              (status = 503, description = "Database unreachable, or too many downloads at once", body = service_kit::error::ErrorEnvelope)))]
#[tracing::instrument(skip_all)]
pub async fn comments_csv(
    req: HttpRequest,
    downloader: Downloader,
) -> Result<HttpResponse, ApiError> {
    downloader
        .serve(&req, DataFile::new(Dataset::Comments, Format::Csv))
        .await
}

/// Every published comment as JSON: the rows of `comments.csv` as objects.
#[utoipa::path(get, path = "/open-data/comments.json", tag = "open data",
    responses((status = 200, description = "public-comments.json, streamed (br or gzip when accepted)", body = [OpenDataComment]),
              (status = 304, description = "Not modified (If-None-Match)"),
              (status = 503, description = "Database unreachable, or too many downloads at once", body = service_kit::error::ErrorEnvelope)))]
#[tracing::instrument(skip_all)]
pub async fn comments_json(
    req: HttpRequest,
    downloader: Downloader,
) -> Result<HttpResponse, ApiError> {
    downloader
        .serve(&req, DataFile::new(Dataset::Comments, Format::Json))
        .await
}

/// The plans and monthly premiums of an active year as CSV, the long form of
/// `GET /compare-plans/{year}`: one row per county, plan variant priced there, age (20 to 65)
/// and tobacco use, by county name, company name, plan, variant, age and tobacco.
#[utoipa::path(get, path = "/open-data/plans/{year}.csv", tag = "open data",
    params(("year" = i16, Path, minimum = 2000, maximum = 2100, description = "The benefit year, a four-digit year from 2000 to 2100 such as 2027.")),
    responses((status = 200, description = "plan-premiums-{year}.csv, streamed (br or gzip when accepted)", body = String, content_type = "text/csv; charset=utf-8"),
              (status = 304, description = "Not modified (If-None-Match)"),
              (status = 400, description = "The year is not a four-digit year from 2000 to 2100", body = service_kit::error::ErrorEnvelope),
              (status = 404, description = "The year is unknown or not active", body = service_kit::error::ErrorEnvelope),
              (status = 503, description = "Database unreachable, or too many downloads at once", body = service_kit::error::ErrorEnvelope)))]
#[tracing::instrument(skip(req, downloader))]
pub async fn plans_csv(
    req: HttpRequest,
    year: web::Path<String>,
    downloader: Downloader,
) -> Result<HttpResponse, ApiError> {
    let year = parse_year(&year)?;
    downloader
        .serve(&req, DataFile::new(Dataset::Plans(year), Format::Csv))
        .await
}
