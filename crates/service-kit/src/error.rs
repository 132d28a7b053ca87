//! One JSON error envelope for every error: `{"error": {"code": "...", "message": "..."}}`.
//!
//! Errors a person can cause carry a message telling them what to do; errors they cannot cause
//! are logged with their cause chain and answered with a generic message. A message a visitor
//! can see also carries its stable `messageCode` and `messageParams` ([`MessageCode`], attached
//! with [`ApiError::with_message_code`]; 503 and 500 carry theirs always).

use std::collections::BTreeMap;

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, ResponseError};
use serde::Serialize;
use utoipa::ToSchema;

use crate::message_code::{MessageCode, MessageParam, VisitorMessage};

/// The generic message of SPEC 8 for errors the caller cannot fix.
pub const GENERIC_MESSAGE: &str = "An error occurred. Please try again later.";

/// An error answered over HTTP.
#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    /// 400: the request is malformed; the message says which field and why.
    #[error("{message}")]
    BadRequest {
        /// The offending field or parameter, when there is one.
        field: Option<String>,
        /// What to change.
        message: String,
    },
    /// 401: no valid credentials; sign in again.
    #[error("{0}")]
    Unauthorized(String),
    /// 403: signed in but not allowed.
    #[error("{0}")]
    Forbidden(String),
    /// 404: no such thing.
    #[error("{0}")]
    NotFound(String),
    /// 405: the address exists but does not answer this method; `Allow` lists those it does.
    #[error("This address does not answer {method}; it answers {}.", allow.join(", "))]
    MethodNotAllowed {
        /// The method asked for.
        method: String,
        /// The methods the address answers, upper case.
        allow: Vec<String>,
    },
    /// 409: the request conflicts with the current state.
    #[error("{0}")]
    Conflict(String),
    /// 409 about one field, e.g. a value another record already uses.
    #[error("{message}")]
    FieldConflict {
        /// The field whose value conflicts.
        field: String,
        /// What to change.
        message: String,
    },
    /// 413: the request body is larger than the call accepts.
    #[error("{0}")]
    PayloadTooLarge(String),
    /// 429: too many requests from this client; try again after `retry_after_secs`.
    #[error("{message}")]
    TooManyRequests {
        /// What happened and when to try again.
        message: String,
        /// Seconds until a new request will be accepted (`Retry-After`).
        retry_after_secs: u64,
    },
    /// 503: a dependency (the database) is unavailable for now.
    #[error("service temporarily unavailable")]
    Unavailable(#[source] anyhow::Error),
    /// 500: anything else; details only in the log.
    #[error("internal error")]
    Internal(#[source] anyhow::Error),
    /// Any of the others with the stable name of its message and the values it was written
    /// with; built by [`ApiError::with_message_code`], answered as `error` is.
    #[error("{error}")]
    Described {
        /// The error answered.
        error: Box<ApiError>,
        /// Its message's name and values (`messageCode`, `messageParams`).
        message_code: VisitorMessage,
    },
}

impl ApiError {
    /// A 400 about one field.
    pub fn bad_field(field: impl Into<String>, message: impl Into<String>) -> Self {
        Self::BadRequest {
            field: Some(field.into()),
            message: message.into(),
        }
    }

    /// The same error, its message named by `message_code` (replacing a name given before).
    #[must_use]
    pub fn with_message_code(self, message_code: impl Into<VisitorMessage>) -> Self {
        let message_code = message_code.into();
        let error = match self {
            Self::Described { error, .. } => error,
            other => Box::new(other),
        };
        Self::Described {
            error,
            message_code,
        }
    }

    /// The error answered, without the name of its message.
    fn answered(&self) -> &ApiError {
        match self {
            Self::Described { error, .. } => error.answered(),
            other => other,
        }
    }

    /// The name and values of the message: the one attached, else `unavailable` and `internal`
    /// for the 503 and 500 whose generic message every visitor may see.
    pub fn message_code(&self) -> Option<VisitorMessage> {
        match self {
            Self::Described { message_code, .. } => Some(message_code.clone()),
            Self::Unavailable(_) => Some(MessageCode::Unavailable.into()),
            Self::Internal(_) => Some(MessageCode::Internal.into()),
            _ => None,
        }
    }

    fn code(&self) -> &'static str {
        match self.answered() {
            Self::BadRequest { .. } => "bad_request",
            Self::Unauthorized(_) => "unauthorized",
            Self::Forbidden(_) => "forbidden",
            Self::NotFound(_) => "not_found",
            Self::MethodNotAllowed { .. } => "method_not_allowed",
            Self::Conflict(_) | Self::FieldConflict { .. } => "conflict",
            Self::PayloadTooLarge(_) => "payload_too_large",
            Self::TooManyRequests { .. } => "too_many_requests",
            Self::Unavailable(_) => "unavailable",
            Self::Internal(_) => "internal",
            Self::Described { error, .. } => error.code(),
        }
    }
}

