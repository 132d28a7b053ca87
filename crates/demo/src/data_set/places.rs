//! Counties of Lakeland, their rating areas, and the compare years (SPEC 2.5, 3 County).

use chrono::{Datelike, NaiveDate};
use diesel::prelude::*;

use super::scale::Sizes;
use db::models::compare_year::NewCompareYear;
use db::models::county::NewCounty;
use db::schema::{compare_years, counties};

/// The counties of the demo scale, in FIPS order.
const DEMO_COUNTIES: [&str; 24] = [
    "Adams",
    "Alder",
    "Beaver",
    "Cedar",
    "Clearwater",
    "Dunmore",
    "Elk River",
    "Fairview",
    "Granite",
    "Harbor",
    "Hollis",
    "Iron",
    "Juniper",
    "Kettle",
    "Lakeshore",
    "Marion",
    "Norwood",
    "Osprey",
    "Pine",
    "Quarry",
    "Red Cedar",
    "Sauk",
    "Timber",
    "Willow",
];

/// First words of the extra counties of the large scale.
const FIRST_WORDS: [&str; 40] = [
    "Ash", "Bear", "Buck", "Clay", "Crane", "Deer", "Eagle", "Fox", "Glen", "Hawk", "Hazel",
    "Heron", "Larch", "Maple", "Mill", "Moose", "Oak", "Otter", "Plum", "Raven", "Rock", "Sand",
    "Silver", "Spruce", "Stone", "Swan", "Trout", "Walnut", "Wolf", "Aspen", "Cherry", "Cold",
    "Copper", "Crystal", "Dry", "Green", "Long", "Mud", "Rush", "Lynx",
];

/// Second words of the extra counties of the large scale.
const SECOND_WORDS: [&str; 10] = [
    "Creek", "Ridge", "Valley", "Falls", "Prairie", "Hollow", "Bluff", "Point", "Springs", "Lake",
];

/// Federal state code used in the demo FIPS codes ('99' is no real state).
const STATE_FIPS: u32 = 99;

/// A rating area and the counties (database ids) in it.
#[derive(Debug, Clone)]
pub(super) struct RatingArea {
    /// Name as written in the rates template, e.g. "Rating Area 3".
    pub name: String,
    /// Price level of the area relative to the state average.
    pub factor: f64,
    /// County ids in the area.
    pub county_ids: Vec<i32>,
}

/// What later stages need to know about places and years.
#[derive(Debug, Clone)]
pub(super) struct Places {
    /// Rating areas, each with at least one county.
    pub rating_areas: Vec<RatingArea>,
    /// `(plan_year, compare_year_id)`, oldest first.
    pub years: Vec<(i16, i32)>,
}

/// The three compare years for `today`: the newest is next year from November 1 (when
/// open enrollment for it begins), else this year; the two before it are kept.
pub(super) fn compare_years_for(today: NaiveDate) -> [i16; 3] {
    let newest = if today.month() >= 11 {
        today.year() + 1
    } else {
        today.year()
    };
    // Years are within i16 for any date the seeder is run at.
    let newest = i16::try_from(newest).unwrap_or(i16::MAX);
    [newest - 2, newest - 1, newest]
}

/// County names ("Adams County", ...) for `count` counties.
fn county_names(count: usize) -> Vec<String> {
    let mut names: Vec<String> = DEMO_COUNTIES.iter().map(|n| (*n).to_owned()).collect();
    let mut k = 0usize;
    while names.len() < count && k < FIRST_WORDS.len() * SECOND_WORDS.len() {
        let first = FIRST_WORDS[k % FIRST_WORDS.len()];
        let second = SECOND_WORDS[(k / FIRST_WORDS.len() + k) % SECOND_WORDS.len()];
        let name = format!("{first} {second}");
        if !names.contains(&name) {
            names.push(name);
        }
        k += 1;
    }
    names.truncate(count);
    names.into_iter().map(|n| format!("{n} County")).collect()
}

/// Inserts the counties and compare years (keeping any that already exist).
pub(super) fn seed(
    conn: &mut PgConnection,
    sizes: &Sizes,
    today: NaiveDate,
) -> QueryResult<Places> {
    let names = county_names(sizes.counties);
    let fips: Vec<String> = (0..names.len())
        .map(|i| format!("{STATE_FIPS:02}{:03}", 2 * i + 1))
        .collect();
    let rows: Vec<NewCounty<'_>> = names
        .iter()
        .zip(&fips)
        .map(|(name, code)| NewCounty {
            fips_code: code,
            long_name: name,
        })
        .collect();
    diesel::insert_into(counties::table)
        .values(&rows)
        .on_conflict_do_nothing()
        .execute(conn)?;
    let ids: Vec<(String, i32)> = counties::table
        .filter(counties::fips_code.eq_any(&fips))
        .select((counties::fips_code, counties::county_id))
        .load(conn)?;

    let area_count = sizes.rating_areas.clamp(1, fips.len().max(1));
    let mut rating_areas: Vec<RatingArea> = (0..area_count)
        .map(|a| RatingArea {
            name: format!("Rating Area {}", a + 1),
            // The capital's area is cheapest; rural areas cost more.
            factor: 0.92 + 0.28 * (a as f64) / (area_count.max(2) - 1) as f64,
            county_ids: Vec::new(),
        })
        .collect();
    for (i, code) in fips.iter().enumerate() {
        let area = i * area_count / fips.len();
        if let Some(id) = ids.iter().find(|(f, _)| f == code).map(|(_, id)| *id) {
            rating_areas[area].county_ids.push(id);
        }
    }
    rating_areas.retain(|a| !a.county_ids.is_empty());

    let plan_years = compare_years_for(today);
    let rows: Vec<NewCompareYear> = plan_years
        .iter()
        .map(|&plan_year| NewCompareYear {
            plan_year,
            active: true,
        })
        .collect();
    diesel::insert_into(compare_years::table)
        .values(&rows)
        .on_conflict_do_nothing()
        .execute(conn)?;
    let years: Vec<(i16, i32)> = compare_years::table
        .filter(compare_years::plan_year.eq_any(plan_years))
        .select((compare_years::plan_year, compare_years::compare_year_id))
        .order(compare_years::plan_year.asc())
        .load(conn)?;
    Ok(Places {
        rating_areas,
        years,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn newest_year_moves_on_november_first() {
        let oct = NaiveDate::from_ymd_opt(2026, 10, 31).expect("valid date");
        let nov = NaiveDate::from_ymd_opt(2026, 11, 20).expect("valid date");
        assert_eq!(compare_years_for(oct), [2024, 2025, 2026]);
        assert_eq!(compare_years_for(nov), [2025, 2026, 2027]);
    }

    #[test]
    fn county_names_are_unique_at_large_scale() {
        let names = county_names(254);
        let mut sorted = names.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(names.len(), 254);
        assert_eq!(sorted.len(), 254);
        assert_eq!(names[0], "Adams County");
    }
}
