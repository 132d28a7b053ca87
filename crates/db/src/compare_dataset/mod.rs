//! The compare dataset of one compare year (SPEC 3 "Compare dataset", SPEC 2.5): every plan
//! choice per county, coverage level and company, with the lookups that resolve them.
//!
//! [`build`] reads the year, or the part of it a [`Selection`] names, with a handful of
//! set-based queries in one read-only snapshot, then assembles the maps in memory. Only plans
//! of active products of active companies are included.

mod assemble;
mod rows;
#[cfg(test)]
mod tests;
mod types;

use diesel::prelude::*;

pub use types::{
    CompareDataset, CompareEntry, ComparePlan, ComparePlanArea, CompareVariance, RateTable,
};

/// Which part of a year's dataset to build.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Selection {
    /// Every county: `GET /compare-plans/{year}` (SPEC 7.2).
    Year,
    /// One county, by id: only the plan areas covering it are read, so the dataset is the
    /// year's restricted to that location, with just the lookups its entries refer to
    /// (`GET /compare-plans/{year}/counties/{countyId}`, issue 18).
    County(i32),
}

/// Why there is no dataset to build.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unavailable {
    /// The year is unknown or not active.
    Year,
    /// The selected county (this id) is not in the counties table.
    County(i32),
}

/// Builds the compare dataset of `plan_year` for `selection`.
///
/// The reads share one repeatable-read snapshot, so a rates upload committing meanwhile is
/// seen either whole or not at all. Runs on a read replica too (read-only). A county without
/// plans that year gives a dataset whose maps are all empty.
#[tracing::instrument(skip(conn))]
pub fn build(
    conn: &mut PgConnection,
    plan_year: i16,
    selection: Selection,
) -> QueryResult<Result<CompareDataset, Unavailable>> {
    conn.build_transaction()
        .read_only()
        .repeatable_read()
        .run(|conn| {
            let Some(compare_year_id) = rows::active_year_id(conn, plan_year)? else {
                return Ok(Err(Unavailable::Year));
            };
            if let Selection::County(county_id) = selection
                && !rows::county_exists(conn, county_id)?
            {
                return Ok(Err(Unavailable::County(county_id)));
            }
            let rows = rows::load(conn, compare_year_id, selection)?;
            Ok(Ok(assemble::assemble(plan_year, rows)))
        })
}
