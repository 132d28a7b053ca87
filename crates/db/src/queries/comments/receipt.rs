//! A comment found by its receipt code: what its author may read of it —
//! the text, when it arrived, its moderation status — and the filing it is about while that
//! filing is publicly listed. Never the note, approver or moderation time.

use chrono::{DateTime, NaiveDate, Utc};
use diesel::prelude::*;

use super::throttle::{record_attempt, seconds_until_allowed};
use crate::queries::filings::publicly_listed_lines;
use crate::schema::{comments, companies, filing_companies, filing_statuses, filings};

/// The comment a receipt code names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CommentByReceipt {
    /// The comment text as stored.
    pub commentary: String,
    /// When it was received.
    pub date_created: DateTime<Utc>,
    /// 0 Pending, 1 Published, 2 Rejected, 3 Posted.
    pub comment_status_code: i16,
    /// Its filing, or `None` once that filing is no longer publicly listed (Do Not Display).
    pub filing: Option<ReceiptFiling>,
}

/// A publicly listed filing as the comment status shows it: enough to name it and link its
/// Rate Page (for its first company), and to tell its comment period.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = filings, check_for_backend(diesel::pg::Pg))]
pub struct ReceiptFiling {
    /// `filingId`.
    pub filing_id: i32,
    /// `filingSerffTrackNum`.
    pub serff_tracking_num: String,
    /// Product name as filed.
    pub product_name: String,
    /// The company product filed for (`companyProductPk`).
    pub company_product_pk: i32,
    /// The filing's type of insurance (`toiId`).
    pub toi_id: i32,
    /// The first company the filing names (`companyPk`).
    #[diesel(select_expression = filing_companies::company_pk)]
    pub company_pk: i32,
    /// Its name.
    #[diesel(select_expression = companies::company_name)]
    pub company_name: String,
    /// Status text; the comment period runs only while it is Submitted.
    #[diesel(select_expression = filing_statuses::display_status)]
    pub display_status: String,
    /// Submission date; the comment period runs from it.
    pub submission_date: NaiveDate,
}

/// What a receipt-code lookup found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReceiptLookup {
    /// The comment the code names.
    Found(CommentByReceipt),
    /// No comment has this code.
    Unknown,
    /// The client is over its limit of lookups: seconds until it may try again.
    RateLimited(u64),
}

/// Looks a receipt code up at `now` in one transaction: the client of `client_hash` must be
/// under `limit` lookups within the throttle's window; each lookup then counts against it,
/// found or not (so codes cannot be guessed faster than the limit allows).
#[tracing::instrument(skip_all)]
pub fn lookup_receipt(
    conn: &mut PgConnection,
    receipt_hash: &str,
    client_hash: &str,
    limit: u32,
    now: DateTime<Utc>,
) -> QueryResult<ReceiptLookup> {
    conn.transaction(|conn| {
        if let Some(wait) = seconds_until_allowed(conn, client_hash, limit, now)? {
            return Ok(ReceiptLookup::RateLimited(wait));
        }
        record_attempt(conn, client_hash)?;
        Ok(find_by_receipt(conn, receipt_hash)?
            .map_or(ReceiptLookup::Unknown, ReceiptLookup::Found))
    })
}

/// The comment whose receipt code hashes to `receipt_hash`, if any.
#[tracing::instrument(skip_all)]
pub fn find_by_receipt(
    conn: &mut PgConnection,
    receipt_hash: &str,
) -> QueryResult<Option<CommentByReceipt>> {
    let comment = comments::table
        .filter(comments::receipt_hash.eq(receipt_hash))
        .select((
            comments::filing_id,
            comments::commentary,
            comments::date_created,
            comments::comment_status_code,
        ))
        .first::<(i32, String, DateTime<Utc>, i16)>(conn)
        .optional()?;
    let Some((filing_id, commentary, date_created, comment_status_code)) = comment else {
        return Ok(None);
    };
    let filing = publicly_listed_lines()
        .filter(filings::filing_id.eq(filing_id))
        .select(ReceiptFiling::as_select())
        .order((filing_companies::position, filing_companies::company_pk))
        .first(conn)
        .optional()?;
    Ok(Some(CommentByReceipt {
        commentary,
        date_created,
        comment_status_code,
        filing,
    }))
}
