//! `filings`: proposed premium rate changes (rate filings).

use bigdecimal::BigDecimal;
use chrono::{DateTime, NaiveDate, Utc};
use diesel::prelude::*;

use crate::schema::filings;

/// A filing row.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Identifiable)]
#[diesel(table_name = filings, primary_key(filing_id), check_for_backend(diesel::pg::Pg))]
pub struct Filing {
    /// Surrogate key (`filingId`).
    pub filing_id: i32,
    /// Rate-filing system tracking number (`filingSerffTrackNum`).
    pub serff_tracking_num: String,
    /// The company product filed for.
    pub company_product_pk: i32,
    /// The type of insurance filed under.
    pub toi_id: i32,
    /// Product name as filed.
    pub product_name: String,
    /// Market type (`lahMarketType`), e.g. Individual.
    pub market_type: String,
    /// Group market size; null for individual filings.
    pub grp_market_size: Option<String>,
    /// Group market type; null for individual filings.
    pub grp_market_type: Option<String>,
    /// Date the filing was submitted.
    pub submission_date: NaiveDate,
    /// Implementation date requested (`effImpDateReqNew`).
    pub requested_effective_date: Option<NaiveDate>,
    /// SPEC 4.1 filing status code.
    pub filing_status_code: i16,
    /// When the status last changed; the comment period runs from here (SPEC 9).
    pub status_changed_at: DateTime<Utc>,
    /// The insurer's own tracking number (`compTrackNum`).
    pub company_tracking_num: Option<String>,
    /// Overall rate change in percent (`lahOverallRateImpact`).
    pub overall_rate_impact: Option<BigDecimal>,
    /// Last-modified time reported by the rate-filing system.
    pub source_updated_at: Option<DateTime<Utc>>,
    /// When the row was created.
    pub created_at: DateTime<Utc>,
    /// Last change.
    pub updated_at: DateTime<Utc>,
}

/// A filing to insert.
#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = filings)]
pub struct NewFiling<'a> {
    /// Rate-filing system tracking number.
    pub serff_tracking_num: &'a str,
    /// The company product filed for.
    pub company_product_pk: i32,
    /// The type of insurance filed under.
    pub toi_id: i32,
    /// Product name as filed.
    pub product_name: &'a str,
    /// Market type.
    pub market_type: &'a str,
    /// Group market size; null for individual filings.
    pub grp_market_size: Option<&'a str>,
    /// Group market type; null for individual filings.
    pub grp_market_type: Option<&'a str>,
    /// Date the filing was submitted.
    pub submission_date: NaiveDate,
    /// Implementation date requested.
    pub requested_effective_date: Option<NaiveDate>,
    /// SPEC 4.1 filing status code.
    pub filing_status_code: i16,
    /// When the status last changed.
    pub status_changed_at: DateTime<Utc>,
    /// The insurer's own tracking number.
    pub company_tracking_num: Option<&'a str>,
    /// Overall rate change in percent.
    pub overall_rate_impact: Option<BigDecimal>,
    /// Last-modified time reported by the rate-filing system.
    pub source_updated_at: Option<DateTime<Utc>>,
}
