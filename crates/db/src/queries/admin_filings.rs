//! Rate filings as staff see them (SPEC 2.11, 2.12, 7.3): every filing, including those not
//! publicly listed ("Do Not Display"), with all attachments and all comments.

use std::collections::HashMap;

use chrono::{DateTime, NaiveDate, Utc};
use diesel::prelude::*;

use uuid::Uuid;

use crate::schema::{
    attachments, comment_statuses, comments, companies, filing_companies, filing_statuses, filings,
    types_of_insurance,
};

diesel::define_sql_function! {
    /// PostgreSQL's `numeric` to `double precision` conversion: percents arrive as the nearest
    /// `f64` (7.125 stays 7.125), ready to be written as JSON numbers.
    #[sql_name = "float8"]
    fn percent(value: diesel::sql_types::Nullable<diesel::sql_types::Numeric>) -> diesel::sql_types::Nullable<diesel::sql_types::Double>;
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

/// The filing columns Filing Details shows.
#[derive(Debug, Clone, PartialEq, Queryable, Selectable)]
#[diesel(table_name = filings, check_for_backend(diesel::pg::Pg))]
pub struct AdminFilingColumns {
    /// `filingId`.
    pub filing_id: i32,
    /// `productName` as filed.
    pub product_name: String,
    /// `toi.toiId`.
    pub toi_id: i32,
    /// `toi.name`.
    #[diesel(select_expression = types_of_insurance::name)]
    pub toi_name: String,
    /// `lahMarketType`.
    pub market_type: String,
    /// `lahGrpMarketSize`.
    pub grp_market_size: Option<String>,
    /// `lahGrpMarketType`.
    pub grp_market_type: Option<String>,
    /// `filingSerffTrackNum`.
    pub serff_tracking_num: String,
    /// `submissionDate`.
    pub submission_date: NaiveDate,
    /// `effImpDateReqNew`.
    pub requested_effective_date: Option<NaiveDate>,
    /// `stateStatus.displayStatus`.
    #[diesel(select_expression = filing_statuses::display_status)]
    pub display_status: String,
    /// `compTrackNum`.
    pub company_tracking_num: Option<String>,
    /// `lahOverallRateImpact`, percent.
    #[diesel(select_expression = percent(filings::overall_rate_impact))]
    pub overall_rate_impact: Option<f64>,
}

/// A company of a filing with its rate figures (`filingCompanies`, `companyRate`).
#[derive(Debug, Clone, PartialEq, Queryable, Selectable)]
#[diesel(table_name = filing_companies, check_for_backend(diesel::pg::Pg))]
pub struct AdminFilingCompany {
    /// `companyPk`.
    pub company_pk: i32,
    /// `companyName`.
    #[diesel(select_expression = companies::company_name)]
    pub company_name: String,
    /// `rateOverallRateImpact`, percent.
    #[diesel(select_expression = percent(filing_companies::overall_rate_impact))]
    pub overall_rate_impact: Option<f64>,
    /// `rateMaxChange`, percent.
    #[diesel(select_expression = percent(filing_companies::rate_max_change))]
    pub rate_max_change: Option<f64>,
    /// `rateMinChange`, percent.
    #[diesel(select_expression = percent(filing_companies::rate_min_change))]
    pub rate_min_change: Option<f64>,
    /// `rateAffPolicyHolder`.
    pub policyholders_affected: Option<i32>,
}

/// An attachment of any type (SPEC 3 Attachment).
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = attachments, check_for_backend(diesel::pg::Pg))]
pub struct AdminAttachment {
    /// `attachmentKey`.
    pub attachment_key: Uuid,
    /// `name`: the file name as filed.
    pub name: String,
    /// `documentName`.
    pub document_name: String,
    /// `fileExtension`.
    pub file_extension: String,
}

/// A comment in any moderation state.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = comments, check_for_backend(diesel::pg::Pg))]
pub struct AdminFilingComment {
    /// `commentKey`.
    pub comment_key: i32,
    /// `commentary`.
    pub commentary: String,
    /// When it was submitted.
    pub date_created: DateTime<Utc>,
    /// `status`.
    pub comment_status_code: i16,
    /// `statusDesc`.
    #[diesel(select_expression = comment_statuses::description)]
    pub status_desc: String,
}

/// Everything Filing Details shows of one filing.
#[derive(Debug, Clone, PartialEq)]
pub struct AdminFilingDetail {
    /// The filing's own columns.
    pub filing: AdminFilingColumns,
    /// Its companies in filing order.
    pub companies: Vec<AdminFilingCompany>,
    /// All its attachments, by description.
    pub attachments: Vec<AdminAttachment>,
    /// All its comments, oldest first.
    pub comments: Vec<AdminFilingComment>,
}

/// Filing Details of `filing_id` (SPEC 2.12), whatever its status, or `None`.
#[tracing::instrument(skip(conn))]
pub fn detail(conn: &mut PgConnection, filing_id: i32) -> QueryResult<Option<AdminFilingDetail>> {
    let filing = filings::table
        .inner_join(filing_statuses::table)
        .inner_join(types_of_insurance::table)
        .filter(filings::filing_id.eq(filing_id))
        .select(AdminFilingColumns::as_select())
        .first(conn)
        .optional()?;
    let Some(filing) = filing else {
        return Ok(None);
    };
    let companies = filing_companies::table
        .inner_join(companies::table)
        .filter(filing_companies::filing_id.eq(filing_id))
        .select(AdminFilingCompany::as_select())
        .order((filing_companies::position, filing_companies::company_pk))
        .load(conn)?;
    let attachments = attachments::table
        .filter(attachments::filing_id.eq(filing_id))
        .select(AdminAttachment::as_select())
        .order((attachments::document_name, attachments::name))
        .load(conn)?;
    let comments = comments::table
        .inner_join(comment_statuses::table)
        .filter(comments::filing_id.eq(filing_id))
        .select(AdminFilingComment::as_select())
        .order((comments::date_created, comments::comment_key))
        .load(conn)?;
    Ok(Some(AdminFilingDetail {
        filing,
        companies,
        attachments,
        comments,
    }))
}
