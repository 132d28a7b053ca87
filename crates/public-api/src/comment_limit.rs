//! The per-client hourly limit of the public comment calls (`COMMENT_LIMIT_PER_HOUR`), counted
//! in PostgreSQL inside each call's own transaction (docs/decisions.md "Public comments: rate
//! limit in PostgreSQL, per hashed client"). Submissions and receipt-code lookups each have
//! their own allowance of the same size ([`Bucket`]).

use actix_web::HttpRequest;
use chrono::{DateTime, TimeDelta, Utc};
use db::queries::comments;
use diesel::{PgConnection, QueryResult};

use crate::AppState;
use crate::client::{self, Bucket};

/// The rate limit's window.
pub const WINDOW: TimeDelta = TimeDelta::hours(1);

/// The hash `req`'s client is counted under in `bucket`.
pub fn client_key(req: &HttpRequest, state: &AppState, bucket: Bucket) -> String {
    client::client_hash(
        client::client_ip(req, state.gateway_secret.as_deref()),
        &state.comment_client_salt,
        bucket,
    )
}

/// Seconds until the client of `client_key` may try again, when its attempts within the window
/// have reached `limit`; `None` while it is under the limit. Locks the client's rows until the
/// transaction ends, so the count holds until the attempt is recorded.
pub fn seconds_until_allowed(
    conn: &mut PgConnection,
    client_key: &str,
    limit: u32,
    now: DateTime<Utc>,
) -> QueryResult<Option<u64>> {
    let recent = comments::recent_attempts(conn, client_key, now - WINDOW)?;
    if recent.count < i64::from(limit) {
        return Ok(None);
    }
    let frees_at = recent.oldest.unwrap_or(now) + WINDOW;
    Ok(Some(
        u64::try_from((frees_at - now).num_seconds().max(1)).unwrap_or(1),
    ))
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

    /// The stable name of the 429's message.
    fn message_code(self) -> &'static str {
        match self {
            Activity::Comments => "too_many_comments",
            Activity::Lookups => "too_many_lookups",
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
    .with_message_code(
        service_kit::MessageCode::new(activity.message_code()).param("minutes", minutes),
    )
}
