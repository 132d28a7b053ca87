//! Compare years.

use diesel::prelude::*;

use crate::schema::compare_years;

/// The years offered publicly, newest first.
#[tracing::instrument(skip(conn))]
pub fn active_plan_years_newest_first(conn: &mut PgConnection) -> QueryResult<Vec<i16>> {
    compare_years::table
        .filter(compare_years::active.eq(true))
        .select(compare_years::plan_year)
        .order(compare_years::plan_year.desc())
        .load(conn)
}
