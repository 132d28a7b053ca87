//! The waits between attempts of a call, as the JSON client has them (`source::http::retry`):
//! backon's exponential series from `base`, capped at `max`, one wait per retry, each a random
//! point in the upper half of its step so that replicas do not retry in step. The attempt loop
//! itself is the client's, because call-rate faults repeat a call without spending a retry.

use std::time::Duration;

use backon::{BackoffBuilder, ExponentialBuilder};
use rand::Rng;

/// How many times and how patiently a call is retried.
#[derive(Debug, Clone, Copy)]
pub(super) struct RetryPolicy {
    /// Retries after the first attempt.
    pub retries: u32,
    /// Wait before the first retry.
    pub base: Duration,
    /// Longest wait.
    pub max: Duration,
}

impl RetryPolicy {
    /// The waits before each retry of one call, jittered; `None` once the retries are spent.
    pub(super) fn waits(&self) -> impl Iterator<Item = Duration> + use<> {
        let max = self.max;
        ExponentialBuilder::new()
            .with_min_delay(self.base)
            .with_max_delay(self.max)
            .with_max_times(usize::try_from(self.retries).unwrap_or(usize::MAX))
            .build()
            .map(move |exponential| jitter(exponential.min(max)))
    }
}

/// A random wait in `[wait / 2, wait]`.
fn jitter(wait: Duration) -> Duration {
    let millis = u64::try_from(wait.as_millis()).unwrap_or(u64::MAX);
    if millis > 1 {
        Duration::from_millis(rand::rng().random_range(millis / 2..=millis))
    } else {
        wait
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn waits_grow_stay_under_the_cap_and_stop_with_the_retries() {
        let policy = RetryPolicy {
            retries: 6,
            base: Duration::from_millis(100),
            max: Duration::from_millis(1_000),
        };

        let waits: Vec<Duration> = policy.waits().collect();

        assert_eq!(waits.len(), 6);
        assert!(waits[0] >= Duration::from_millis(50) && waits[0] <= Duration::from_millis(100));
        assert!(waits[2] >= Duration::from_millis(200) && waits[2] <= Duration::from_millis(400));
        assert!(waits.iter().all(|w| *w <= policy.max));
    }

    #[test]
    fn no_retries_means_no_waits() {
        let policy = RetryPolicy {
            retries: 0,
            base: Duration::from_millis(100),
            max: Duration::from_secs(1),
        };

        assert_eq!(policy.waits().count(), 0);
    }
}
