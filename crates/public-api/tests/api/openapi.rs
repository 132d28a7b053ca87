//! Issue 3 "OpenAPI 3.1": `/openapi.json` lists every route and matches the committed snapshot
//! (`crates/public-api/openapi.json`; regenerate with `UPDATE_SNAPSHOTS=1`), so a change to the
//! contract is always a reviewed diff.

use serde_json::Value;

use crate::helpers::TestApp;

/// Every public route (SPEC 7.2 plus the site profile and this document).
const ROUTES: [(&str, &str); 16] = [
    ("get", "/get-years"),
    ("get", "/getCurrentYear"),
    ("get", "/compare-plans/{year}"),
    ("get", "/counties"),
    ("get", "/insurance-forms/quality-measure-note"),
    ("get", "/insurance-forms/quality-measure-link"),
    ("get", "/insurance-forms/comparisons"),
    ("get", "/filings"),
    ("get", "/rates"),
    ("get", "/company-products/{companyProductPk}"),
    (
        "get",
        "/company-products/{companyProductPk}/{filingId}/{companyPk}/{toiId}",
    ),
    ("get", "/public-comments"),
    ("post", "/comments"),
    ("get", "/attachments/{attachmentKey}"),
    ("get", "/site-profile"),
    ("get", "/openapi.json"),
];

#[actix_web::test]
async fn the_document_is_openapi_3_1_and_lists_every_route() {
    let app = TestApp::spawn().await;

    let response = app.get("/openapi.json").await;

    assert_eq!(response.status(), 200);
    let doc: Value = response.json().await.unwrap();
    assert!(
        doc["openapi"].as_str().unwrap().starts_with("3.1"),
        "{}",
        doc["openapi"]
    );
    for (method, path) in ROUTES {
        assert!(
            doc["paths"][path][method].is_object(),
            "{method} {path} is missing from /openapi.json"
        );
    }
    assert_eq!(
        doc["paths"].as_object().unwrap().len(),
        ROUTES.len(),
        "an undocumented or extra path"
    );
}

#[actix_web::test]
async fn the_document_matches_the_committed_snapshot() {
    let app = TestApp::spawn().await;
    let served = app.get("/openapi.json").await.text().await.unwrap();
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
