//! OpenAPI 3.1: `/openapi.json` lists every route of the route list
//! (`src/routes/mod.rs`), and nothing else, and matches the committed snapshot
//! (`crates/public-api/openapi.json`; regenerate with `UPDATE_SNAPSHOTS=1`), so a change to the
//! contract is always a reviewed diff.

use public_api::RouteList;
use test_support::route_table::route_list_problems;

use crate::helpers::TestApp;

#[actix_web::test]
async fn the_document_is_openapi_3_1_and_lists_every_route() {
    let app = TestApp::spawn().await;

    let doc = app.get_ok_json("/openapi.json").await;

    assert!(
        doc["openapi"].as_str().unwrap().starts_with("3.1"),
        "{}",
        doc["openapi"]
    );
    // The route list is what registration and the document are made from; this shows each
    // route's annotation names the method and path it is registered with.
    let problems = route_list_problems(&doc, &RouteList::routes());
    assert!(problems.is_empty(), "{}", problems.join("\n"));
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
