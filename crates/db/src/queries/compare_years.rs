//! Compare years (SPEC 2.17, 4.5, 7.2, 7.3): the years offered publicly, the years staff manage
//! and a rates template may load, and the reset of the public comparison cache. Every change is
//! one transaction with its audit entry and a generation bump.

use diesel::prelude::*;
use diesel::result::{DatabaseErrorKind, Error as DieselError};
use serde_json::json;

use crate::models::compare_year::CompareYear;
use crate::queries::{audit, data_generation};
use crate::schema::compare_years;

/// Every compare year, newest first.
#[tracing::instrument(skip(conn))]
pub fn list(conn: &mut PgConnection) -> QueryResult<Vec<CompareYear>> {
    compare_years::table
        .select(CompareYear::as_select())
        .order(compare_years::plan_year.desc())
        .load(conn)
}

/// The years offered publicly, newest first.
#[tracing::instrument(skip(conn))]
pub fn active_plan_years_newest_first(conn: &mut PgConnection) -> QueryResult<Vec<i16>> {
    compare_years::table
        .filter(compare_years::active.eq(true))
        .select(compare_years::plan_year)
        .order(compare_years::plan_year.desc())
        .load(conn)
}

/// Every compare year, oldest first, as a rates template's refusal lists them.
pub fn list_oldest_first(conn: &mut PgConnection) -> QueryResult<Vec<CompareYear>> {
    compare_years::table
        .order(compare_years::plan_year.asc())
        .select(CompareYear::as_select())
        .load(conn)
}

/// A compare-year save (SPEC 7.3 `{id, year, active}`), already checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CompareYearChange {
    /// Sets `active` of the record `id`; `year`, when given, must be the record's year.
    Update {
        /// The record.
        id: i32,
        /// The year the caller believes the record has.
        year: Option<i16>,
        /// The new flag; `None` keeps it.
        active: Option<bool>,
    },
    /// Adds a year.
    Create {
        /// The benefit year, 2000 to 2100.
        year: i16,
        /// Whether it is offered publicly.
        active: bool,
    },
}

/// What a compare-year save did, or why it did nothing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SaveCompareYearOutcome {
    /// The new record.
    Created(CompareYear),
    /// The record after the change.
    Updated(CompareYear),
    /// No record has that id.
    NotFound,
    /// The update named another year than the record's (a record's year is fixed).
    YearFixed(i16),
    /// A record for that year exists already.
    YearTaken,
}

/// Applies `change` (`compare_year.create` / `compare_year.update`).
#[tracing::instrument(skip(conn, actor))]
pub fn save(
    conn: &mut PgConnection,
    actor: &audit::Actor,
    change: CompareYearChange,
) -> QueryResult<SaveCompareYearOutcome> {
    let result = conn.transaction(|conn| match change {
        CompareYearChange::Update { id, year, active } => update(conn, actor, id, year, active),
        CompareYearChange::Create { year, active } => create(conn, actor, year, active),
    });
    match result {
        Err(DieselError::DatabaseError(DatabaseErrorKind::UniqueViolation, _)) => {
            Ok(SaveCompareYearOutcome::YearTaken)
        }
        other => other,
    }
}

fn update(
    conn: &mut PgConnection,
    actor: &audit::Actor,
    id: i32,
    year: Option<i16>,
    active: Option<bool>,
) -> QueryResult<SaveCompareYearOutcome> {
    let Some(before) = compare_years::table
        .find(id)
        .select(CompareYear::as_select())
        .for_update()
        .first(conn)
        .optional()?
    else {
        return Ok(SaveCompareYearOutcome::NotFound);
    };
    if year.is_some_and(|y| y != before.plan_year) {
        return Ok(SaveCompareYearOutcome::YearFixed(before.plan_year));
    }
    let active = active.unwrap_or(before.active);
    if active == before.active {
        return Ok(SaveCompareYearOutcome::Updated(before));
    }
    let after = diesel::update(compare_years::table.find(id))
        .set(compare_years::active.eq(active))
        .returning(CompareYear::as_returning())
        .get_result(conn)?;
    record(conn, actor, "compare_year.update", Some(&before), &after)?;
    Ok(SaveCompareYearOutcome::Updated(after))
}

fn create(
    conn: &mut PgConnection,
    actor: &audit::Actor,
    year: i16,
    active: bool,
) -> QueryResult<SaveCompareYearOutcome> {
    let taken = compare_years::table
        .filter(compare_years::plan_year.eq(year))
        .select(compare_years::compare_year_id)
        .first::<i32>(conn)
        .optional()?;
    if taken.is_some() {
        return Ok(SaveCompareYearOutcome::YearTaken);
    }
    let after = diesel::insert_into(compare_years::table)
        .values((
            compare_years::plan_year.eq(year),
            compare_years::active.eq(active),
        ))
        .returning(CompareYear::as_returning())
        .get_result(conn)?;
    record(conn, actor, "compare_year.create", None, &after)?;
    Ok(SaveCompareYearOutcome::Created(after))
}

fn record(
    conn: &mut PgConnection,
    actor: &audit::Actor,
    action: &str,
    before: Option<&CompareYear>,
    after: &CompareYear,
) -> QueryResult<()> {
    let as_json = |y: &CompareYear| json!({ "id": y.compare_year_id, "year": y.plan_year, "active": y.active });
    audit::record(
        conn,
        actor,
        audit::Change {
            action,
            entity_type: "compare_year",
            entity_id: Some(after.compare_year_id.to_string()),
            before: before.map(as_json),
            after: Some(as_json(after)),
        },
    )?;
    data_generation::bump(conn).map(|_| ())
}

/// Resets the public comparison cache (SPEC 4.5 step 1): bumps the generation, so every
/// public-api replica drops its copies, and records `compare_cache.clear`. Returns the new
/// generation and the active years, newest first, whose datasets the caller rebuilds.
#[tracing::instrument(skip(conn, actor))]
pub fn clear_cache(conn: &mut PgConnection, actor: &audit::Actor) -> QueryResult<(i64, Vec<i16>)> {
    conn.transaction(|conn| {
        let before = data_generation::current(conn)?;
        let generation = data_generation::bump(conn)?;
        let years = active_plan_years_newest_first(conn)?;
        audit::record(
            conn,
            actor,
            audit::Change {
                action: "compare_cache.clear",
                entity_type: "compare_cache",
                entity_id: None,
                before: Some(json!({ "generation": before })),
                after: Some(json!({ "generation": generation, "activeYears": years })),
            },
        )?;
        Ok((generation, years))
    })
}
