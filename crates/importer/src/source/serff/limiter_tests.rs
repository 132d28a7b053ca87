//! The limiter against the server's own counting, with tokio's clock paused (sleeps end at once,
//! and the clock moves by exactly what was slept).

use std::sync::Arc;

use super::*;

const SECOND: Duration = Duration::from_secs(1);

fn limiter(per_minute: u32, per_hour: u32) -> CallLimiter {
    CallLimiter::new(Budget {
        per_minute,
        per_hour,
    })
}

/// The server of reference §3: fixed windows of a minute and an hour, each anchored at the
/// first call after the previous one expired; a call over either limit is refused.
struct Server {
    limits: Budget,
    minute: Option<(Instant, u32)>,
    hour: Option<(Instant, u32)>,
}

impl Server {
    fn new(limits: Budget) -> Self {
        Self {
            limits,
            minute: None,
            hour: None,
        }
    }

    fn call(&mut self, at: Instant) -> bool {
        let count = |window: &mut Option<(Instant, u32)>, length: Duration, limit: u32| {
            let (anchor, calls) = match *window {
                Some((anchor, calls)) if at < anchor + length => (anchor, calls),
                _ => (at, 0),
            };
            *window = Some((anchor, calls + 1));
            calls < limit
        };
        let minute_ok = count(&mut self.minute, MINUTE, self.limits.per_minute);
        let hour_ok = count(&mut self.hour, HOUR, self.limits.per_hour);
        minute_ok && hour_ok
    }
}

/// How many of `times` fall in `[from, from + length)`.
fn within(times: &[Instant], from: Instant, length: Duration) -> usize {
    times
        .iter()
        .filter(|t| **t >= from && **t < from + length)
        .count()
}

#[tokio::test(start_paused = true)]
async fn the_minute_budget_is_spent_then_the_next_call_waits_for_the_first_to_age() {
    let limiter = limiter(3, 100);
    let start = Instant::now();

    for _ in 0..3 {
        assert_eq!(limiter.acquire().await, Duration::ZERO);
    }
    let waited = limiter.acquire().await;

    assert_eq!(waited, MINUTE);
    assert_eq!(start.elapsed(), MINUTE);
}

#[tokio::test(start_paused = true)]
async fn no_span_of_a_minute_or_an_hour_holds_more_than_the_budget() {
    let limiter = limiter(5, 20);
    let mut granted = Vec::new();

    for i in 0..70 {
        limiter.acquire().await;
        granted.push(Instant::now());
        // Irregular gaps between calls, as real work makes them.
        tokio::time::sleep(Duration::from_millis(137 * (i % 7))).await;
    }

    for t in &granted {
        assert!(within(&granted, *t, MINUTE) <= 5);
        assert!(within(&granted, *t, HOUR) <= 20);
    }
    let last = granted.last().copied().unwrap_or_else(Instant::now);
    // 70 calls at 20 an hour take over three hours: the budget is used, not wasted.
    assert!(last.duration_since(granted[0]) >= 3 * HOUR);
    assert!(last.duration_since(granted[0]) < 3 * HOUR + 10 * MINUTE);
}

#[tokio::test(start_paused = true)]
async fn the_servers_fixed_windows_never_refuse_a_call() {
    // The server's limits set to the budget itself, so that the check is strict.
    let budget = Budget {
        per_minute: 7,
        per_hour: 40,
    };
    let limiter = CallLimiter::new(budget);
    let mut server = Server::new(budget);

    for i in 0..300_u64 {
        limiter.acquire().await;
        assert!(server.call(Instant::now()), "call {i} refused");
        tokio::time::sleep(Duration::from_millis(911 * (i % 5))).await;
    }
}

#[tokio::test(start_paused = true)]
async fn calls_the_server_counted_before_the_run_are_covered_by_the_margin() {
    // An earlier run anchored the server's windows and spent part of the minute: the default
    // budget keeps 10 calls a minute and 100 an hour below the server's 60 and 1,000.
    let limiter = CallLimiter::new(Budget::default());
    let mut server = Server::new(Budget {
        per_minute: 60,
        per_hour: 1_000,
    });
    for earlier in (1..=10).rev() {
        server.call(Instant::now() - Duration::from_secs(5 * earlier));
    }

    for i in 0..2_000 {
        limiter.acquire().await;
        assert!(server.call(Instant::now()), "call {i} refused");
    }
}

