//! A rate filing's state status, its badge colour and popover text (SPEC 4.1, SPEC 9).

use std::fmt;

use serde::{Deserialize, Serialize};

/// Why a filing-status code was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0} is not a filing status code: expected 1 to 8.")]
pub struct FilingStatusError(pub i16);

/// Colour of a status badge (SPEC 9 "Status colours").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BadgeColour {
    /// Accepted.
    Green,
    /// Denied.
    Red,
    /// Submitted.
    Blue,
    /// Under Review.
    Purple,
    /// Withdrawn.
    Yellow,
    /// Rejected.
    Orange,
    /// Do Not Display, Plan Not Available and any unknown status.
    Gray,
}

impl BadgeColour {
    /// The colour's lower-case name, e.g. "green".
    pub fn as_str(self) -> &'static str {
        match self {
            BadgeColour::Green => "green",
            BadgeColour::Red => "red",
            BadgeColour::Blue => "blue",
            BadgeColour::Purple => "purple",
            BadgeColour::Yellow => "yellow",
            BadgeColour::Orange => "orange",
            BadgeColour::Gray => "gray",
        }
    }
}

impl fmt::Display for BadgeColour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The state's status of a rate filing (SPEC 3 "Filing status values", SPEC 4.1).
///
/// Serialized as its display string (`stateStatus.displayStatus`); an unknown string is kept as
/// [`FilingStatus::Other`] and shown as a gray badge without popover.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "String", into = "String")]
pub enum FilingStatus {
    /// Code 1: proposed by the company; the public comment period runs.
    Submitted,
    /// Code 2: comment period closed, decision being made.
    UnderReview,
    /// Code 3: found reasonable.
    Accepted,
    /// Code 4: found unreasonable.
    Denied,
    /// Code 5: withdrawn by the company before a decision.
    Withdrawn,
    /// Code 6: insufficient documentation; not considered filed.
    Rejected,
    /// Code 7: never shown on the public site.
    DoNotDisplay,
    /// Code 8.
    PlanNotAvailable,
    /// A status this product does not know, kept as received.
    Other(String),
}

/// The stable name of a known filing status (`stateStatus.statusCode`, snake_case), which the web
/// app translates: the English of [`FilingStatus::display_status`] is for API users and feeds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FilingStatusCode {
    /// Submitted.
    Submitted,
    /// Under Review.
    UnderReview,
    /// Accepted.
    Accepted,
    /// Denied.
    Denied,
    /// Withdrawn.
    Withdrawn,
    /// Rejected.
    Rejected,
    /// Do Not Display.
    DoNotDisplay,
    /// Plan Not Available.
    PlanNotAvailable,
}

impl FilingStatusCode {
    /// Every name, in the order of the database codes 1 to 8.
    pub const ALL: [FilingStatusCode; 8] = [
        FilingStatusCode::Submitted,
        FilingStatusCode::UnderReview,
        FilingStatusCode::Accepted,
        FilingStatusCode::Denied,
        FilingStatusCode::Withdrawn,
        FilingStatusCode::Rejected,
        FilingStatusCode::DoNotDisplay,
        FilingStatusCode::PlanNotAvailable,
    ];
}

const ACCEPTED_TEXT: &str = "The Insurance Department completed the rate review process and found the proposed rate change to be reasonable.";
const DENIED_TEXT: &str = "The Insurance Department completed the rate review process and found the proposed rate change to be unreasonable.";
const SUBMITTED_TEXT: &str = "The insurance company has formally proposed a rate change but it has not yet completed the review process. A public comment period of 30 days is available when in the submitted status. To make a comment, select the \"View Details\" button; this will navigate to the \"Rate Filing\" page, which provides a comment section.";
const UNDER_REVIEW_TEXT: &str = "The public commenting period is now closed and the Insurance Department is in the final stages of making a decision.";
const WITHDRAWN_TEXT: &str = "The insurance company has decided to withdraw the proposed rate change prior to a decision being made from the Insurance Department.";
const REJECTED_TEXT: &str = "The filing did not contain sufficient documentation to complete the review process. The filing is not considered filed with the department.";

impl FilingStatus {
    /// Every known status in code order 1 to 8.
    pub const KNOWN: [FilingStatus; 8] = [
        FilingStatus::Submitted,
        FilingStatus::UnderReview,
        FilingStatus::Accepted,
        FilingStatus::Denied,
        FilingStatus::Withdrawn,
        FilingStatus::Rejected,
        FilingStatus::DoNotDisplay,
        FilingStatus::PlanNotAvailable,
    ];

    /// The status stored under a database code (the seeded `filing_statuses` table, 1 to 8).
    pub fn from_code(code: i16) -> Result<FilingStatus, FilingStatusError> {
        let index = usize::try_from(code).ok().and_then(|c| c.checked_sub(1));
        index
            .and_then(|i| FilingStatus::KNOWN.get(i))
            .cloned()
            .ok_or(FilingStatusError(code))
    }

