//! `plan_areas`: a plan priced for one rating area (SPEC 3 planAreaData).

use diesel::prelude::*;

use crate::schema::plan_areas;

/// A plan-area row.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Identifiable)]
#[diesel(table_name = plan_areas, primary_key(plan_area_pk), check_for_backend(diesel::pg::Pg))]
pub struct PlanArea {
    /// Surrogate key (`planAreaId`).
    pub plan_area_pk: i32,
    /// The plan priced.
    pub plan_pk: i32,
    /// Rating area name as in the rates template.
    pub rating_area: String,
}

/// A plan area to insert.
#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = plan_areas)]
pub struct NewPlanArea<'a> {
    /// The plan priced.
    pub plan_pk: i32,
    /// Rating area name.
    pub rating_area: &'a str,
}
