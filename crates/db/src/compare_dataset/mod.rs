//! The compare dataset of one compare year (SPEC 3 "Compare dataset", SPEC 2.5): every plan
//! choice per county, coverage level and company, with the lookups that resolve them.
//!
//! [`build`] reads the year, or the part of it a [`Selection`] names, with a handful of
//! set-based queries in one read-only snapshot, then assembles the maps in memory. Only plans
//! of active products of active companies are included. A caller that reads several parts of
//! one year as one dataset (the open-data plans download, a county at a time) opens the
//! [`snapshot`] itself and builds each part with [`ActiveYear::build`].

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
    /// (`GET /compare-plans/{year}/counties/{countyId}`).
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
    snapshot(conn, |conn| {
        let Some(year) = ActiveYear::find(conn, plan_year)? else {
            return Ok(Err(Unavailable::Year));
        };
        year.build(conn, selection)
    })
}

/// Runs `read` in one repeatable-read, read-only transaction: the snapshot a dataset is read
/// in. A caller building several slices of a year inside it (the open-data plans download,
/// one county at a time) gets slices that agree with each other as one dataset would.
pub fn snapshot<T, E>(
    conn: &mut PgConnection,
    read: impl FnOnce(&mut PgConnection) -> Result<T, E>,
) -> Result<T, E>
where
    E: From<diesel::result::Error>,
{
    conn.build_transaction()
        .read_only()
        .repeatable_read()
        .run(read)
}

/// An active compare year, found in the caller's transaction: what datasets are built from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ActiveYear {
    plan_year: i16,
    compare_year_id: i32,
}

impl ActiveYear {
    /// The compare year `plan_year` when it is active, else `None`.
    pub fn find(conn: &mut PgConnection, plan_year: i16) -> QueryResult<Option<Self>> {
        Ok(
            rows::active_year_id(conn, plan_year)?.map(|compare_year_id| Self {
                plan_year,
                compare_year_id,
            }),
        )
    }

    /// The benefit year, e.g. 2027.
    pub fn plan_year(self) -> i16 {
        self.plan_year
    }

    /// The year's dataset for `selection`, read in the caller's transaction: inside a
    /// [`snapshot`], slices built one after another agree with each other.
    #[tracing::instrument(skip(conn))]
    pub fn build(
        self,
        conn: &mut PgConnection,
        selection: Selection,
    ) -> QueryResult<Result<CompareDataset, Unavailable>> {
        if let Selection::County(county_id) = selection
            && !rows::county_exists(conn, county_id)?
        {
            return Ok(Err(Unavailable::County(county_id)));
        }
        let rows = rows::load(conn, self.compare_year_id, selection)?;
        Ok(Ok(assemble::assemble(self.plan_year, rows)))
    }
}
