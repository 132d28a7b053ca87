//! A year's compare dataset county by county, for the plans download: the rules are the
//! Compare page's (`compare_dataset`: active companies and products only, unknown rate keys
//! left out). A download reads one county's slice at a time, so its memory is one slice; the
//! open-data catalogue, which only counts the file, reads the year once, which is ten times
//! quicker (a plan area covers about ten counties, and each county's slice reads its rates
//! again). Both hand the same counties and plan choices to the caller: a county's slice is the
//! year's dataset restricted to it (see the `compare_dataset` tests).

use chrono::{DateTime, Utc};
use diesel::dsl::max;
use diesel::prelude::*;

use crate::compare_dataset::{self, ActiveYear, CompareDataset, Selection, Unavailable};
use crate::models::county::County;
use crate::schema::{compare_years, counties, rate_template_uploads};

/// How a year's dataset is read for [`for_each_county`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reading {
    /// One county's slice at a time: memory of one slice (a download).
    CountyByCounty,
    /// The whole year at once: memory of the year's dataset, one read (the catalogue's count).
    WholeYear,
}

/// Calls `each` with every county (by name, then id) and a compare dataset of `plan_year` that
/// holds that county's plan choices (its slice, or the whole year as `reading` says), a county
/// without plans that year included.
///
/// Everything is read in one repeatable-read, read-only snapshot, so a rates upload committing
/// meanwhile is in all of it or in none. Nothing is called for a year that is unknown or not
/// active (`Unavailable::Year`). An error `each` returns stops the read and is returned.
#[tracing::instrument(skip(conn, each))]
pub fn for_each_county<E>(
    conn: &mut PgConnection,
    plan_year: i16,
    reading: Reading,
    mut each: impl FnMut(&County, &CompareDataset) -> Result<(), E>,
) -> Result<Result<(), Unavailable>, E>
where
    E: From<diesel::result::Error>,
{
    compare_dataset::snapshot(conn, |conn| {
        let Some(year) = ActiveYear::find(conn, plan_year)? else {
            return Ok(Err(Unavailable::Year));
        };
        let counties: Vec<County> = counties::table
            .select(County::as_select())
            .order((counties::long_name.asc(), counties::county_id.asc()))
            .load(conn)?;
        let whole_year = match reading {
            Reading::WholeYear => year.build(conn, Selection::Year)?.ok(),
            Reading::CountyByCounty => None,
        };
        for county in &counties {
            match &whole_year {
                Some(dataset) => each(county, dataset)?,
                // Every county listed in this snapshot exists in it.
                None => {
                    if let Ok(slice) = year.build(conn, Selection::County(county.county_id))? {
                        each(county, &slice)?;
                    }
                }
            }
        }
        Ok(Ok(()))
    })
}

/// When the plans of `plan_year` were last loaded: the latest rates template upload for the
/// year; `None` when none is recorded (plans loaded otherwise, or none at all).
#[tracing::instrument(skip(conn))]
pub fn plans_last_updated(
    conn: &mut PgConnection,
    plan_year: i16,
) -> QueryResult<Option<DateTime<Utc>>> {
    rate_template_uploads::table
        .inner_join(compare_years::table)
        .filter(compare_years::plan_year.eq(plan_year))
        .select(max(rate_template_uploads::uploaded_at))
        .get_result(conn)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use serde_json::Value;
    use test_support::TestDb;
    use test_support::compare_dataset::restricted_to_county;
    use test_support::plan_compare::{compare_year, county, small_market};

    use super::*;

    /// What `reading` hands over: each county's id and name with its slice as JSON.
    fn handed_over(
        conn: &mut PgConnection,
        plan_year: i16,
        reading: Reading,
    ) -> Vec<(i32, String, Value)> {
        let mut seen = Vec::new();
        for_each_county(conn, plan_year, reading, |county, dataset| {
            let json = serde_json::to_value(dataset).unwrap();
            let slice = restricted_to_county(&json, &county.county_id.to_string());
            seen.push((county.county_id, county.long_name.clone(), slice));
            Ok::<_, diesel::result::Error>(())
        })
        .unwrap()
        .unwrap();
        seen
    }

    // The download (a county at a time) and the catalogue's count (the year read
    // whole) hand the writer the same counties, by name, with the same plan choices.
    #[test]
    fn both_readings_hand_over_every_county_by_name_with_the_same_choices() {
        let db = TestDb::new();
        let mut conn = db.conn();
        let market = small_market(&mut conn, 2027);
        let empty = county(&mut conn, "99009", "Aaron County");

        let by_county = handed_over(&mut conn, 2027, Reading::CountyByCounty);
        let whole_year = handed_over(&mut conn, 2027, Reading::WholeYear);

        let order: Vec<i32> = by_county.iter().map(|(id, _, _)| *id).collect();
        assert_eq!(order, [empty, market.adams, market.birch, market.cedar]);
        assert_eq!(by_county, whole_year);
        assert_eq!(
            by_county[1].2["comparisonData"].as_object().unwrap().len(),
            1
        );
    }

    #[test]
    fn a_year_not_offered_hands_over_nothing() {
        let db = TestDb::new();
        let mut conn = db.conn();
        compare_year(&mut conn, 2026, false);
        county(&mut conn, "99001", "Adams County");

        for reading in [Reading::CountyByCounty, Reading::WholeYear] {
            let mut called = false;
            let found = for_each_county(&mut conn, 2026, reading, |_, _| {
                called = true;
                Ok::<_, diesel::result::Error>(())
            })
            .unwrap();
            assert_eq!(found, Err(Unavailable::Year));
            assert!(!called);
        }
    }
}