// The one type every error answer is serialized as. The OpenAPI documents take their
// `ErrorEnvelope`/`ErrorBody` schemas from these derives, so the contract cannot drift from the
// answers; the doc comments are the schemas' descriptions (plain comments stay out of them).

/// Every error answer: `{"error": {"code", "message", "field"?, "messageCode"?, "messageParams"?}}`
/// (docs/api-design.md).
#[derive(Debug, Serialize, ToSchema)]
pub struct ErrorEnvelope {
    error: ErrorBody,
}

/// The body of an error answer.
#[derive(Debug, Serialize, ToSchema)]
pub struct ErrorBody {
    /// bad_request, unauthorized, forbidden, not_found, method_not_allowed, conflict,
    /// payload_too_large, too_many_requests, unavailable or internal.
    code: &'static str,
    /// What went wrong, for people.
    message: String,
    /// The request field at fault, when one is.
    #[serde(skip_serializing_if = "Option::is_none")]
    field: Option<String>,
    /// The stable name of this message (snake_case, e.g. `comment_period_closed`) for messages
    /// a visitor can see, so an app can show it in the visitor's language; `message` stays the
    /// English text. Absent on messages without one.
    #[serde(rename = "messageCode", skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<String>)]
    message_code: Option<MessageCode>,
    /// The values `message` was written with, by name (`{"closedOn": "2026-03-05"}`; a name
    /// ending in `On` holds an ISO date). Present when `messageCode` is and the message has values.
    #[serde(rename = "messageParams", skip_serializing_if = "BTreeMap::is_empty")]
    message_params: BTreeMap<&'static str, MessageParam>,
}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        match self.answered() {
            Self::BadRequest { .. } => StatusCode::BAD_REQUEST,
            Self::Unauthorized(_) => StatusCode::UNAUTHORIZED,
            Self::Forbidden(_) => StatusCode::FORBIDDEN,
            Self::NotFound(_) => StatusCode::NOT_FOUND,
            Self::MethodNotAllowed { .. } => StatusCode::METHOD_NOT_ALLOWED,
            Self::Conflict(_) | Self::FieldConflict { .. } => StatusCode::CONFLICT,
            Self::PayloadTooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            Self::TooManyRequests { .. } => StatusCode::TOO_MANY_REQUESTS,
            Self::Unavailable(_) => StatusCode::SERVICE_UNAVAILABLE,
            Self::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
            Self::Described { error, .. } => error.status_code(),
        }
    }

    fn error_response(&self) -> HttpResponse {
        let message_code = self.message_code();
        let this = self.answered();
        let message = match this {
            Self::Unavailable(cause) => {
                tracing::warn!(error = ?cause, "dependency unavailable");
                GENERIC_MESSAGE.to_owned()
            }
            Self::Internal(cause) => {
                tracing::error!(error = ?cause, "internal error");
                GENERIC_MESSAGE.to_owned()
            }
            other => other.to_string(),
        };
        let field = match this {
            Self::BadRequest { field, .. } => field.clone(),
            Self::FieldConflict { field, .. } => Some(field.clone()),
            _ => None,
        };
        let mut response = HttpResponse::build(self.status_code());
        if matches!(this, Self::Unauthorized(_)) {
            response.insert_header(("WWW-Authenticate", "Bearer"));
        }
        if matches!(this, Self::Unavailable(_)) {
            response.insert_header(("Retry-After", "5"));
        }
        if let Self::MethodNotAllowed { allow, .. } = this {
            response.insert_header(("Allow", allow.join(", ")));
        }
        if let Self::TooManyRequests {
            retry_after_secs, ..
        } = this
        {
            response.insert_header(("Retry-After", retry_after_secs.to_string()));
        }
        response.json(ErrorEnvelope {
            error: ErrorBody {
                code: self.code(),
                message,
                field,
                message_code: message_code.as_ref().map(|m| m.code),
                message_params: message_code.map(|m| m.params).unwrap_or_default(),
            },
        })
    }
}

