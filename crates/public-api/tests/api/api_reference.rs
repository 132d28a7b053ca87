//! `GET /docs`, the OpenAPI document as a page for people, and its stylesheet. The
//! gateway's Content-Security-Policy allows no inline style or script, so the page has none.

use std::collections::BTreeSet;

use serde_json::Value;

use crate::helpers::TestApp;

// Every operation of /openapi.json is on the page under its method and public path (/ws/...),
// with a contents entry linking to it.
#[actix_web::test]
async fn the_page_lists_every_operation_of_the_document() {
    // Arrange
    let app = TestApp::spawn().await;
    let document: Value = app.get_json("/openapi.json").await;

    // Act
    let response = app.get("/docs").await;

    // Assert
    assert_eq!(response.status(), 200);
    assert_eq!(
        response.headers()["content-type"],
        "text/html; charset=utf-8"
    );
    let page = response.text().await.unwrap();
    let mut operations = BTreeSet::new();
    for (path, item) in document["paths"].as_object().unwrap() {
        for (method, operation) in item.as_object().unwrap() {
            let method = method.to_ascii_uppercase();
            let heading = format!(
                "<span class=\"method\">{method}</span> <code class=\"path\">/ws{path}</code></h3>"
            );
            assert!(
                page.contains(&heading),
                "{method} {path} is not on the page"
            );
            let id = operation["operationId"].as_str().unwrap().replace('_', "-");
            assert!(
                page.contains(&format!("<a href=\"#op-{id}\">{method} /ws{path}</a>")),
                "{method} {path} has no contents entry"
            );
            operations.insert(format!("{method} {path}"));
        }
    }
    assert!(operations.contains("GET /feeds/filings.atom") && operations.contains("GET /docs"));
    assert_eq!(
        page.matches("<section class=\"operation\"").count(),
        operations.len()
    );
    for schema in document["components"]["schemas"]
        .as_object()
        .unwrap()
        .keys()
    {
        assert!(
            page.contains(&format!(">{schema}</h3>")),
            "schema {schema} missing"
        );
    }
}

// The page links its stylesheet, served here, and holds no inline style and no script, so the
// gateway's Content-Security-Policy (style-src 'self'; script-src 'self') stays as it is.
#[actix_web::test]
async fn the_page_links_its_stylesheet_and_has_no_inline_style_or_script() {
    let app = TestApp::spawn().await;

    let page = app.get("/docs").await.text().await.unwrap();
    let stylesheet = app.get("/docs/reference.css").await;

    assert!(page.contains("<link rel=\"stylesheet\" href=\"docs/reference.css\">"));
    for forbidden in ["style=", "<style", "<script", "javascript:"] {
        assert!(!page.contains(forbidden), "the page holds {forbidden}");
    }
    assert!(page.starts_with("<!DOCTYPE html>\n<html lang=\"en\">"));
    assert_eq!(page.matches("<h1").count(), 1, "one h1");
    for landmark in ["<header", "<nav", "<main id=\"main\">", "<footer"] {
        assert!(page.contains(landmark), "{landmark} missing");
    }
    assert!(page.contains("<a class=\"skip-link\" href=\"#main\">"));
    assert_eq!(stylesheet.status(), 200);
    assert_eq!(
        stylesheet.headers()["content-type"],
        "text/css; charset=utf-8"
    );
    assert!(stylesheet.text().await.unwrap().contains(":focus-visible"));
}

// Cached like every public answer.
#[actix_web::test]
async fn the_page_is_revalidated_by_etag_and_sent_compressed() {
    let app = TestApp::spawn().await;

    app.assert_revalidated_by_etag("/docs").await;
    crate::feeds::assert_gzip_and_brotli_match_plain_bytes(&app, "/docs").await;
}
