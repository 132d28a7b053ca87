use chrono::{NaiveDate, TimeZone, Utc};
use chrono_tz::America::Chicago;

use super::*;

fn utc(y: i32, m: u32, d: u32, h: u32, min: u32, s: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(y, m, d, h, min, s)
        .single()
        .expect("a valid test time")
}

fn date(y: i32, m: u32, d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(y, m, d).expect("a valid test date")
}

/// Checks that each text reads, in Chicago server time, as its instant.
fn assert_all_read_as(cases: &[(&str, DateTime<Utc>)]) {
    for &(text, expected) in cases {
        assert_eq!(parse_datetime(text, Chicago), Ok(expected), "{text}");
    }
}

#[test]
fn java_date_strings_read_in_every_us_zone() {
    let cases = [
        ("Tue Mar 01 14:03:22 CST 2022", utc(2022, 3, 1, 20, 3, 22)),
        ("Fri Jul 01 14:03:22 CDT 2022", utc(2022, 7, 1, 19, 3, 22)),
        ("Tue Mar 01 14:03:22 EST 2022", utc(2022, 3, 1, 19, 3, 22)),
        ("Fri Jul 01 14:03:22 EDT 2022", utc(2022, 7, 1, 18, 3, 22)),
        ("Tue Mar 01 14:03:22 MST 2022", utc(2022, 3, 1, 21, 3, 22)),
        ("Fri Jul 01 14:03:22 MDT 2022", utc(2022, 7, 1, 20, 3, 22)),
        ("Tue Mar 01 14:03:22 PST 2022", utc(2022, 3, 1, 22, 3, 22)),
        ("Fri Jul 01 14:03:22 PDT 2022", utc(2022, 7, 1, 21, 3, 22)),
        ("Tue Mar 01 14:03:22 UTC 2022", utc(2022, 3, 1, 14, 3, 22)),
        ("Tue Mar 01 14:03:22 GMT 2022", utc(2022, 3, 1, 14, 3, 22)),
        (
            "Tue Mar 01 14:03:22 GMT-06:00 2022",
            utc(2022, 3, 1, 20, 3, 22),
        ),
        (
            "  Tue Mar 1 14:03:22 CST 2022\n",
            utc(2022, 3, 1, 20, 3, 22),
        ),
    ];

    assert_all_read_as(&cases);
}

#[test]
fn java_strings_with_the_wrong_weekday_or_an_unknown_zone_are_refused() {
    for text in [
        "Wed Mar 01 14:03:22 CST 2022",
        "Tue Mar 01 14:03:22 XYZ 2022",
        "Tue Mar 01 14:03:22 2022",
        "Tue Foo 01 14:03:22 CST 2022",
        "Tue Mar 01 14:03 CST 2022",
        "Tuesday Mar 01 14:03:22 CST 2022",
    ] {
        assert_eq!(
            parse_datetime(text, Chicago),
            Err(ValueError::new(text, "a date or time")),
            "{text}"
        );
    }
}

#[test]
fn iso_forms_without_a_zone_are_server_time() {
    let cases = [
        ("2022-03-01", utc(2022, 3, 1, 6, 0, 0)),
        ("2022-03-01 14:03:22", utc(2022, 3, 1, 20, 3, 22)),
        ("2022-07-01T14:03:22", utc(2022, 7, 1, 19, 3, 22)),
        ("2022-03-01T14:03:22Z", utc(2022, 3, 1, 14, 3, 22)),
        ("2022-03-01T14:03:22+02:00", utc(2022, 3, 1, 12, 3, 22)),
        ("2022-03-01 14:03:22-0500", utc(2022, 3, 1, 19, 3, 22)),
    ];

    assert_all_read_as(&cases);
    let fraction = parse_datetime("2022-03-01T14:03:22.25Z", Chicago).expect("a time");
    assert_eq!(fraction.timestamp_subsec_millis(), 250);
}

#[test]
fn us_dates_are_month_first() {
    assert_eq!(parse_date("03/01/2022", Chicago), Ok(date(2022, 3, 1)));
    assert_eq!(parse_date("3/1/2022", Chicago), Ok(date(2022, 3, 1)));
    assert_eq!(
        parse_datetime("03/01/2022", Chicago),
        Ok(utc(2022, 3, 1, 6, 0, 0))
    );
    assert!(parse_date("13/01/2022", Chicago).is_err());
    assert!(parse_date("03/01/22", Chicago).is_err());
}

#[test]
fn a_times_date_is_its_date_in_the_server_zone() {
    // 00:30 in New York is still the evening before in Chicago.
    assert_eq!(
        parse_date("Wed Mar 02 00:30:00 EST 2022", Chicago),
        Ok(date(2022, 3, 1))
    );
    assert_eq!(
        parse_date("2022-03-02T02:00:00Z", Chicago),
        Ok(date(2022, 3, 1))
    );
    assert_eq!(
        parse_date("2022-03-02 00:30:00", Chicago),
        Ok(date(2022, 3, 2))
    );
    assert_eq!(
        parse_date("Tue Mar 01 23:30:00 CST 2022", Chicago),
        Ok(date(2022, 3, 1))
    );
}

#[test]
fn summer_time_changes_resolve_one_way() {
    // The skipped hour reads with the standard offset; the repeated one as summer time.
    assert_eq!(
        parse_datetime("2022-03-13 02:30:00", Chicago),
        Ok(utc(2022, 3, 13, 8, 30, 0))
    );
    assert_eq!(
        parse_datetime("2022-11-06 01:30:00", Chicago),
        Ok(utc(2022, 11, 6, 6, 30, 0))
    );
}

#[test]
fn other_text_is_refused() {
    for text in [
        "",
        "yesterday",
        "2022-13-01",
        "2022-02-30",
        "2022-03-01X14:03:22",
        "2022-03-01 14:03",
        "2022-03-01 14:03:22.",
        "2022-03-01 14:03:22.1234567890",
        "2022-03-01 14:03:22+2",
        "2022-03-01 25:00:00",
        "20220301",
    ] {
        assert!(parse_datetime(text, Chicago).is_err(), "{text:?}");
        assert!(parse_date(text, Chicago).is_err(), "{text:?}");
    }
}

#[test]
fn server_local_time_is_the_clock_in_the_zone() {
    let local = to_server_local(utc(2022, 3, 1, 20, 3, 22), Chicago);

    assert_eq!(
        local,
        date(2022, 3, 1)
            .and_hms_opt(14, 3, 22)
            .expect("a valid test time")
    );
}
