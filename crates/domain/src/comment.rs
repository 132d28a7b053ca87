//! Public comments: moderation status, the comment text, and the comment period (SPEC 4.2, SPEC 9).

use std::fmt;

use chrono::{DateTime, NaiveDate, NaiveTime, TimeDelta, Utc};
use serde::{Deserialize, Serialize};

use crate::filing_status::FilingStatus;

pub use crate::text::ControlCharacter;

/// Length of the public comment period, in days (SPEC 9 "30 days while a filing is Submitted").
pub const COMMENT_PERIOD_DAYS: i64 = 30;

/// Why a comment status code was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "{0} is not a comment status code: use 0 (Pending), 1 (Published), 2 (Rejected) or 3 (Posted)."
)]
pub struct CommentStatusError(pub i16);

/// Where a comment stands in moderation. Serialized as its numeric code (`status`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(try_from = "i16", into = "i16")]
pub enum CommentStatus {
    /// 0: a new public comment awaiting moderation.
    #[default]
    Pending = 0,
    /// 1: approved; the only status shown publicly.
    Published = 1,
    /// 2: refused by a moderator.
    Rejected = 2,
    /// 3: marked posted (the action is hidden in the interface).
    Posted = 3,
}

impl CommentStatus {
    /// The status stored under a database code, 0 to 3.
    pub fn from_code(code: i16) -> Result<CommentStatus, CommentStatusError> {
        match code {
            0 => Ok(CommentStatus::Pending),
            1 => Ok(CommentStatus::Published),
            2 => Ok(CommentStatus::Rejected),
            3 => Ok(CommentStatus::Posted),
            other => Err(CommentStatusError(other)),
        }
    }

    /// The database code.
    pub fn code(self) -> i16 {
        self as i16
    }

    /// The statusDesc shown to staff: Pending, Published, Rejected or Posted.
    pub fn description(self) -> &'static str {
        match self {
            CommentStatus::Pending => "Pending",
            CommentStatus::Published => "Published",
            CommentStatus::Rejected => "Rejected",
            CommentStatus::Posted => "Posted",
        }
    }

    /// Whether the public may read comments in this status; only Published (SPEC 4.2).
    pub fn is_public(self) -> bool {
        self == CommentStatus::Published
    }

    /// What the comment's author is told of it on `/comment-status`.
    pub fn publication_state(self) -> PublicationState {
        match self {
            CommentStatus::Pending => PublicationState::AwaitingReview,
            CommentStatus::Published => PublicationState::Published,
            // Posted is never displayed publicly (SPEC 4.2): to its author it is not published.
            CommentStatus::Rejected | CommentStatus::Posted => PublicationState::NotPublished,
        }
    }
}

/// Where a comment stands as its author sees it, on `/comment-status`: the moderation statuses
/// of SPEC 4.2 folded into what a visitor can act on, each with a stable code and words.
/// Rejected and Posted both read "not published", since neither shows on the Rate Page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PublicationState {
    /// Pending: received, not yet reviewed.
    AwaitingReview,
    /// Published: shown on the filing's Rate Page.
    Published,
    /// Rejected or Posted: reviewed and not shown publicly.
    NotPublished,
}

impl PublicationState {
    /// Every state, in the order a comment may pass through them.
    pub const ALL: [PublicationState; 3] = [
        PublicationState::AwaitingReview,
        PublicationState::Published,
        PublicationState::NotPublished,
    ];

    /// The stable code clients switch on.
    pub fn code(self) -> &'static str {
        match self {
            PublicationState::AwaitingReview => "awaiting_review",
            PublicationState::Published => "published",
            PublicationState::NotPublished => "not_published",
        }
    }

    /// The state in words.
    pub fn description(self) -> &'static str {
        match self {
            PublicationState::AwaitingReview => "Received and awaiting review",
            PublicationState::Published => "Published",
            PublicationState::NotPublished => "Not published",
        }
    }
}

crate::codes::code_conversions!(CommentStatus, CommentStatusError, description);

/// Why a comment's text was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CommentTextError {
    /// Nothing but whitespace was typed.
    #[error("Please enter a comment.")]
    Empty,
    /// The text holds a control character other than tab and line breaks, such as NUL, which
    /// PostgreSQL cannot store (see [`crate::text`]).
    #[error(
        "The comment contains an invisible control character ({0}), which cannot be stored. Please delete it and submit the comment again."
    )]
    Control(ControlCharacter),
    /// The text is longer than [`CommentText::MAX_CHARS`].
    #[error("Please shorten your comment to {max} characters or fewer; it has {chars}.", max = CommentText::MAX_CHARS)]
    TooLong {
        /// How many characters the trimmed comment has.
        chars: usize,
    },
}

