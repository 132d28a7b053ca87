//! `GET /public-comments` and `POST /comments` (SPEC 7.2, 4.2, 6, 9).

use actix_web::{HttpRequest, HttpResponse, web};
use chrono::{DateTime, NaiveDate, Utc};
use db::DbPool;
use db::queries::comments::{self, NewComment, Submission};
use db::queries::site_content::{self, Switch};
use domain::{CommentStatus, CommentText, CommentTextError};
use serde::{Deserialize, Serialize};
use service_kit::{ApiError, JsonBody, MessageCode};
use utoipa::ToSchema;

use crate::client::Bucket;
use crate::{AppState, PrimaryPool, comment_limit, receipt};

/// Whether public commenting is allowed (shows or hides the Comment button).
#[utoipa::path(get, path = "/public-comments", tag = "comments",
    responses((status = 200, description = "true while public commenting is allowed", body = bool, content_type = "application/json"),
              (status = 503, description = "Database unreachable", body = service_kit::error::ErrorEnvelope)))]
#[tracing::instrument(skip(pool))]
pub async fn allowed(pool: web::Data<DbPool>) -> Result<HttpResponse, ApiError> {
    let enabled = service_kit::db::run(&pool, |conn| {
        site_content::is_enabled(conn, Switch::PublicComments)
    })
    .await?;
    Ok(HttpResponse::Ok().json(enabled))
}

/// A public comment on a filing (SPEC 7.2 `{filingKey, commentary}`). Any other field is
/// refused (400 naming it): the shape is closed, and an anonymous caller has no record to send
/// back whole.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CommentRequest {
    /// The filing's `filingId`.
    filing_key: i64,
    /// The comment, 1 to 4,000 characters.
    commentary: String,
}

/// The receipt of a stored comment.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CommentReceiptDto {
    /// The new comment's key; quote it when contacting the department.
    comment_key: i32,
    /// The filing commented on.
    filing_key: i32,
    /// 0: Pending. Comments are published after review.
    status: i16,
    /// "Pending".
    status_desc: &'static str,
    /// When the comment was stored.
    date_created: DateTime<Utc>,
    /// What happens next.
    message: &'static str,
    /// The code that shows this comment's state on `/comment-status` (`POST /comment-status`):
    /// 16 letters and digits in four groups. Shown once, here: only its hash is stored, so it
    /// cannot be sent again.
    #[schema(example = "7KQ2-M9XD-4HTB-Z1PA")]
    receipt_code: String,
    /// The day the filing's comment period closes (YYYY-MM-DD; from 00:00 UTC on it comments
    /// are no longer accepted), as the Rate Page's `commentPeriod.closesOn`.
    comment_period_closes_on: NaiveDate,
}

/// Stores a public comment as Pending, committed before the answer is sent.
#[utoipa::path(post, path = "/comments", tag = "comments", request_body = CommentRequest,
    responses(
        (status = 201, description = "Stored as Pending; published after review", body = CommentReceiptDto),
        (status = 400, description = "Empty comment or malformed request", body = service_kit::error::ErrorEnvelope),
        (status = 403, description = "Public commenting is turned off", body = service_kit::error::ErrorEnvelope),
        (status = 404, description = "No such filing", body = service_kit::error::ErrorEnvelope),
        (status = 409, description = "The filing is not Submitted or its 30-day comment period has ended", body = service_kit::error::ErrorEnvelope),
        (status = 413, description = "More than 4,000 characters", body = service_kit::error::ErrorEnvelope),
        (status = 429, description = "Too many comments from this client; see Retry-After", body = service_kit::error::ErrorEnvelope),
        (status = 503, description = "Database unreachable", body = service_kit::error::ErrorEnvelope)))]
