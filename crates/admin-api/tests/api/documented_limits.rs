//! API fuzzing: what the OpenAPI document says a request may hold is what the
//! handlers accept. The fuzzing generates requests from the document; where it stated less than
//! the handlers check (key parameters without their minimum, required fields typed as optional),
//! nearly every generated case stopped at a 400 before the handler's real work. These tests keep
//! the document and the handlers in step.

use reqwest::Method;
use serde_json::{Value, json};

use crate::helpers::{Caller, TestApp};

/// The OpenAPI document the running API serves.
pub(crate) async fn served_document(app: &TestApp) -> Value {
    app.client
        .get(format!("{}/api/openapi.json", app.address))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap()
}

/// The status and the `field` of the answer to `method path` by the administrator, with XSRF.
async fn answer(app: &TestApp, method: Method, path: &str, body: Option<&Value>) -> (u16, Value) {
    let mut request = app.request(method, path, Caller::Admin, true);
    if let Some(body) = body {
        request = request.json(body);
    }
    let response = request.send().await.unwrap();
    let status = response.status().as_u16();
    let body: Value = response.json().await.unwrap_or(Value::Null);
    (status, body["error"]["field"].clone())
}

// Every whole-number key in a GET path documents its minimum, and the handler refuses a value
// below it with a 400 naming the parameter, while the minimum itself passes that check.
#[actix_web::test]
async fn integer_path_keys_state_their_minimum_and_the_handlers_hold_to_it() {
    // Arrange
    let app = TestApp::spawn().await;
    let doc = served_document(&app).await;
    let mut checked = Vec::new();

    for (path, item) in doc["paths"].as_object().unwrap() {
        let Some(parameters) = item["get"]["parameters"].as_array() else {
            continue;
        };
        for parameter in parameters
            .iter()
            .filter(|p| p["in"] == "path" && p["schema"]["type"] == "integer")
        {
            let name = parameter["name"].as_str().unwrap();
            let minimum = parameter["schema"]["minimum"]
                .as_i64()
                .unwrap_or_else(|| panic!("GET {path}: {name} documents no minimum"));
            let at = |value: i64| path.replace(&format!("{{{name}}}"), &value.to_string());

            // Act
            let below = answer(&app, Method::GET, &at(minimum - 1), None).await;
            let lowest = answer(&app, Method::GET, &at(minimum), None).await;

            // Assert
            assert_eq!(below, (400, json!(name)), "GET {}", at(minimum - 1));
            assert!(
                lowest.0 < 500 && lowest != (400, json!(name)),
                "GET {} answered {lowest:?}",
                at(minimum)
            );
            checked.push(format!("{path} {name}"));
        }
    }
    for expected in [
        "/api/filings/{filingId} filingId",
        "/api/insurance-forms/publish/{id} id",
        "/api/insurance-forms/unpublish/{id} id",
    ] {
        assert!(
            checked.iter().any(|c| c == expected),
            "{expected} not checked: {checked:?}"
        );
    }
}

/// A valid body for each JSON request body the document gives required fields.
fn valid_body(path: &str) -> Value {
    match path {
        "/api/users" => json!({
            "firstName": "Ann", "lastName": "Lee", "email": "ann.lee@insurance.lakeland.example",
            "umdId": 300_001, "roleFk": 2,
        }),
        "/api/companies" => json!({"companyName": "Keystone Mutual Health", "coCode": 95102}),
        "/api/insurance-forms" => json!({
            "title": "2027 Plan Quality Ratings", "link": "https://www.example.org/quality/2027.pdf",
        }),
        // No such comment: enough to pass the shape checks (the answer is a 404).
        "/api/comments/authorize" | "/api/comments/reject" | "/api/comments/post" => {
            json!({"commentKey": 4242, "note": "Checked."})
        }
        other => panic!("POST {other} has required fields: add a valid body for it here"),
    }
}

// Every field a request schema lists as required is refused when missing, with a 400 naming
// it; the same body with all of them is not refused.
#[actix_web::test]
async fn each_documented_required_field_is_refused_when_missing() {
    // Arrange
    let app = TestApp::spawn().await;
    let doc = served_document(&app).await;
    let schemas = &doc["components"]["schemas"];
    let mut checked = Vec::new();

    for (path, item) in doc["paths"].as_object().unwrap() {
        let reference =
            item["post"]["requestBody"]["content"]["application/json"]["schema"]["$ref"]
                .as_str()
                .unwrap_or_default();
        let Some(name) = reference.strip_prefix("#/components/schemas/") else {
            continue;
        };
        let Some(required) = schemas[name]["required"].as_array() else {
            continue;
        };
        let body = valid_body(path);
        for field in required.iter().map(|f| f.as_str().unwrap()) {
            let mut without = body.clone();
            without.as_object_mut().unwrap().remove(field);

            // Act
            let refused = answer(&app, Method::POST, path, Some(&without)).await;

            // Assert
            assert_eq!(refused, (400, json!(field)), "POST {path} without {field}");
            checked.push(format!("{path} {field}"));
        }
        let whole = answer(&app, Method::POST, path, Some(&body)).await;
        assert!(
            whole.0 < 500 && whole.0 != 400,
            "POST {path} with {body} answered {whole:?}"
        );
    }
    for expected in [
        "/api/users roleFk",
        "/api/companies companyName",
        "/api/companies coCode",
        "/api/insurance-forms title",
        "/api/insurance-forms link",
    ] {
        assert!(
            checked.iter().any(|c| c == expected),
            "{expected} not checked: {checked:?}"
        );
    }
}