    /// The database code, or `None` for an unknown status.
    pub fn code(&self) -> Option<i16> {
        let code = match self {
            FilingStatus::Submitted => 1,
            FilingStatus::UnderReview => 2,
            FilingStatus::Accepted => 3,
            FilingStatus::Denied => 4,
            FilingStatus::Withdrawn => 5,
            FilingStatus::Rejected => 6,
            FilingStatus::DoNotDisplay => 7,
            FilingStatus::PlanNotAvailable => 8,
            FilingStatus::Other(_) => return None,
        };
        Some(code)
    }

    /// The stable name of the status, or `None` for one this product does not know (whose text
    /// can only be shown as received).
    pub fn status_code(&self) -> Option<FilingStatusCode> {
        let name = match self {
            FilingStatus::Submitted => FilingStatusCode::Submitted,
            FilingStatus::UnderReview => FilingStatusCode::UnderReview,
            FilingStatus::Accepted => FilingStatusCode::Accepted,
            FilingStatus::Denied => FilingStatusCode::Denied,
            FilingStatus::Withdrawn => FilingStatusCode::Withdrawn,
            FilingStatus::Rejected => FilingStatusCode::Rejected,
            FilingStatus::DoNotDisplay => FilingStatusCode::DoNotDisplay,
            FilingStatus::PlanNotAvailable => FilingStatusCode::PlanNotAvailable,
            FilingStatus::Other(_) => return None,
        };
        Some(name)
    }

    /// The status named by a display string; case and surrounding whitespace are ignored, and
    /// an unknown name becomes [`FilingStatus::Other`] holding the trimmed text.
    pub fn from_display(text: &str) -> FilingStatus {
        let trimmed = text.trim();
        FilingStatus::KNOWN
            .into_iter()
            .find(|status| status.display_status().eq_ignore_ascii_case(trimmed))
            .unwrap_or_else(|| FilingStatus::Other(trimmed.to_owned()))
    }

    /// The text shown on the badge, e.g. "Under Review"; an unknown status shows as received.
    pub fn display_status(&self) -> &str {
        match self {
            FilingStatus::Submitted => "Submitted",
            FilingStatus::UnderReview => "Under Review",
            FilingStatus::Accepted => "Accepted",
            FilingStatus::Denied => "Denied",
            FilingStatus::Withdrawn => "Withdrawn",
            FilingStatus::Rejected => "Rejected",
            FilingStatus::DoNotDisplay => "Do Not Display",
            FilingStatus::PlanNotAvailable => "Plan Not Available",
            FilingStatus::Other(text) => text,
        }
    }

    /// The badge colour (SPEC 4.1 table).
    pub fn colour(&self) -> BadgeColour {
        match self {
            FilingStatus::Accepted => BadgeColour::Green,
            FilingStatus::Denied => BadgeColour::Red,
            FilingStatus::Submitted => BadgeColour::Blue,
            FilingStatus::UnderReview => BadgeColour::Purple,
            FilingStatus::Withdrawn => BadgeColour::Yellow,
            FilingStatus::Rejected => BadgeColour::Orange,
            FilingStatus::DoNotDisplay
            | FilingStatus::PlanNotAvailable
            | FilingStatus::Other(_) => BadgeColour::Gray,
        }
    }

    /// The text of the badge's popover, or `None` when the badge has no popover (SPEC 4.1 table).
    pub fn popover(&self) -> Option<&'static str> {
        match self {
            FilingStatus::Accepted => Some(ACCEPTED_TEXT),
            FilingStatus::Denied => Some(DENIED_TEXT),
            FilingStatus::Submitted => Some(SUBMITTED_TEXT),
            FilingStatus::UnderReview => Some(UNDER_REVIEW_TEXT),
            FilingStatus::Withdrawn => Some(WITHDRAWN_TEXT),
            FilingStatus::Rejected => Some(REJECTED_TEXT),
            FilingStatus::DoNotDisplay
            | FilingStatus::PlanNotAvailable
            | FilingStatus::Other(_) => None,
        }
    }

    /// Whether filings in this status may appear on the public site; false only for Do Not Display.
    pub fn publicly_listed(&self) -> bool {
        !matches!(self, FilingStatus::DoNotDisplay)
    }
}

impl From<String> for FilingStatus {
    fn from(text: String) -> FilingStatus {
        FilingStatus::from_display(&text)
    }
}

impl From<FilingStatus> for String {
    fn from(status: FilingStatus) -> String {
        match status {
            FilingStatus::Other(text) => text,
            known => known.display_status().to_owned(),
        }
    }
}

impl fmt::Display for FilingStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.display_status())
    }
}

#[cfg(test)]
mod tests;
