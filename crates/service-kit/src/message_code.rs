//! Stable names for the messages a visitor can see (issue 21 item 2): an error answer may carry,
//! beside its fixed `code` and its English `message`, a `messageCode` naming which message it is
//! (`comment_period_closed`) and the `messageParams` it was written with (`{closedOn:
//! "2026-03-05"}`), so the web app can show the same message in the visitor's language. Purely
//! additive: API users keep reading `code` and `message` (docs/api-design.md "Error envelope").

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

/// Which message an error answer carries and the values it was written with.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct MessageCode {
    /// The stable snake_case name, e.g. `comment_period_closed`.
    pub code: &'static str,
    /// The values, by name (camelCase).
    pub params: BTreeMap<&'static str, MessageParam>,
}

impl MessageCode {
    /// A message without values.
    pub fn new(code: &'static str) -> MessageCode {
        MessageCode {
            code,
            params: BTreeMap::new(),
        }
    }

    /// The same message with one more value.
    #[must_use]
    pub fn param(mut self, name: &'static str, value: impl Into<MessageParam>) -> MessageCode {
        self.params.insert(name, value.into());
        self
    }
}
