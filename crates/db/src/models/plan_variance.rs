//! `plan_variances`: cost-sharing variants of a plan (SPEC 3 varianceData).

use bigdecimal::BigDecimal;
use diesel::prelude::*;

use crate::schema::plan_variances;

/// A plan-variance row. Amounts in dollars, coinsurance in percent.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Identifiable)]
#[diesel(table_name = plan_variances, primary_key(variance_pk), check_for_backend(diesel::pg::Pg))]
pub struct PlanVariance {
    /// Surrogate key.
    pub variance_pk: i32,
    /// The plan this variant belongs to.
    pub plan_pk: i32,
    /// Plan id and two-digit variant (`varianceId`).
    pub variance_id: String,
    /// Medical deductible, individual.
    pub deduct_ind: Option<BigDecimal>,
    /// Medical deductible, family.
    pub deduct_fam: Option<BigDecimal>,
    /// Prescription deductible, individual.
    pub rx_ind: Option<BigDecimal>,
    /// Prescription deductible, family.
    pub rx_fam: Option<BigDecimal>,
    /// Primary-care co-pay.
    pub copay_prim: Option<BigDecimal>,
    /// Specialist co-pay.
    pub copay_spec: Option<BigDecimal>,
    /// Generic prescription co-pay.
    pub copay_rx: Option<BigDecimal>,
    /// Medical coinsurance percent.
    pub co_ins_med: Option<BigDecimal>,
    /// Prescription coinsurance percent.
    pub co_ins_rx: Option<BigDecimal>,
    /// Maximum out of pocket, individual.
    pub moop_ind: Option<BigDecimal>,
    /// Maximum out of pocket, family.
    pub moop_fam: Option<BigDecimal>,
    /// Summary of benefits page (Learn more).
    pub benefits_url: Option<String>,
}

/// A plan variance to insert.
#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = plan_variances)]
pub struct NewPlanVariance<'a> {
    /// The plan this variant belongs to.
    pub plan_pk: i32,
    /// Plan id and two-digit variant.
    pub variance_id: &'a str,
    /// Medical deductible, individual.
    pub deduct_ind: Option<BigDecimal>,
    /// Medical deductible, family.
    pub deduct_fam: Option<BigDecimal>,
    /// Prescription deductible, individual.
    pub rx_ind: Option<BigDecimal>,
    /// Prescription deductible, family.
    pub rx_fam: Option<BigDecimal>,
    /// Primary-care co-pay.
    pub copay_prim: Option<BigDecimal>,
    /// Specialist co-pay.
    pub copay_spec: Option<BigDecimal>,
    /// Generic prescription co-pay.
    pub copay_rx: Option<BigDecimal>,
    /// Medical coinsurance percent.
    pub co_ins_med: Option<BigDecimal>,
    /// Prescription coinsurance percent.
    pub co_ins_rx: Option<BigDecimal>,
    /// Maximum out of pocket, individual.
    pub moop_ind: Option<BigDecimal>,
    /// Maximum out of pocket, family.
    pub moop_fam: Option<BigDecimal>,
    /// Summary of benefits page.
    pub benefits_url: Option<&'a str>,
}
