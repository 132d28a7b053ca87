//! The services as a careful HTTP server would be: a JSON body is one value
//! and nothing after it; a closed request shape refuses fields it does not know, naming them;
//! an address asked with a method it does not answer is 405 with `Allow`, not 404.

use reqwest::Method;
use serde_json::{Value, json};
use test_support::wrong_methods::assert_method_not_allowed;

use crate::fixtures::users::new_admin;
use crate::helpers::{Caller, TestApp};

async fn error_of(response: reqwest::Response) -> (u16, Value) {
    let status = response.status().as_u16();
    (
        status,
        response.json::<Value>().await.unwrap()["error"].clone(),
    )
}

#[actix_web::test]
async fn a_user_save_with_garbage_after_its_json_is_400_and_saves_nothing() {
    // Arrange
    let app = TestApp::spawn().await;
    let body = new_admin("Ann", "Lee", "ann.lee@insurance.lakeland.example", 300_101);
    let garbage = format!("{body}<<garbage>>");

    // Act
    let response = app
        .request(Method::POST, "/api/users", Caller::Admin, true)
        .header("Content-Type", "application/json")
        .body(garbage)
        .send()
        .await
        .unwrap();
    let (status, error) = error_of(response).await;
    let users = app.admin_get_json("/api/users").await;

    // Assert
    assert_eq!(status, 400, "{error}");
    assert_eq!(error["code"], "bad_request");
    assert!(
        error["message"]
            .as_str()
            .unwrap()
            .contains("nothing after it"),
        "{error}"
    );
    assert!(
        !users
            .as_array()
            .unwrap()
            .iter()
            .any(|u| u["umdId"] == 300_101),
        "{users}"
    );
}

#[actix_web::test]
async fn an_insurance_form_with_a_field_the_api_does_not_know_is_400_naming_it() {
    // Arrange
    let app = TestApp::spawn().await;
    let form = json!({"title": "2027 Ratings", "link": "https://quality.example/2027.pdf",
        "published": true, "approvedBy": "someone else"});

    // Act
    let (status, error) = error_of(app.admin_post("/api/insurance-forms", &form).await).await;
    let forms = app.admin_get_json("/api/insurance-forms").await;

    // Assert
    assert_eq!(status, 400, "{error}");
    assert_eq!(error["field"], "approvedBy");
    assert_eq!(forms, json!([]));
}

#[actix_web::test]
async fn a_known_address_asked_with_another_method_is_405_with_allow() {
    // Arrange
    let app = TestApp::spawn().await;
    let cases = [
        (Method::DELETE, "/api/users", "GET, POST"),
        (Method::PUT, "/api/comments/authorize", "POST"),
        (Method::POST, "/api/sign-in-settings", "GET"),
        (
            Method::HEAD,
            "/api/filings/1/attachments/6f1c1d8e-3b8e-4a55-9d47-0c1b2f3a4d5e",
            "GET",
        ),
        (
            Method::GET,
            "/api/insurance-forms/quality-measure-note/a%2Fnote",
            "POST",
        ),
    ];

    // Act, Assert: no credentials needed, the answer comes before any handler.
    assert_method_not_allowed(&app.address, &cases).await;
    let unknown = app.admin_get("/api/nowhere").await;
    assert_eq!(unknown.status(), 404);
}
