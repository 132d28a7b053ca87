//! Retrying a request: which failures may pass on another attempt, and how long to wait
//! (exponential backoff with jitter, bounded attempts).

use std::future::Future;
use std::time::Duration;

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
    /// The wait before retry number `retry` (0 for the first): `base · 2^retry`, capped, then a
    /// random point in its upper half so that replicas do not retry in step. A `Retry-After`
    /// from the source is honoured up to four times the cap.
    fn delay(&self, retry: u32, retry_after: Option<Duration>) -> Duration {
        let exponential = self
            .base
            .saturating_mul(2u32.saturating_pow(retry))
            .min(self.max);
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
    pub(super) async fn run<T, F, Fut>(&self, what: &str, mut attempt: F) -> Result<T, SourceError>
    where
        F: FnMut() -> Fut,
        Fut: Future<Output = Result<T, Failure>>,
    {
        let mut retry = 0;
        loop {
            match attempt().await {
                Ok(value) => return Ok(value),
                Err(Failure::Final(error)) => return Err(error),
                Err(Failure::Transient {
                    reason,
                    retry_after,
                    corrupt,
                }) => {
                    if retry >= self.retries {
                        let attempts = retry + 1;
                        let message = format!("{reason} (gave up after {attempts} attempts)");
                        tracing::warn!(request = what, attempts, %reason, "giving up on the rate-filing source");
                        return Err(if corrupt {
                            SourceError::Malformed(message)
                        } else {
                            SourceError::Unavailable(message)
                        });
                    }
                    let wait = self.delay(retry, retry_after);
                    tracing::info!(
                        request = what,
                        attempt = retry + 1,
                        wait_ms = u64::try_from(wait.as_millis()).unwrap_or(u64::MAX),
                        %reason,
                        "retrying the rate-filing source"
                    );
                    tokio::time::sleep(wait).await;
                    retry += 1;
                }
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
    use super::*;

    #[test]
    fn waits_grow_and_stay_under_the_cap() {
        let policy = RetryPolicy {
            retries: 5,
            base: Duration::from_millis(100),
            max: Duration::from_millis(1_000),
        };
        let first = policy.delay(0, None);
        let third = policy.delay(2, None);
        let tenth = policy.delay(9, None);
        assert!(first >= Duration::from_millis(50) && first <= Duration::from_millis(100));
        assert!(third >= Duration::from_millis(200) && third <= Duration::from_millis(400));
        assert!(tenth >= Duration::from_millis(500) && tenth <= Duration::from_millis(1_000));
    }

    #[test]
    fn retry_after_is_honoured_within_reason() {
        let policy = RetryPolicy {
            retries: 1,
            base: Duration::from_millis(10),
            max: Duration::from_millis(100),
        };
        assert_eq!(
            policy.delay(0, Some(Duration::from_secs(60))),
            Duration::from_millis(400)
        );
    }
}
