//! Dates and times in field values. The forms accepted, from our profile:
//! - Java's `Date.toString()`, `EEE MMM dd HH:mm:ss zzz yyyy`: `Tue Mar 01 14:03:22 CST 2022`,
//!   with the zones `CST CDT EST EDT MST MDT PST PDT UTC GMT` (and Java's `GMT±hh:mm` for zones
//!   without an abbreviation); the weekday must match the date, as Java always writes it so;
//! - ISO: `2022-03-01`, `2022-03-01 14:03:22`, `2022-03-01T14:03:22`, the time optionally with a
//!   fraction `.f` (up to 9 digits) and `Z` or `±hh:mm`;
//! - U.S. `03/01/2022`.
//!
//! Text without a zone is a time in the server's zone (`SERFF_TIME_ZONE`); a date alone is its
//! midnight there.

use chrono::{
    DateTime, Datelike, FixedOffset, LocalResult, NaiveDate, NaiveDateTime, NaiveTime, Offset,
    TimeZone, Utc, Weekday,
};
use chrono_tz::Tz;

use super::ValueError;

/// What a text says, before the server's zone is applied.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Parsed {
    /// A calendar date.
    Date(NaiveDate),
    /// A time without a zone: the server's local time.
    Local(NaiveDateTime),
    /// A time with a zone.
    Instant(DateTime<Utc>),
}

/// The instant `text` names; zone-less text is read in `zone`, a date alone as its midnight.
pub fn parse_datetime(text: &str, zone: Tz) -> Result<DateTime<Utc>, ValueError> {
    Ok(
        match parse(text).ok_or_else(|| ValueError::new(text, "a date or time"))? {
            Parsed::Date(date) => local_to_utc(date.and_time(NaiveTime::MIN), zone),
            Parsed::Local(local) => local_to_utc(local, zone),
            Parsed::Instant(instant) => instant,
        },
    )
}

/// The calendar date `text` names: a time's date in `zone` (so `Wed Mar 02 00:30:00 EST 2022`
/// is March 1 in Chicago).
pub fn parse_date(text: &str, zone: Tz) -> Result<NaiveDate, ValueError> {
    Ok(
        match parse(text).ok_or_else(|| ValueError::new(text, "a date"))? {
            Parsed::Date(date) => date,
            Parsed::Local(local) => local.date(),
            Parsed::Instant(instant) => instant.with_timezone(&zone).date_naive(),
        },
    )
}

/// `time` as the server's clock shows it, for `DATE '…'` literals in conditions.
pub fn to_server_local(time: DateTime<Utc>, zone: Tz) -> NaiveDateTime {
    time.with_timezone(&zone).naive_local()
}

fn parse(text: &str) -> Option<Parsed> {
    let text = text.trim();
    if text.starts_with(|c: char| c.is_ascii_digit()) {
        iso(text).or_else(|| us_date(text))
    } else {
        java(text)
    }
}

/// `local` in `zone`. In the hour repeated when summer time ends, the first (summer) reading;
/// in the hour skipped when it starts (which no clock shows, but a stored value might), the
/// offset in force before the change, so the time lands just after it.
fn local_to_utc(local: NaiveDateTime, zone: Tz) -> DateTime<Utc> {
    match zone.from_local_datetime(&local) {
        LocalResult::Single(time) | LocalResult::Ambiguous(time, _) => time.with_timezone(&Utc),
        LocalResult::None => {
            let before = zone
                .offset_from_utc_datetime(&(local - chrono::Duration::days(1)))
                .fix();
            let utc = local - chrono::Duration::seconds(i64::from(before.local_minus_utc()));
            Utc.from_utc_datetime(&utc)
        }
    }
}

/// `2022-03-01`, or a date and a time separated by `T` or a space, with an optional zone.
fn iso(text: &str) -> Option<Parsed> {
    let date = NaiveDate::parse_from_str(text.get(..10)?, "%Y-%m-%d").ok()?;
    let rest = &text[10..];
    if rest.is_empty() {
        return Some(Parsed::Date(date));
    }
    let rest = rest.strip_prefix(['T', 't', ' '])?.trim_start_matches(' ');
    let (time, zone) = split_zone(rest)?;
    let local = date.and_time(clock(time)?);
    Some(match zone {
        None => Parsed::Local(local),
        Some(offset) => Parsed::Instant(utc(local, offset)?),
    })
}

/// `03/01/2022`: month first, as U.S. systems write it.
fn us_date(text: &str) -> Option<Parsed> {
    let mut parts = text.split('/');
    let (month, day, year) = (parts.next()?, parts.next()?, parts.next()?);
    if parts.next().is_some()
        || ![month, day].iter().all(|p| (1..=2).contains(&p.len()))
        || year.len() != 4
        || ![month, day, year]
            .iter()
            .all(|p| p.bytes().all(|b| b.is_ascii_digit()))
    {
        return None;
    }
    NaiveDate::from_ymd_opt(year.parse().ok()?, month.parse().ok()?, day.parse().ok()?)
        .map(Parsed::Date)
}

