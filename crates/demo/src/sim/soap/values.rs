//! Field values and how the State API writes them in `value/vs`: times as Java's
//! `Date.toString()` in the server's zone (`Tue Mar 01 14:03:22 CST 2022`), dates as that
//! zone's midnight in the same form, percents as decimal strings (`7.214`, `-1.5`, `6.0`, as
//! Java's `Double.toString` writes them), counts as whole numbers, dollars as whole numbers
//! when they have no cents (`120345`) and with two decimals when they do (`120345.50`).

use std::cmp::Ordering;

use chrono::{DateTime, NaiveDate, NaiveDateTime, NaiveTime, Timelike, Utc};

use crate::sim::records::{Money, SERVER_ZONE};

/// What a field holds, which decides how conditions compare it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum ValueKind {
    /// Text, compared case-sensitively.
    Text,
    /// A number: percents, counts, dollars.
    Number,
    /// A time or date, compared as the server's local time.
    Date,
}

/// One field's value in one row.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Value {
    /// Text.
    Text(String),
    /// A percent or other decimal.
    Decimal(f64),
    /// A count.
    Whole(i64),
    /// Dollars.
    Money(Money),
    /// An instant.
    Time(DateTime<Utc>),
    /// A calendar date (midnight in the server's zone).
    Day(NaiveDate),
}

impl Value {
    /// Text of `text`, when there is one.
    pub(super) fn text(text: Option<&str>) -> Option<Self> {
        text.map(|t| Value::Text(t.to_owned()))
    }

    /// The value as `vs` carries it.
    pub(super) fn to_wire(&self) -> String {
        match self {
            Value::Text(text) => text.clone(),
            Value::Decimal(number) => decimal(*number),
            Value::Whole(number) => number.to_string(),
            Value::Money(money) => dollars(*money),
            Value::Time(time) => java_date(*time),
            Value::Day(day) => java_day(*day),
        }
    }

    /// The value as a number, for numeric comparisons (text only when it reads as one).
    pub(super) fn number(&self) -> Option<f64> {
        match self {
            Value::Decimal(number) => Some(*number),
            Value::Whole(number) => Some(*number as f64),
            Value::Money(money) => Some(money.as_dollars()),
            Value::Text(text) => text.trim().parse().ok(),
            Value::Time(_) | Value::Day(_) => None,
        }
    }

    /// The value as the server's local time to the second (what it stores and compares).
    pub(super) fn local_time(&self) -> Option<NaiveDateTime> {
        match self {
            Value::Time(time) => {
                let local = time.with_timezone(&SERVER_ZONE).naive_local();
                local.with_nanosecond(0)
            }
            Value::Day(day) => Some(day.and_time(NaiveTime::MIN)),
            _ => None,
        }
    }
}

/// `time` as Java's `Date.toString()` writes it in the server's zone.
pub(super) fn java_date(time: DateTime<Utc>) -> String {
    time.with_timezone(&SERVER_ZONE)
        .format("%a %b %d %H:%M:%S %Z %Y")
        .to_string()
}

/// A date as the midnight that starts it in the server's zone, written as [`java_date`] does.
fn java_day(day: NaiveDate) -> String {
    let midnight = day.and_time(NaiveTime::MIN);
    match midnight.and_local_timezone(SERVER_ZONE).earliest() {
        Some(local) => local.format("%a %b %d %H:%M:%S %Z %Y").to_string(),
        None => midnight.format("%a %b %d %H:%M:%S CST %Y").to_string(),
    }
}

/// A decimal as Java's `Double.toString` writes one of ours (at most three decimals): the
/// shortest text that reads back as the same number, with at least one decimal.
pub(super) fn decimal(number: f64) -> String {
    let rounded = (number * 1000.0).round() / 1000.0;
    // Rust's `{:?}` is the shortest round-trip form and keeps `.0`; no negative zero.
    format!("{:?}", if rounded == 0.0 { 0.0 } else { rounded })
}

/// Dollars as the server writes them: whole dollars when there are no cents, else two
/// decimals.
fn dollars(money: Money) -> String {
    let sign = if money.cents < 0 { "-" } else { "" };
    let (whole, cents) = (
        money.cents.unsigned_abs() / 100,
        money.cents.unsigned_abs() % 100,
    );
    if cents == 0 {
        format!("{sign}{whole}")
    } else {
        format!("{sign}{whole}.{cents:02}")
    }
}

/// Orders two numbers; `None` for NaN, which none of ours is.
pub(super) fn compare_numbers(a: f64, b: f64) -> Option<Ordering> {
    a.partial_cmp(&b)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn utc(text: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(text)
            .expect("time")
            .with_timezone(&Utc)
    }

    #[test]
    fn times_are_java_dates_in_central_time_with_the_zone_of_their_season() {
        assert_eq!(
            java_date(utc("2022-03-01T20:03:22Z")),
            "Tue Mar 01 14:03:22 CST 2022"
        );
        assert_eq!(
            java_date(utc("1969-07-20T20:17:40Z")),
            "Sun Jul 20 15:17:40 CDT 1969"
        );
        let day = NaiveDate::from_ymd_opt(2027, 1, 1).expect("date");
        assert_eq!(Value::Day(day).to_wire(), "Fri Jan 01 00:00:00 CST 2027");
    }

    #[test]
    fn percents_are_decimal_strings_and_counts_whole_numbers() {
        assert_eq!(decimal(7.214), "7.214");
        assert_eq!(decimal(-1.5), "-1.5");
        assert_eq!(decimal(6.0), "6.0");
        assert_eq!(decimal(-0.0), "0.0");
        assert_eq!(decimal(0.001), "0.001");
        assert_eq!(Value::Whole(-120_345).to_wire(), "-120345");
    }

    #[test]
    fn every_numeric_7_3_percent_is_written_back_as_the_same_decimal() {
        // Every 97th thousandth from -9999.999 to 9999.999: every last digit, both signs and
        // every magnitude, many times over.
        for thousandths in (-9_999_999_i64..=9_999_999).step_by(97) {
            let written = decimal(crate::sim::generate::percent(thousandths));

            let (whole, fraction) = written.split_once('.').expect("a decimal point");
            let digits = format!("{fraction:0<3}");
            let back = whole
                .trim_start_matches('-')
                .parse::<i64>()
                .expect("digits")
                * 1000
                + digits.parse::<i64>().expect("digits");
            let sign = if written.starts_with('-') { -1 } else { 1 };
            assert_eq!(sign * back, thousandths, "{written}");
        }
    }

    #[test]
    fn dollars_are_whole_without_cents_and_keep_two_decimals_with_them() {
        let money = |cents| Value::Money(Money { cents }).to_wire();

        assert_eq!(money(12_034_500), "120345");
        assert_eq!(money(12_034_550), "120345.50");
        assert_eq!(money(-5), "-0.05");
        assert_eq!(money(-12_034_501), "-120345.01");
        assert_eq!(money(0), "0");
    }

    #[test]
    fn local_time_drops_the_fraction_of_a_second() {
        let value = Value::Time(utc("2022-03-01T20:03:22.987Z"));

        let local = value.local_time().expect("a time");

        assert_eq!(local.to_string(), "2022-03-01 14:03:22");
    }
}