#[tokio::test(start_paused = true)]
async fn a_penalty_holds_every_caller_until_it_ends_plus_the_margin() {
    let limiter = Arc::new(limiter(50, 900));
    let start = Instant::now();

    limiter.penalise(Duration::from_millis(41_250));
    let callers: Vec<_> = (0..3)
        .map(|_| {
            let limiter = Arc::clone(&limiter);
            tokio::spawn(async move {
                limiter.acquire().await;
                Instant::now()
            })
        })
        .collect();

    for caller in callers {
        let granted = caller.await.expect("the caller finishes");
        assert_eq!(granted.duration_since(start), Duration::from_millis(41_750));
    }
    assert_eq!(limiter.stats().penalties, 1);
}

#[tokio::test(start_paused = true)]
async fn a_shorter_penalty_does_not_cut_a_longer_one_short() {
    let limiter = limiter(50, 900);
    let start = Instant::now();

    limiter.penalise(10 * SECOND);
    limiter.penalise(SECOND);
    limiter.acquire().await;

    assert_eq!(start.elapsed(), Duration::from_millis(10_500));
}

#[tokio::test(start_paused = true)]
async fn a_penalty_during_a_wait_is_honoured() {
    let limiter = Arc::new(limiter(1, 900));
    limiter.acquire().await;
    let start = Instant::now();
    let waiting = {
        let limiter = Arc::clone(&limiter);
        tokio::spawn(async move { limiter.acquire().await })
    };

    tokio::time::sleep(10 * SECOND).await;
    limiter.penalise(90 * SECOND);
    waiting.await.expect("the caller finishes");

    assert_eq!(start.elapsed(), Duration::from_millis(100_500));
}

#[tokio::test(start_paused = true)]
async fn waiting_callers_are_served_in_turn() {
    let limiter = Arc::new(limiter(1, 900));
    limiter.acquire().await;
    let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel();

    for caller in 0..3 {
        let (limiter, tx) = (Arc::clone(&limiter), tx.clone());
        tokio::spawn(async move {
            limiter.acquire().await;
            let _ = tx.send(caller);
        });
        // Let it queue before the next one starts.
        tokio::task::yield_now().await;
    }
    drop(tx);
    let mut order = Vec::new();
    while let Some(caller) = rx.recv().await {
        order.push(caller);
    }

    assert_eq!(order, vec![0, 1, 2]);
}

#[tokio::test(start_paused = true)]
async fn a_caller_that_gives_up_takes_no_slot() {
    let limiter = limiter(1, 900);
    limiter.acquire().await;

    let gave_up = tokio::time::timeout(SECOND, limiter.acquire()).await;
    let start = Instant::now();
    limiter.acquire().await;

    assert!(gave_up.is_err());
    assert_eq!(start.elapsed(), MINUTE - SECOND);
    assert_eq!(limiter.stats().calls, 2);
}

#[tokio::test(start_paused = true)]
async fn stats_count_calls_waits_and_time_waited() {
    let limiter = limiter(2, 900);

    for _ in 0..5 {
        limiter.acquire().await;
    }
    limiter.penalise(SECOND);

    assert_eq!(
        limiter.stats(),
        LimiterStats {
            calls: 5,
            waits: 2,
            waited: 2 * MINUTE,
            penalties: 1
        }
    );
}

#[tokio::test(start_paused = true)]
async fn uncounted_calls_wait_out_a_penalty_without_taking_a_slot() {
    let limiter = limiter(1, 900);
    let start = Instant::now();

    limiter.wait_out_penalty().await;
    assert_eq!(start.elapsed(), Duration::ZERO);
    limiter.penalise(UNHINTED_PENALTY);
    limiter.wait_out_penalty().await;

    assert_eq!(start.elapsed(), UNHINTED_PENALTY + PENALTY_MARGIN);
    assert_eq!(limiter.stats().calls, 0);
    assert_eq!(limiter.acquire().await, Duration::ZERO);
}

#[test]
fn a_zero_budget_is_taken_as_one() {
    assert_eq!(
        limiter(0, 0).budget(),
        Budget {
            per_minute: 1,
            per_hour: 1
        }
    );
}
