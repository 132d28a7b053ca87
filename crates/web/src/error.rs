//! One JSON error envelope for every error: `{"error": {"code": "...", "message": "..."}}`.
//!
//! Errors a person can cause carry a message telling them what to do; errors they cannot cause
//! are logged with their cause chain and answered with a generic message.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, ResponseError};
use serde::Serialize;
use utoipa::ToSchema;

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
}

impl ApiError {
    /// A 400 about one field.
    pub fn bad_field(field: impl Into<String>, message: impl Into<String>) -> Self {
        Self::BadRequest {
            field: Some(field.into()),
            message: message.into(),
        }
    }

    fn code(&self) -> &'static str {
        match self {
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
        }
    }
}

// The one type every error answer is serialized as. The OpenAPI documents take their
// `ErrorEnvelope`/`ErrorBody` schemas from these derives, so the contract cannot drift from the
// answers; the doc comments are the schemas' descriptions (plain comments stay out of them).

/// Every error answer: `{"error": {"code", "message", "field"?}}` (docs/api-design.md).
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
}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        match self {
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
        }
    }

    fn error_response(&self) -> HttpResponse {
        let message = match self {
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
        let field = match self {
            Self::BadRequest { field, .. } => field.clone(),
            Self::FieldConflict { field, .. } => Some(field.clone()),
            _ => None,
        };
        let mut response = HttpResponse::build(self.status_code());
        if matches!(self, Self::Unauthorized(_)) {
            response.insert_header(("WWW-Authenticate", "Bearer"));
        }
        if matches!(self, Self::Unavailable(_)) {
            response.insert_header(("Retry-After", "5"));
        }
        if let Self::MethodNotAllowed { allow, .. } = self {
            response.insert_header(("Allow", allow.join(", ")));
        }
        if let Self::TooManyRequests {
            retry_after_secs, ..
        } = self
        {
            response.insert_header(("Retry-After", retry_after_secs.to_string()));
        }
        response.json(ErrorEnvelope {
            error: ErrorBody {
                code: self.code(),
                message,
                field,
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
