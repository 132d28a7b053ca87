//! Observability: the public API's `/metrics` counts requests by route pattern,
//! cache hits and misses by route, reports both pools, and answers carry the request id.

use test_support::metrics::value;

use crate::helpers::TestApp;

async fn metrics_text(app: &TestApp) -> String {
    let response = app.get("/metrics").await;
    assert_eq!(response.status(), 200);
    response.text().await.unwrap()
}

#[actix_web::test]
async fn requests_are_counted_by_route_pattern_and_the_pools_are_reported() {
    let app = TestApp::spawn().await;
    app.settle().await;

    for id in [4242, 4243, 4244] {
        assert_eq!(
            app.get(&format!("/company-products/{id}")).await.status(),
            404
        );
    }
    assert_eq!(app.get("/get-years").await.status(), 200);
    let text = metrics_text(&app).await;

    let company_page = [
        ("service", "public-api"),
        ("method", "GET"),
        ("route", "/company-products/{companyProductPk}"),
    ];
    assert_eq!(
        value(
            &text,
            "http_requests_total",
            &[company_page.as_slice(), &[("status", "404")]].concat()
        ),
        Some(3.0),
        "{text}"
    );
    assert_eq!(
        value(&text, "http_request_duration_seconds_count", &company_page),
        Some(3.0)
    );
    assert!(!text.contains("/company-products/4242"), "{text}");
    for pool in ["read", "primary"] {
        let labels = [("service", "public-api"), ("pool", pool)];
        assert_eq!(value(&text, "db_pool_max_size", &labels), Some(4.0));
        assert!(value(&text, "db_pool_connections", &labels).is_some());
        assert!(value(&text, "db_pool_idle_connections", &labels).is_some());
    }
    // The generation poller and the requests above used the read pool.
    assert!(value(&text, "db_pool_connections", &[("pool", "read")]).unwrap() >= 1.0);
}

#[actix_web::test]
async fn cache_hits_and_misses_are_counted_by_route() {
    let app = TestApp::spawn().await;
    app.settle().await;

    for _ in 0..3 {
        assert_eq!(app.get("/counties").await.status(), 200);
    }
    assert_eq!(app.get("/company-products/4242").await.status(), 404);
    let text = metrics_text(&app).await;

    let counties = [("service", "public-api"), ("route", "/counties")];
    assert_eq!(
        value(&text, "public_cache_misses_total", &counties),
        Some(1.0),
        "{text}"
    );
    assert_eq!(
        value(&text, "public_cache_hits_total", &counties),
        Some(2.0)
    );
    // A 404 is not kept, so it is a miss and never a hit.
    let company_page = [("route", "/company-products/{companyProductPk}")];
    assert_eq!(
        value(&text, "public_cache_misses_total", &company_page),
        Some(1.0)
    );
    assert_eq!(value(&text, "public_cache_hits_total", &company_page), None);
}

#[actix_web::test]
async fn answers_echo_the_gateway_request_id_cached_or_not() {
    let app = TestApp::spawn().await;
    app.settle().await;

    let first = app
        .get_with("/counties", &[("X-Request-Id", "gw-first")])
        .await;
    let cached = app
        .get_with("/counties", &[("X-Request-Id", "gw-second")])
        .await;
    let without = app.get("/counties").await;

    assert_eq!(first.headers()["x-request-id"], "gw-first");
    assert_eq!(cached.headers()["x-request-id"], "gw-second");
    let generated = without.headers()["x-request-id"].to_str().unwrap();
    assert!(uuid::Uuid::parse_str(generated).is_ok(), "{generated}");
}
