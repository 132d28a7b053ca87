//! The public cache generation: bumped by every change public pages show.

use diesel::prelude::*;

use crate::schema::data_generation;

/// The current generation.
pub fn current(conn: &mut PgConnection) -> QueryResult<i64> {
    data_generation::table
        .select(data_generation::generation)
        .first(conn)
}

/// Moves the generation on, so every public-api replica drops its cached answers; returns
/// the new generation. Call it in the same transaction as the change it announces.
pub fn bump(conn: &mut PgConnection) -> QueryResult<i64> {
    diesel::update(data_generation::table)
        .set((
            data_generation::generation.eq(data_generation::generation + 1),
            data_generation::bumped_at.eq(diesel::dsl::now),
        ))
        .returning(data_generation::generation)
        .get_result(conn)
}

/// When the generation last moved: the last change public pages show (or the migration that
/// created the table, before any).
pub fn bumped_at(conn: &mut PgConnection) -> QueryResult<chrono::DateTime<chrono::Utc>> {
    data_generation::table
        .select(data_generation::bumped_at)
        .first(conn)
}
