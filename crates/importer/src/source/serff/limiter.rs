//! The one call budget shared by every throttled call (reference §3 and §10.4).
//!
//! The server counts calls in **fixed** windows of a minute and an hour, each anchored at the
//! first call after the previous window expired. The anchors are the server's: the client cannot
//! see them, and they may have been set by an earlier run or another process using the same
//! account. So the client keeps a **sliding log** of the times of its calls and grants a call
//! only if no 60-second span and no 3,600-second span ending now would then hold more than its
//! budget. A sequence that keeps to that in every span keeps to it in every fixed window,
//! wherever the server anchored it; fixed windows on the client's side would not (a burst at
//! the end of the client's window and another at the start of its next can fall into one
//! window of the server's). The log holds at most the hourly budget of instants.
//!
//! Times are those of granting, just before sending; the server counts arrivals, a network
//! delay later. The budgets stay below the server's limits (50 of 60, 900 of 1,000), which
//! absorbs that skew.
//!
//! All times are tokio's, so tests run with `tokio::time::pause()`.

use std::collections::VecDeque;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use tokio::time::Instant;

/// The spans the server counts in.
const MINUTE: Duration = Duration::from_secs(60);
const HOUR: Duration = Duration::from_secs(3600);

/// A turn in the queue shorter than this is not a wait: callers ahead were only being granted.
const QUEUE_PATIENCE: Duration = Duration::from_millis(1);

/// Added to every wait the server asks for, as Connecticut's client does: the server's clock
/// and ours are not the same clock.
pub const PENALTY_MARGIN: Duration = Duration::from_millis(500);

/// The wait after a call-rate fault that gives no hint (client code 1006, or an unreadable
/// `millisecondsUntilNextAllowedCall`): the rest of a minute window at most.
pub const UNHINTED_PENALTY: Duration = Duration::from_secs(60);

/// Calls allowed per span.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    /// Calls in any 60 seconds (`SERFF_CALLS_PER_MINUTE`, default 50; the server allows 60).
    pub per_minute: u32,
    /// Calls in any hour (`SERFF_CALLS_PER_HOUR`, default 900; the server allows 1,000).
    pub per_hour: u32,
}

impl Default for Budget {
    fn default() -> Self {
        Self {
            per_minute: 50,
            per_hour: 900,
        }
    }
}

/// What the limiter has done since it was made.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct LimiterStats {
    /// Calls granted.
    pub calls: u64,
    /// Grants that had to wait.
    pub waits: u64,
    /// Time spent waiting, summed over callers.
    pub waited: Duration,
    /// Penalties from the server's call-rate faults.
    pub penalties: u64,
}

/// Paces the throttled calls of every client that shares it (hold it in an `Arc`).
#[derive(Debug)]
pub struct CallLimiter {
    budget: Budget,
    state: Mutex<State>,
    /// Callers queue here, first come first served, so that a waiting caller is not overtaken
    /// by later ones and no crowd wakes at once to find one slot.
    queue: tokio::sync::Mutex<()>,
    calls: AtomicU64,
    waits: AtomicU64,
    waited_micros: AtomicU64,
    penalties: AtomicU64,
}

#[derive(Debug, Default)]
struct State {
    /// When the calls of the last hour were granted, oldest first.
    granted: VecDeque<Instant>,
    /// No call before this: the server said so.
    blocked_until: Option<Instant>,
}

impl CallLimiter {
    /// A limiter for `budget`; a budget of 0 is taken as 1, since 0 would never grant a call.
    pub fn new(budget: Budget) -> Self {
        Self {
            budget: Budget {
                per_minute: budget.per_minute.max(1),
                per_hour: budget.per_hour.max(1),
            },
            state: Mutex::new(State::default()),
            queue: tokio::sync::Mutex::new(()),
            calls: AtomicU64::new(0),
            waits: AtomicU64::new(0),
            waited_micros: AtomicU64::new(0),
            penalties: AtomicU64::new(0),
        }
    }

