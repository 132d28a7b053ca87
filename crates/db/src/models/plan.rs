//! `plans`: health benefit plans offered in a compare year (SPEC 3 planData).

use diesel::prelude::*;

use crate::schema::plans;

/// A plan row.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Identifiable)]
#[diesel(table_name = plans, primary_key(plan_pk), check_for_backend(diesel::pg::Pg))]
pub struct Plan {
    /// Surrogate key.
    pub plan_pk: i32,
    /// The compare year the plan is offered in.
    pub compare_year_id: i32,
    /// Standard 14-character plan identifier (`planId`).
    pub plan_id: String,
    /// The product offering the plan (`companyProductId`).
    pub company_product_pk: i32,
    /// Plan name shown in the results.
    pub plan_name: String,
    /// Metal level code: P, G, S, B or C.
    pub metal_level_code: String,
}

/// A plan to insert.
#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = plans)]
pub struct NewPlan<'a> {
    /// The compare year the plan is offered in.
    pub compare_year_id: i32,
    /// Standard 14-character plan identifier.
    pub plan_id: &'a str,
    /// The product offering the plan.
    pub company_product_pk: i32,
    /// Plan name.
    pub plan_name: &'a str,
    /// Metal level code.
    pub metal_level_code: &'a str,
}
