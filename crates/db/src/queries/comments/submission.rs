//! Taking a public comment: the filing it is about and the insert, in one transaction with the
//! per-client rate limit (`throttle`) so a refused comment leaves nothing behind.

use chrono::{DateTime, NaiveDate, Utc};
use diesel::prelude::*;

use super::throttle::record_attempt;
use crate::schema::{comments, filing_statuses, filings};

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
