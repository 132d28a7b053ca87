//! The quality-measure note and report link in Spanish: beside SPEC 3's English
//! pair in the same row, NULL until staff give them (the public site then shows the English).

use diesel::prelude::*;
use serde_json::json;

use crate::queries::{audit, data_generation};
use crate::schema::quality_measure;

/// The Spanish note and link; `None` where staff gave none.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = quality_measure, check_for_backend(diesel::pg::Pg))]
pub struct SpanishMeasure {
    /// The note in Spanish.
    #[diesel(column_name = note_es)]
    pub note: Option<String>,
    /// The report URL for Spanish readers.
    #[diesel(column_name = link_es)]
    pub link: Option<String>,
}

/// The Spanish note and link of the single quality-measure row.
#[tracing::instrument(skip(conn))]
pub fn spanish_measure(conn: &mut PgConnection) -> QueryResult<SpanishMeasure> {
    quality_measure::table
        .select(SpanishMeasure::as_select())
        .first(conn)
}

/// Sets both Spanish texts as `actor` (`None` clears one), audited as
/// `quality_measure.spanish`; returns them as stored. A save that changes nothing records
/// nothing and leaves the public cache as it is.
#[tracing::instrument(skip(conn, actor, values))]
pub fn save_spanish_measure(
    conn: &mut PgConnection,
    actor: &audit::Actor,
    values: SpanishMeasure,
) -> QueryResult<SpanishMeasure> {
    conn.transaction(|conn| {
        let before: SpanishMeasure = quality_measure::table
            .select(SpanishMeasure::as_select())
            .for_update()
            .first(conn)?;
        if before == values {
            return Ok(before);
        }
        let after: SpanishMeasure = diesel::update(quality_measure::table)
            .set((
                quality_measure::note_es.eq(&values.note),
                quality_measure::link_es.eq(&values.link),
                quality_measure::updated_by.eq(actor.user_pk),
            ))
            .returning(SpanishMeasure::as_returning())
            .get_result(conn)?;
        let as_json = |m: &SpanishMeasure| json!({ "noteEs": m.note, "linkEs": m.link });
        audit::record(
            conn,
            actor,
            audit::Change {
                action: "quality_measure.spanish",
                entity_type: "quality_measure",
                entity_id: None,
                before: Some(as_json(&before)),
                after: Some(as_json(&after)),
            },
        )?;
        data_generation::bump(conn)?;
        Ok(after)
    })
}
