//! Every admin route but health requires a valid bearer access token (ARCHITECTURE "Sign-in"):
//! signature by a published asymmetric key, `iss`, `aud`, `exp`, `nbf`, `sub`. 401 means
//! "sign in again".

use serde_json::{Value, json};
use test_support::test_idp::now_seconds;

use crate::helpers::*;

async fn assert_unauthorized(app: &TestApp, token: Option<&str>) {
    let response = app.get("/api/users/active", token).await;
    assert_eq!(response.status(), 401, "token {token:?} was not refused");
    assert_eq!(response.headers()["www-authenticate"], "Bearer");
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["error"]["code"], "unauthorized");
}

fn with(mut claims: Value, key: &str, value: Value) -> Value {
    claims[key] = value;
    claims
}

fn without(mut claims: Value, key: &str) -> Value {
    claims.as_object_mut().unwrap().remove(key);
    claims
}

#[actix_web::test]
async fn a_missing_or_malformed_authorization_header_is_401() {
    let app = TestApp::spawn().await;

    assert_unauthorized(&app, None).await;
    assert_unauthorized(&app, Some("not-a-jwt")).await;
    let response = app
        .client
        .get(format!("{}/api/users/active", app.address))
        .header("Authorization", "Basic abc")
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 401);
}

#[actix_web::test]
async fn an_expired_token_is_401() {
    let app = TestApp::spawn().await;
    let claims = app.idp.valid_claims(ADMIN_UID, ADMIN_EMAIL);
    let expired = with(
        with(claims, "exp", json!(now_seconds() - 60)),
        "iat",
        json!(now_seconds() - 3660),
    );

    assert_unauthorized(&app, Some(&app.idp.sign(&expired))).await;
}

#[actix_web::test]
async fn a_token_not_yet_valid_is_401() {
    let app = TestApp::spawn().await;
    let early = with(
        app.idp.valid_claims(ADMIN_UID, ADMIN_EMAIL),
        "nbf",
        json!(now_seconds() + 600),
    );

    assert_unauthorized(&app, Some(&app.idp.sign(&early))).await;
}

#[actix_web::test]
async fn a_token_signed_with_a_key_the_provider_does_not_publish_is_401() {
    let app = TestApp::spawn().await;
    let claims = app.idp.valid_claims(ADMIN_UID, ADMIN_EMAIL);

    assert_unauthorized(&app, Some(&app.idp.sign_with_unpublished_key(&claims))).await;
}

#[actix_web::test]
async fn a_token_for_another_audience_or_issuer_is_401() {
    let app = TestApp::spawn().await;
    let claims = app.idp.valid_claims(ADMIN_UID, ADMIN_EMAIL);

    assert_unauthorized(
        &app,
        Some(
            &app.idp
                .sign(&with(claims.clone(), "aud", json!("api://something-else"))),
        ),
    )
    .await;
    assert_unauthorized(
        &app,
        Some(
            &app.idp
                .sign(&with(claims, "iss", json!("https://evil.example"))),
        ),
    )
    .await;
}

#[actix_web::test]
async fn unsigned_and_hmac_tokens_are_401() {
    let app = TestApp::spawn().await;
    let claims = app.idp.valid_claims(ADMIN_UID, ADMIN_EMAIL);

    assert_unauthorized(&app, Some(&app.idp.unsigned(&claims))).await;
    // HS256 keyed with the public JWKS text: the classic algorithm-confusion forgery.
    let public_jwks = include_bytes!("../../../test-support/keys/test-jwks.json");
    assert_unauthorized(&app, Some(&app.idp.sign_hmac(&claims, public_jwks))).await;
}

#[actix_web::test]
async fn tokens_missing_required_claims_are_401() {
    let app = TestApp::spawn().await;
    let claims = app.idp.valid_claims(ADMIN_UID, ADMIN_EMAIL);

    for claim in ["exp", "iss", "aud", "sub"] {
        assert_unauthorized(&app, Some(&app.idp.sign(&without(claims.clone(), claim)))).await;
    }
}

#[actix_web::test]
async fn the_provider_keys_are_fetched_once_and_reused() {
    let app = TestApp::spawn().await;
    let token = app.admin_token();

    for _ in 0..3 {
        assert_eq!(
            app.get("/api/users/active", Some(&token)).await.status(),
            200
        );
    }

    assert_eq!(app.idp.jwks_fetches().await, 1);
}

// An access token must carry the API scope, in `scope` or Entra's `scp`; an
// ID token or a token for the sign-in alone (`scope=openid`) is refused.
#[actix_web::test]
async fn a_token_without_the_api_scope_is_401() {
    let app = TestApp::spawn().await;
    let claims = app.idp.valid_claims(ADMIN_UID, ADMIN_EMAIL);

    for scope in [
        json!("openid"),
        json!("openid profile email"),
        json!(""),
        json!("admin.accessx"),
    ] {
        let token = app.idp.sign(&with(claims.clone(), "scope", scope.clone()));
        let response = app.get("/api/users/active", Some(&token)).await;
        assert_eq!(response.status(), 401, "scope {scope} was not refused");
    }
    assert_unauthorized(&app, Some(&app.idp.sign(&without(claims, "scope")))).await;
}

#[actix_web::test]
async fn the_api_scope_is_found_in_scope_or_scp_by_its_name_or_full_name() {
    let app = TestApp::spawn().await;
    let claims = without(app.idp.valid_claims(ADMIN_UID, ADMIN_EMAIL), "scope");

    for (claim, value) in [
        ("scope", json!("admin.access")),
        ("scope", json!(format!("openid {API_SCOPE}"))),
        ("scp", json!("admin.access")),
        ("scp", json!(["openid", "admin.access"])),
    ] {
        let token = app.idp.sign(&with(claims.clone(), claim, value.clone()));
        let response = app.get("/api/users/active", Some(&token)).await;
        assert_eq!(response.status(), 200, "{claim} {value} was refused");
    }
}

#[actix_web::test]
async fn a_token_typed_as_anything_but_an_access_token_is_401() {
    let app = TestApp::spawn().await;
    let claims = app.idp.valid_claims(ADMIN_UID, ADMIN_EMAIL);

    for typ in [Some("JWT"), Some("id_token+jwt"), None] {
        let token = app.idp.sign_typed(&claims, typ);
        let response = app.get("/api/users/active", Some(&token)).await;
        assert_eq!(response.status(), 401, "typ {typ:?} was not refused");
    }
    let media_type = app.idp.sign_typed(&claims, Some("application/AT+JWT"));
    assert_eq!(
        app.get("/api/users/active", Some(&media_type))
            .await
            .status(),
        200
    );
}