#[tracing::instrument(skip_all)]
pub async fn submit(
    req: HttpRequest,
    body: JsonBody<CommentRequest>,
    pool: web::Data<PrimaryPool>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let CommentRequest {
        filing_key,
        commentary,
    } = body.into_inner();
    let filing_id = i32::try_from(filing_key)
        .ok()
        .filter(|k| *k > 0)
        .ok_or_else(|| {
            ApiError::bad_field(
                "filingKey",
                "filingKey must be the filingId of a rate filing.",
            )
        })?;
    check_text(&commentary)?;
    let client_key = comment_limit::client_key(&req, &state, Bucket::Comments);
    let limit = state.comment_limit;
    let now = Utc::now();
    let receipt_code =
        receipt::issue().map_err(|e| ApiError::Internal(anyhow::anyhow!("receipt code: {e}")))?;
    let receipt_hash = receipt::hash(&receipt_code);

    let outcome = service_kit::db::run(&pool.0, move |conn| {
        let comment = NewComment {
            filing_id,
            commentary: &commentary,
            client_hash: &client_key,
            receipt_hash: &receipt_hash,
        };
        comments::submit(conn, comment, limit, now)
    })
    .await?;

    match outcome {
        Submission::Stored(receipt, closes_at) => {
            tracing::info!(
                comment_key = receipt.comment_key,
                filing_id,
                "public comment stored as Pending"
            );
            Ok(HttpResponse::Created().json(CommentReceiptDto {
                comment_key: receipt.comment_key,
                filing_key: filing_id,
                status: CommentStatus::Pending.code(),
                status_desc: CommentStatus::Pending.description(),
                date_created: receipt.date_created,
                message: "Thank you. Your comment was received and will be published after the Insurance Department reviews it.",
                receipt_code: receipt_code.to_string(),
                comment_period_closes_on: closes_at.date_naive(),
            }))
        }
        Submission::CommentingOff => Err(ApiError::Forbidden(
            "Public commenting is turned off at the moment, so comments cannot be submitted."
                .into(),
        )
        .with_message_code(MessageCode::CommentsTurnedOff)),
        Submission::NoSuchFiling => Err(ApiError::NotFound(
            "There is no rate filing with this filingKey to comment on.".into(),
        )
        .with_message_code(MessageCode::CommentFilingNotFound)),
        Submission::NotSubmitted(status) => Err(ApiError::Conflict(format!(
            "Comments are accepted only while a filing is Submitted; this filing is {status}."
        ))
        .with_message_code(MessageCode::CommentFilingNotSubmitted.param("status", status))),
        Submission::PeriodClosed(closed) => Err(ApiError::Conflict(format!(
            "The 30-day comment period for this filing ended on {}.",
            domain::format_us_date(closed.date_naive())
        ))
        .with_message_code(
            MessageCode::CommentPeriodClosed.param("closedOn", closed.date_naive()),
        )),
        Submission::RateLimited(retry_after_secs) => Err(comment_limit::too_many(
            comment_limit::Activity::Comments,
            retry_after_secs,
        )),
    }
}

/// SPEC 5.4: empty or whitespace-only is 400; over 4,000 characters (as typed) is 413.
/// A control character other than tab and line breaks (NUL, which PostgreSQL
/// cannot store, ESC, ...) is 400 naming the character and where it is. Anything else, markup
/// and spreadsheet formulas included, is stored exactly as sent.
fn check_text(commentary: &str) -> Result<(), ApiError> {
    let chars = commentary.chars().count();
    if chars > CommentText::MAX_CHARS {
        return Err(too_long(chars));
    }
    match CommentText::parse(commentary) {
        Ok(_) => Ok(()),
        Err(CommentTextError::Empty) => Err(ApiError::bad_field(
            "commentary",
            "Please type a comment before submitting it.",
        )
        .with_message_code(MessageCode::CommentEmpty)),
        Err(e @ CommentTextError::Control(found)) => {
            Err(
                ApiError::bad_field("commentary", e.to_string()).with_message_code(
                    MessageCode::CommentControlCharacter
                        .param("character", found.code_point())
                        .param("position", found.position),
                ),
            )
        }
        Err(CommentTextError::TooLong { chars }) => Err(too_long(chars)),
    }
}

fn too_long(chars: usize) -> ApiError {
    ApiError::PayloadTooLarge(format!(
        "A comment can be at most {} characters long; this one has {chars}. Please shorten it.",
        CommentText::MAX_CHARS
    ))
    .with_message_code(
        MessageCode::CommentTooLong
            .param("max", CommentText::MAX_CHARS)
            .param("chars", chars),
    )
}
