//! Which benefit year a visitor is shopping for (what `GET /getCurrentYear` reports).

use chrono::{Datelike, NaiveDate};

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
