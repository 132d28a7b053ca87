//! Rate filings with the companies named in them and their rate figures (SPEC 3 Filing,
//! companyRate).

use bigdecimal::BigDecimal;
use chrono::{DateTime, NaiveDate, Utc};
use db::models::filing::{Filing, NewFiling};
use db::models::filing_company::FilingCompany;
use db::schema::{filing_companies, filings};
use diesel::prelude::*;

use super::{date, pct};

/// Filing status codes (migration 000001, SPEC 4.1).
pub mod status {
    /// Submitted: the comment period runs.
    pub const SUBMITTED: i16 = 1;
    /// Under Review.
    pub const UNDER_REVIEW: i16 = 2;
    /// Accepted.
    pub const ACCEPTED: i16 = 3;
    /// Do Not Display: never public, shown to staff.
    pub const DO_NOT_DISPLAY: i16 = 7;
}

/// An Individual filing, Accepted, submitted 2026-01-15 with implementation requested for
/// 2027-01-01, an overall impact of 6.25 %, no companies named, its status changed when
/// inserted.
#[derive(Debug, Clone)]
pub struct FilingBuilder {
    tracking: String,
    company_product_pk: i32,
    toi_id: i32,
    status: i16,
    submitted: NaiveDate,
    product_name: String,
    company_tracking_num: String,
    status_changed_at: Option<DateTime<Utc>>,
    requested_effective_date: Option<NaiveDate>,
    market_type: String,
    grp_market_size: Option<String>,
    grp_market_type: Option<String>,
    companies: Vec<FilingCompany>,
}

impl FilingBuilder {
    /// A filing of `company_product_pk` under `toi_id` with tracking number `tracking`.
    pub fn new(tracking: &str, company_product_pk: i32, toi_id: i32) -> Self {
        Self {
            tracking: tracking.to_owned(),
            company_product_pk,
            toi_id,
            status: status::ACCEPTED,
            submitted: date(2026, 1, 15),
            product_name: "Filed Product Name".to_owned(),
            company_tracking_num: "CT-1".to_owned(),
            status_changed_at: None,
            requested_effective_date: Some(date(2027, 1, 1)),
            market_type: "Individual".to_owned(),
            grp_market_size: None,
            grp_market_type: None,
            companies: Vec::new(),
        }
    }

    /// Sets the status code (see [`status`]).
    pub fn status(mut self, status: i16) -> Self {
        self.status = status;
        self
    }

    /// Sets the submission date.
    pub fn submitted(mut self, submitted: NaiveDate) -> Self {
        self.submitted = submitted;
        self
    }

    /// Sets the product name as filed.
    pub fn product_name(mut self, name: &str) -> Self {
        self.product_name = name.to_owned();
        self
    }

    /// Sets the insurer's own tracking number.
    pub fn company_tracking_num(mut self, number: &str) -> Self {
        self.company_tracking_num = number.to_owned();
        self
    }

    /// Sets the implementation date requested (`None`: not given).
    pub fn requested(mut self, requested: Option<NaiveDate>) -> Self {
        self.requested_effective_date = requested;
        self
    }

    /// Sets the market as filed: its type, and for a group filing the group market size and
    /// type (default: Individual, neither).
    pub fn market(mut self, market_type: &str, size: Option<&str>, kind: Option<&str>) -> Self {
        self.market_type = market_type.to_owned();
        self.grp_market_size = size.map(str::to_owned);
        self.grp_market_type = kind.map(str::to_owned);
        self
    }

    /// Sets when the status last changed (default: when inserted).
    pub fn status_changed_at(mut self, at: DateTime<Utc>) -> Self {
        self.status_changed_at = Some(at);
        self
    }

    /// Names a company with its overall rate change; 1,000 policyholders affected.
    pub fn company(self, company_pk: i32, overall: &str) -> Self {
        self.company_rate(company_pk, overall, 1000)
    }

    /// Names a company, after those named before it, with its overall rate change in percent
    /// (max and min are overall ± 2) and the policyholders affected.
    pub fn company_rate(mut self, company_pk: i32, overall: &str, affected: i32) -> Self {
        let position = i16::try_from(self.companies.len()).unwrap();
        let overall: BigDecimal = pct(overall);
        self.companies.push(FilingCompany {
            filing_id: 0,
            company_pk,
            position,
            rate_max_change: Some(&overall + pct("2")),
            rate_min_change: Some(&overall - pct("2")),
            overall_rate_impact: Some(overall),
            policyholders_affected: Some(affected),
            premium_change: None,
            written_premium: None,
        });
        self
    }

    /// Inserts the filing and the companies named in it; returns the stored filing.
    pub fn insert(self, conn: &mut PgConnection) -> Filing {
        let filing = diesel::insert_into(filings::table)
            .values(NewFiling {
                serff_tracking_num: &self.tracking,
                company_product_pk: self.company_product_pk,
                toi_id: self.toi_id,
                product_name: &self.product_name,
                market_type: &self.market_type,
                grp_market_size: self.grp_market_size.as_deref(),
                grp_market_type: self.grp_market_type.as_deref(),
                submission_date: self.submitted,
                requested_effective_date: self.requested_effective_date,
                filing_status_code: self.status,
                status_changed_at: self.status_changed_at.unwrap_or_else(Utc::now),
                company_tracking_num: Some(&self.company_tracking_num),
                overall_rate_impact: Some(pct("6.25")),
                source_updated_at: None,
            })
            .returning(Filing::as_returning())
            .get_result(conn)
            .unwrap();
        let rows: Vec<FilingCompany> = self
            .companies
            .into_iter()
            .map(|c| FilingCompany {
                filing_id: filing.filing_id,
                ..c
            })
            .collect();
        diesel::insert_into(filing_companies::table)
            .values(&rows)
            .execute(conn)
            .unwrap();
        filing
    }
}
