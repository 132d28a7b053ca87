//! Benefit (plan) years: which years the site takes, and which one a visitor is shopping for
//! (what `GET /getCurrentYear` reports).

use chrono::{Datelike, NaiveDate};
use thiserror::Error;

/// A benefit year the site takes anywhere (compare years, the rates template, insurance forms,
/// `/compare-plans/{year}`): 2000 to 2100.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct PlanYear(i16);

/// A number that is not a plan year.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
#[error("a plan year is a year from {first} to {last}", first = PlanYear::FIRST, last = PlanYear::LAST)]
pub struct PlanYearError;

impl PlanYear {
    /// The first year taken.
    pub const FIRST: i16 = 2000;
    /// The last year taken.
    pub const LAST: i16 = 2100;

    /// `year` when it is from [`Self::FIRST`] to [`Self::LAST`].
    pub fn new(year: i64) -> Result<Self, PlanYearError> {
        i16::try_from(year)
            .ok()
            .filter(|y| (Self::FIRST..=Self::LAST).contains(y))
            .map(Self)
            .ok_or(PlanYearError)
    }

    /// The year as the database keeps it.
    pub fn get(self) -> i16 {
        self.0
    }
}

/// Month and day open enrolment for the next benefit year starts (November 1).
pub const OPEN_ENROLMENT_START: (u32, u32) = (11, 1);

/// The benefit year shoppers choose plans for on `today`: next year from November 1 (open
/// enrolment), else this year. Of the `active` years, that year when it is active, else the
/// newest active year before it, else the oldest active year after it; `None` when none is
/// active.
pub fn shopping_year(today: NaiveDate, active: &[i16]) -> Option<i16> {
    let (month, day) = OPEN_ENROLMENT_START;
    let this_year = i16::try_from(today.year()).ok()?;
    let target = if (today.month(), today.day()) >= (month, day) {
        this_year + 1
    } else {
        this_year
    };
    if active.contains(&target) {
        return Some(target);
    }
    let before = active.iter().copied().filter(|y| *y < target).max();
    before.or_else(|| active.iter().copied().filter(|y| *y > target).min())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plan_years_run_from_2000_to_2100() {
        assert_eq!(PlanYear::new(2000).map(PlanYear::get), Ok(2000));
        assert_eq!(PlanYear::new(2100).map(PlanYear::get), Ok(2100));
        for year in [1999, 2101, 0, -2027, i64::from(i16::MAX) + 2000] {
            assert_eq!(PlanYear::new(year), Err(PlanYearError), "{year}");
        }
    }

    fn day(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    // SPEC 7.3 getCurrentYear; SPEC 4.6 compares it with the newest available year.
    #[test]
    fn from_november_first_shoppers_choose_next_year() {
        let active = [2025, 2026, 2027];

        assert_eq!(shopping_year(day(2026, 10, 31), &active), Some(2026));
        assert_eq!(shopping_year(day(2026, 11, 1), &active), Some(2027));
        assert_eq!(shopping_year(day(2026, 12, 31), &active), Some(2027));
    }

    #[test]
    fn an_inactive_target_falls_back_to_the_newest_earlier_active_year() {
        assert_eq!(shopping_year(day(2026, 11, 20), &[2024, 2026]), Some(2026));
    }

    #[test]
    fn only_future_years_active_gives_the_nearest_one() {
        assert_eq!(shopping_year(day(2026, 3, 1), &[2029, 2028]), Some(2028));
    }

    #[test]
    fn no_active_year_gives_none() {
        assert_eq!(shopping_year(day(2026, 3, 1), &[]), None);
    }
}
