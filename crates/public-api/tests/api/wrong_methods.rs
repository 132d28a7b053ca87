//! An address asked with a method it does not answer is 405 with `Allow` (RFC
//! 9110), whether its resource is cached, streamed or plain; only an unknown address is 404.

use reqwest::Method;
use test_support::wrong_methods::assert_method_not_allowed;

use crate::helpers::TestApp;

#[actix_web::test]
async fn a_known_address_asked_with_another_method_is_405_with_allow() {
    let app = TestApp::spawn().await;
    let cases = [
        (Method::POST, "/filings", "GET"),
        (Method::DELETE, "/compare-plans/2027", "GET"),
        (Method::POST, "/compare-plans/2027/counties/1", "GET"),
        (Method::PUT, "/comments", "POST"),
        (Method::GET, "/comments", "POST"),
        (
            Method::HEAD,
            "/attachments/6f1c1d8e-3b8e-4a55-9d47-0c1b2f3a4d5e",
            "GET",
        ),
        (Method::POST, "/healthz", "GET"),
        (Method::POST, "/open-data", "GET"),
        (Method::DELETE, "/open-data/filings.csv", "GET"),
        (Method::PUT, "/open-data/comments.json", "GET"),
        (Method::POST, "/open-data/plans/2027.csv", "GET"),
    ];

    assert_method_not_allowed(&app.address, &cases).await;
    assert_eq!(app.get("/nowhere").await.status(), 404);
    assert_eq!(app.get("/attachments").await.status(), 404);
}
