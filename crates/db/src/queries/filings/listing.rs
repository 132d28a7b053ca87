//! Lists of rate filings: the public latest rates and full history (SPEC 2.7, 7.2), one row per
//! company a filing names, and the staff Filings table (SPEC 2.11), one row per filing.
//!
//! Every public list goes through [`publicly_listed_lines`], which keeps only publicly listed
//! statuses, so a "Do Not Display" filing never reaches a public answer; the staff table lists
//! every filing.

use std::collections::HashMap;

use bigdecimal::BigDecimal;
use chrono::NaiveDate;
use diesel::prelude::*;

use crate::schema::{companies, filing_companies, filing_statuses, filings, types_of_insurance};

/// One company's rate figures in a filing (`companyRate`), percents as stored.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = filing_companies, check_for_backend(diesel::pg::Pg))]
pub struct CompanyRateRow {
    /// `rateOverallRateImpact`.
    pub overall_rate_impact: Option<BigDecimal>,
    /// `rateMaxChange`.
    pub rate_max_change: Option<BigDecimal>,
    /// `rateMinChange`.
    pub rate_min_change: Option<BigDecimal>,
    /// `rateAffPolicyHolder`.
    pub policyholders_affected: Option<i32>,
}

/// One company's line of a publicly listed filing (SPEC 3 "Latest rate row").
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = filings, check_for_backend(diesel::pg::Pg))]
pub struct RateRow {
    /// The filing (`filingId`).
    pub filing_id: i32,
    /// The company product filed for (`companyProductPk`).
    pub company_product_pk: i32,
    /// The company this line is for (`companyPk`).
    #[diesel(select_expression = filing_companies::company_pk)]
    pub company_pk: i32,
    /// Its name (`companyName`).
    #[diesel(select_expression = companies::company_name)]
    pub company_name: String,
    /// Type of insurance (`toiId`).
    pub toi_id: i32,
    /// Its descriptor (`toiDescriptor`).
    #[diesel(select_expression = types_of_insurance::name)]
    pub toi_name: String,
    /// Its rate-filing system code (`toiCode`).
    #[diesel(select_expression = types_of_insurance::toi_code)]
    pub toi_code: String,
    /// Product name as filed (`productName`).
    pub product_name: String,
    /// Submission date (`submissionDate`).
    pub submission_date: NaiveDate,
    /// Rate-filing system tracking number (`filingSerffTrackNum`).
    pub serff_tracking_num: String,
    /// Status text (`stateStatus.displayStatus`).
    #[diesel(select_expression = filing_statuses::display_status)]
    pub display_status: String,
    /// The company's rate figures (`companyRate`).
    #[diesel(embed)]
    pub company_rate: CompanyRateRow,
}

/// Filings with their status, type of insurance and companies, publicly listed only.
#[diesel::dsl::auto_type(no_type_alias)]
pub(crate) fn publicly_listed_lines() -> _ {
    filings::table
        .inner_join(filing_statuses::table)
        .inner_join(types_of_insurance::table)
        .inner_join(filing_companies::table.inner_join(companies::table))
        .filter(filing_statuses::publicly_listed)
}

/// The latest rate rows (SPEC 2.7): for each company product and type of insurance, the
/// publicly listed filing submitted last (ties: the higher filing id), one row per company it
/// names; newest first, then by tracking number.
#[tracing::instrument(skip(conn))]
pub fn latest_rate_rows(conn: &mut PgConnection) -> QueryResult<Vec<RateRow>> {
    // Aliased: the outer query reads the same tables.
    let (latest, status) = diesel::alias!(filings as latest, filing_statuses as latest_status);
    let latest_ids = latest
        .inner_join(
            status.on(latest
                .field(filings::filing_status_code)
                .eq(status.field(filing_statuses::filing_status_code))),
        )
        .filter(status.field(filing_statuses::publicly_listed))
        .distinct_on((
            latest.field(filings::company_product_pk),
            latest.field(filings::toi_id),
        ))
        .order((
            latest.field(filings::company_product_pk),
            latest.field(filings::toi_id),
            latest.field(filings::submission_date).desc(),
            latest.field(filings::filing_id).desc(),
        ))
        .select(latest.field(filings::filing_id));
    publicly_listed_lines()
        .filter(filings::filing_id.eq_any(latest_ids))
        .select(RateRow::as_select())
        .order(rate_row_order())
        .load(conn)
}

/// Every publicly listed rate row, full history (`GET /rates`), in the order of
/// [`latest_rate_rows`].
#[tracing::instrument(skip(conn))]
pub fn all_rate_rows(conn: &mut PgConnection) -> QueryResult<Vec<RateRow>> {
    publicly_listed_lines()
        .select(RateRow::as_select())
        .order(rate_row_order())
        .load(conn)
}

/// Newest first, then tracking number, then the companies in their order in the filing.
#[diesel::dsl::auto_type(no_type_alias)]
pub(crate) fn rate_row_order() -> _ {
    (
        filings::submission_date.desc(),
        filings::serff_tracking_num.asc(),
        filing_companies::position.asc(),
        filing_companies::company_pk.asc(),
    )
}

/// One line of the admin Filings table (SPEC 3 "Admin filing row", SPEC 2.11).
#[derive(Debug, Clone, PartialEq, Queryable, Selectable)]
#[diesel(table_name = filings, check_for_backend(diesel::pg::Pg))]
pub struct AdminFilingRow {
    /// `filingId`.
    pub filing_id: i32,
    /// `filingSerffTrackNum`.
    pub serff_tracking_num: String,
    /// `submissionDate`.
    pub submission_date: NaiveDate,
    /// `market` (the market type, e.g. Individual).
    pub market_type: String,
    /// `status` (the display status).
    #[diesel(select_expression = filing_statuses::display_status)]
    pub display_status: String,
    /// `productName` as filed.
    pub product_name: String,
}

/// Every filing, newest submission first (SPEC 2.11 default sort), with the name of its first
/// company (`None` for a filing that names none).
#[tracing::instrument(skip(conn))]
pub fn list(conn: &mut PgConnection) -> QueryResult<Vec<(AdminFilingRow, Option<String>)>> {
    let rows: Vec<AdminFilingRow> = filings::table
        .inner_join(filing_statuses::table)
        .select(AdminFilingRow::as_select())
        .order((filings::submission_date.desc(), filings::filing_id.desc()))
        .load(conn)?;
    let mut first_company: HashMap<i32, String> = HashMap::new();
    let names: Vec<(i32, String)> = filing_companies::table
        .inner_join(companies::table)
        .select((filing_companies::filing_id, companies::company_name))
        .order((
            filing_companies::filing_id,
            filing_companies::position,
            filing_companies::company_pk,
        ))
        .load(conn)?;
    for (filing_id, name) in names {
        first_company.entry(filing_id).or_insert(name);
    }
    Ok(rows
        .into_iter()
        .map(|row| {
            let name = first_company.remove(&row.filing_id);
            (row, name)
        })
        .collect())
}
