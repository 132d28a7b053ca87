//! The U.S. date texts of the specification's *AsString fields (e.g. dateCreatedAsString).

use chrono::{DateTime, NaiveDate, Utc};

/// A date as MM/DD/YYYY, e.g. "03/07/2025".
pub fn format_us_date(date: NaiveDate) -> String {
    date.format("%m/%d/%Y").to_string()
}

/// An instant as "MM/DD/YYYY hh:mm AM/PM" on the 12-hour clock, e.g. "03/07/2025 02:05 PM".
///
/// The clock shown is UTC: the domain knows no time zone, so a caller wanting the department's
/// local time must convert before calling.
pub fn format_us_datetime(instant: DateTime<Utc>) -> String {
    instant.format("%m/%d/%Y %I:%M %p").to_string()
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use chrono::TimeZone;

    use super::*;

    // SPEC 3: dateCreatedAsString and friends are U.S. dates.
    #[test]
    fn date_is_month_day_year_with_leading_zeros() {
        // Arrange
        let date = NaiveDate::from_ymd_opt(2025, 3, 7).unwrap();

        // Act
        let text = format_us_date(date);

        // Assert
        assert_eq!(text, "03/07/2025");
    }

    // SPEC 3: *AsString timestamps read as 12-hour U.S. time (UTC).
    #[test]
    fn datetime_uses_twelve_hour_clock_in_utc() {
        // Arrange
        let afternoon = Utc.with_ymd_and_hms(2025, 12, 31, 14, 5, 59).unwrap();
        let midnight = Utc.with_ymd_and_hms(2025, 1, 2, 0, 0, 0).unwrap();
        let noon = Utc.with_ymd_and_hms(2025, 1, 2, 12, 30, 0).unwrap();

        // Act
        let texts = [afternoon, midnight, noon].map(format_us_datetime);

        // Assert
        assert_eq!(
            texts,
            [
                "12/31/2025 02:05 PM",
                "01/02/2025 12:00 AM",
                "01/02/2025 12:30 PM"
            ]
        );
    }
}
