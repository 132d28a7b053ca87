//! `POST /comment-status`: what became of a public comment, for whoever holds
//! its receipt code. The code travels in the body, never the address, so it stays out of
//! logs, histories and caches; every answer is `Cache-Control: no-store` (docs/decisions.md).

use actix_web::{HttpRequest, HttpResponse, web};
use chrono::{DateTime, Utc};
use db::queries::comments::{self, CommentByReceipt, ReceiptFiling, ReceiptLookup};
use domain::{
    CommentPeriod, CommentStatus, FilingStatus, PublicationState, ReceiptCode, ReceiptCodeError,
    format_us_date,
};
use serde::{Deserialize, Serialize};
use service_kit::{ApiError, JsonBody, MessageCode};
use utoipa::ToSchema;

use super::filing_dto::CommentPeriodDto;
use crate::client::Bucket;
use crate::{AppState, PrimaryPool, comment_limit, receipt};

/// The one answer to a well-formed code that names no comment: the same whether or not any
/// other code exists, so a refusal tells nothing about the codes there are.
pub const NO_SUCH_CODE: &str =
    "No comment has this receipt code. Please check the code against your receipt and try again.";

/// A receipt code to look up.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CommentStatusRequest {
    /// The receipt code from the answer to `POST /comments`: 16 letters and digits, read as
    /// typed — lower case, spaces and dashes are fine, I and L are read as 1 and O as 0.
    #[schema(
        example = "7KQ2-M9XD-4HTB-Z1PA",
        max_length = 64,
        pattern = r"^[ -]*(?:[0-9A-TV-Za-tv-z][ -]*){16}$"
    )]
    code: String,
}

/// Where a comment stands for its author.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum CommentStateCode {
    /// Received, not yet reviewed (Pending).
    AwaitingReview,
    /// Shown on the filing's Rate Page (Published).
    Published,
    /// Reviewed and not shown publicly (Rejected, or Posted, which is never displayed).
    NotPublished,
}

impl From<PublicationState> for CommentStateCode {
    fn from(state: PublicationState) -> CommentStateCode {
        match state {
            PublicationState::AwaitingReview => CommentStateCode::AwaitingReview,
            PublicationState::Published => CommentStateCode::Published,
            PublicationState::NotPublished => CommentStateCode::NotPublished,
        }
    }
}

/// A comment as its author may see it through its receipt code.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CommentStatusDto {
    /// The comment's text, as received.
    commentary: String,
    /// When it was received (RFC 3339).
    date_created: DateTime<Utc>,
    /// The day it was received, MM/DD/YYYY (UTC).
    date_created_as_string: String,
    /// Where it stands: awaiting_review, published or not_published.
    state: CommentStateCode,
    /// The state in words: "Received and awaiting review", "Published" or "Not published".
    state_desc: &'static str,
    /// The filing commented on; null once it is no longer publicly listed.
    filing: Option<CommentStatusFilingDto>,
}

/// The filing a comment is about, with the keys of its Rate Page
/// (`/company/{companyProductPk}/rate/{filingId}/{companyPk}/{toiId}`).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CommentStatusFilingDto {
    /// The filing.
    filing_id: i32,
    /// The company product filed for.
    company_product_pk: i32,
    /// The first company the filing names.
    company_pk: i32,
    /// The filing's type of insurance.
    toi_id: i32,
    /// Rate-filing system tracking number.
    filing_serff_track_num: String,
    /// The company's name.
    company_name: String,
    /// Product name as filed.
    product_name: String,
    /// Whether comments are accepted now, and the day the period closes (null once the filing
    /// is no longer Submitted).
    comment_period: CommentPeriodDto,
}

impl CommentStatusDto {
    fn new(comment: CommentByReceipt, now: DateTime<Utc>) -> CommentStatusDto {
        // Codes come from the reference table; an unknown one is shown as still under review.
        let state = CommentStatus::from_code(comment.comment_status_code)
            .unwrap_or_default()
            .publication_state();
        CommentStatusDto {
            commentary: comment.commentary,
            date_created: comment.date_created,
            date_created_as_string: format_us_date(comment.date_created.date_naive()),
            state: state.into(),
            state_desc: state.description(),
            filing: comment
                .filing
                .map(|filing| CommentStatusFilingDto::new(filing, now)),
        }
    }
}

