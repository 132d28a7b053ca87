//! A staff account is bound to the provider's subject (`iss` + `oid`, else
//! `sub`) at its first sign-in, and later sign-ins must present the same one, so an e-mail
//! changed or reused at the provider cannot take over another account. An Administrator can
//! reset the binding (`POST /api/users/{userId}/reset-sign-in`); the next sign-in binds anew.

use reqwest::Method;
use serde_json::{Value, json};

use crate::helpers::{
    ADMIN_EMAIL, ADMIN_UID, Caller, INSURER_EMAIL, INSURER_UID, TestApp, XsrfMode,
};

/// An Entra-style token: no `uid` claim, so the account is found by e-mail; `subject` as `sub`.
fn token_by_email(app: &TestApp, subject: &str, email: &str) -> String {
    let mut claims = app.idp.valid_claims(ADMIN_UID, email);
    claims["sub"] = json!(subject);
    claims.as_object_mut().unwrap().remove("uid");
    app.idp.sign(&claims)
}

/// An Entra token: `sub` is per application, `oid` the user's object id in the tenant.
fn entra_token(app: &TestApp, sub: &str, oid: &str, email: &str) -> String {
    let mut claims = app.idp.valid_claims(ADMIN_UID, email);
    claims["sub"] = json!(sub);
    claims["oid"] = json!(oid);
    claims.as_object_mut().unwrap().remove("uid");
    app.idp.sign(&claims)
}

async fn current_user(app: &TestApp, token: &str) -> (u16, Value) {
    let response = app.get("/api/users/active", Some(token)).await;
    let status = response.status().as_u16();
    (status, response.json().await.unwrap_or(Value::Null))
}

/// The binding of user `user_pk` as the Users screen reads it.
async fn sign_in_of(app: &TestApp, user_pk: i32) -> Value {
    let response = app
        .admin_get(&format!("/api/users/{user_pk}/sign-in"))
        .await;
    assert_eq!(response.status(), 200);
    response.json().await.unwrap()
}

fn insurer_pk(app: &TestApp) -> i32 {
    use db::schema::staff_users;
    use diesel::prelude::*;
    staff_users::table
        .filter(staff_users::umd_id.eq(INSURER_UID))
        .select(staff_users::user_pk)
        .first(&mut app.db.conn())
        .unwrap()
}

async fn reset(app: &TestApp, caller: Caller, xsrf: bool, user_pk: i32) -> reqwest::Response {
    app.request(
        Method::POST,
        &format!("/api/users/{user_pk}/reset-sign-in"),
        caller,
        xsrf,
    )
    .send()
    .await
    .unwrap()
}

#[actix_web::test]
async fn the_first_sign_in_binds_the_account_and_the_same_subject_signs_in_again() {
    // Arrange
    let app = TestApp::spawn().await;
    let admin_pk = app.admin_pk();
    assert_eq!(sign_in_of(&app, insurer_pk(&app)).await["bound"], false);
    let token = token_by_email(&app, "subject-of-marcus", INSURER_EMAIL);

    // Act
    let first = current_user(&app, &token).await;
    let again = current_user(&app, &token).await;

    // Assert
    assert_eq!(first.0, 200, "{}", first.1);
    assert_eq!(again.0, 200, "{}", again.1);
    let binding = sign_in_of(&app, insurer_pk(&app)).await;
    assert_eq!(binding["bound"], true, "{binding}");
    assert!(binding["boundAt"].is_string(), "{binding}");
    assert_eq!(sign_in_of(&app, admin_pk).await["bound"], true);
}

#[actix_web::test]
async fn the_same_e_mail_with_another_subject_is_refused_audited_and_the_account_stays_bound() {
    // Arrange: Marcus signs in; then his e-mail shows up at the provider on someone else.
    let app = TestApp::spawn().await;
    let marcus = token_by_email(&app, "subject-of-marcus", INSURER_EMAIL);
    assert_eq!(current_user(&app, &marcus).await.0, 200);
    let before = app.audit_entries().len();

    // Act
    let (status, body) =
        current_user(&app, &token_by_email(&app, "someone-else", INSURER_EMAIL)).await;

    // Assert
    assert_eq!(status, 403, "{body}");
    assert_eq!(body["error"]["code"], "forbidden");
    let message = body["error"]["message"].as_str().unwrap();
    assert!(
        message.contains("another sign-in") && message.contains("administrator"),
        "{message}"
    );
    let entries = app.audit_entries();
    assert_eq!(entries.len(), before + 1);
    let (action, entity, id, actor) = entries.last().unwrap();
    assert_eq!(
        (action.as_str(), entity.as_str(), id.clone(), *actor),
        (
            "user.sign_in_refused",
            "user",
            Some(insurer_pk(&app).to_string()),
            None
        )
    );
    assert_eq!(current_user(&app, &marcus).await.0, 200);
}

