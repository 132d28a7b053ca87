//! Reading field values. The reference leaves their text formats open (§11.5); our profile
//! (`docs/serff-state-api.md`, "Value formats") fixes what is accepted: dates and times in
//! Java's `Date.toString()` form, ISO forms and U.S. `MM/DD/YYYY`; decimals and whole numbers
//! as plain digits. Every parser trims surrounding whitespace and refuses anything else with a
//! [`ValueError`] naming the text, so that a format the server really uses and this module
//! does not know shows up in the run's errors instead of as a wrong number.

mod dates;
mod numbers;

pub use dates::{parse_date, parse_datetime, to_server_local};
pub use numbers::{parse_decimal, parse_integer};

/// A value that does not read as the kind asked for.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{text:?} is not {expected}")]
pub struct ValueError {
    /// The text as the server sent it.
    pub text: String,
    /// What it should have been, e.g. "a date".
    pub expected: &'static str,
}

impl ValueError {
    fn new(text: &str, expected: &'static str) -> Self {
        Self {
            text: text.to_owned(),
            expected,
        }
    }
}
