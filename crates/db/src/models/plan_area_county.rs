//! `plan_area_counties`: the counties a plan area covers.

use diesel::prelude::*;

use crate::schema::plan_area_counties;

/// A plan-area county link; the row is also its own insert form (no generated columns),
/// so it can be bulk-loaded with `COPY`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Queryable, Selectable, Insertable)]
#[diesel(table_name = plan_area_counties, treat_none_as_default_value = false, check_for_backend(diesel::pg::Pg))]
pub struct PlanAreaCounty {
    /// The plan area.
    pub plan_area_pk: i32,
    /// A county it covers.
    pub county_id: i32,
}