#[actix_web::test]
async fn a_matching_uid_with_another_subject_is_refused_too() {
    // Arrange
    let app = TestApp::spawn().await;
    assert_eq!(
        app.get("/api/users/active", Some(&app.admin_token()))
            .await
            .status(),
        200
    );
    let mut claims = app
        .idp
        .valid_claims(ADMIN_UID, "other@insurance.lakeland.example");
    claims["sub"] = json!("not-dana");

    // Act
    let (status, body) = current_user(&app, &app.idp.sign(&claims)).await;

    // Assert
    assert_eq!(status, 403, "{body}");
}

#[actix_web::test]
async fn entra_accounts_are_bound_to_the_object_id_not_the_per_app_subject() {
    // Arrange
    let app = TestApp::spawn().await;
    let first = entra_token(&app, "pairwise-1", "oid-of-marcus", INSURER_EMAIL);
    assert_eq!(current_user(&app, &first).await.0, 200);

    // Act: the same person through another app registration (another `sub`), and someone else.
    let same_person = entra_token(&app, "pairwise-2", "oid-of-marcus", INSURER_EMAIL);
    let someone_else = entra_token(&app, "pairwise-1", "oid-of-someone", INSURER_EMAIL);

    // Assert
    assert_eq!(current_user(&app, &same_person).await.0, 200);
    assert_eq!(current_user(&app, &someone_else).await.0, 403);
}

#[actix_web::test]
async fn a_bound_identity_presenting_another_users_e_mail_is_still_its_own_account() {
    // Arrange: Dana signs in, then her e-mail at the provider is changed to Marcus's.
    let app = TestApp::spawn().await;
    assert_eq!(
        current_user(&app, &token_by_email(&app, "100001", ADMIN_EMAIL))
            .await
            .0,
        200
    );

    // Act
    let (status, body) = current_user(&app, &token_by_email(&app, "100001", INSURER_EMAIL)).await;

    // Assert: she is Dana, and Marcus's account was not bound to her.
    assert_eq!(status, 200);
    assert_eq!(body["userPk"], app.admin_pk());
    assert_eq!(sign_in_of(&app, insurer_pk(&app)).await["bound"], false);
}

#[actix_web::test]
async fn after_an_administrator_resets_the_binding_the_next_sign_in_binds_anew() {
    // Arrange: Marcus's account is bound to his old identity.
    let app = TestApp::spawn().await;
    let marcus_pk = insurer_pk(&app);
    let old = token_by_email(&app, "old-subject", INSURER_EMAIL);
    let new = token_by_email(&app, "new-subject", INSURER_EMAIL);
    assert_eq!(current_user(&app, &old).await.0, 200);
    assert_eq!(current_user(&app, &new).await.0, 403);

    // Act
    let response = reset(&app, Caller::Admin, true, marcus_pk).await;

    // Assert
    assert_eq!(response.status(), 200);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["userPk"], marcus_pk);
    assert_eq!(body["bound"], false);
    assert_eq!(
        app.audit_entries().last().unwrap(),
        &(
            "user.sign_in_reset".to_owned(),
            "user".to_owned(),
            Some(marcus_pk.to_string()),
            Some(app.admin_pk())
        )
    );
    assert_eq!(current_user(&app, &new).await.0, 200);
    assert_eq!(current_user(&app, &old).await.0, 403);
}

#[actix_web::test]
async fn a_reset_needs_an_administrator_with_xsrf_and_a_known_user() {
    // Arrange
    let app = TestApp::spawn().await;
    let admin_pk = app.admin_pk();
    assert_eq!(
        app.get(
            "/api/users/active",
            app.token_for(Caller::Insurer).as_deref()
        )
        .await
        .status(),
        200
    );
    let marcus_pk = insurer_pk(&app);

    // Act
    let by_insurer = reset(&app, Caller::Insurer, true, admin_pk).await;
    let without_xsrf = reset(&app, Caller::Admin, false, marcus_pk).await;
    let unknown = reset(&app, Caller::Admin, true, 999_999).await;
    let wrong_xsrf = app
        .request_with(
            Method::POST,
            &format!("/api/users/{marcus_pk}/reset-sign-in"),
            app.token_for(Caller::Admin).as_deref(),
            XsrfMode::WrongHeader,
        )
        .send()
        .await
        .unwrap();

    // Assert
    assert_eq!(by_insurer.status(), 403);
    assert_eq!(without_xsrf.status(), 403);
    assert_eq!(wrong_xsrf.status(), 403);
    assert_eq!(unknown.status(), 404);
    assert_eq!(sign_in_of(&app, marcus_pk).await["bound"], true);
}
