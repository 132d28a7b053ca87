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

/// Deserializes `bytes`, naming the path of the field at fault when there is one.
pub fn parse<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, ApiError> {
    let mut deserializer = serde_json::Deserializer::from_slice(bytes);
    serde_path_to_error::deserialize(&mut deserializer).map_err(|e| {
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
    })
}