/// The text of a public comment: trimmed, not empty, free of control characters but tab and
/// line breaks, at most [`CommentText::MAX_CHARS`] characters.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct CommentText(String);

impl CommentText {
    /// Longest comment accepted, counted in characters (not bytes), as the database checks it.
    pub const MAX_CHARS: usize = 4000;

    /// Trims the typed text and checks it is not empty, holds no control character (anywhere
    /// in the typed text, surrounding whitespace included) and is not too long.
    pub fn parse(text: &str) -> Result<CommentText, CommentTextError> {
        let trimmed = text.trim();
        if trimmed.is_empty() {
            return Err(CommentTextError::Empty);
        }
        if let Some(found) = crate::text::first_control_character(text) {
            return Err(CommentTextError::Control(found));
        }
        let chars = trimmed.chars().count();
        if chars > CommentText::MAX_CHARS {
            return Err(CommentTextError::TooLong { chars });
        }
        Ok(CommentText(trimmed.to_owned()))
    }

    /// The comment text.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The comment text, owned.
    pub fn into_inner(self) -> String {
        self.0
    }
}

impl TryFrom<String> for CommentText {
    type Error = CommentTextError;
    fn try_from(text: String) -> Result<CommentText, CommentTextError> {
        CommentText::parse(&text)
    }
}

impl From<CommentText> for String {
    fn from(text: CommentText) -> String {
        text.0
    }
}

impl fmt::Display for CommentText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// The window in which the public may comment on a filing: 30 days from its submission date,
/// and only while it is still Submitted (SPEC 9; it starts at 00:00 UTC of that date).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CommentPeriod {
    /// When the period starts (or would, were the filing Submitted).
    starts_at: DateTime<Utc>,
    /// When the period ends, or `None` when the filing is not Submitted (no period runs).
    closes_at: Option<DateTime<Utc>>,
}

impl CommentPeriod {
    /// The period of a filing in `status` whose period starts at `starts_at` (the start of its
    /// submission date).
    pub fn for_filing(status: &FilingStatus, starts_at: DateTime<Utc>) -> CommentPeriod {
        let closes_at = (*status == FilingStatus::Submitted).then(|| {
            // Only a date near the end of chrono's range overflows; such a period never closes.
            starts_at
                .checked_add_signed(TimeDelta::days(COMMENT_PERIOD_DAYS))
                .unwrap_or(DateTime::<Utc>::MAX_UTC)
        });
        CommentPeriod {
            starts_at,
            closes_at,
        }
    }

    /// The period of a filing in `status` submitted on `submission_date`: it starts at 00:00
    /// UTC of that day.
    pub fn for_submission(status: &FilingStatus, submission_date: NaiveDate) -> CommentPeriod {
        CommentPeriod::for_filing(status, submission_date.and_time(NaiveTime::MIN).and_utc())
    }

    /// The earliest submission date whose period can still be open at `now`: filings submitted
    /// before it need not be read to find the open periods.
    pub fn earliest_open_submission(now: DateTime<Utc>) -> NaiveDate {
        // A period of day d closes at d + 30 days, 00:00; it is open at `now` only if that is
        // later than `now`, i.e. d is after the day of `now` − 30 days.
        now.checked_sub_signed(TimeDelta::days(COMMENT_PERIOD_DAYS))
            .map_or(NaiveDate::MIN, |start| start.date_naive())
            .succ_opt()
            .unwrap_or(NaiveDate::MAX)
    }

    /// When the period started, or `None` when the filing is not Submitted.
    pub fn opens_at(&self) -> Option<DateTime<Utc>> {
        self.closes_at.map(|_| self.starts_at)
    }

    /// Whether a comment made at `now` falls in the period: the filing is Submitted and `now` is
    /// before the start plus 30 days (the closing instant itself is outside).
    pub fn is_open_at(&self, now: DateTime<Utc>) -> bool {
        self.closes_at.is_some_and(|closes_at| now < closes_at)
    }

    /// The first instant at which comments are no longer accepted, or `None` when the filing is
    /// not Submitted and so has no comment period.
    pub fn closes_at(&self) -> Option<DateTime<Utc>> {
        self.closes_at
    }
}

#[cfg(test)]
mod tests;
