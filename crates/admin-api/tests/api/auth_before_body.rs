//! Authentication before the body: every route that reads a
//! body answers who is calling (401) and whether they may (403, XSRF included) before it reads
//! or checks the body, so a caller without rights learns nothing from validation messages.

use crate::helpers::{Caller, TestApp, XsrfMode};
use crate::routes_table::{Route, refusal_problem, routes, send_body};

/// Sends a malformed body to every route that reads one, as `caller` with `xsrf`, and panics
/// naming each route not refused with `want` (routes `skip` says are left out).
async fn assert_refused_before_the_body(
    caller: Caller,
    xsrf: XsrfMode,
    want: u16,
    skip: impl Fn(&Route) -> bool,
) {
    let app = TestApp::spawn().await;
    let token = app.token_for(caller);
    let mut wrong = Vec::new();
    for route in routes().iter().filter(|r| r.takes_body() && !skip(r)) {
        let response = send_body(&app, route, token.as_deref(), xsrf, true).await;
        if let Some(problem) = refusal_problem(response, want).await {
            wrong.push(format!("{} {} → {problem}", route.method, route.path));
        }
    }
    assert!(
        wrong.is_empty(),
        "{caller:?}, malformed body:\n{}",
        wrong.join("\n")
    );
}

#[actix_web::test]
async fn a_bad_token_with_a_malformed_body_is_401() {
    assert_refused_before_the_body(Caller::Forged, XsrfMode::Matching, 401, |_| false).await;
    assert_refused_before_the_body(Caller::Anonymous, XsrfMode::Matching, 401, |_| false).await;
}

#[actix_web::test]
async fn an_insurer_with_a_malformed_body_is_403() {
    assert_refused_before_the_body(Caller::Insurer, XsrfMode::Matching, 403, |r| r.insurer_may)
        .await;
}

#[actix_web::test]
async fn an_inactive_user_with_a_malformed_body_is_403() {
    assert_refused_before_the_body(Caller::Inactive, XsrfMode::Matching, 403, |_| false).await;
}

#[actix_web::test]
async fn a_missing_xsrf_header_with_a_malformed_body_is_403() {
    assert_refused_before_the_body(Caller::Admin, XsrfMode::Absent, 403, |_| false).await;
}