impl From<diesel::result::Error> for ApiError {
    fn from(e: diesel::result::Error) -> Self {
        use diesel::result::{DatabaseErrorKind, Error};
        match e {
            Error::NotFound => Self::NotFound("No data found.".to_owned()),
            Error::DatabaseError(
                DatabaseErrorKind::ClosedConnection | DatabaseErrorKind::UnableToSendCommand,
                _,
            ) => Self::Unavailable(e.into()),
            other => Self::Internal(other.into()),
        }
    }
}

/// Request bodies, path parameters and query strings that cannot be read become 400s that say
/// which part of the request is wrong and why. Install with
/// `JsonConfig::default().error_handler(bad_request_part("The request body"))` and the like.
pub fn bad_request_part<E: std::fmt::Display>(
    part: &'static str,
) -> impl Fn(E, &actix_web::HttpRequest) -> actix_web::Error + Clone + Send + Sync + 'static {
    move |err, _req| {
        ApiError::BadRequest {
            field: None,
            message: format!("{part} is not valid: {err}"),
        }
        .into()
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    async fn answer(error: ApiError) -> (StatusCode, Option<String>, serde_json::Value) {
        let response = error.error_response();
        let retry_after = response
            .headers()
            .get("Retry-After")
            .map(|v| v.to_str().unwrap().to_owned());
        let status = response.status();
        let bytes = actix_web::body::to_bytes(response.into_body())
            .await
            .unwrap();
        (status, retry_after, serde_json::from_slice(&bytes).unwrap())
    }

    // The 500 and 503 every visitor may see carry their message's name.
    #[actix_web::test]
    async fn internal_and_unavailable_name_their_generic_message() {
        let (internal, _, internal_body) = answer(ApiError::Internal(anyhow::anyhow!("x"))).await;
        let (down, retry, down_body) = answer(ApiError::Unavailable(anyhow::anyhow!("x"))).await;

        assert_eq!(internal, StatusCode::INTERNAL_SERVER_ERROR);
        assert_eq!(
            internal_body,
            serde_json::json!({"error": {"code": "internal", "message": GENERIC_MESSAGE, "messageCode": "internal"}})
        );
        assert_eq!(
            (down, retry.as_deref()),
            (StatusCode::SERVICE_UNAVAILABLE, Some("5"))
        );
        assert_eq!(down_body["error"]["messageCode"], "unavailable");
    }

    // A named message is answered exactly as the error it names, plus the two fields; naming it
    // again replaces the name.
    #[actix_web::test]
    async fn a_message_code_adds_two_fields_and_changes_nothing_else() {
        let error = ApiError::TooManyRequests {
            message: "Wait.".into(),
            retry_after_secs: 90,
        }
        .with_message_code(MessageCode::CommentEmpty)
        .with_message_code(MessageCode::TooManyComments.param("minutes", 2_u64));

        let (status, retry, body) = answer(error).await;

        assert_eq!(
            (status, retry.as_deref()),
            (StatusCode::TOO_MANY_REQUESTS, Some("90"))
        );
        assert_eq!(
            body,
            serde_json::json!({"error": {
                "code": "too_many_requests",
                "message": "Wait.",
                "messageCode": "too_many_comments",
                "messageParams": {"minutes": 2}
            }})
        );
        let plain = answer(ApiError::bad_field("name", "Too long.")).await.2;
        assert_eq!(
            plain,
            serde_json::json!({"error": {"code": "bad_request", "message": "Too long.", "field": "name"}})
        );
    }
}
