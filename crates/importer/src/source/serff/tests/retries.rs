//! Failures that pass: server faults and 5xx answers retried with backoff, call-rate faults
//! waited out and the same call repeated, and where each of them stops.

use std::time::{Duration, Instant};

use wiremock::{MockServer, ResponseTemplate};

use super::query::{TWO_ROWS, query, query_error, query_error_with};
use super::*;
use crate::source::serff::{Operation, SerffError};

#[tokio::test]
async fn a_database_error_is_retried_until_it_passes() {
    let server = MockServer::start().await;
    let database_error = server_exception(2001, "database error");
    respond_first(&server, "queryFiling", database_error, 2).await;
    respond(&server, "queryFiling", ok(TWO_ROWS), 1).await;
    let client = client(options(&server));

    let answer = query(&client).await.expect("an answer");

    assert_eq!(answer.rows.len(), 2);
    assert_eq!(client.metrics().retries(Operation::QueryFiling), 2);
    assert_eq!(client.metrics().calls(Operation::QueryFiling), 3);
}

#[tokio::test]
async fn a_server_error_that_persists_fails_after_the_retries() {
    let error = query_error(server_exception(2007, "I/O"), 4).await;

    assert_matches!(
        error,
        SerffError::Server {
            code: 2007,
            attempts: 4,
            ..
        }
    );
}

#[tokio::test]
async fn server_codes_that_will_not_change_are_not_retried() {
    for code in [2004, 2005, 2000] {
        let error = query_error(server_exception(code, "no"), 1).await;

        assert_matches!(error, SerffError::Server { attempts: 1, .. });
    }
}

#[tokio::test]
async fn a_5xx_without_a_fault_is_retried() {
    let server = MockServer::start().await;
    respond_first(
        &server,
        "queryFiling",
        ResponseTemplate::new(503).set_body_string("<html>Service Unavailable</html>"),
        1,
    )
    .await;
    respond(&server, "queryFiling", ok(TWO_ROWS), 1).await;

    let answer = query(&client(options(&server))).await.expect("an answer");

    assert_eq!(answer.rows.len(), 2);
}

#[tokio::test]
async fn a_call_rate_fault_waits_the_hint_and_repeats_the_same_call() {
    let server = MockServer::start().await;
    respond_first(&server, "queryFiling", call_rate_exceeded(200), 1).await;
    respond(&server, "queryFiling", ok(TWO_ROWS), 1).await;
    let client = client(options(&server));
    let start = Instant::now();

    let answer = query(&client).await.expect("an answer");

    assert_eq!(answer.rows.len(), 2);
    assert!(
        start.elapsed() >= Duration::from_millis(700),
        "{:?}",
        start.elapsed()
    );
    let sent = bodies(&server, "queryFiling").await;
    assert_eq!(sent[0], sent[1]);
    assert_eq!(client.metrics().retries(Operation::QueryFiling), 0);
    assert_eq!(
        client.metrics().faults(Operation::QueryFiling, "call_rate"),
        1
    );
    assert_eq!(client.limiter().stats().penalties, 1);
    assert_eq!(client.metrics().throttle_waits(), 1);
}

#[tokio::test]
async fn code_1006_waits_without_a_hint() {
    let server = MockServer::start().await;
    on("queryFiling")
        .respond_with(client_exception(1006, "slow down"))
        .up_to_n_times(1)
        .mount(&server)
        .await;
    on("queryFiling")
        .respond_with(ok(TWO_ROWS))
        .mount(&server)
        .await;
    let mut options = options(&server);
    options.unhinted_rate_wait = Duration::from_millis(100);
    let start = Instant::now();

    let answer = query(&client(options)).await.expect("an answer");

    assert_eq!(answer.rows.len(), 2);
    assert!(start.elapsed() >= Duration::from_millis(600));
}

#[tokio::test]
async fn a_wait_too_long_or_too_many_refusals_is_throttled() {
    let error = query_error(call_rate_exceeded(3_600_000), 1).await;

    assert_matches!(error, SerffError::Throttled { wait, .. } if wait == Duration::from_secs(3600));

    let error =
        query_error_with(call_rate_exceeded(1), 3, |options| options.rate_repeats = 2).await;

    assert_matches!(error, SerffError::Throttled { .. });
}

#[tokio::test]
async fn a_retry_after_from_a_proxy_is_honoured() {
    let server = MockServer::start().await;
    respond_first(
        &server,
        "queryFiling",
        ResponseTemplate::new(503).insert_header("Retry-After", "1"),
        1,
    )
    .await;
    respond(&server, "queryFiling", ok(TWO_ROWS), 1).await;
    let mut options = options(&server);
    options.backoff_max = Duration::from_millis(300);
    let start = Instant::now();

    query(&client(options)).await.expect("an answer");

    // Asked for 1 s; honoured up to four times the longest backoff, 1.2 s.
    assert!(
        start.elapsed() >= Duration::from_secs(1),
        "{:?}",
        start.elapsed()
    );
}
