//! Taking a public comment: the rules it must meet, the filing it is about and the insert, in one
//! transaction with the per-client rate limit (`throttle`) so a refused comment leaves nothing
//! behind.

use chrono::{DateTime, NaiveDate, Utc};
use diesel::prelude::*;
use domain::{CommentPeriod, FilingStatus};

use super::throttle::{record_attempt, seconds_until_allowed};
use crate::queries::site_content::{self, Switch};
use crate::schema::{comments, filing_statuses, filings};

/// A public comment to take, its text already checked.
#[derive(Debug, Clone, Copy)]
pub struct NewComment<'a> {
    /// The filing commented on.
    pub filing_id: i32,
    /// The text, stored as sent.
    pub commentary: &'a str,
    /// The salted hash the client is counted under.
    pub client_hash: &'a str,
    /// The hash of the comment's receipt code.
    pub receipt_hash: &'a str,
}

/// What became of a public comment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Submission {
    /// Stored as Pending; the filing's comment period closes at the time given.
    Stored(CommentReceipt, DateTime<Utc>),
    /// Public commenting is switched off.
    CommentingOff,
    /// No publicly listed filing has this key.
    NoSuchFiling,
    /// The filing is not Submitted; its status as shown.
    NotSubmitted(String),
    /// The comment period closed at the time given.
    PeriodClosed(DateTime<Utc>),
    /// The client is over its limit: seconds until it may try again.
    RateLimited(u64),
}

/// Takes a public comment at `now` in one transaction: commenting must be on, the filing listed
/// and Submitted within its comment period, the client under `limit` comments within the
/// throttle's window; then the comment is stored as Pending and counted against the client.
/// A refusal leaves nothing behind.
#[tracing::instrument(skip_all, fields(filing_id = comment.filing_id))]
pub fn submit(
    conn: &mut PgConnection,
    comment: NewComment<'_>,
    limit: u32,
    now: DateTime<Utc>,
) -> QueryResult<Submission> {
    conn.transaction(|conn| {
        if !site_content::is_enabled(conn, Switch::PublicComments)? {
            return Ok(Submission::CommentingOff);
        }
        let Some(filing) =
            filing_for_comment(conn, comment.filing_id)?.filter(|f| f.publicly_listed)
        else {
            return Ok(Submission::NoSuchFiling);
        };
        let status = FilingStatus::from_code(filing.filing_status_code)
            .unwrap_or_else(|_| FilingStatus::Other(filing.filing_status_code.to_string()));
        if status != FilingStatus::Submitted {
            return Ok(Submission::NotSubmitted(status.display_status().to_owned()));
        }
        let period = CommentPeriod::for_submission(&status, filing.submission_date);
        let Some(closes_at) = period.closes_at() else {
            return Ok(Submission::NotSubmitted(status.display_status().to_owned()));
        };
        if !period.is_open_at(now) {
            return Ok(Submission::PeriodClosed(closes_at));
        }
        if let Some(wait) = seconds_until_allowed(conn, comment.client_hash, limit, now)? {
            return Ok(Submission::RateLimited(wait));
        }
        insert_pending(
            conn,
            comment.filing_id,
            comment.commentary,
            comment.client_hash,
            comment.receipt_hash,
        )
        .map(|stored| Submission::Stored(stored, closes_at))
    })
}

/// What the comment rules need to know about a filing.
#[derive(Debug, Clone, PartialEq, Eq, Queryable)]
pub struct FilingForComment {
    /// The filing.
    pub filing_id: i32,
    /// Its status code.
    pub filing_status_code: i16,
    /// False for Do Not Display.
    pub publicly_listed: bool,
    /// When it was submitted; the comment period runs from here.
    pub submission_date: NaiveDate,
}

/// The filing a comment is about, if it exists.
pub fn filing_for_comment(
    conn: &mut PgConnection,
    filing_id: i32,
) -> QueryResult<Option<FilingForComment>> {
    filings::table
        .inner_join(filing_statuses::table)
        .filter(filings::filing_id.eq(filing_id))
        .select((
            filings::filing_id,
            filings::filing_status_code,
            filing_statuses::publicly_listed,
            filings::submission_date,
        ))
        .first(conn)
        .optional()
}

/// A stored comment's receipt.
#[derive(Debug, Clone, PartialEq, Eq, Queryable)]
pub struct CommentReceipt {
    /// The new comment's key.
    pub comment_key: i32,
    /// When it was stored.
    pub date_created: DateTime<Utc>,
}

/// Stores `commentary` verbatim as a Pending comment (the status column's default, which is all
/// the public API's role may insert) with the hash of its receipt code, and records the
/// submission for the client's rate limit.
pub fn insert_pending(
    conn: &mut PgConnection,
    filing_id: i32,
    commentary: &str,
    client_hash: &str,
    receipt_hash: &str,
) -> QueryResult<CommentReceipt> {
    record_attempt(conn, client_hash)?;
    diesel::insert_into(comments::table)
        .values((
            comments::filing_id.eq(filing_id),
            comments::commentary.eq(commentary),
            comments::receipt_hash.eq(receipt_hash),
        ))
        .returning((comments::comment_key, comments::date_created))
        .get_result(conn)
}

/// Rows in `comments` for a filing (for tests and staff views).
pub fn count_for_filing(conn: &mut PgConnection, filing_id: i32) -> QueryResult<i64> {
    comments::table
        .filter(comments::filing_id.eq(filing_id))
        .count()
        .get_result(conn)
}
