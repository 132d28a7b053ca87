//! `GET /feeds/filings.atom`, `GET /feeds/companies/{companyPk}.atom` and
//! `GET /feeds/comment-periods.atom`: the Atom feeds (see `crate::feeds`). The two
//! filing feeds change only with the data and are cached like every public answer; the
//! comment-period feed changes as days pass, so it is built for each request.

use actix_web::{HttpRequest, HttpResponse, web};
use chrono::Utc;
use db::DbPool;
use db::queries::companies;
use db::queries::data_generation;
use db::queries::filings::{self, FeedScope};
use db::queries::site_content::{self, Switch};
use domain::CommentPeriod;

use super::path_key;
use crate::AppState;
use crate::feeds::{self, CommentPeriodFilings, MOST_ENTRIES, Publisher};

/// Filings a feed reads: [`MOST_ENTRIES`] as the query's limit.
const LIMIT: i64 = MOST_ENTRIES as i64;

/// New rate filings and status changes of every company.
///
/// An Atom 1.0 feed: one entry per publicly listed filing and status it reached (a status
/// change arrives as a new entry), the 50 latest status changes, newest first. Each entry links
/// to the filing's Rate Page.
#[utoipa::path(get, path = "/feeds/filings.atom", tag = "feeds",
    responses((status = 200, description = "The Atom feed", content_type = "application/atom+xml", body = String),
              (status = 503, description = "Database unreachable", body = service_kit::error::ErrorEnvelope)))]
#[tracing::instrument(skip(pool, state))]
pub async fn filings(
    pool: web::Data<DbPool>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, service_kit::ApiError> {
    let (latest, data_changed_at) = service_kit::db::run(&pool, |conn| {
        let latest = filings::latest_status_changes(conn, FeedScope::AllCompanies, LIMIT)?;
        Ok((latest, data_generation::bumped_at(conn)?))
    })
    .await?;
    let feed = feeds::filings_feed(&publisher(&state), &latest, data_changed_at);
    atom(&feed)
}

/// New rate filings and status changes naming one company.
///
/// The feed of `GET /feeds/filings.atom` restricted to the filings that name the company; a
/// company without public filings has a feed without entries.
#[utoipa::path(get, path = "/feeds/companies/{companyPk}.atom", tag = "feeds",
    params(("companyPk" = i32, Path, minimum = 1, description = "The company: the `companyPk` of a rate row, a positive whole number")),
    responses((status = 200, description = "The Atom feed", content_type = "application/atom+xml", body = String),
              (status = 400, description = "companyPk is not a positive whole number", body = service_kit::error::ErrorEnvelope),
              (status = 404, description = "No company has this id", body = service_kit::error::ErrorEnvelope),
              (status = 503, description = "Database unreachable", body = service_kit::error::ErrorEnvelope)))]
#[tracing::instrument(skip(pool, state))]
pub async fn company(
    pool: web::Data<DbPool>,
    state: web::Data<AppState>,
    path: web::Path<String>,
) -> Result<HttpResponse, service_kit::ApiError> {
    let text = path.into_inner();
    let no_company = || format!("No company has the id {text}.");
    let company_pk = path_key("companyPk", &text, no_company)?;
    let read = service_kit::db::run(&pool, move |conn| {
        let Some(company) = companies::followed_company(conn, company_pk)? else {
            return Ok(None);
        };
        let latest = filings::latest_status_changes(conn, FeedScope::Company(company_pk), LIMIT)?;
        Ok(Some((company, latest, data_generation::bumped_at(conn)?)))
    })
    .await?;
    let (company, latest, data_changed_at) =
        read.ok_or_else(|| service_kit::ApiError::NotFound(no_company()))?;
    let feed = feeds::company_feed(&publisher(&state), &company, &latest, data_changed_at);
    atom(&feed)
}

/// Public comment periods opening and closing.
///
/// An Atom 1.0 feed: an entry when a publicly listed Submitted filing's 30-day comment period
/// opens, and another when 7 days or fewer remain; newest first, at most 50. While public
/// commenting is off, it has no entries and its subtitle says so. Built for each request (it
/// changes as days pass), with an ETag of its bytes.
#[utoipa::path(get, path = "/feeds/comment-periods.atom", tag = "feeds",
    responses((status = 200, description = "The Atom feed", content_type = "application/atom+xml", body = String),
              (status = 503, description = "Database unreachable", body = service_kit::error::ErrorEnvelope)))]
#[tracing::instrument(skip(req, pool, state))]
pub async fn comment_periods(
    req: HttpRequest,
    pool: web::Data<DbPool>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, service_kit::ApiError> {
    let now = Utc::now();
    let read = service_kit::db::run(&pool, move |conn| {
        let data_changed_at = data_generation::bumped_at(conn)?;
        if !site_content::is_enabled(conn, Switch::PublicComments)? {
            return Ok(CommentPeriodFilings {
                commenting_allowed: false,
                recent: Vec::new(),
                latest_earlier_submission: None,
                data_changed_at,
            });
        }
        let (recent, latest_earlier_submission) =
            filings::submitted_since(conn, CommentPeriod::earliest_open_submission(now))?;
        Ok(CommentPeriodFilings {
            commenting_allowed: true,
            recent,
            latest_earlier_submission,
            data_changed_at,
        })
    })
    .await?;
    let feed = feeds::comment_period_feed(&publisher(&state), &read, now);
    let body = feeds::write(&feed).map_err(|e| service_kit::ApiError::Internal(e.into()))?;
    crate::cache::answer_fresh(req.headers(), feeds::CONTENT_TYPE, body).await
}

fn publisher(state: &AppState) -> Publisher<'_> {
    Publisher {
        site: &state.public_site_url,
        profile: &state.site_profile,
    }
}

fn atom(feed: &feeds::Feed) -> Result<HttpResponse, service_kit::ApiError> {
    let body = feeds::write(feed).map_err(|e| service_kit::ApiError::Internal(e.into()))?;
    Ok(HttpResponse::Ok()
        .content_type(feeds::CONTENT_TYPE)
        .body(body))
}
