//! `filing_decisions` and `filing_company_decisions`: the department's decision on a filing (the
//! rate-filing system's disposition) and the approved figures per company.

use bigdecimal::BigDecimal;
use chrono::NaiveDate;
use diesel::prelude::*;

use crate::schema::{filing_company_decisions, filing_decisions};

/// A decision row; its timestamps are the database's, so it is also its own insert form.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Insertable, AsChangeset)]
#[diesel(table_name = filing_decisions, check_for_backend(diesel::pg::Pg), treat_none_as_null = true)]
pub struct FilingDecision {
    /// The decided filing.
    pub filing_id: i32,
    /// When the department decided.
    pub decision_date: NaiveDate,
    /// The disposition status as the rate-filing system names it.
    pub disposition_status: String,
    /// Approved effective date for new business.
    pub approved_effective_date: Option<NaiveDate>,
    /// Approved effective date for renewals.
    pub approved_renewal_date: Option<NaiveDate>,
    /// The reason in plain language.
    pub reason: Option<String>,
}

/// Approved figures of one company of a decided filing; also its own insert form.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Insertable)]
#[diesel(table_name = filing_company_decisions, check_for_backend(diesel::pg::Pg))]
pub struct FilingCompanyDecision {
    /// The decided filing.
    pub filing_id: i32,
    /// A company named in it.
    pub company_pk: i32,
    /// Approved overall rate change, percent.
    pub overall_rate_impact: Option<BigDecimal>,
    /// Approved maximum change, percent.
    pub rate_max_change: Option<BigDecimal>,
    /// Approved minimum change, percent.
    pub rate_min_change: Option<BigDecimal>,
    /// Policyholders affected by the approved change.
    pub policyholders_affected: Option<i32>,
    /// Approved change of written premium, dollars a year.
    pub premium_change: Option<BigDecimal>,
    /// Written premium the approved change applies to, dollars a year.
    pub written_premium: Option<BigDecimal>,
}
