//! Bad input gets a clear 400 in the one error envelope, whichever part of the request is bad.

use actix_web::{HttpResponse, web as aw};
use serde_json::Value;
use service_kit::config::HttpSettings;
use service_kit::metrics::Metrics;
use service_kit::route_list::ListedRoute;
use service_kit::server::Application;

/// The routes `spawn` registers, as a route list would give them.
const ROUTES: [ListedRoute; 2] = [
    ListedRoute {
        method: "get",
        path: "/years/{year}",
    },
    ListedRoute {
        method: "post",
        path: "/ages",
    },
];

#[derive(serde::Deserialize)]
struct Body {
    #[allow(dead_code)]
    age: u8,
}

async fn spawn() -> String {
    let settings = HttpSettings {
        host: "127.0.0.1".into(),
        port: 0,
        workers: 1,
        compress: true,
    };
    let app = Application::build(&settings, &Metrics::new("test"), &ROUTES, |cfg| {
        cfg.route(
            "/years/{year}",
            aw::get().to(|year: aw::Path<i16>| async move { HttpResponse::Ok().json(*year) }),
        )
        .route(
            "/ages",
            aw::post()
                .to(|_body: service_kit::JsonBody<Body>| async { HttpResponse::Ok().finish() }),
        );
    })
    .unwrap();
    let address = format!("http://127.0.0.1:{}", app.port());
    actix_web::rt::spawn(app.run_until_stopped());
    address
}

async fn error_of(response: reqwest::Response) -> (u16, Value) {
    (
        response.status().as_u16(),
        response.json::<Value>().await.unwrap()["error"].clone(),
    )
}

#[actix_web::test]
async fn a_path_parameter_that_is_not_a_number_is_a_400_naming_the_address() {
    let address = spawn().await;

    let (status, error) = error_of(
        test_support::http::get(format!("{address}/years/abc"))
            .await
            .unwrap(),
    )
    .await;

    assert_eq!(status, 400);
    assert_eq!(error["code"], "bad_request");
    assert!(
        error["message"]
            .as_str()
            .unwrap()
            .starts_with("The address is not valid"),
        "{error}"
    );
}

#[actix_web::test]
async fn a_body_with_a_wrong_field_type_is_a_400_naming_the_body() {
    let address = spawn().await;
    let client = test_support::http::client();

    let response = client
        .post(format!("{address}/ages"))
        .header("content-type", "application/json")
        .body(r#"{"age": "forty"}"#)
        .send()
        .await
        .unwrap();
    let (status, error) = error_of(response).await;

    assert_eq!(status, 400);
    let message = error["message"].as_str().unwrap();
    assert!(
        message.starts_with("The request body is not valid"),
        "{message}"
    );
    assert!(
        message.contains("age"),
        "the message should name the field: {message}"
    );
    assert_eq!(error["field"], "age");
}

#[actix_web::test]
async fn a_body_that_is_not_json_or_too_large_is_refused_with_a_reason() {
    let address = spawn().await;
    let client = test_support::http::client();
    let post = |content_type: &'static str, body: String| {
        client
            .post(format!("{address}/ages"))
            .header("content-type", content_type)
            .body(body)
            .send()
    };

    let (plain_status, plain) = error_of(post("text/plain", "age=4".into()).await.unwrap()).await;
    let (big_status, big) = error_of(
        post(
            "application/json",
            format!(r#"{{"age": 4, "pad": "{}"}}"#, "x".repeat(200_000)),
        )
        .await
        .unwrap(),
    )
    .await;

    assert_eq!(plain_status, 400);
    assert!(
        plain["message"]
            .as_str()
            .unwrap()
            .contains("application/json"),
        "{plain}"
    );
    assert_eq!(big_status, 413);
    assert_eq!(big["code"], "payload_too_large");
}

#[actix_web::test]
async fn a_listed_address_asked_with_another_method_is_405_with_allow_and_others_404() {
    let address = spawn().await;
    let client = test_support::http::client();

    let wrong = client.get(format!("{address}/ages")).send().await.unwrap();
    let allow = wrong.headers()["allow"].to_str().unwrap().to_owned();
    let (status, error) = error_of(wrong).await;
    let unknown = client
        .get(format!("{address}/nowhere"))
        .send()
        .await
        .unwrap();

    assert_eq!(status, 405);
    assert_eq!(allow, "POST");
    assert_eq!(error["code"], "method_not_allowed");
    assert_eq!(
        error["message"],
        "This address does not answer GET; it answers POST."
    );
    assert_eq!(unknown.status(), 404);
}

#[actix_web::test]
async fn a_body_with_anything_after_its_json_is_a_400() {
    let address = spawn().await;

    let response = test_support::http::client()
        .post(format!("{address}/ages"))
        .header("Content-Type", "application/json")
        .body(r#"{"age": 30}<<garbage>>"#)
        .send()
        .await
        .unwrap();
    let (status, error) = error_of(response).await;

    assert_eq!(status, 400);
    assert!(
        error["message"]
            .as_str()
            .unwrap()
            .contains("nothing after it"),
        "{error}"
    );
}