/// `Tue Mar 01 14:03:22 CST 2022`.
fn java(text: &str) -> Option<Parsed> {
    let parts: Vec<&str> = text.split_ascii_whitespace().collect();
    let [weekday, month, day, time, zone, year] = parts.as_slice() else {
        return None;
    };
    let weekday: Weekday = weekday.parse().ok().filter(|_| weekday.len() == 3)?;
    let month = MONTHS
        .iter()
        .position(|m| m.eq_ignore_ascii_case(month))
        .and_then(|i| u32::try_from(i + 1).ok())?;
    if !(1..=2).contains(&day.len()) || year.len() != 4 {
        return None;
    }
    let date = NaiveDate::from_ymd_opt(year.parse().ok()?, month, day.parse().ok()?)?;
    if date.weekday() != weekday {
        return None;
    }
    let offset = java_zone(zone)?;
    utc(date.and_time(clock(time)?), offset).map(Parsed::Instant)
}

const MONTHS: [&str; 12] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];

/// The offset a Java zone abbreviation stands for (U.S. zones; what NAIC's servers print).
fn java_zone(zone: &str) -> Option<FixedOffset> {
    let hours = match zone.to_ascii_uppercase().as_str() {
        "UTC" | "GMT" | "UT" => 0,
        "EDT" => -4,
        "EST" | "CDT" => -5,
        "CST" | "MDT" => -6,
        "MST" | "PDT" => -7,
        "PST" => -8,
        _ => {
            // Java's form for a zone without an abbreviation: `GMT-06:00`.
            let offset = zone.strip_prefix("GMT")?;
            return offset_of(offset).filter(|_| !offset.is_empty());
        }
    };
    FixedOffset::east_opt(hours * 3600)
}

/// Splits `14:03:22.5+02:00` into the clock time and its zone (`None` when it has none).
fn split_zone(text: &str) -> Option<(&str, Option<FixedOffset>)> {
    if let Some(time) = text.strip_suffix(['Z', 'z']) {
        return Some((time, FixedOffset::east_opt(0)));
    }
    match text.find(['+', '-']) {
        Some(at) => Some((&text[..at], Some(offset_of(&text[at..])?))),
        None => Some((text, None)),
    }
}

/// `+02:00`, `-0600`, `+05`: a signed offset from UTC.
fn offset_of(text: &str) -> Option<FixedOffset> {
    let sign = match text.as_bytes().first()? {
        b'+' => 1,
        b'-' => -1,
        _ => return None,
    };
    let digits: String = text[1..].chars().filter(|c| *c != ':').collect();
    if !digits.bytes().all(|b| b.is_ascii_digit())
        || !matches!(digits.len(), 2 | 4)
        || text[1..].matches(':').count() > usize::from(digits.len() == 4)
    {
        return None;
    }
    let hours: i32 = digits.get(..2)?.parse().ok()?;
    let minutes: i32 = digits
        .get(2..)
        .filter(|m| !m.is_empty())
        .map_or(Some(0), |m| m.parse().ok())?;
    if hours > 18 || minutes > 59 {
        return None;
    }
    FixedOffset::east_opt(sign * (hours * 3600 + minutes * 60))
}

/// `HH:MM:SS` with an optional fraction of up to nine digits.
fn clock(text: &str) -> Option<NaiveTime> {
    let (hms, fraction) = match text.split_once('.') {
        Some((hms, fraction)) => (hms, Some(fraction)),
        None => (text, None),
    };
    let bytes = hms.as_bytes();
    if bytes.len() != 8 || bytes[2] != b':' || bytes[5] != b':' {
        return None;
    }
    let field = |range: std::ops::Range<usize>| -> Option<u32> {
        let part = hms.get(range)?;
        if !part.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        part.parse().ok()
    };
    let nanos = match fraction {
        None => 0,
        Some(f) if (1..=9).contains(&f.len()) && f.bytes().all(|b| b.is_ascii_digit()) => {
            // Right-padded to nine digits: `.5` is 500,000,000 ns.
            format!("{f:0<9}").parse().ok()?
        }
        Some(_) => return None,
    };
    NaiveTime::from_hms_nano_opt(field(0..2)?, field(3..5)?, field(6..8)?, nanos)
}

fn utc(local: NaiveDateTime, offset: FixedOffset) -> Option<DateTime<Utc>> {
    offset
        .from_local_datetime(&local)
        .single()
        .map(|t| t.with_timezone(&Utc))
}

#[cfg(test)]
#[path = "dates_tests.rs"]
mod tests;
