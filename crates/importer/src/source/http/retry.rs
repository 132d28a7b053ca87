//! Retrying a request: which failures may pass on another attempt, and how long to wait
//! (exponential backoff with jitter, bounded attempts). backon runs the attempts; the
//! policy here decides what is retried, the jitter and the messages.

use std::future::Future;
use std::time::Duration;

use backon::{ExponentialBuilder, Retryable};
use rand::Rng;

use crate::source::SourceError;

/// Why one attempt failed.
#[derive(Debug)]
pub(super) enum Failure {
    /// Another attempt may succeed: connection error, timeout, 5xx, 408/429, a body cut off
    /// or corrupted in transit.
    Transient {
        /// What happened, for the log and the final error.
        reason: String,
        /// The wait the source asked for (`Retry-After`).
        retry_after: Option<Duration>,
        /// The bytes arrived but were wrong (cut JSON, checksum): reported as
        /// [`SourceError::Malformed`] when every attempt fails, not as unavailable.
        corrupt: bool,
    },
    /// Another attempt would get the same answer.
    Final(SourceError),
}

impl Failure {
    /// A transport failure worth another attempt.
    pub(super) fn transient(reason: impl Into<String>) -> Self {
        Self::Transient {
            reason: reason.into(),
            retry_after: None,
            corrupt: false,
        }
    }

    /// Bytes that arrived wrong; worth another attempt.
    pub(super) fn corrupt(reason: impl Into<String>) -> Self {
        Self::Transient {
            reason: reason.into(),
            retry_after: None,
            corrupt: true,
        }
    }

    /// An answer that does not follow the contract; not retried.
    pub(super) fn malformed(reason: impl Into<String>) -> Self {
        Self::Final(SourceError::Malformed(reason.into()))
    }

    /// A failure of sending the request or reading its answer.
    pub(super) fn from_reqwest(what: &str, error: reqwest::Error) -> Self {
        let kind = if error.is_timeout() {
            "timed out"
        } else if error.is_connect() {
            "could not connect"
        } else if error.is_body() || error.is_decode() {
            "the answer was cut off"
        } else {
            "the request failed"
        };
        // `{:#}`: the error and its causes on one line (reqwest's own message hides the cause).
        Self::transient(format!("{what}: {kind}: {:#}", anyhow::Error::new(error)))
    }
}

/// How many times and how patiently a request is tried.
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
    /// The exponential waits, `base · 2^retry` capped at `max`, one per retry.
    fn backoff(&self) -> ExponentialBuilder {
        ExponentialBuilder::new()
            .with_min_delay(self.base)
            .with_max_delay(self.max)
            .with_max_times(usize::try_from(self.retries).unwrap_or(usize::MAX))
    }

    /// The wait before a retry whose exponential wait is `exponential`: a random point in its
    /// upper half so that replicas do not retry in step (backon's own jitter would add up to
    /// the whole wait on top, past the cap). A `Retry-After` from the source is honoured up to
    /// four times the cap.
    fn wait(&self, exponential: Duration, retry_after: Option<Duration>) -> Duration {
        // backon starts at `base` even when it is over the cap.
        let exponential = exponential.min(self.max);
        let millis = u64::try_from(exponential.as_millis()).unwrap_or(u64::MAX);
        let jittered = if millis > 1 {
            Duration::from_millis(rand::rng().random_range(millis / 2..=millis))
        } else {
            exponential
        };
        match retry_after {
            Some(asked) => jittered.max(asked.min(self.max.saturating_mul(4))),
            None => jittered,
        }
    }

    /// Runs `attempt` until it succeeds, fails for good, or the retries are spent. `what`
    /// names the request in logs.
    pub(super) async fn run<T, F, Fut>(&self, what: &str, attempt: F) -> Result<T, SourceError>
    where
        F: FnMut() -> Fut,
        Fut: Future<Output = Result<T, Failure>>,
    {
        let mut failed: u32 = 0;
        let outcome = attempt
            .retry(self.backoff())
            .when(|failure| matches!(failure, Failure::Transient { .. }))
            .adjust(|failure, exponential| {
                let retry_after = match failure {
                    Failure::Transient { retry_after, .. } => *retry_after,
                    Failure::Final(_) => None,
                };
                exponential.map(|exponential| self.wait(exponential, retry_after))
            })
            .notify(|failure, wait| {
                failed += 1;
                if let Failure::Transient { reason, .. } = failure {
                    tracing::info!(
                        request = what,
                        attempt = failed,
                        wait_ms = u64::try_from(wait.as_millis()).unwrap_or(u64::MAX),
                        %reason,
                        "retrying the rate-filing source"
                    );
                }
            })
            .await;
        match outcome {
            Ok(value) => Ok(value),
            Err(Failure::Final(error)) => Err(error),
            Err(Failure::Transient {
                reason, corrupt, ..
            }) => {
                let attempts = failed + 1;
                let message = format!("{reason} (gave up after {attempts} attempts)");
                tracing::warn!(request = what, attempts, %reason, "giving up on the rate-filing source");
                Err(if corrupt {
                    SourceError::Malformed(message)
                } else {
                    SourceError::Unavailable(message)
                })
            }
        }
    }
}

/// The wait a `Retry-After: <seconds>` header asks for (the date form is not used by sources
/// of this contract and is ignored).
pub(super) fn retry_after(headers: &reqwest::header::HeaderMap) -> Option<Duration> {
    headers
        .get(reqwest::header::RETRY_AFTER)?
        .to_str()
        .ok()?
        .trim()
        .parse::<u64>()
        .ok()
        .map(Duration::from_secs)
}

#[cfg(test)]
mod tests {
    use backon::BackoffBuilder;

    use super::*;

    /// The waits `run` sleeps, without the source's `Retry-After`.
    fn waits(policy: &RetryPolicy) -> Vec<Duration> {
        policy
            .backoff()
            .build()
            .map(|exponential| policy.wait(exponential, None))
            .collect()
    }

    #[test]
    fn waits_grow_and_stay_under_the_cap_one_per_retry() {
        let policy = RetryPolicy {
            retries: 10,
            base: Duration::from_millis(100),
            max: Duration::from_millis(1_000),
        };

        let waits = waits(&policy);

        assert_eq!(waits.len(), 10);
        let (first, third, tenth) = (waits[0], waits[2], waits[9]);
        assert!(first >= Duration::from_millis(50) && first <= Duration::from_millis(100));
        assert!(third >= Duration::from_millis(200) && third <= Duration::from_millis(400));
        assert!(tenth >= Duration::from_millis(500) && tenth <= Duration::from_millis(1_000));
    }

    #[test]
    fn a_base_over_the_cap_waits_the_cap() {
        let policy = RetryPolicy {
            retries: 2,
            base: Duration::from_secs(5),
            max: Duration::from_secs(1),
        };

        assert!(waits(&policy).iter().all(|w| *w <= policy.max));
    }

    #[test]
    fn retry_after_is_honoured_within_reason() {
        let policy = RetryPolicy {
            retries: 1,
            base: Duration::from_millis(10),
            max: Duration::from_millis(100),
        };
        assert_eq!(
            policy.wait(policy.base, Some(Duration::from_secs(60))),
            Duration::from_millis(400)
        );
    }
}
