//! `compare_years`: which benefit years can be compared.

use chrono::{DateTime, Utc};
use diesel::prelude::*;

use crate::schema::compare_years;

/// A compare-year row (SPEC 3 compare year record).
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Identifiable)]
#[diesel(table_name = compare_years, primary_key(compare_year_id), check_for_backend(diesel::pg::Pg))]
pub struct CompareYear {
    /// Surrogate key, the `id` of the record.
    pub compare_year_id: i32,
    /// The benefit year.
    pub plan_year: i16,
    /// Whether the year is offered publicly.
    pub active: bool,
    /// Last change.
    pub updated_at: DateTime<Utc>,
}

/// A compare year to insert.
#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = compare_years)]
pub struct NewCompareYear {
    /// The benefit year.
    pub plan_year: i16,
    /// Whether the year is offered publicly.
    pub active: bool,
}
