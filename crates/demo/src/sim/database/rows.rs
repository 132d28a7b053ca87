//! The rows a seeded database is read from, and the SQL that reads them: text queries
//! (`diesel::sql_query`) so that the simulator needs no part of the schema it does not read.

use bigdecimal::BigDecimal;
use chrono::{DateTime, NaiveDate, Utc};
use diesel::prelude::*;
use diesel::sql_types::{Bool, Date, Int4, Int8, Nullable, Numeric, Text, Timestamptz, Uuid};

/// A filing with its status's name, its type of insurance and its product's type.
#[derive(QueryableByName)]
pub(super) struct FilingRow {
    #[diesel(sql_type = Int4)]
    pub filing_id: i32,
    #[diesel(sql_type = Text)]
    pub serff_tracking_num: String,
    #[diesel(sql_type = Text)]
    pub product_name: String,
    #[diesel(sql_type = Nullable<Text>)]
    pub product_type: Option<String>,
    #[diesel(sql_type = Text)]
    pub toi_code: String,
    #[diesel(sql_type = Text)]
    pub toi_name: String,
    #[diesel(sql_type = Text)]
    pub market_type: String,
    #[diesel(sql_type = Nullable<Text>)]
    pub grp_market_size: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    pub grp_market_type: Option<String>,
    #[diesel(sql_type = Date)]
    pub submission_date: NaiveDate,
    #[diesel(sql_type = Nullable<Date>)]
    pub requested_effective_date: Option<NaiveDate>,
    #[diesel(sql_type = Text)]
    pub state_status: String,
    #[diesel(sql_type = Timestamptz)]
    pub status_changed_at: DateTime<Utc>,
    #[diesel(sql_type = Nullable<Text>)]
    pub company_tracking_num: Option<String>,
    #[diesel(sql_type = Nullable<Numeric>)]
    pub overall_rate_impact: Option<BigDecimal>,
    #[diesel(sql_type = Timestamptz)]
    pub last_modified: DateTime<Utc>,
}

const FILINGS: &str = "\
    SELECT f.filing_id, f.serff_tracking_num, f.product_name, pt.name AS product_type, \
           t.toi_code, t.name AS toi_name, f.market_type, f.grp_market_size, f.grp_market_type, \
           f.submission_date, f.requested_effective_date, s.display_status AS state_status, \
           f.status_changed_at, f.company_tracking_num, f.overall_rate_impact, \
           COALESCE(f.source_updated_at, f.updated_at) AS last_modified \
    FROM filings f \
    JOIN filing_statuses s ON s.filing_status_code = f.filing_status_code \
    JOIN types_of_insurance t ON t.toi_id = f.toi_id \
    JOIN company_products cp ON cp.company_product_pk = f.company_product_pk \
    LEFT JOIN product_types pt ON pt.product_type_pk = cp.product_type_pk \
    ORDER BY f.filing_id";

/// A company's figures, requested (`filing_companies`) or approved (`filing_company_decisions`).
#[derive(QueryableByName)]
pub(super) struct FiguresRow {
    #[diesel(sql_type = Int4)]
    pub filing_id: i32,
    #[diesel(sql_type = Int4)]
    pub co_code: i32,
    #[diesel(sql_type = Text)]
    pub company_name: String,
    #[diesel(sql_type = Nullable<Numeric>)]
    pub overall_rate_impact: Option<BigDecimal>,
    #[diesel(sql_type = Nullable<Numeric>)]
    pub rate_max_change: Option<BigDecimal>,
    #[diesel(sql_type = Nullable<Numeric>)]
    pub rate_min_change: Option<BigDecimal>,
    #[diesel(sql_type = Nullable<Int4>)]
    pub policyholders_affected: Option<i32>,
    #[diesel(sql_type = Nullable<Numeric>)]
    pub premium_change: Option<BigDecimal>,
    #[diesel(sql_type = Nullable<Numeric>)]
    pub written_premium: Option<BigDecimal>,
}

