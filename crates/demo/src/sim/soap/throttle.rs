//! The throttle (reference §3): per user, a minute window and an hour window, each anchored at
//! the first call after the previous one expired (fixed windows, not sliding, not aligned to
//! the clock). A call counts toward both; when either budget is spent, calls are refused until
//! that window ends. Refused calls use no budget. The windows can pass faster than real time
//! (`clockSpeed`), and the waiting hint is then in real milliseconds.

use std::collections::HashMap;
use std::time::{Duration, Instant};

/// The limits in force.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Limits {
    /// Calls per minute window.
    pub per_minute: u32,
    /// Calls per hour window.
    pub per_hour: u32,
    /// How many times faster than real time the windows pass.
    pub speed: f64,
}

#[derive(Debug, Clone, Copy)]
struct Window {
    anchor: Instant,
    calls: u32,
}

#[derive(Debug, Default)]
struct UserWindows {
    minute: Option<Window>,
    hour: Option<Window>,
}

/// Every user's windows.
#[derive(Debug, Default)]
pub(super) struct Throttle {
    users: HashMap<String, UserWindows>,
}

const MINUTE: f64 = 60.0;
const HOUR: f64 = 3_600.0;

impl Throttle {
    /// Admits a call of `user` at `now`, or says in how many real milliseconds the next call
    /// will be allowed.
    pub(super) fn admit(&mut self, user: &str, now: Instant, limits: Limits) -> Result<(), u64> {
        let windows = self.users.entry(user.to_owned()).or_default();
        // Seconds of throttle time since `anchor`.
        let elapsed =
            |w: &Window| now.saturating_duration_since(w.anchor).as_secs_f64() * limits.speed;
        let fresh = Window {
            anchor: now,
            calls: 0,
        };
        for (slot, span) in [(&mut windows.minute, MINUTE), (&mut windows.hour, HOUR)] {
            match slot {
                Some(w) if elapsed(w) < span => {}
                _ => *slot = Some(fresh),
            }
        }
        let mut wait: Option<f64> = None;
        for (slot, span, limit) in [
            (&windows.minute, MINUTE, limits.per_minute),
            (&windows.hour, HOUR, limits.per_hour),
        ] {
            if let Some(w) = slot
                && w.calls >= limit
            {
                let left = (span - elapsed(w)) / limits.speed;
                wait = Some(wait.map_or(left, |other: f64| other.max(left)));
            }
        }
        if let Some(seconds) = wait {
            let ms = Duration::from_secs_f64(seconds.max(0.0)).as_millis();
            return Err(u64::try_from(ms).unwrap_or(u64::MAX).max(1));
        }
        for w in [&mut windows.minute, &mut windows.hour]
            .into_iter()
            .flatten()
        {
            w.calls += 1;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const REAL: Limits = Limits {
        per_minute: 3,
        per_hour: 5,
        speed: 1.0,
    };

    #[test]
    fn the_minute_budget_refuses_until_its_window_ends_then_re_anchors() {
        let mut throttle = Throttle::default();
        let start = Instant::now();
        let at = |seconds: u64| start + Duration::from_secs(seconds);

        assert!(throttle.admit("a", at(0), REAL).is_ok());
        assert!(throttle.admit("a", at(10), REAL).is_ok());
        assert!(throttle.admit("a", at(20), REAL).is_ok());
        assert_eq!(throttle.admit("a", at(45), REAL), Err(15_000));
        // Another user has budgets of their own.
        assert!(throttle.admit("b", at(45), REAL).is_ok());
        // The window anchored at 0 ends at 60: the next call anchors a new one.
        assert!(throttle.admit("a", at(60), REAL).is_ok());
        assert!(throttle.admit("a", at(61), REAL).is_ok());
        // Five calls this hour: the hour window refuses until 3,600 s after the first.
        assert_eq!(throttle.admit("a", at(62), REAL), Err(3_538_000));
        assert!(throttle.admit("a", at(3_600), REAL).is_ok());
    }

    #[test]
    fn a_faster_clock_shortens_the_windows_and_the_hint_is_in_real_time() {
        let mut throttle = Throttle::default();
        let start = Instant::now();
        let fast = Limits {
            per_minute: 1,
            per_hour: 100,
            speed: 60.0,
        };

        assert!(throttle.admit("a", start, fast).is_ok());
        let wait = throttle
            .admit("a", start + Duration::from_millis(250), fast)
            .expect_err("refused");
        assert_eq!(wait, 750);
        assert!(
            throttle
                .admit("a", start + Duration::from_secs(1), fast)
                .is_ok()
        );
    }
}
