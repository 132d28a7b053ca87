//! The throttle (reference §3): per user, a minute window and an hour window, each anchored at
//! the first call after the previous one expired (fixed windows, not sliding, not aligned to
//! the clock). A call counts toward both; when either budget is spent, calls are refused until
//! that window ends. Refused calls use no budget. The windows can pass faster than real time
//! (`clockSpeed`), and the waiting hint is then in real milliseconds. Each user's run of
//! consecutive refusals is counted: a client that waits the hint is refused once, then
//! admitted; one that ignores it is refused again and again.

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
    /// Refusals since the last admitted call.
    streak: u64,
}

/// A refused call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Refusal {
    /// In how many real milliseconds the next call will be allowed.
    pub wait_ms: u64,
    /// How many calls of this user in a row were refused, this one included.
    pub streak: u64,
}

/// Every user's windows.
#[derive(Debug, Default)]
pub(super) struct Throttle {
    users: HashMap<String, UserWindows>,
}

const MINUTE: f64 = 60.0;
const HOUR: f64 = 3_600.0;

impl Throttle {
    /// Admits a call of `user` at `now`, or refuses it saying when the next call will be
    /// allowed.
    pub(super) fn admit(
        &mut self,
        user: &str,
        now: Instant,
        limits: Limits,
    ) -> Result<(), Refusal> {
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
            windows.streak += 1;
            return Err(Refusal {
                wait_ms: u64::try_from(ms).unwrap_or(u64::MAX).max(1),
                streak: windows.streak,
            });
        }
        windows.streak = 0;
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

    fn wait(admitted: Result<(), Refusal>) -> Option<u64> {
        admitted.err().map(|r| r.wait_ms)
    }

    #[test]
    fn the_minute_budget_refuses_until_its_window_ends_then_re_anchors() {
        let mut throttle = Throttle::default();
        let start = Instant::now();
        let at = |seconds: u64| start + Duration::from_secs(seconds);

        assert!(throttle.admit("a", at(0), REAL).is_ok());
        assert!(throttle.admit("a", at(10), REAL).is_ok());
        assert!(throttle.admit("a", at(20), REAL).is_ok());
        assert_eq!(wait(throttle.admit("a", at(45), REAL)), Some(15_000));
        // Another user has budgets of their own.
        assert!(throttle.admit("b", at(45), REAL).is_ok());
        // The window anchored at 0 ends at 60: the next call anchors a new one.
        assert!(throttle.admit("a", at(60), REAL).is_ok());
        assert!(throttle.admit("a", at(61), REAL).is_ok());
        // Five calls this hour: the hour window refuses until 3,600 s after the first.
        assert_eq!(wait(throttle.admit("a", at(62), REAL)), Some(3_538_000));
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
        let refusal = throttle
            .admit("a", start + Duration::from_millis(250), fast)
            .expect_err("refused");
        assert_eq!(refusal.wait_ms, 750);
        assert!(
            throttle
                .admit("a", start + Duration::from_secs(1), fast)
                .is_ok()
        );
    }

    #[test]
    fn refusals_in_a_row_count_up_per_user_until_a_call_is_admitted() {
        let mut throttle = Throttle::default();
        let start = Instant::now();
        let at = |seconds: u64| start + Duration::from_secs(seconds);
        let streak = |admitted: Result<(), Refusal>| admitted.err().map_or(0, |r| r.streak);
        let minute = Limits {
            per_hour: 100,
            ..REAL
        };
        for second in 0..3 {
            assert!(throttle.admit("a", at(second), minute).is_ok());
        }

        let hammering: Vec<u64> = (3..6)
            .map(|second| streak(throttle.admit("a", at(second), minute)))
            .collect();
        let other = streak(throttle.admit("b", at(6), minute));
        let waited = throttle.admit("a", at(60), minute);
        let again = (61..63)
            .map(|second| streak(throttle.admit("a", at(second), minute)))
            .collect::<Vec<_>>();
        let next = streak(throttle.admit("a", at(63), minute));

        assert_eq!(hammering, [1, 2, 3]);
        assert_eq!(other, 0, "another user's calls are their own");
        assert!(waited.is_ok());
        // Admitted calls start the count again: the next refusal is the first of a new run.
        assert_eq!(again, [0, 0]);
        assert_eq!(next, 1);
    }
}
