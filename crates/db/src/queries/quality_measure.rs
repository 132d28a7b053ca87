//! The quality-measure note and link.

use diesel::prelude::*;

use crate::models::quality_measure::QualityMeasure;
use crate::schema::quality_measure;

/// The single quality-measure row (seeded by its migration).
#[tracing::instrument(skip(conn))]
pub fn get(conn: &mut PgConnection) -> QueryResult<QualityMeasure> {
    quality_measure::table
        .select(QualityMeasure::as_select())
        .first(conn)
}
