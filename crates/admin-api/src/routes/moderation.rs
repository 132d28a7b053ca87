//! Comment moderation and the public-comments switch (SPEC 2.16, 4.2, 4.3, 7.3).

mod comment_dto;

use actix_web::{HttpResponse, web};
use db::DbPool;
use db::queries::comments::{self, ModerationAction, NoteChange};
use db::queries::site_content::Switch;
use serde::Deserialize;
use service_kit::{ApiError, JsonBody};
use utoipa::ToSchema;

use crate::auth::{AdminChange, AdminUser};
use crate::routes::fields::without_control_characters;
use crate::routes::switches;

pub use comment_dto::CommentDto;

/// Longest moderator's note accepted, in characters.
const NOTE_MAX_CHARS: usize = 2000;

/// Every comment, newest first (SPEC 2.16; every comment has a date and a filing, SPEC 5.4).
#[utoipa::path(get, path = "/api/comments", tag = "comments",
    responses(
        (status = 200, description = "Every comment, newest first", body = Vec<CommentDto>),
        crate::auth::AdminReadRefusals))]
#[tracing::instrument(skip_all)]
pub async fn list(
    AdminUser(_staff): AdminUser,
    pool: web::Data<DbPool>,
) -> Result<HttpResponse, ApiError> {
    let rows = service_kit::db::run(&pool, comments::list).await?;
    let comments = rows
        .into_iter()
        .map(CommentDto::try_from)
        .collect::<Result<Vec<_>, _>>()?;
    Ok(HttpResponse::Ok().json(comments))
}

/// A moderation action's body: the whole comment as the SPA holds it (SPEC 4.2). Only
/// `commentKey` and `note` are read; the approver is the signed-in user, whatever is sent.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ModerationRequest {
    /// The comment to moderate.
    #[schema(value_type = i64, minimum = 1)]
    comment_key: Option<i64>,
    /// The moderator's note, at most 2,000 characters; null or blank clears it, absent keeps it.
    #[serde(default, with = "serde_with::rust::double_option")]
    #[schema(value_type = Option<String>, max_length = 2000)]
    note: Option<Option<String>>,
}

impl ModerationRequest {
    /// The comment's key and what to do with its note, or a 400 naming the field at fault.
    fn into_parts(self) -> Result<(i32, NoteChange), ApiError> {
        let comment_key = match self.comment_key {
            None => {
                return Err(ApiError::bad_field(
                    "commentKey",
                    "commentKey is required: the key of the comment to moderate.",
                ));
            }
            Some(key) => i32::try_from(key).map_err(|_| no_such_comment())?,
        };
        let note = match self.note {
            None => NoteChange::Keep,
            Some(note) => {
                let note = note.as_deref().map(str::trim).filter(|n| !n.is_empty());
                if let Some(note) = note {
                    without_control_characters("note", note)?;
                }
                if let Some(chars) = note
                    .map(|n| n.chars().count())
                    .filter(|c| *c > NOTE_MAX_CHARS)
                {
                    return Err(ApiError::bad_field(
                        "note",
                        format!(
                            "A note can be at most 2,000 characters long; this one has {chars}. Please shorten it."
                        ),
                    ));
                }
                NoteChange::Set(note.map(str::to_owned))
            }
        };
        Ok((comment_key, note))
    }
}

fn no_such_comment() -> ApiError {
    ApiError::NotFound("There is no such comment. Reload the Comments page and try again.".into())
}

/// Stores the note, records the signed-in user as approver and moves the comment to the
/// action's status; the public site shows the change within a second.
async fn moderate(
    staff: crate::auth::StaffUser,
    body: ModerationRequest,
    pool: &DbPool,
    action: ModerationAction,
) -> Result<HttpResponse, ApiError> {
    let (comment_key, note) = body.into_parts()?;
    let actor = staff.actor();
    let row = service_kit::db::run(pool, move |conn| {
        comments::moderate(conn, &actor, comment_key, action, note)
    })
    .await?
    .ok_or_else(no_such_comment)?;
    tracing::info!(
        comment_key,
        status = action.status().code(),
        "comment moderated"
    );
    Ok(HttpResponse::Ok().json(CommentDto::try_from(row)?))
}

/// Approve: the comment becomes Published (1) and is shown publicly.
#[utoipa::path(post, path = "/api/comments/authorize", tag = "comments", request_body = ModerationRequest,
    params(crate::auth::AdminChange),
    responses(
        (status = 200, description = "The comment, now Published", body = CommentDto),
        (status = 400, description = "commentKey missing or not a number, or the note is too long", body = service_kit::error::ErrorEnvelope),
        (status = 404, description = "No comment has this commentKey", body = service_kit::error::ErrorEnvelope),
        crate::auth::AdminChangeRefusals))]
