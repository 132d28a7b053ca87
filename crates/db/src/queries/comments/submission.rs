//! Taking a public comment: the filing it is about, the per-client rate limit and the insert,
//! in one transaction so a refused comment leaves nothing behind.

use chrono::{DateTime, NaiveDate, Utc};
use diesel::prelude::*;
use diesel::sql_types::Text;

use crate::schema::{comment_throttle, comments, filing_statuses, filings};

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

/// A client's recent submissions within the rate-limit window.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RecentSubmissions {
    /// How many.
    pub count: i64,
    /// The oldest of them, when there are any.
    pub oldest: Option<DateTime<Utc>>,
}

/// Locks the client's throttle rows for this transaction, prunes expired rows (for every
/// client) and counts the client's submissions since `since`.
///
/// The public API's role may not DELETE: the owner's `prune_comment_throttle()` deletes rows
/// older than the hour the table keeps, so `since` must not lie further back than that.
pub fn recent_submissions(
    conn: &mut PgConnection,
    client_hash: &str,
    since: DateTime<Utc>,
) -> QueryResult<RecentSubmissions> {
    diesel::sql_query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))")
        .bind::<Text, _>(client_hash)
        .execute(conn)?;
    diesel::sql_query("SELECT prune_comment_throttle()").execute(conn)?;
    let (count, oldest) = comment_throttle::table
        .filter(comment_throttle::client_hash.eq(client_hash))
        .filter(comment_throttle::submitted_at.ge(since))
        .select((
            diesel::dsl::count_star(),
            diesel::dsl::min(comment_throttle::submitted_at),
        ))
        .first::<(i64, Option<DateTime<Utc>>)>(conn)?;
    Ok(RecentSubmissions { count, oldest })
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
/// the public API's role may insert) and records the submission for the client's rate limit.
pub fn insert_pending(
    conn: &mut PgConnection,
    filing_id: i32,
    commentary: &str,
    client_hash: &str,
) -> QueryResult<CommentReceipt> {
    diesel::insert_into(comment_throttle::table)
        .values(comment_throttle::client_hash.eq(client_hash))
        .execute(conn)?;
    diesel::insert_into(comments::table)
        .values((
            comments::filing_id.eq(filing_id),
            comments::commentary.eq(commentary),
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
