//! Missing or wrong XSRF (SPEC 9): a valid token with an `X-XSRF-TOKEN`
//! header that does not equal the `XSRF-TOKEN` cookie, or either one alone, is 403 in the JSON
//! envelope on every state-changing route; reads ignore XSRF and are let through. (Neither one
//! at all is in access.rs.)

use crate::helpers::{Caller, TestApp, XsrfMode};
use crate::routes_table::{Route, assert_every_route};

/// Every state-changing route refuses the administrator sending `xsrf`; reads let it through.
async fn changes_refused(xsrf: XsrfMode) {
    let app = TestApp::spawn().await;
    let token = app.token_for(Caller::Admin);

    assert_every_route(
        &app,
        &format!("administrator, {xsrf:?}"),
        token.as_deref(),
        xsrf,
        |route: &Route| route.changes_state.then_some(403),
    )
    .await;
}

#[actix_web::test]
async fn a_header_that_differs_from_the_cookie_is_403_on_every_change() {
    changes_refused(XsrfMode::WrongHeader).await;
}

#[actix_web::test]
async fn a_header_without_the_cookie_is_403_on_every_change() {
    changes_refused(XsrfMode::HeaderOnly).await;
}

#[actix_web::test]
async fn a_cookie_without_the_header_is_403_on_every_change() {
    changes_refused(XsrfMode::CookieOnly).await;
}

#[actix_web::test]
async fn an_insurance_user_with_a_wrong_header_is_403_on_their_upload_too() {
    let app = TestApp::spawn().await;
    let token = app.token_for(Caller::Insurer);

    // Their one read (users/active) passes; everything else is 403: the upload for the XSRF
    // header, the rest for the role.
    assert_every_route(
        &app,
        "insurer, wrong XSRF header",
        token.as_deref(),
        XsrfMode::WrongHeader,
        |route: &Route| (!route.insurer_may || route.changes_state).then_some(403),
    )
    .await;
}

#[actix_web::test]
async fn the_upload_refusal_is_for_the_header_not_the_role() {
    let app = TestApp::spawn().await;
    let token = app.token_for(Caller::Insurer);
    let path = format!("/api/provider/upload/{}", app.insurer_company());

    let response = app
        .request_with(
            reqwest::Method::POST,
            &path,
            token.as_deref(),
            XsrfMode::WrongHeader,
        )
        .multipart(reqwest::multipart::Form::new().part(
            "file",
            reqwest::multipart::Part::bytes(b"x".to_vec()).file_name("rates.xls"),
        ))
        .send()
        .await
        .unwrap();

    assert_eq!(response.status(), 403);
    let body: serde_json::Value = response.json().await.unwrap();
    let message = body["error"]["message"].as_str().unwrap();
    assert!(message.contains("X-XSRF-TOKEN"), "{message}");
}
