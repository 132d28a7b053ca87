//! Window arithmetic for reading the rate-filing system within its 600-row limit: where a run
//! starts and ends, how a window too big for one answer is split, and how long the next window
//! should be for the density seen so far. Pure functions; the journal keeps the windows.

use chrono::{NaiveDate, NaiveDateTime, TimeDelta};
use db::queries::import_runs::windows::WindowBounds;

/// Rows a window aims at: half the server's 600-row limit, so density changes rarely cost a
/// refused call.
pub const TARGET_ROWS: f64 = 300.0;
/// Changes re-read before the cursor on every run: the boundary and the server's time zone are
/// not certain, and re-reading costs nothing but unchanged filings.
pub const OVERLAP: TimeDelta = TimeDelta::minutes(10);
/// How far behind the server's clock a run stops, so that a change being written as the run
/// plans is not missed.
pub const LAG: TimeDelta = TimeDelta::minutes(2);
/// The longest window planned ahead of what density tells.
const MAX_SPAN: TimeDelta = TimeDelta::days(366);
/// The shortest window: conditions compare whole seconds.
const MIN_SPAN: TimeDelta = TimeDelta::seconds(1);
/// The letters a tracking number's prefix is made of.
const LETTERS: std::ops::RangeInclusive<char> = 'A'..='Z';

/// Where a first sync starts when nothing was read before: before any filing SERFF holds.
pub fn first_sync_from() -> NaiveDateTime {
    NaiveDate::from_ymd_opt(2000, 1, 1)
        .and_then(|d| d.and_hms_opt(0, 0, 0))
        .unwrap_or_default()
}

/// The range a run reads: from the cursor less the overlap (or the first sync's start) to the
/// server's clock less the lag; `None` when there is nothing to read yet.
pub fn range(
    cursor: Option<NaiveDateTime>,
    server_now: NaiveDateTime,
) -> Option<(NaiveDateTime, NaiveDateTime)> {
    let lower = cursor.map_or_else(first_sync_from, |c| c - OVERLAP);
    let upper = truncate_to_second(server_now - LAG);
    (lower < upper).then_some((truncate_to_second(lower), upper))
}

/// Why a window cannot be split further.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "more than 600 filings whose tracking numbers start with {prefix} changed in the one second \
     ending {second}: the rate-filing system cannot list them"
)]
pub struct Unsplittable {
    /// The tracking-number prefix of the window.
    pub prefix: String,
    /// The window's second.
    pub second: NaiveDateTime,
}

/// A window the server refused for its row limit, split: at its midpoint while it spans more
/// than a second, then by the next letter of the tracking number's four-letter prefix.
pub fn split(window: &WindowBounds) -> Result<Vec<WindowBounds>, Unsplittable> {
    let span = window.upper - window.lower;
    if span > MIN_SPAN {
        let middle = truncate_to_second(window.lower + span / 2).max(window.lower + MIN_SPAN);
        return Ok(vec![
            WindowBounds {
                lower: window.lower,
                upper: middle,
                tracking_prefix: window.tracking_prefix.clone(),
            },
            WindowBounds {
                lower: middle,
                upper: window.upper,
                tracking_prefix: window.tracking_prefix.clone(),
            },
        ]);
    }
    let prefix = window.tracking_prefix.clone().unwrap_or_default();
    if prefix.len() >= 4 {
        return Err(Unsplittable {
            prefix,
            second: window.upper,
        });
    }
    Ok(LETTERS
        .map(|letter| WindowBounds {
            lower: window.lower,
            upper: window.upper,
            tracking_prefix: Some(format!("{prefix}{letter}")),
        })
        .collect())
}

/// How long a window should be at `rows_per_second` to hold about [`TARGET_ROWS`].
pub fn span_for(rows_per_second: f64) -> TimeDelta {
    if !rows_per_second.is_finite() || rows_per_second <= 0.0 {
        return MAX_SPAN;
    }
    let seconds = (TARGET_ROWS / rows_per_second).clamp(1.0, MAX_SPAN.as_seconds_f64());
    // In range by the clamp above.
    #[allow(clippy::cast_possible_truncation)]
    TimeDelta::seconds(seconds as i64)
}

/// When `window` is much longer than the density allows (twice the span for about
/// [`TARGET_ROWS`]), the parts to read instead: a first part of that span and the rest. `None`
/// keeps the window. Splitting ahead costs no call; a refused answer does.
pub fn fit(window: &WindowBounds, rows_per_second: Option<f64>) -> Option<Vec<WindowBounds>> {
    let span = span_for(rows_per_second?);
    if window.upper - window.lower <= span * 2 {
        return None;
    }
    let cut = truncate_to_second(window.lower + span);
    Some(vec![
        WindowBounds {
            lower: window.lower,
            upper: cut,
            tracking_prefix: window.tracking_prefix.clone(),
        },
        WindowBounds {
            lower: cut,
            upper: window.upper,
            tracking_prefix: window.tracking_prefix.clone(),
        },
    ])
}

