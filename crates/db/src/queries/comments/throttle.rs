//! The per-client rate limit of the public comment calls: one row per attempt in
//! `comment_throttle`, keyed by a salted hash of the client (and of the call's bucket, so that
//! submissions and receipt-code lookups are counted apart), pruned after the window.

use chrono::{DateTime, TimeDelta, Utc};
use diesel::prelude::*;
use diesel::sql_types::Text;

use crate::schema::comment_throttle;

/// The rate limit's window: a client may make its allowance of attempts within any hour. The
/// table keeps no more than this (`prune_comment_throttle()`).
pub const WINDOW: TimeDelta = TimeDelta::hours(1);

/// A client's recent attempts within the rate-limit window.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RecentAttempts {
    /// How many.
    pub count: i64,
    /// The oldest of them, when there are any.
    pub oldest: Option<DateTime<Utc>>,
}

/// Locks the client's throttle rows for this transaction, prunes expired rows (for every
/// client) and counts the client's attempts since `since`.
///
/// The public API's role may not DELETE: the owner's `prune_comment_throttle()` deletes rows
/// older than the hour the table keeps, so `since` must not lie further back than that.
pub fn recent_attempts(
    conn: &mut PgConnection,
    client_hash: &str,
    since: DateTime<Utc>,
) -> QueryResult<RecentAttempts> {
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
    Ok(RecentAttempts { count, oldest })
}

/// Seconds until the client of `client_hash` may try again, when its attempts within the
/// [`WINDOW`] have reached `limit`; `None` while it is under the limit. Locks the client's rows
/// until the transaction ends, so the count holds until the attempt is recorded.
pub fn seconds_until_allowed(
    conn: &mut PgConnection,
    client_hash: &str,
    limit: u32,
    now: DateTime<Utc>,
) -> QueryResult<Option<u64>> {
    let recent = recent_attempts(conn, client_hash, now - WINDOW)?;
    if recent.count < i64::from(limit) {
        return Ok(None);
    }
    let frees_at = recent.oldest.unwrap_or(now) + WINDOW;
    Ok(Some(
        u64::try_from((frees_at - now).num_seconds().max(1)).unwrap_or(1),
    ))
}

/// Counts one attempt of the client against its limit.
pub fn record_attempt(conn: &mut PgConnection, client_hash: &str) -> QueryResult<()> {
    diesel::insert_into(comment_throttle::table)
        .values(comment_throttle::client_hash.eq(client_hash))
        .execute(conn)
        .map(drop)
}
