//! Token checks, roles and XSRF: the same matrix on every route of SPEC 7.3.
//! Anonymous, forged, expired and wrong-audience tokens get 401 ("sign in again"); an inactive
//! staff member gets 403; an Insurance user gets 403 except on `users/active` and the rates
//! upload for their own company; a state-changing call without a matching XSRF header gets
//! 403; the administrator with XSRF passes every guard. The one public call,
//! `sign-in-settings`, is outside the matrix (`sign_in_settings.rs`).

use crate::helpers::{Caller, TestApp, XsrfMode};
use crate::routes_table::Route;

/// Runs the route table as `caller`, with a matching XSRF cookie and header or none, and
/// checks each answer's status and envelope.
async fn assert_every_route(caller: Caller, xsrf: bool, expected: impl Fn(&Route) -> Option<u16>) {
    let app = TestApp::spawn().await;
    let token = app.token_for(caller);
    let mode = if xsrf {
        XsrfMode::Matching
    } else {
        XsrfMode::Absent
    };
    crate::routes_table::assert_every_route(
        &app,
        &format!("{caller:?} (xsrf: {xsrf})"),
        token.as_deref(),
        mode,
        expected,
    )
    .await;
}

#[actix_web::test]
async fn anonymous_calls_are_401_on_every_route() {
    assert_every_route(Caller::Anonymous, true, |_| Some(401)).await;
}

#[actix_web::test]
async fn forged_tokens_are_401_on_every_route() {
    assert_every_route(Caller::Forged, true, |_| Some(401)).await;
}

#[actix_web::test]
async fn expired_tokens_are_401_on_every_route() {
    assert_every_route(Caller::Expired, true, |_| Some(401)).await;
}

#[actix_web::test]
async fn wrong_audience_tokens_are_401_on_every_route() {
    assert_every_route(Caller::WrongAudience, true, |_| Some(401)).await;
}

#[actix_web::test]
async fn inactive_staff_are_403_on_every_route() {
    assert_every_route(Caller::Inactive, true, |_| Some(403)).await;
}

#[actix_web::test]
async fn insurance_users_are_403_except_on_their_own_calls() {
    assert_every_route(Caller::Insurer, true, |route| {
        (!route.insurer_may).then_some(403)
    })
    .await;
}

#[actix_web::test]
async fn state_changing_calls_without_xsrf_are_403() {
    assert_every_route(Caller::Admin, false, |route| {
        route.changes_state.then_some(403)
    })
    .await;
}

#[actix_web::test]
async fn the_administrator_with_xsrf_passes_every_guard() {
    assert_every_route(Caller::Admin, true, |_| None).await;
}

#[actix_web::test]
async fn the_api_hands_out_an_xsrf_cookie_readable_by_the_page() {
    let app = TestApp::spawn().await;

    let response = app.admin_get("/api/users/active").await;

    let cookie = response
        .headers()
        .get_all("set-cookie")
        .iter()
        .map(|v| v.to_str().unwrap().to_owned())
        .find(|c| c.starts_with("XSRF-TOKEN="));
    let cookie = cookie.expect("an XSRF-TOKEN cookie");
    assert!(cookie.contains("Path=/"), "{cookie}");
    assert!(cookie.contains("SameSite=Strict"), "{cookie}");
    assert!(
        !cookie.to_lowercase().contains("httponly"),
        "the SPA must be able to read it: {cookie}"
    );
    let value = cookie
        .trim_start_matches("XSRF-TOKEN=")
        .split(';')
        .next()
        .unwrap();
    assert_eq!(value.len(), 64);
}
