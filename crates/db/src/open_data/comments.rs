//! The published comments: what the Rate Pages show (SPEC 2.9 "Shows only comments with status
//! 1"), of publicly listed filings only, with nothing moderation-only (no note, no approver).

use chrono::{DateTime, Utc};
use diesel::dsl::max;
use diesel::pg::PgRowByRowLoadingMode;
use diesel::prelude::*;

use crate::queries::filings::publicly_listed_lines;
use crate::schema::{comments, filings};

/// A published comment with its filing's tracking number.
#[derive(Debug, Clone, PartialEq, Eq, Queryable)]
pub struct PublishedCommentLine {
    /// `commentKey`.
    pub comment_key: i32,
    /// The filing commented on.
    pub filing_id: i32,
    /// That filing's rate-filing system tracking number.
    pub serff_tracking_num: String,
    /// When the comment was submitted.
    pub date_created: DateTime<Utc>,
    /// The comment text.
    pub commentary: String,
}

/// Calls `each` with every published comment of a publicly listed filing, oldest first, read
/// one at a time; an error `each` returns stops the read and is returned.
#[tracing::instrument(skip_all)]
pub fn for_each_published_comment<E>(
    conn: &mut PgConnection,
    mut each: impl FnMut(PublishedCommentLine) -> Result<(), E>,
) -> Result<(), E>
where
    E: From<diesel::result::Error>,
{
    // Aliased: the test of the filing's Rate Page reads the filings table too.
    let commented = diesel::alias!(filings as commented);
    let lines = comments::table
        .inner_join(commented.on(comments::filing_id.eq(commented.field(filings::filing_id))))
        .filter(comments::comment_status_code.eq(published()))
        .filter(comments::filing_id.eq_any(publicly_listed_lines().select(filings::filing_id)))
        .select((
            comments::comment_key,
            comments::filing_id,
            commented.field(filings::serff_tracking_num),
            comments::date_created,
            comments::commentary,
        ))
        .order((comments::date_created.asc(), comments::comment_key.asc()))
        .load_iter::<PublishedCommentLine, PgRowByRowLoadingMode>(conn)?;
    for line in lines {
        each(line?)?;
    }
    Ok(())
}

/// When the newest published comment was submitted; `None` when none is. (When a comment was
/// published is a moderation time, which public-api may not read: `000011_service_roles`.)
#[tracing::instrument(skip(conn))]
pub fn comments_last_updated(conn: &mut PgConnection) -> QueryResult<Option<DateTime<Utc>>> {
    comments::table
        .filter(comments::comment_status_code.eq(published()))
        .filter(comments::filing_id.eq_any(publicly_listed_lines().select(filings::filing_id)))
        .select(max(comments::date_created))
        .get_result(conn)
}

/// The one public status (SPEC 9 "Published comment status: 1"). Both reads above keep the
/// comments in it whose filing has a Rate Page: publicly listed, naming a company.
fn published() -> i16 {
    domain::CommentStatus::Published.code()
}
