//! Observability: `/metrics` counts requests by route pattern and reports the pool;
//! every answer carries the request id it was served under.

use actix_web::{HttpResponse, web as aw};
use service_kit::config::HttpSettings;
use service_kit::metrics::Metrics;
use service_kit::server::Application;
use test_support::metrics::{matching, value};

/// A server with one parameterised route, whose metrics watch a pool that never connects.
async fn spawn() -> String {
    let settings = HttpSettings {
        host: "127.0.0.1".into(),
        port: 0,
        workers: 1,
        compress: true,
    };
    let metrics = Metrics::new("test-service");
    let pool = db::pool::build_pool(&test_support::settings::small_pool(
        "postgres://nobody@127.0.0.1:1/none".into(),
    ));
    metrics.watch_pool("primary", &pool);
    let app = Application::build(&settings, &metrics, &[], |cfg| {
        cfg.route(
            "/years/{year}",
            aw::get().to(|year: aw::Path<i16>| async move { HttpResponse::Ok().json(*year) }),
        );
    })
    .unwrap();
    let address = format!("http://127.0.0.1:{}", app.port());
    actix_web::rt::spawn(app.run_until_stopped());
    address
}

async fn get(url: String, request_id: Option<&str>) -> reqwest::Response {
    let mut request = test_support::http::client().get(url);
    if let Some(id) = request_id {
        request = request.header("X-Request-Id", id);
    }
    request.send().await.unwrap()
}

fn request_id_of(response: &reqwest::Response) -> String {
    response.headers()["x-request-id"]
        .to_str()
        .unwrap()
        .to_owned()
}

#[actix_web::test]
async fn metrics_count_requests_by_route_pattern_not_by_raw_path() {
    let address = spawn().await;
    for path in ["/years/2025", "/years/2026", "/years/abc", "/no-such-page"] {
        get(format!("{address}{path}"), None).await;
    }

    let response = get(format!("{address}/metrics"), None).await;

    assert_eq!(response.status(), 200);
    assert!(
        response.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/plain; version=0.0.4"),
        "{:?}",
        response.headers()
    );
    let text = response.text().await.unwrap();
    let years = [
        ("service", "test-service"),
        ("method", "GET"),
        ("route", "/years/{year}"),
    ];
    let ok = [years.as_slice(), &[("status", "200")]].concat();
    let bad = [years.as_slice(), &[("status", "400")]].concat();
    assert_eq!(
        value(&text, "http_requests_total", &ok),
        Some(2.0),
        "{text}"
    );
    assert_eq!(value(&text, "http_requests_total", &bad), Some(1.0));
    assert_eq!(
        value(
            &text,
            "http_requests_total",
            &[("route", "unmatched"), ("status", "404")]
        ),
        Some(1.0)
    );
    assert_eq!(
        value(&text, "http_request_duration_seconds_count", &years),
        Some(3.0)
    );
    assert!(
        !text.contains("/years/2025") && !text.contains("no-such-page"),
        "raw paths must not become labels: {text}"
    );
}

#[actix_web::test]
async fn metrics_report_the_pool_sampled_at_scrape_time() {
    let address = spawn().await;

    let text = get(format!("{address}/metrics"), None)
        .await
        .text()
        .await
        .unwrap();

    let pool = [("service", "test-service"), ("pool", "primary")];
    assert_eq!(value(&text, "db_pool_max_size", &pool), Some(4.0), "{text}");
    assert_eq!(value(&text, "db_pool_connections", &pool), Some(0.0));
    assert_eq!(value(&text, "db_pool_idle_connections", &pool), Some(0.0));
}

#[actix_web::test]
async fn a_valid_request_id_is_echoed() {
    let address = spawn().await;
    let gateway_id = "4f0c2b9e1d7a4c38a6e5b2f9c0d1e7a3";

    let found = get(format!("{address}/years/2026"), Some(gateway_id)).await;
    let missing = get(format!("{address}/no-such-page"), Some(gateway_id)).await;

    assert_eq!(request_id_of(&found), gateway_id);
    assert_eq!(missing.status(), 404);
    assert_eq!(request_id_of(&missing), gateway_id);
}

#[actix_web::test]
async fn a_missing_request_id_is_generated_and_a_different_one_per_request() {
    let address = spawn().await;

    let first = request_id_of(&get(format!("{address}/years/2026"), None).await);
    let second = request_id_of(&get(format!("{address}/years/2026"), None).await);

    assert!(uuid::Uuid::parse_str(&first).is_ok(), "{first}");
    assert!(uuid::Uuid::parse_str(&second).is_ok(), "{second}");
    assert_ne!(first, second);
}

#[actix_web::test]
async fn an_unfit_request_id_is_replaced_by_a_new_one() {
    let address = spawn().await;
    let too_long = "a".repeat(65);

    for sent in [too_long.as_str(), "has spaces in it", "quote\"and\ttab"] {
        let response = get(format!("{address}/years/2026"), Some(sent)).await;

        let answered = request_id_of(&response);
        assert_ne!(answered, sent);
        assert!(uuid::Uuid::parse_str(&answered).is_ok(), "{answered}");
    }
}

#[actix_web::test]
async fn the_metrics_route_is_counted_like_any_other() {
    let address = spawn().await;

    get(format!("{address}/metrics"), None).await;
    let text = get(format!("{address}/metrics"), None)
        .await
        .text()
        .await
        .unwrap();

    assert_eq!(
        matching(&text, "http_requests_total", &[("route", "/metrics")])[0].value,
        1.0
    );
}
