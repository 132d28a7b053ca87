//! Readiness probe.

use diesel::prelude::*;
use diesel::sql_types::Integer;

/// Runs `SELECT 1`: succeeds when the database answers.
pub fn ping(conn: &mut PgConnection) -> QueryResult<()> {
    diesel::select(1.into_sql::<Integer>())
        .execute(conn)
        .map(|_| ())
}
