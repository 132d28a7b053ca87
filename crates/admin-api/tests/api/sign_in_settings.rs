//! SPEC 7.1, 7.4: the single-page app reads where and how to sign in at run time, before
//! anyone has signed in, so the call is public (the access matrix covers only signed-in calls).

use serde_json::{Value, json};

use crate::helpers::{API_SCOPE, SPA_CLIENT_ID, TestApp};

#[actix_web::test]
async fn the_settings_come_from_the_oidc_settings_without_a_token() {
    // Arrange
    let app = TestApp::spawn().await;

    // Act
    let response = app.get("/api/sign-in-settings", None).await;

    // Assert
    assert_eq!(response.status(), 200);
    let headers = response.headers();
    assert_eq!(headers["cache-control"], "public, max-age=300");
    assert!(
        headers.get("set-cookie").is_none(),
        "a cacheable answer must not hand out a per-client XSRF cookie"
    );
    assert_eq!(
        response.json::<Value>().await.unwrap(),
        json!({
            "authority": app.idp.issuer(),
            "clientId": SPA_CLIENT_ID,
            "scope": format!("openid profile email {API_SCOPE}"),
        })
    );
}

// A stale or broken token in the browser must not keep the app from learning how to sign in.
#[actix_web::test]
async fn a_garbage_authorization_header_is_ignored() {
    // Arrange
    let app = TestApp::spawn().await;

    // Act
    let garbage = app.get("/api/sign-in-settings", Some("not-a-token")).await;
    let other_scheme = app
        .client
        .get(format!("{}/api/sign-in-settings", app.address))
        .header("Authorization", "Basic Zm9vOmJhcg==")
        .send()
        .await
        .unwrap();

    // Assert
    assert_eq!(garbage.status(), 200);
    assert_eq!(
        garbage.json::<Value>().await.unwrap()["clientId"],
        json!(SPA_CLIENT_ID)
    );
    assert_eq!(other_scheme.status(), 200);
}
