//! The per-client hourly limit of the public comment calls (`COMMENT_LIMIT_PER_HOUR`): who a
//! client is counted as, and the 429 of one over its limit. The counting is PostgreSQL's, inside
//! each call's own transaction (`db::queries::comments::submit` and `lookup_receipt`;
//! docs/decisions.md "Public comments: rate limit in PostgreSQL, per hashed client").
//! Submissions and receipt-code lookups each have their own allowance of the same size
//! ([`Bucket`]).

use actix_web::HttpRequest;
use service_kit::MessageCode;

use crate::AppState;
use crate::client::{self, Bucket};

/// The hash `req`'s client is counted under in `bucket`.
pub fn client_key(req: &HttpRequest, state: &AppState, bucket: Bucket) -> String {
    client::client_hash(
        client::client_ip(req, state.gateway_secret.as_deref()),
        &state.comment_client_salt,
        bucket,
    )
}

/// What a client over its limit did too often.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Activity {
    /// `POST /comments`.
    Comments,
    /// `POST /comment-status`.
    Lookups,
}

impl Activity {
    /// How the 429's message says it ("sent several comments").
    fn described(self) -> &'static str {
        match self {
            Activity::Comments => "sent several comments",
            Activity::Lookups => "checked receipt codes several times",
        }
    }

    /// The 429's message.
    fn message_code(self) -> MessageCode {
        match self {
            Activity::Comments => MessageCode::TooManyComments,
            Activity::Lookups => MessageCode::TooManyLookups,
        }
    }
}

/// The 429 of a client over its limit: what it did, how long to wait (`messageParams.minutes`).
pub fn too_many(activity: Activity, retry_after_secs: u64) -> service_kit::ApiError {
    let minutes = retry_after_secs.div_ceil(60);
    service_kit::ApiError::TooManyRequests {
        message: format!(
            "You have {} in a short time. Please wait {minutes} minute(s) and try again.",
            activity.described()
        ),
        retry_after_secs,
    }
    .with_message_code(activity.message_code().param("minutes", minutes))
}
