//! The check both APIs' tests make of a known address asked with a method it does not answer:
//! 405, the `Allow` header the route list gives, and the error envelope's `method_not_allowed`.

use reqwest::Method;
use serde_json::Value;

/// Sends each `(method, path, allow)` to the service at `address` (no credentials: the answer
/// comes before any handler) and asserts 405 with exactly that `Allow`, and the envelope's code
/// when the method has a body.
pub async fn assert_method_not_allowed(address: &str, cases: &[(Method, &str, &str)]) {
    let client = crate::http::client();
    for (method, path, allow) in cases {
        let response = client
            .request(method.clone(), format!("{address}{path}"))
            .send()
            .await
            .expect("request failed");

        assert_eq!(response.status(), 405, "{method} {path}");
        assert_eq!(
            response
                .headers()
                .get("allow")
                .and_then(|v| v.to_str().ok()),
            Some(*allow),
            "{method} {path}"
        );
        if method != Method::HEAD {
            let body: Value = response.json().await.expect("a JSON error envelope");
            assert_eq!(
                body["error"]["code"], "method_not_allowed",
                "{method} {path}"
            );
        }
    }
}
