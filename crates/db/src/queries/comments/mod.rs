//! Comments on rate filings: taking a public comment (the filing it is about, the per-client
//! rate limit and the insert), finding one by its receipt code, and moderating them (the list
//! staff see and the status changes).

mod moderation;
mod receipt;
mod submission;
mod throttle;

pub use self::moderation::{AdminCommentRow, ModerationAction, NoteChange, find, list, moderate};
pub use self::receipt::{CommentByReceipt, ReceiptFiling, ReceiptLookup, lookup_receipt};
pub use self::submission::{CommentReceipt, NewComment, Submission, count_for_filing, submit};
