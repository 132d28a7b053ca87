//! Counties: the places plans are offered in, and the compare screen's Location choice.

use diesel::prelude::*;

use crate::models::county::County;
use crate::schema::counties;

/// Every county, by name.
#[tracing::instrument(skip(conn))]
pub fn counties_by_name(conn: &mut PgConnection) -> QueryResult<Vec<County>> {
    counties::table
        .select(County::as_select())
        .order(counties::long_name.asc())
        .load(conn)
}
