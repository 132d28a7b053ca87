//! SPEC 7.3 current user: `GET /api/users/active` → the signed-in user with name, email, role,
//! and for an Insurance user the company they work for.

use serde_json::Value;

use crate::helpers::*;
use test_support::snapshots::key;

/// `GET /api/users/active` with a valid token for the user with UID `uid` and `email`.
async fn active_user_answer(app: &TestApp, uid: i64, email: &str) -> reqwest::Response {
    let token = app.idp.sign(&app.idp.valid_claims(uid, email));
    app.get("/api/users/active", Some(&token)).await
}

#[actix_web::test]
async fn an_administrator_gets_their_own_record() {
    let app = TestApp::spawn().await;

    let response = app.get("/api/users/active", Some(&app.admin_token())).await;

    assert_eq!(response.status(), 200);
    let user: Value = response.json().await.unwrap();
    // Department staff work for no company: companyPk and companyName are null.
    insta::assert_json_snapshot!(user, {
        ".userPk" => key("admin", app.admin_pk()),
    });
}

#[actix_web::test]
async fn an_insurance_user_may_read_their_own_record_with_their_company() {
    let app = TestApp::spawn().await;

    let response = active_user_answer(&app, INSURER_UID, INSURER_EMAIL).await;

    assert_eq!(response.status(), 200);
    let user: Value = response.json().await.unwrap();
    insta::assert_json_snapshot!(user, {
        ".companyPk" => key("insurer's company", app.insurer_company()),
    });
}

#[actix_web::test]
async fn a_token_without_uid_is_matched_by_email_ignoring_case() {
    let app = TestApp::spawn().await;
    let mut claims = app.idp.valid_claims(0, &ADMIN_EMAIL.to_uppercase());
    claims.as_object_mut().unwrap().remove("uid");

    let response = app
        .get("/api/users/active", Some(&app.idp.sign(&claims)))
        .await;

    assert_eq!(response.status(), 200);
    assert_eq!(response.json::<Value>().await.unwrap()["umdId"], ADMIN_UID);
}

#[actix_web::test]
async fn an_inactive_staff_user_is_forbidden() {
    let app = TestApp::spawn().await;

    let response = active_user_answer(&app, INACTIVE_UID, INACTIVE_EMAIL).await;

    assert_eq!(response.status(), 403);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["error"]["code"], "forbidden");
}

#[actix_web::test]
async fn a_valid_token_for_someone_without_a_staff_record_is_forbidden() {
    let app = TestApp::spawn().await;

    let response = active_user_answer(&app, 999_999, "stranger@example.org").await;

    assert_eq!(response.status(), 403);
}

#[actix_web::test]
async fn health_endpoints_need_no_token() {
    let app = TestApp::spawn().await;

    assert_eq!(app.get("/healthz", None).await.status(), 200);
    assert_eq!(app.get("/readyz", None).await.status(), 200);
}