    /// The budget it keeps.
    pub fn budget(&self) -> Budget {
        self.budget
    }

    /// Waits until one more call keeps within the budget and any penalty is over, then counts
    /// that call as made now. Returns how long it waited. Cancel-safe: a caller dropped while
    /// waiting takes no slot.
    pub async fn acquire(&self) -> Duration {
        let started = Instant::now();
        let _turn = self.queue.lock().await;
        // Whether this caller waited: time passes between any two readings of the clock, so
        // the elapsed time alone would count every call as a wait.
        let mut slept = started.elapsed() > QUEUE_PATIENCE;
        loop {
            let now = Instant::now();
            let ready_at = {
                let mut state = self.lock();
                match self.next_slot(&mut state, now) {
                    None => {
                        state.granted.push_back(now);
                        None
                    }
                    Some(at) => Some(at),
                }
            };
            match ready_at {
                None => break,
                // Checked again after the sleep: a penalty may have come in meanwhile.
                Some(at) => {
                    slept = true;
                    tokio::time::sleep_until(at).await;
                }
            }
        }
        self.calls.fetch_add(1, Ordering::Relaxed);
        if !slept {
            return Duration::ZERO;
        }
        let waited = started.elapsed();
        self.waits.fetch_add(1, Ordering::Relaxed);
        let micros = u64::try_from(waited.as_micros()).unwrap_or(u64::MAX);
        self.waited_micros.fetch_add(micros, Ordering::Relaxed);
        waited
    }

    /// The server refused a call for its rate: no call goes out until `wait` plus
    /// [`PENALTY_MARGIN`] from now (a later penalty already in force stands).
    pub fn penalise(&self, wait: Duration) {
        let until = Instant::now() + wait + PENALTY_MARGIN;
        let mut state = self.lock();
        state.blocked_until = Some(state.blocked_until.map_or(until, |b| b.max(until)));
        self.penalties.fetch_add(1, Ordering::Relaxed);
    }

    /// Waits out a penalty without taking a slot: for calls the server does not count (the
    /// Attachment port) that were refused for the rate all the same.
    pub async fn wait_out_penalty(&self) {
        let until = self.lock().blocked_until;
        if let Some(until) = until {
            tokio::time::sleep_until(until).await;
        }
    }

    /// What the limiter has done so far.
    pub fn stats(&self) -> LimiterStats {
        LimiterStats {
            calls: self.calls.load(Ordering::Relaxed),
            waits: self.waits.load(Ordering::Relaxed),
            waited: Duration::from_micros(self.waited_micros.load(Ordering::Relaxed)),
            penalties: self.penalties.load(Ordering::Relaxed),
        }
    }

    /// `None` if a call may go out at `now`; otherwise the earliest instant it may.
    fn next_slot(&self, state: &mut State, now: Instant) -> Option<Instant> {
        // Calls older than an hour no longer count in any span.
        while state
            .granted
            .front()
            .is_some_and(|t| now.duration_since(*t) >= HOUR)
        {
            state.granted.pop_front();
        }
        let mut ready = now;
        if let Some(until) = state.blocked_until {
            ready = ready.max(until);
        }
        let in_log = state.granted.len();
        let per_hour = usize::try_from(self.budget.per_hour).unwrap_or(usize::MAX);
        if in_log >= per_hour {
            // The call `per_hour` back must leave the hour span first.
            ready = ready.max(state.granted[in_log - per_hour] + HOUR);
        }
        let per_minute = usize::try_from(self.budget.per_minute).unwrap_or(usize::MAX);
        if in_log >= per_minute {
            ready = ready.max(state.granted[in_log - per_minute] + MINUTE);
        }
        (ready > now).then_some(ready)
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        // The state stays consistent even if a holder panicked: every change is one push or
        // one assignment.
        self.state
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

#[cfg(test)]
#[path = "limiter_tests.rs"]
mod tests;
