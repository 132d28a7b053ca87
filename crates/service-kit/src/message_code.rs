//! Stable names for the messages a visitor can see: an error answer may carry, beside its fixed
//! `code` and its English `message`, a `messageCode` naming which message it is
//! (`comment_period_closed`) and the `messageParams` it was written with (`{closedOn:
//! "2026-03-05"}`), so the web app can show the same message in the visitor's language. Purely
//! additive: API users keep reading `code` and `message` (docs/api-design.md "Error envelope").
//!
//! Every name is a [`MessageCode`]: the public API document lists them as the `MessageCode`
//! schema, the web app's generated types carry it, and its catalogues translate each one
//! (`errors:server.<code>`). A test fails on a code that nothing sends.

use std::collections::BTreeMap;

use serde::Serialize;
use utoipa::ToSchema;

/// One value a message was written with: a text (an ISO date `YYYY-MM-DD` for names ending in
/// `On`) or a whole number.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(untagged)]
pub enum MessageParam {
    /// A text, e.g. a status or an ISO date.
    Text(String),
    /// A whole number, e.g. a count of characters or minutes.
    Number(i64),
}

impl From<String> for MessageParam {
    fn from(text: String) -> MessageParam {
        MessageParam::Text(text)
    }
}

impl From<&str> for MessageParam {
    fn from(text: &str) -> MessageParam {
        MessageParam::Text(text.to_owned())
    }
}

impl From<chrono::NaiveDate> for MessageParam {
    /// An ISO calendar date, `YYYY-MM-DD`.
    fn from(date: chrono::NaiveDate) -> MessageParam {
        MessageParam::Text(date.format("%Y-%m-%d").to_string())
    }
}

macro_rules! number_param {
    ($($t:ty),*) => {$(
        impl From<$t> for MessageParam {
            fn from(n: $t) -> MessageParam {
                MessageParam::Number(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
number_param!(i32, i64, u32, u64, usize);

/// Declares [`MessageCode`] and the list of all its values from one list of variants.
macro_rules! message_codes {
    ($($(#[$doc:meta])* $variant:ident,)*) => {
        /// The name of a message a visitor can see, sent as `messageCode` (snake_case).
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, ToSchema)]
        #[serde(rename_all = "snake_case")]
        pub enum MessageCode {
            $($(#[$doc])* $variant,)*
        }

        impl MessageCode {
            /// Every code, in declaration order.
            pub const ALL: &'static [MessageCode] = &[$(MessageCode::$variant),*];
        }
    };
}

message_codes! {
    /// A comment of blank text.
    CommentEmpty,
    /// A comment holding a control character (`character`, `position`).
    CommentControlCharacter,
    /// A comment over the limit (`max`, `chars`).
    CommentTooLong,
    /// Public commenting is switched off.
    CommentsTurnedOff,
    /// No listed filing has the key commented on.
    CommentFilingNotFound,
    /// The filing commented on is not Submitted (`status`, its English display status).
    CommentFilingNotSubmitted,
    /// The filing's comment period is over (`closedOn`).
    CommentPeriodClosed,
    /// Too many comments from one client (`minutes` to wait).
    TooManyComments,
    /// A receipt code of the wrong length (`chars`).
    ReceiptCodeInvalid,
    /// A receipt code far too long to be one (`chars`).
    ReceiptCodeTooLong,
    /// A receipt code with a character codes never hold (`character`).
    ReceiptCodeCharacter,
    /// No comment has the receipt code.
    ReceiptCodeUnknown,
    /// Too many receipt-code lookups from one client (`minutes` to wait).
    TooManyLookups,
    /// Any 503: a dependency is down.
    Unavailable,
    /// Any 500.
    Internal,
    /// The gateway's 400 for a request it cannot read (deploy/nginx/gateway-errors.conf).
    RequestMalformed,
    /// The gateway's 404 for an address nothing answers.
    NotFound,
    /// The gateway's 405 for a method other than GET and HEAD on a read-only address.
    ReadOnlyAddress,
    /// The gateway's 413 for a body over its limit.
    RequestTooLarge,
    /// The gateway's 414 for an address over its limit.
    AddressTooLong,
    /// The gateway's 429 for a connection over its request rate.
    RateLimited,
}

impl MessageCode {
    /// This message with one value.
    #[must_use]
    pub fn param(self, name: &'static str, value: impl Into<MessageParam>) -> VisitorMessage {
        VisitorMessage::from(self).param(name, value)
    }
}

/// Which message an error answer carries and the values it was written with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VisitorMessage {
    /// Its name.
    pub code: MessageCode,
    /// The values, by name (camelCase).
    pub params: BTreeMap<&'static str, MessageParam>,
}

impl From<MessageCode> for VisitorMessage {
    /// The message without values.
    fn from(code: MessageCode) -> VisitorMessage {
        VisitorMessage {
            code,
            params: BTreeMap::new(),
        }
    }
}

impl VisitorMessage {
    /// The same message with one more value.
    #[must_use]
    pub fn param(mut self, name: &'static str, value: impl Into<MessageParam>) -> VisitorMessage {
        self.params.insert(name, value.into());
        self
    }
}

#[cfg(test)]
mod tests;