impl CommentStatusFilingDto {
    fn new(filing: ReceiptFiling, now: DateTime<Utc>) -> CommentStatusFilingDto {
        let status = FilingStatus::from_display(&filing.display_status);
        let period = CommentPeriod::for_submission(&status, filing.submission_date);
        CommentStatusFilingDto {
            filing_id: filing.filing_id,
            company_product_pk: filing.company_product_pk,
            company_pk: filing.company_pk,
            toi_id: filing.toi_id,
            filing_serff_track_num: filing.serff_tracking_num,
            company_name: filing.company_name,
            product_name: filing.product_name,
            comment_period: CommentPeriodDto::new(&period, now),
        }
    }
}

/// The state of the comment a receipt code names. Each well-formed code counts against the
/// client's hourly allowance of lookups, the size of its comment allowance but apart from it.
#[utoipa::path(post, path = "/comment-status", tag = "comments", request_body = CommentStatusRequest,
    responses(
        (status = 200, description = "The comment, its state and its filing; Cache-Control: no-store", body = CommentStatusDto),
        (status = 400, description = "Not a receipt code, or a malformed request; `field` names `code`", body = service_kit::error::ErrorEnvelope),
        (status = 404, description = "No comment has this code (the same answer for every such code)", body = service_kit::error::ErrorEnvelope),
        (status = 413, description = "The request body is too large", body = service_kit::error::ErrorEnvelope),
        (status = 429, description = "Too many lookups from this client; see Retry-After", body = service_kit::error::ErrorEnvelope),
        (status = 503, description = "Database unreachable", body = service_kit::error::ErrorEnvelope)))]
#[tracing::instrument(skip_all)]
pub async fn lookup(
    req: HttpRequest,
    body: JsonBody<CommentStatusRequest>,
    pool: web::Data<PrimaryPool>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, ApiError> {
    let code = ReceiptCode::parse(&body.into_inner().code).map_err(not_a_code)?;
    let receipt_hash = receipt::hash(&code);
    let client_key = comment_limit::client_key(&req, &state, Bucket::CommentStatus);
    let limit = state.comment_limit;
    let now = Utc::now();

    // On the primary: the attempt is written, and a comment just made is there at once.
    let lookup = service_kit::db::run(&pool.0, move |conn| {
        comments::lookup_receipt(conn, &receipt_hash, &client_key, limit, now)
    })
    .await?;

    match lookup {
        ReceiptLookup::Found(comment) => {
            Ok(HttpResponse::Ok().json(CommentStatusDto::new(comment, now)))
        }
        ReceiptLookup::Unknown => Err(ApiError::NotFound(NO_SUCH_CODE.into())
            .with_message_code(MessageCode::ReceiptCodeUnknown)),
        ReceiptLookup::RateLimited(wait) => Err(comment_limit::too_many(
            comment_limit::Activity::Lookups,
            wait,
        )),
    }
}

/// The 400 naming `code` of a typed code that cannot be one, with its message's name:
/// `receipt_code_invalid` (not 16 letters and digits), `receipt_code_too_long` or
/// `receipt_code_character`.
fn not_a_code(error: ReceiptCodeError) -> ApiError {
    let message_code = match &error {
        ReceiptCodeError::Length(chars) => MessageCode::ReceiptCodeInvalid.param("chars", *chars),
        ReceiptCodeError::TooLong { chars } => {
            MessageCode::ReceiptCodeTooLong.param("chars", *chars)
        }
        ReceiptCodeError::Character(character) => MessageCode::ReceiptCodeCharacter
            .param("character", character.escape_debug().to_string()),
    };
    ApiError::bad_field("code", error.to_string()).with_message_code(message_code)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn each_state_travels_as_its_domain_code() {
        for state in PublicationState::ALL {
            let json = serde_json::to_value(CommentStateCode::from(state)).unwrap();

            assert_eq!(json, state.code());
        }
    }
}
