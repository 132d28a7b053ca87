//! Waiting for what a test checks, never for a fixed time: [`until`] asks again until the
//! answer comes, and fails the test with what it waited for when it does not.

use std::time::{Duration, Instant};

/// How long a test waits for something that normally takes milliseconds: long enough for a
/// loaded machine, short enough that a hang fails the test rather than the whole run.
pub const PATIENCE: Duration = Duration::from_secs(20);

/// Between two asks. The ask is the subject, not the pause: a shorter one only spends CPU.
const ASK_AGAIN_AFTER: Duration = Duration::from_millis(10);

/// Calls `check` until it gives `Some` and returns that; panics naming `what` when
/// [`PATIENCE`] has passed.
pub async fn until<T>(what: &str, check: impl AsyncFnMut() -> Option<T>) -> T {
    until_within(what, PATIENCE, check).await
}

/// As [`until`], failing after `within`.
pub async fn until_within<T>(
    what: &str,
    within: Duration,
    mut check: impl AsyncFnMut() -> Option<T>,
) -> T {
    let started = Instant::now();
    loop {
        if let Some(found) = check().await {
            return found;
        }
        assert!(
            started.elapsed() < within,
            "waited {within:?} for {what} in vain"
        );
        tokio::time::sleep(ASK_AGAIN_AFTER).await;
    }
}
