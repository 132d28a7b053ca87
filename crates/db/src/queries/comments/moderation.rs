//! Public comments as staff moderate them (SPEC 2.16, 4.2, 5.4, 7.3).
//!
//! A moderation is one transaction: the comment row (status, note, approver, last updated), its
//! audit entry and a generation bump, since what the public sees may change with the status.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use domain::CommentStatus;
use serde_json::{Value, json};

use crate::models::comment::Comment;
use crate::queries::{audit, data_generation};
use crate::schema::{comments, filings, staff_users};

/// A comment as the Comments screen lists it, with its filing's tracking number and moderator.
#[derive(Debug, Clone, PartialEq, Eq, Queryable)]
pub struct AdminCommentRow {
    /// `commentKey`.
    pub comment_key: i32,
    /// `filingKey`.
    pub filing_id: i32,
    /// The comment text.
    pub commentary: String,
    /// 0 Pending, 1 Published, 2 Rejected, 3 Posted.
    pub comment_status_code: i16,
    /// Moderator's note.
    pub note: Option<String>,
    /// The staff user who last moderated it.
    pub approver_pk: Option<i32>,
    /// That staff user's first and last name.
    pub approver_name: Option<(String, String)>,
    /// When it was submitted.
    pub date_created: DateTime<Utc>,
    /// When it was last moderated.
    pub last_updated: DateTime<Utc>,
    /// `filingSerffTrackNum` of its filing.
    pub filing_serff_track_num: String,
}

type RowSelection = (
    comments::comment_key,
    comments::filing_id,
    comments::commentary,
    comments::comment_status_code,
    comments::note,
    comments::approver_pk,
    diesel::dsl::Nullable<(staff_users::first_name, staff_users::last_name)>,
    comments::date_created,
    comments::last_updated,
    filings::serff_tracking_num,
);

fn row_selection() -> RowSelection {
    (
        comments::comment_key,
        comments::filing_id,
        comments::commentary,
        comments::comment_status_code,
        comments::note,
        comments::approver_pk,
        (staff_users::first_name, staff_users::last_name).nullable(),
        comments::date_created,
        comments::last_updated,
        filings::serff_tracking_num,
    )
}

/// Every comment, newest first (SPEC 2.16 default sort; every row has a date and a filing, SPEC 5.4).
#[tracing::instrument(skip(conn))]
pub fn list(conn: &mut PgConnection) -> QueryResult<Vec<AdminCommentRow>> {
    comments::table
        .inner_join(filings::table)
        .left_join(staff_users::table)
        .select(row_selection())
        .order((comments::date_created.desc(), comments::comment_key.desc()))
        .load(conn)
}

/// One comment as listed.
#[tracing::instrument(skip(conn))]
pub fn find(conn: &mut PgConnection, comment_key: i32) -> QueryResult<Option<AdminCommentRow>> {
    comments::table
        .inner_join(filings::table)
        .left_join(staff_users::table)
        .filter(comments::comment_key.eq(comment_key))
        .select(row_selection())
        .first(conn)
        .optional()
}

/// The three moderation actions of SPEC 4.2.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ModerationAction {
    /// Approve: the comment becomes Published (1), the only public status.
    Authorize,
    /// Reject: Rejected (2).
    Reject,
    /// Mark Posted (hidden in the interface): Posted (3).
    MarkPosted,
}

impl ModerationAction {
    /// The status the comment takes.
    pub fn status(self) -> CommentStatus {
        match self {
            Self::Authorize => CommentStatus::Published,
            Self::Reject => CommentStatus::Rejected,
            Self::MarkPosted => CommentStatus::Posted,
        }
    }

    /// The audit-log action.
    pub fn audit_action(self) -> &'static str {
        match self {
            Self::Authorize => "comment.authorize",
            Self::Reject => "comment.reject",
            Self::MarkPosted => "comment.post",
        }
    }
}

/// What to do with the moderator's note.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NoteChange {
    /// Leave the stored note as it is.
    Keep,
    /// Store this note (`None` clears it).
    Set(Option<String>),
}

/// Moves comment `comment_key` to the status of `action`, stores the note and records `actor`
/// as its approver, with the audit entry and a generation bump, in one transaction. `None` when
/// no comment has this key (nothing is changed).
#[tracing::instrument(skip(conn, actor, note))]
pub fn moderate(
    conn: &mut PgConnection,
    actor: &audit::Actor,
    comment_key: i32,
    action: ModerationAction,
    note: NoteChange,
) -> QueryResult<Option<AdminCommentRow>> {
    conn.transaction(|conn| {
        let Some(before) = comments::table
            .find(comment_key)
            .select(Comment::as_select())
            .for_update()
            .first(conn)
            .optional()?
        else {
            return Ok(None);
        };
        let note = match note {
            NoteChange::Keep => before.note.clone(),
            NoteChange::Set(note) => note,
        };
        let after: Comment = diesel::update(comments::table.find(comment_key))
            .set((
                comments::comment_status_code.eq(action.status().code()),
                comments::note.eq(&note),
                comments::approver_pk.eq(actor.user_pk),
                comments::last_updated.eq(diesel::dsl::now),
            ))
            .returning(Comment::as_returning())
            .get_result(conn)?;
        audit::record(
            conn,
            actor,
            audit::Change {
                action: action.audit_action(),
                entity_type: "comment",
                entity_id: Some(comment_key.to_string()),
                before: Some(audit_values(&before)),
                after: Some(audit_values(&after)),
            },
        )?;
        data_generation::bump(conn)?;
        find(conn, comment_key)
    })
}

/// The moderation fields an audit entry keeps, in the API's names.
fn audit_values(comment: &Comment) -> Value {
    json!({
        "status": comment.comment_status_code,
        "note": comment.note,
        "approverPk": comment.approver_pk,
    })
}
