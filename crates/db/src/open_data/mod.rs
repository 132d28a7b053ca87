//! What the open-data downloads read: the publicly listed filing lines and the
//! published comments row by row, a year's compare dataset one county at a time, and when each
//! of them last changed. Every read keeps the public pages' rules: a filing whose status is not
//! publicly listed ("Do Not Display") never appears, a comment only once published, a plan only
//! as the Compare page offers it (`compare_dataset`).
//!
//! The rows come through a callback, one at a time, so a caller streaming a file of millions
//! of rows holds one row (or one county) in memory, never the whole set.

mod comments;
mod filings;
mod plans;

pub use comments::{PublishedCommentLine, comments_last_updated, for_each_published_comment};
pub use filings::{FilingLine, filings_last_updated, for_each_filing_line};
pub use plans::{Reading, for_each_county, plans_last_updated};
