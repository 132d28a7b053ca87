//! `filing_companies`: the companies named in a filing, with their rate figures (companyRate).

use bigdecimal::BigDecimal;
use diesel::prelude::*;

use crate::schema::filing_companies;

/// A filing-company row; it has no generated columns, so it is also its own insert form.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Insertable)]
#[diesel(table_name = filing_companies, check_for_backend(diesel::pg::Pg))]
pub struct FilingCompany {
    /// The filing.
    pub filing_id: i32,
    /// A company named in it.
    pub company_pk: i32,
    /// Order in the filing; 0 is the company shown on Filing Details.
    pub position: i16,
    /// `companyRate.rateOverallRateImpact`, percent.
    pub overall_rate_impact: Option<BigDecimal>,
    /// `companyRate.rateMaxChange`, percent.
    pub rate_max_change: Option<BigDecimal>,
    /// `companyRate.rateMinChange`, percent.
    pub rate_min_change: Option<BigDecimal>,
    /// `companyRate.rateAffPolicyHolder`.
    pub policyholders_affected: Option<i32>,
    /// `companyRate.ratePremiumRateChng`: requested change of written premium, dollars a year.
    pub premium_change: Option<BigDecimal>,
    /// `companyRate.ratePremium`: written premium the change applies to, dollars a year.
    pub written_premium: Option<BigDecimal>,
}
