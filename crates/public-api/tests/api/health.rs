//! Health and readiness, and the one error envelope.

use serde_json::Value;
use test_support::TestDb;

use crate::helpers::TestApp;

#[actix_web::test]
async fn ready_when_the_database_answers() {
    let app = TestApp::spawn().await;

    assert_eq!(app.get("/healthz").await.status(), 200);
    assert_eq!(app.get("/readyz").await.status(), 200);
}

#[actix_web::test]
async fn alive_but_not_ready_and_503_when_the_database_is_unreachable() {
    // Port 1 on loopback refuses connections: a database that is down.
    let app = TestApp::spawn_with_database_url(
        TestDb::new(),
        Some("postgres://nobody@127.0.0.1:1/none".into()),
    )
    .await;

    assert_eq!(app.get("/healthz").await.status(), 200);
    assert_eq!(app.get("/readyz").await.status(), 503);
    let response = app.get("/counties").await;
    assert_eq!(response.status(), 503);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["error"]["code"], "unavailable");
    assert_eq!(
        body["error"]["message"],
        "An error occurred. Please try again later."
    );
}

#[actix_web::test]
async fn unknown_paths_get_the_json_404_envelope_and_security_headers() {
    let app = TestApp::spawn().await;

    let response = app.get("/no-such-thing").await;

    assert_eq!(response.status(), 404);
    assert_eq!(response.headers()["x-content-type-options"], "nosniff");
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["error"]["code"], "not_found");
}