/// Density seen in a window read whole: its rows over its seconds. A prefix window says
/// nothing about the second as a whole, so it gives none.
pub fn density(window: &WindowBounds, rows: usize) -> Option<f64> {
    if window.tracking_prefix.is_some() {
        return None;
    }
    let seconds = (window.upper - window.lower).as_seconds_f64();
    // Row counts are far below 2^52.
    #[allow(clippy::cast_precision_loss)]
    (seconds > 0.0).then(|| rows as f64 / seconds)
}

fn truncate_to_second(t: NaiveDateTime) -> NaiveDateTime {
    use chrono::Timelike;
    t.with_nanosecond(0).unwrap_or(t)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> NaiveDateTime {
        NaiveDateTime::parse_from_str(text, "%Y-%m-%d %H:%M:%S").unwrap()
    }

    fn window(lower: &str, upper: &str, prefix: Option<&str>) -> WindowBounds {
        WindowBounds {
            lower: at(lower),
            upper: at(upper),
            tracking_prefix: prefix.map(str::to_owned),
        }
    }

    #[test]
    fn a_run_reads_from_the_cursor_less_the_overlap_to_the_server_clock_less_the_lag() {
        let range = range(
            Some(at("2026-11-20 10:00:00")),
            at("2026-11-28 08:00:30") + TimeDelta::milliseconds(250),
        );

        assert_eq!(
            range,
            Some((at("2026-11-20 09:50:00"), at("2026-11-28 07:58:30")))
        );
    }

    #[test]
    fn a_first_sync_starts_before_any_filing_and_a_clock_behind_the_cursor_reads_nothing() {
        let (lower, _) = range(None, at("2026-11-28 08:00:00")).unwrap();
        assert_eq!(lower, at("2000-01-01 00:00:00"));

        // A cursor just read still re-reads its overlap.
        assert_eq!(
            range(Some(at("2026-11-28 07:58:00")), at("2026-11-28 08:00:00")),
            Some((at("2026-11-28 07:48:00"), at("2026-11-28 07:58:00")))
        );
        // A server clock behind the cursor (its zone changed, or it was set back) reads nothing.
        assert_eq!(
            range(Some(at("2026-11-28 08:10:00")), at("2026-11-28 08:00:00")),
            None
        );
    }

    #[test]
    fn a_window_splits_at_its_midpoint_on_whole_seconds() {
        let parts = split(&window("2026-01-01 00:00:00", "2026-01-01 00:00:03", None)).unwrap();

        assert_eq!(
            parts,
            [
                window("2026-01-01 00:00:00", "2026-01-01 00:00:01", None),
                window("2026-01-01 00:00:01", "2026-01-01 00:00:03", None),
            ]
        );
    }

    #[test]
    fn a_one_second_window_splits_by_tracking_prefix_down_to_four_letters() {
        let second = window("2026-01-01 00:00:00", "2026-01-01 00:00:01", None);

        let by_letter = split(&second).unwrap();
        assert_eq!(by_letter.len(), 26);
        assert_eq!(by_letter[0].tracking_prefix.as_deref(), Some("A"));
        assert_eq!(by_letter[25].tracking_prefix.as_deref(), Some("Z"));

        let deeper = split(&by_letter[1]).unwrap();
        assert_eq!(deeper[2].tracking_prefix.as_deref(), Some("BC"));

        let full = window("2026-01-01 00:00:00", "2026-01-01 00:00:01", Some("ABCD"));
        assert_eq!(
            split(&full),
            Err(Unsplittable {
                prefix: "ABCD".to_owned(),
                second: at("2026-01-01 00:00:01")
            })
        );
    }

    #[test]
    fn windows_are_sized_for_three_hundred_rows_from_the_density_seen() {
        // 600 rows in a day: 300 rows is half a day.
        let day = window("2026-01-01 00:00:00", "2026-01-02 00:00:00", None);
        let per_second = density(&day, 600).unwrap();
        assert_eq!(span_for(per_second), TimeDelta::hours(12));

        // A year ahead at that density is cut to half a day and the rest.
        let year = window("2026-01-02 00:00:00", "2027-01-02 00:00:00", None);
        let parts = fit(&year, Some(per_second)).unwrap();
        assert_eq!(
            parts[0],
            window("2026-01-02 00:00:00", "2026-01-02 12:00:00", None)
        );
        assert_eq!(parts[1].upper, at("2027-01-02 00:00:00"));

        // Within twice the span, the window stays; no density, no change; empty: a year.
        let short = window("2026-01-02 00:00:00", "2026-01-02 20:00:00", None);
        assert_eq!(fit(&short, Some(per_second)), None);
        assert_eq!(fit(&year, None), None);
        assert_eq!(span_for(0.0), TimeDelta::days(366));
        assert_eq!(
            density(
                &window("2026-01-01 00:00:00", "2026-01-01 00:00:01", Some("A")),
                9
            ),
            None
        );
    }
}
