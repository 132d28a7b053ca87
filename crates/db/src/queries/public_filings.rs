//! Rate filings as the public site shows them (SPEC 2.7, 2.9, 7.2).
//!
//! Every query here joins `filing_statuses` and keeps only publicly listed statuses, so a
//! "Do Not Display" filing never reaches a public answer.

use bigdecimal::BigDecimal;
use chrono::{DateTime, NaiveDate, Utc};
use diesel::prelude::*;
use uuid::Uuid;

use crate::schema::{
    attachments, comments, companies, company_products, filing_companies, filing_statuses, filings,
    types_of_insurance,
};

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
/// File extensions listed and served publicly (SPEC 5.4 "only extensions xlsm and pdf are listed").
pub const PUBLIC_ATTACHMENT_EXTENSIONS: [&str; 2] = ["pdf", "xlsm"];

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
        .order(public_order())
        .load(conn)
}

/// Every publicly listed rate row, full history (`GET /rates`), in the order of
/// [`latest_rate_rows`].
#[tracing::instrument(skip(conn))]
pub fn all_rate_rows(conn: &mut PgConnection) -> QueryResult<Vec<RateRow>> {
    publicly_listed_lines()
        .select(RateRow::as_select())
        .order(public_order())
        .load(conn)
}

/// Newest first, then tracking number, then the companies in their order in the filing.
#[diesel::dsl::auto_type(no_type_alias)]
fn public_order() -> _ {
    (
        filings::submission_date.desc(),
        filings::serff_tracking_num.asc(),
        filing_companies::position.asc(),
        filing_companies::company_pk.asc(),
    )
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
pub fn public_filing_page(
    conn: &mut PgConnection,
    key: FilingKey,
) -> QueryResult<Option<PublicFilingPage>> {
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
