//! `comments`: public comments on filings and their moderation (SPEC 3 Comment, 4.2).

use chrono::{DateTime, Utc};
use diesel::prelude::*;

use crate::schema::comments;

/// A comment row.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Identifiable)]
#[diesel(table_name = comments, primary_key(comment_key), check_for_backend(diesel::pg::Pg))]
pub struct Comment {
    /// Surrogate key (`commentKey`).
    pub comment_key: i32,
    /// The filing commented on (`filingKey`).
    pub filing_id: i32,
    /// The comment text.
    pub commentary: String,
    /// 0 Pending, 1 Published, 2 Rejected, 3 Posted.
    pub comment_status_code: i16,
    /// Moderator's note.
    pub note: Option<String>,
    /// Staff user who last moderated the comment.
    pub approver_pk: Option<i32>,
    /// When the comment was submitted.
    pub date_created: DateTime<Utc>,
    /// Last moderation time.
    pub last_updated: DateTime<Utc>,
}

/// A comment to insert.
#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = comments)]
pub struct NewComment<'a> {
    /// The filing commented on.
    pub filing_id: i32,
    /// The comment text, at most 4000 characters.
    pub commentary: &'a str,
    /// 0 Pending, 1 Published, 2 Rejected, 3 Posted.
    pub comment_status_code: i16,
    /// Moderator's note.
    pub note: Option<&'a str>,
    /// Staff user who last moderated the comment.
    pub approver_pk: Option<i32>,
    /// When the comment was submitted.
    pub date_created: DateTime<Utc>,
    /// Last moderation time (equal to `date_created` until moderated).
    pub last_updated: DateTime<Utc>,
}
