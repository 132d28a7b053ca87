//! `plan_area_rates`: monthly premiums by age/tobacco key (SPEC 5.2).

use bigdecimal::BigDecimal;
use diesel::prelude::*;

use crate::schema::plan_area_rates;

/// A rate row.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = plan_area_rates, check_for_backend(diesel::pg::Pg))]
pub struct PlanAreaRate {
    /// The plan area priced.
    pub plan_area_pk: i32,
    /// Age/tobacco key, `20-N` to `65-Y`.
    pub age_key: String,
    /// Monthly premium for one individual, dollars and cents.
    pub monthly_premium: BigDecimal,
}

/// A rate to insert. Every column is given, so it can be bulk-loaded with `COPY`.
#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = plan_area_rates, treat_none_as_default_value = false)]
pub struct NewPlanAreaRate<'a> {
    /// The plan area priced.
    pub plan_area_pk: i32,
    /// Age/tobacco key.
    pub age_key: &'a str,
    /// Monthly premium, dollars and cents.
    pub monthly_premium: BigDecimal,
}
