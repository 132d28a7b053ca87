//! Comments on rate filings: taking a public comment (the filing it is about, the per-client
//! rate limit and the insert) and moderating them (the list staff see and the status changes).

mod moderation;
mod submission;

pub use self::moderation::{AdminCommentRow, ModerationAction, NoteChange, find, list, moderate};
pub use self::submission::{
    CommentReceipt, FilingForComment, RecentSubmissions, count_for_filing, filing_for_comment,
    insert_pending, recent_submissions,
};
