//! The quality-measure note and link (SPEC 2.14, 5.4): one row, seeded by its migration.

use diesel::prelude::*;
use serde_json::json;

use crate::models::quality_measure::QualityMeasure;
use crate::queries::{audit, data_generation};
use crate::schema::quality_measure;

/// The single quality-measure row (seeded by its migration).
#[tracing::instrument(skip(conn))]
pub fn quality_measure(conn: &mut PgConnection) -> QueryResult<QualityMeasure> {
    quality_measure::table
        .select(QualityMeasure::as_select())
        .first(conn)
}

/// Which quality-measure value to set.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MeasureField {
    /// The note (`quality_measure.note`).
    Note,
    /// The report link (`quality_measure.link`).
    Link,
}

/// Sets the quality-measure note or link to `value` as `actor` (`quality_measure.note` /
/// `quality_measure.link`); returns the row as stored.
#[tracing::instrument(skip(conn, actor, value))]
pub fn save_measure(
    conn: &mut PgConnection,
    actor: &audit::Actor,
    field: MeasureField,
    value: &str,
) -> QueryResult<QualityMeasure> {
    conn.transaction(|conn| {
        let before: QualityMeasure = quality_measure::table
            .select(QualityMeasure::as_select())
            .for_update()
            .first(conn)?;
        let target = quality_measure::table;
        let after: QualityMeasure = match field {
            MeasureField::Note => diesel::update(target)
                .set((
                    quality_measure::note.eq(value),
                    quality_measure::updated_by.eq(actor.user_pk),
                ))
                .returning(QualityMeasure::as_returning())
                .get_result(conn)?,
            MeasureField::Link => diesel::update(target)
                .set((
                    quality_measure::link.eq(value),
                    quality_measure::updated_by.eq(actor.user_pk),
                ))
                .returning(QualityMeasure::as_returning())
                .get_result(conn)?,
        };
        let measure_json = |m: &QualityMeasure| json!({ "note": m.note, "link": m.link });
        audit::record(
            conn,
            actor,
            audit::Change {
                action: match field {
                    MeasureField::Note => "quality_measure.note",
                    MeasureField::Link => "quality_measure.link",
                },
                entity_type: "quality_measure",
                entity_id: None,
                before: Some(measure_json(&before)),
                after: Some(measure_json(&after)),
            },
        )?;
        data_generation::bump(conn)?;
        Ok(after)
    })
}
