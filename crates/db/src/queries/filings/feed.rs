//! The rate filings the Atom feeds announce: publicly listed filings by their latest
//! status change, of every company or of one, and the Submitted ones whose public comment
//! period may still run. Every read keeps only the filings [`publicly_listed_lines`] keeps, so a
//! "Do Not Display" filing never reaches a feed.

use std::collections::HashMap;

use chrono::{DateTime, NaiveDate, Utc};
use diesel::prelude::*;
use domain::FilingStatus;

use super::listing::{CompanyRateRow, publicly_listed_lines};
use crate::schema::{companies, filing_companies, filing_statuses, filings, types_of_insurance};

/// Which filings a feed follows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FeedScope {
    /// Every company's.
    AllCompanies,
    /// Those naming this company (`companyPk`).
    Company(i32),
}

/// The columns of a publicly listed filing a feed entry tells.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = filings, check_for_backend(diesel::pg::Pg))]
pub struct FeedFilingColumns {
    /// `filingId`.
    pub filing_id: i32,
    /// Rate-filing system tracking number.
    pub serff_tracking_num: String,
    /// The company product filed for (Rate Page links).
    pub company_product_pk: i32,
    /// Type of insurance (Rate Page links).
    pub toi_id: i32,
    /// Its descriptor.
    #[diesel(select_expression = types_of_insurance::name)]
    pub toi_name: String,
    /// Product name as filed.
    pub product_name: String,
    /// Market type, e.g. Individual.
    pub market_type: String,
    /// Submission date; the comment period of a Submitted filing runs from it.
    pub submission_date: NaiveDate,
    /// Implementation date requested.
    pub requested_effective_date: Option<NaiveDate>,
    /// Status code (1 to 8): entry ids name it.
    pub filing_status_code: i16,
    /// Status text.
    #[diesel(select_expression = filing_statuses::display_status)]
    pub display_status: String,
    /// When the status last changed (or the filing was first stored).
    pub status_changed_at: DateTime<Utc>,
}

/// A company a filing names, with its rate figures.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = filing_companies, check_for_backend(diesel::pg::Pg))]
pub struct FeedFilingCompany {
    /// The filing.
    pub filing_id: i32,
    /// `companyPk`.
    pub company_pk: i32,
    /// Its name.
    #[diesel(select_expression = companies::company_name)]
    pub company_name: String,
    /// Its rate figures in the filing.
    #[diesel(embed)]
    pub rate: CompanyRateRow,
}

/// A publicly listed filing with the companies it names, in the filing's order (never none:
/// a filing naming no company is not publicly listed).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FeedFiling {
    /// The filing's own columns.
    pub filing: FeedFilingColumns,
    /// Its companies, first the one at position 0.
    pub companies: Vec<FeedFilingCompany>,
}

/// The `limit` publicly listed filings of `scope` whose status changed last (newest first; ties:
/// the higher filing id first).
#[tracing::instrument(skip(conn))]
pub fn latest_status_changes(
    conn: &mut PgConnection,
    scope: FeedScope,
    limit: i64,
) -> QueryResult<Vec<FeedFiling>> {
    let mut listed = publicly_listed_lines()
        .select((filings::filing_id, filings::status_changed_at))
        .distinct()
        .order((filings::status_changed_at.desc(), filings::filing_id.desc()))
        .limit(limit)
        .into_boxed();
    if let FeedScope::Company(company_pk) = scope {
        listed = listed.filter(filing_companies::company_pk.eq(company_pk));
    }
    let ids: Vec<(i32, DateTime<Utc>)> = listed.load(conn)?;
    load(conn, ids.into_iter().map(|(id, _)| id).collect())
}

/// The publicly listed Submitted filings submitted on `since` or later (by submission date,
/// then filing id): those whose comment period may still run. With them, the latest
/// submission date of the publicly listed Submitted filings submitted before `since`, whose
/// periods have ended.
#[tracing::instrument(skip(conn))]
pub fn submitted_since(
    conn: &mut PgConnection,
    since: NaiveDate,
) -> QueryResult<(Vec<FeedFiling>, Option<NaiveDate>)> {
    let Some(submitted) = FilingStatus::Submitted.code() else {
        return Ok((Vec::new(), None));
    };
    let ids: Vec<(NaiveDate, i32)> = publicly_listed_lines()
        .filter(filings::filing_status_code.eq(submitted))
        .filter(filings::submission_date.ge(since))
        .select((filings::submission_date, filings::filing_id))
        .distinct()
        .order((filings::submission_date.asc(), filings::filing_id.asc()))
        .load(conn)?;
    let latest_earlier = publicly_listed_lines()
        .filter(filings::filing_status_code.eq(submitted))
        .filter(filings::submission_date.lt(since))
        .select(diesel::dsl::max(filings::submission_date))
        .first(conn)?;
    let recent = load(conn, ids.into_iter().map(|(_, id)| id).collect())?;
    Ok((recent, latest_earlier))
}

/// The filings `ids` (publicly listed ones) with their companies, in the order of `ids`.
fn load(conn: &mut PgConnection, ids: Vec<i32>) -> QueryResult<Vec<FeedFiling>> {
    let mut columns: HashMap<i32, FeedFilingColumns> = filings::table
        .inner_join(filing_statuses::table)
        .inner_join(types_of_insurance::table)
        .filter(filings::filing_id.eq_any(&ids))
        .select(FeedFilingColumns::as_select())
        .load::<FeedFilingColumns>(conn)?
        .into_iter()
        .map(|filing| (filing.filing_id, filing))
        .collect();
    let lines: Vec<FeedFilingCompany> = publicly_listed_lines()
        .filter(filings::filing_id.eq_any(&ids))
        .select(FeedFilingCompany::as_select())
        .order((
            filing_companies::filing_id,
            filing_companies::position,
            filing_companies::company_pk,
        ))
        .load(conn)?;
    let mut companies: HashMap<i32, Vec<FeedFilingCompany>> = HashMap::new();
    for line in lines {
        companies.entry(line.filing_id).or_default().push(line);
    }
    Ok(ids
        .into_iter()
        .filter_map(|id| {
            Some(FeedFiling {
                filing: columns.remove(&id)?,
                companies: companies.remove(&id)?,
            })
        })
        .collect())
}
