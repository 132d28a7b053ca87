//! The compare dataset of one compare year (SPEC 3 "Compare dataset", SPEC 2.5): every plan
//! choice per county, coverage level and company, with the lookups that resolve them.
//!
//! [`build`] reads the whole year with a handful of set-based queries in one read-only
//! snapshot, then assembles the maps in memory. Only plans of active products of active
//! companies are included.

mod assemble;
mod rows;
#[cfg(test)]
mod tests;
mod types;

use diesel::prelude::*;

pub use types::{
    CompareDataset, CompareEntry, ComparePlan, ComparePlanArea, CompareVariance, RateTable,
};

/// Builds the compare dataset of `plan_year`, or `None` when that year is unknown or not
/// active.
///
/// The reads share one repeatable-read snapshot, so a rates upload committing meanwhile is
/// seen either whole or not at all. Runs on a read replica too (read-only).
#[tracing::instrument(skip(conn))]
pub fn build(conn: &mut PgConnection, plan_year: i16) -> QueryResult<Option<CompareDataset>> {
    conn.build_transaction()
        .read_only()
        .repeatable_read()
        .run(|conn| {
            let Some(compare_year_id) = rows::active_year_id(conn, plan_year)? else {
                return Ok(None);
            };
            let rows = rows::load(conn, compare_year_id)?;
            Ok(Some(assemble::assemble(plan_year, rows)))
        })
}
