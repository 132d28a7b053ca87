//! Observability: `/metrics` needs no token (the gateway never routes it) and counts
//! staff calls by route pattern, refused ones included.

use test_support::metrics::value;

use crate::helpers::TestApp;

#[actix_web::test]
async fn metrics_need_no_token_and_count_calls_by_route_pattern() {
    let app = TestApp::spawn().await;
    for id in [11, 12] {
        let refused = app.get(&format!("/api/filings/{id}"), None).await;
        assert_eq!(refused.status(), 401);
        assert!(refused.headers().contains_key("x-request-id"));
    }

    let response = app.get("/metrics", None).await;

    assert_eq!(response.status(), 200);
    let text = response.text().await.unwrap();
    assert_eq!(
        value(
            &text,
            "http_requests_total",
            &[
                ("service", "admin-api"),
                ("method", "GET"),
                ("route", "/api/filings/{filingId}"),
                ("status", "401"),
            ]
        ),
        Some(2.0),
        "{text}"
    );
    assert_eq!(
        value(
            &text,
            "db_pool_max_size",
            &[("service", "admin-api"), ("pool", "primary")]
        ),
        Some(4.0)
    );
}
