//! OpenAPI 3.1: `/api/openapi.json` documents every route of the route list
//! (`src/routes/mod.rs`), and nothing else, and matches the committed snapshot
//! (`crates/admin-api/openapi.json`; regenerate with `UPDATE_SNAPSHOTS=1`).

use admin_api::RouteList;
use serde_json::Value;
use test_support::route_table::route_list_problems;

use crate::helpers::TestApp;

#[actix_web::test]
async fn the_document_is_openapi_3_1_and_lists_every_route() {
    let app = TestApp::spawn().await;

    let response = app
        .client
        .get(format!("{}/api/openapi.json", app.address))
        .send()
        .await
        .unwrap();

    assert_eq!(response.status(), 200);
    let doc: Value = response.json().await.unwrap();
    assert!(doc["openapi"].as_str().unwrap().starts_with("3.1"));
    // The route list is what registration and the document are made from; this shows each
    // route's annotation names the method and path it is registered with.
    let problems = route_list_problems(&doc, &RouteList::routes());
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert!(doc["components"]["securitySchemes"]["bearer"].is_object());
    // The one public call (outside the access matrix) says it needs no token.
    assert_eq!(
        doc["paths"]["/api/sign-in-settings"]["get"]["security"],
        serde_json::json!([{}])
    );
}

#[actix_web::test]
async fn the_document_matches_the_committed_snapshot() {
    let app = TestApp::spawn().await;
    let served = app
        .client
        .get(format!("{}/api/openapi.json", app.address))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    let snapshot = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("openapi.json");

    if std::env::var_os("UPDATE_SNAPSHOTS").is_some() {
        std::fs::write(&snapshot, format!("{served}\n")).unwrap();
    }
    let committed = std::fs::read_to_string(&snapshot).unwrap_or_else(|_| {
        panic!(
            "{} is missing: run with UPDATE_SNAPSHOTS=1",
            snapshot.display()
        )
    });

    assert_eq!(
        committed.trim_end(),
        served,
        "the API contract changed: review, then run with UPDATE_SNAPSHOTS=1"
    );
}

/// Whether `operation` declares the `X-XSRF-TOKEN` header parameter.
fn declares_xsrf_header(operation: &Value) -> bool {
    operation["parameters"].as_array().is_some_and(|params| {
        params
            .iter()
            .any(|p| p["in"] == "header" && p["name"] == "X-XSRF-TOKEN" && p["required"] == true)
    })
}

// The document declares `X-XSRF-TOKEN` on exactly the operations that check
// it: every state-changing route of the access matrix (which `access.rs` shows are refused
// without it), and so every operation that is not a GET.
#[actix_web::test]
async fn every_state_changing_operation_declares_the_xsrf_header_and_no_other_does() {
    let app = TestApp::spawn().await;
    let doc = crate::documented_limits::served_document(&app).await;

    let mut wrong = Vec::new();
    for route in crate::routes_table::routes() {
        let method = route.method.as_str().to_lowercase();
        let operation = &doc["paths"][&route.path][&method];
        let declared = declares_xsrf_header(operation);
        if declared != route.changes_state {
            wrong.push(format!(
                "{method} {}: declares X-XSRF-TOKEN {declared}, changes state {}",
                route.path, route.changes_state
            ));
        }
        if method != "get" && !declared {
            wrong.push(format!(
                "{method} {}: not a GET, yet no X-XSRF-TOKEN",
                route.path
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