#[tracing::instrument(skip_all, fields(user_pk = staff.user.user_pk))]
pub async fn authorize(
    AdminChange(staff): AdminChange,
    body: JsonBody<ModerationRequest>,
    pool: web::Data<DbPool>,
) -> Result<HttpResponse, ApiError> {
    moderate(staff, body.into_inner(), &pool, ModerationAction::Authorize).await
}

/// Reject: the comment becomes Rejected (2) and is not shown publicly.
#[utoipa::path(post, path = "/api/comments/reject", tag = "comments", request_body = ModerationRequest,
    params(crate::auth::AdminChange),
    responses(
        (status = 200, description = "The comment, now Rejected", body = CommentDto),
        (status = 400, description = "commentKey missing or not a number, or the note is too long", body = service_kit::error::ErrorEnvelope),
        (status = 404, description = "No comment has this commentKey", body = service_kit::error::ErrorEnvelope),
        crate::auth::AdminChangeRefusals))]
#[tracing::instrument(skip_all, fields(user_pk = staff.user.user_pk))]
pub async fn reject(
    AdminChange(staff): AdminChange,
    body: JsonBody<ModerationRequest>,
    pool: web::Data<DbPool>,
) -> Result<HttpResponse, ApiError> {
    moderate(staff, body.into_inner(), &pool, ModerationAction::Reject).await
}

/// Mark Posted (hidden in the interface): the comment becomes Posted (3), not shown publicly.
#[utoipa::path(post, path = "/api/comments/post", tag = "comments", request_body = ModerationRequest,
    params(crate::auth::AdminChange),
    responses(
        (status = 200, description = "The comment, now Posted", body = CommentDto),
        (status = 400, description = "commentKey missing or not a number, or the note is too long", body = service_kit::error::ErrorEnvelope),
        (status = 404, description = "No comment has this commentKey", body = service_kit::error::ErrorEnvelope),
        crate::auth::AdminChangeRefusals))]
#[tracing::instrument(skip_all, fields(user_pk = staff.user.user_pk))]
pub async fn mark_posted(
    AdminChange(staff): AdminChange,
    body: JsonBody<ModerationRequest>,
    pool: web::Data<DbPool>,
) -> Result<HttpResponse, ApiError> {
    moderate(
        staff,
        body.into_inner(),
        &pool,
        ModerationAction::MarkPosted,
    )
    .await
}

/// Whether public commenting is allowed ('Comments are currently allowed/disabled.').
#[utoipa::path(get, path = "/api/public-comments", tag = "comments",
    responses(
        (status = 200, description = "true while public commenting is allowed", body = bool, content_type = "application/json"),
        crate::auth::AdminReadRefusals))]
#[tracing::instrument(skip_all)]
pub async fn public_comments_status(
    AdminUser(_staff): AdminUser,
    pool: web::Data<DbPool>,
) -> Result<HttpResponse, ApiError> {
    switches::state(&pool, Switch::PublicComments).await
}

/// Allows public commenting; the public Comment button shows within a second.
#[utoipa::path(get, path = "/api/public-comments/enable", tag = "comments",
    params(crate::auth::AdminChange),
    responses(
        (status = 200, description = "The new state: true", body = bool, content_type = "application/json"),
        crate::auth::AdminChangeRefusals))]
#[tracing::instrument(skip_all, fields(user_pk = staff.user.user_pk))]
pub async fn enable_public_comments(
    AdminChange(staff): AdminChange,
    pool: web::Data<DbPool>,
) -> Result<HttpResponse, ApiError> {
    switches::set(&staff, &pool, Switch::PublicComments, true).await
}

/// Disables public commenting; the public Comment button hides within a second.
#[utoipa::path(get, path = "/api/public-comments/disable", tag = "comments",
    params(crate::auth::AdminChange),
    responses(
        (status = 200, description = "The new state: false", body = bool, content_type = "application/json"),
        crate::auth::AdminChangeRefusals))]
#[tracing::instrument(skip_all, fields(user_pk = staff.user.user_pk))]
pub async fn disable_public_comments(
    AdminChange(staff): AdminChange,
    pool: web::Data<DbPool>,
) -> Result<HttpResponse, ApiError> {
    switches::set(&staff, &pool, Switch::PublicComments, false).await
}
