//! One rate filing with its companies, attachments and comments, as the two pages that show it
//! need it:
//! - Filing Details (SPEC 2.12, 7.3): any filing, including those not publicly listed
//!   ("Do Not Display"), with all attachments and all comments;
//! - the public Rate Page (SPEC 2.9, 7.2): a publicly listed filing only, its pdf and xlsm
//!   attachments and its published comments, never a note or approver.

use bigdecimal::BigDecimal;
use chrono::{DateTime, NaiveDate, Utc};
use diesel::prelude::*;
use uuid::Uuid;

use super::attachments::PUBLIC_ATTACHMENT_EXTENSIONS;
use super::listing::{CompanyRateRow, publicly_listed_lines};
use crate::schema::{
    attachments, comment_statuses, comments, companies, company_products, filing_companies,
    filing_statuses, filings, types_of_insurance,
};

diesel::define_sql_function! {
    /// PostgreSQL's `numeric` to `double precision` conversion: percents arrive as the nearest
    /// `f64` (7.125 stays 7.125), ready to be written as JSON numbers.
    #[sql_name = "float8"]
    fn percent(value: diesel::sql_types::Nullable<diesel::sql_types::Numeric>) -> diesel::sql_types::Nullable<diesel::sql_types::Double>;
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

/// The four keys of the Rate Page (SPEC 2.9); a filing is shown only when all of them match.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FilingKey {
    /// The company product the filing is for.
    pub company_product_pk: i32,
    /// The filing.
    pub filing_id: i32,
    /// A company named in the filing.
    pub company_pk: i32,
    /// The filing's type of insurance.
    pub toi_id: i32,
}

/// One publicly listed filing as the Rate Page shows it, for one of its companies.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = filings, check_for_backend(diesel::pg::Pg))]
pub struct PublicFiling {
    /// The filing's own columns, including the product name as filed.
    #[diesel(embed)]
    pub line: PublicFilingColumns,
    /// The company product's current name (the page's "Product").
    #[diesel(select_expression = company_products::product_name)]
    pub company_product_name: String,
    /// Type-of-insurance descriptor.
    #[diesel(select_expression = types_of_insurance::name)]
    pub toi_name: String,
    /// Its rate-filing system code.
    #[diesel(select_expression = types_of_insurance::toi_code)]
    pub toi_code: String,
    /// The company's name.
    #[diesel(select_expression = companies::company_name)]
    pub company_name: String,
    /// Status text.
    #[diesel(select_expression = filing_statuses::display_status)]
    pub display_status: String,
    /// The company's rate figures (`companyRate`).
    #[diesel(embed)]
    pub company_rate: CompanyRateRow,
}

/// The `filings` columns the Rate Page shows.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = filings, check_for_backend(diesel::pg::Pg))]
pub struct PublicFilingColumns {
    /// `filingId`.
    pub filing_id: i32,
    /// `productName` as filed.
    pub product_name: String,
    /// `lahMarketType`.
    pub market_type: String,
    /// `lahGrpMarketSize`.
    pub grp_market_size: Option<String>,
    /// `lahGrpMarketType`.
    pub grp_market_type: Option<String>,
    /// `filingSerffTrackNum`.
    pub serff_tracking_num: String,
    /// `submissionDate`; the comment period runs from it.
    pub submission_date: NaiveDate,
    /// `effImpDateReqNew`.
    pub requested_effective_date: Option<NaiveDate>,
    /// `compTrackNum`.
    pub company_tracking_num: Option<String>,
    /// `lahOverallRateImpact`, percent.
    pub overall_rate_impact: Option<BigDecimal>,
}

/// An attachment the public may see (SPEC 3 Attachment).
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = attachments, check_for_backend(diesel::pg::Pg))]
pub struct PublicAttachment {
    /// `attachmentKey`.
    pub attachment_key: Uuid,
    /// File name as filed (`name`).
    pub name: String,
    /// Description (`documentName`).
    pub document_name: String,
    /// Lower-case extension (`fileExtension`).
    pub file_extension: String,
}

/// A published comment: what the public may read of it, never note or approver.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = comments, check_for_backend(diesel::pg::Pg))]
pub struct PublishedComment {
    /// `commentKey`.
    pub comment_key: i32,
    /// The comment text.
    pub commentary: String,
    /// When it was submitted.
    pub date_created: DateTime<Utc>,
}

/// Everything the Rate Page shows of one filing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PublicFilingPage {
    /// The filing, for the requested company.
    pub filing: PublicFiling,
    /// Its pdf and xlsm attachments by description.
    pub attachments: Vec<PublicAttachment>,
    /// Its published comments, oldest first.
    pub comments: Vec<PublishedComment>,
}

/// The Rate Page of `key` (SPEC 2.9), or `None` unless the filing exists, is publicly listed,
/// is for that company product and type of insurance, and names that company.
#[tracing::instrument(skip(conn))]
pub fn rate_page(conn: &mut PgConnection, key: FilingKey) -> QueryResult<Option<PublicFilingPage>> {
    let filing = publicly_listed_lines()
        .inner_join(company_products::table)
        .filter(filings::filing_id.eq(key.filing_id))
        .filter(filings::company_product_pk.eq(key.company_product_pk))
        .filter(filings::toi_id.eq(key.toi_id))
        .filter(filing_companies::company_pk.eq(key.company_pk))
        .select(PublicFiling::as_select())
        .first(conn)
        .optional()?;
    let Some(filing) = filing else {
        return Ok(None);
    };
    let attachments = attachments::table
        .filter(attachments::filing_id.eq(key.filing_id))
        .filter(attachments::file_extension.eq_any(PUBLIC_ATTACHMENT_EXTENSIONS))
        .select(PublicAttachment::as_select())
        .order((attachments::document_name.asc(), attachments::name.asc()))
        .load(conn)?;
    let comments = comments::table
        .filter(comments::filing_id.eq(key.filing_id))
        .filter(comments::comment_status_code.eq(domain::CommentStatus::Published.code()))
        .select(PublishedComment::as_select())
        .order((comments::date_created.asc(), comments::comment_key.asc()))
        .load(conn)?;
    Ok(Some(PublicFilingPage {
        filing,
        attachments,
        comments,
    }))
}