const COMPANIES: &str = "\
    SELECT fc.filing_id, c.co_code, c.company_name, fc.overall_rate_impact, fc.rate_max_change, \
           fc.rate_min_change, fc.policyholders_affected, fc.premium_change, fc.written_premium \
    FROM filing_companies fc JOIN companies c ON c.company_pk = fc.company_pk \
    ORDER BY fc.filing_id, fc.position, c.co_code";

/// Approved figures in the order of the filing's companies (any the filing does not name last).
const APPROVED: &str = "\
    SELECT d.filing_id, c.co_code, c.company_name, d.overall_rate_impact, d.rate_max_change, \
           d.rate_min_change, d.policyholders_affected, d.premium_change, d.written_premium \
    FROM filing_company_decisions d JOIN companies c ON c.company_pk = d.company_pk \
    LEFT JOIN filing_companies fc ON fc.filing_id = d.filing_id AND fc.company_pk = d.company_pk \
    ORDER BY d.filing_id, fc.position NULLS LAST, c.co_code";

/// A filing's decision (`filing_decisions`).
#[derive(QueryableByName)]
pub(super) struct DecisionRow {
    #[diesel(sql_type = Int4)]
    pub filing_id: i32,
    #[diesel(sql_type = Date)]
    pub decision_date: NaiveDate,
    #[diesel(sql_type = Text)]
    pub disposition_status: String,
    #[diesel(sql_type = Nullable<Date>)]
    pub approved_effective_date: Option<NaiveDate>,
    #[diesel(sql_type = Nullable<Date>)]
    pub approved_renewal_date: Option<NaiveDate>,
    #[diesel(sql_type = Nullable<Text>)]
    pub reason: Option<String>,
}

const DECISIONS: &str = "\
    SELECT filing_id, decision_date, disposition_status, approved_effective_date, \
           approved_renewal_date, reason \
    FROM filing_decisions ORDER BY filing_id";

/// A document of a filing with its stored object's key, type, size and SHA-256.
#[derive(QueryableByName)]
pub(super) struct AttachmentRow {
    #[diesel(sql_type = Int4)]
    pub filing_id: i32,
    #[diesel(sql_type = Text)]
    pub name: String,
    #[diesel(sql_type = Text)]
    pub document_name: String,
    #[diesel(sql_type = Bool)]
    pub decision_document: bool,
    #[diesel(sql_type = Uuid)]
    pub storage_key: uuid::Uuid,
    #[diesel(sql_type = Text)]
    pub content_type: String,
    #[diesel(sql_type = Int8)]
    pub byte_size: i64,
    #[diesel(sql_type = Text)]
    pub sha256: String,
}

const ATTACHMENTS: &str = "\
    SELECT a.filing_id, a.name, a.document_name, a.decision_document, b.storage_key, \
           b.content_type, b.byte_size, b.sha256::text AS sha256 \
    FROM attachments a JOIN attachment_blobs b ON b.blob_id = a.blob_id \
    ORDER BY a.filing_id, a.attachment_pk";

/// Everything read, before it becomes records.
pub(super) struct Rows {
    pub filings: Vec<FilingRow>,
    pub companies: Vec<FiguresRow>,
    pub approved: Vec<FiguresRow>,
    pub decisions: Vec<DecisionRow>,
    pub attachments: Vec<AttachmentRow>,
}

impl Rows {
    /// Every row, in one transaction the caller opens.
    pub(super) fn read(conn: &mut PgConnection) -> QueryResult<Self> {
        Ok(Self {
            filings: diesel::sql_query(FILINGS).load(conn)?,
            companies: diesel::sql_query(COMPANIES).load(conn)?,
            approved: diesel::sql_query(APPROVED).load(conn)?,
            decisions: diesel::sql_query(DECISIONS).load(conn)?,
            attachments: diesel::sql_query(ATTACHMENTS).load(conn)?,
        })
    }
}
