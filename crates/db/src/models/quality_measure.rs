//! `quality_measure`: the one note and report link of the Quality Measures section.

use chrono::{DateTime, Utc};
use diesel::prelude::*;

use crate::schema::quality_measure;

/// The quality-measure row (SPEC 3 Quality measure).
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = quality_measure, check_for_backend(diesel::pg::Pg))]
pub struct QualityMeasure {
    /// Text of the section.
    pub note: String,
    /// Report URL.
    pub link: String,
    /// Last change.
    pub updated_at: DateTime<Utc>,
    /// Who changed it last.
    pub updated_by: Option<i32>,
}
