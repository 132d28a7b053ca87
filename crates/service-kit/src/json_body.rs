//! `JsonBody<T>`: the request-body extractor every handler uses. Unlike actix's `Json`, its 400
//! names the field at fault (`"field": "filingKey"`), so a person knows what to change.

use std::future::Future;
use std::pin::Pin;

use actix_web::{FromRequest, HttpRequest, dev::Payload, http::header, web::Bytes};
use serde::de::DeserializeOwned;

use crate::ApiError;

/// A JSON request body deserialized into `T`.
#[derive(Debug)]
pub struct JsonBody<T>(pub T);

impl<T> JsonBody<T> {
    /// The body.
    pub fn into_inner(self) -> T {
        self.0
    }
}

impl<T: DeserializeOwned + 'static> FromRequest for JsonBody<T> {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, ApiError>>>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let is_json = req
            .headers()
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| {
                v.split(';')
                    .next()
                    .is_some_and(|m| m.trim().eq_ignore_ascii_case("application/json"))
            });
        // Bytes honours the app's PayloadConfig limit.
        let bytes = Bytes::from_request(req, payload);
        Box::pin(async move {
            if !is_json {
                return Err(ApiError::BadRequest {
                    field: None,
                    message: "Send the request body as JSON (Content-Type: application/json)."
                        .into(),
                });
            }
            let bytes = bytes.await.map_err(|e| {
                if e.as_response_error().status_code()
                    == actix_web::http::StatusCode::PAYLOAD_TOO_LARGE
                {
                    ApiError::PayloadTooLarge("The request body is too large.".into())
                } else {
                    ApiError::BadRequest {
                        field: None,
                        message: format!("The request body could not be read: {e}"),
                    }
                }
            })?;
            parse(&bytes).map(JsonBody)
        })
    }
}

/// Deserializes `bytes` strictly: the JSON value must be all there is (whitespace aside), so
/// `{…}<<garbage>>` is refused rather than read up to the garbage; a DTO with
/// `#[serde(deny_unknown_fields)]` refuses a field it does not know, named in `field`. Any
/// other fault names the path of the field at fault when there is one.
pub fn parse<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, ApiError> {
    let mut deserializer = serde_json::Deserializer::from_slice(bytes);
    let value = serde_path_to_error::deserialize(&mut deserializer).map_err(|e| {
        // The path ends at the field at fault, an unknown one included ("reply.by").
        let path = e.path().to_string();
        let inner = e.into_inner();
        if path == "." || path.is_empty() {
            ApiError::BadRequest {
                field: None,
                message: format!("The request body is not valid JSON here: {inner}"),
            }
        } else {
            ApiError::BadRequest {
                field: Some(path.clone()),
                message: format!("The request body is not valid: {path}: {inner}"),
            }
        }
    })?;
    deserializer.end().map_err(|e| ApiError::BadRequest {
        field: None,
        message: format!(
            "The request body must be one JSON value and nothing after it: {e}. Remove what follows the closing bracket."
        ),
    })?;
    Ok(value)
}

#[cfg(test)]
mod tests {
    use serde::Deserialize;

    use super::*;

    #[derive(Debug, Deserialize)]
    #[serde(deny_unknown_fields, rename_all = "camelCase")]
    #[allow(dead_code)]
    struct Comment {
        filing_key: i64,
        reply: Option<Reply>,
    }

    #[derive(Debug, Deserialize)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Reply {
        text: String,
    }

    fn refusal(body: &str) -> (Option<String>, String) {
        match parse::<Comment>(body.as_bytes()) {
            Err(ApiError::BadRequest { field, message }) => (field, message),
            other => panic!("expected a 400, got {other:?}"),
        }
    }

    #[test]
    fn one_value_with_surrounding_whitespace_is_read() {
        assert!(parse::<Comment>(b" {\"filingKey\": 1}\n").is_ok());
    }

    #[test]
    fn anything_after_the_value_is_refused() {
        let (field, message) = refusal(r#"{"filingKey": 1}<<garbage>>"#);

        assert_eq!(field, None);
        assert!(message.contains("nothing after it"), "{message}");
        assert!(parse::<Comment>(br#"{"filingKey": 1}{"filingKey": 2}"#).is_err());
    }

    #[test]
    fn an_unknown_field_is_refused_by_name_at_its_depth() {
        assert_eq!(
            refusal(r#"{"filingKey": 1, "approved": true}"#)
                .0
                .as_deref(),
            Some("approved")
        );
        assert_eq!(
            refusal(r#"{"filingKey": 1, "reply": {"text": "t", "by": 2}}"#)
                .0
                .as_deref(),
            Some("reply.by")
        );
    }
}
