//! The checked fields of a company's contact details and code: ZIP code, state, phone number
//! and extension, website and NAIC company code. Each rule lives here once; the staff API's
//! company save and the rates template build these types, the API document's patterns and the
//! company dialog's checks are tested against the same examples
//! (`crates/domain/company-field-examples.json`).
//!
//! Parsers take the value as it is: trimming blanks, and reading a blank as absent, is the
//! caller's business (a form field, a spreadsheet cell), as is wording the refusal for its
//! reader. [`FieldError`] says which rule was broken.

use std::fmt;

/// Which rule a company field broke. Callers word the message for their readers: the staff
/// API names the request field, the rates template quotes the cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum FieldError {
    /// Not 12345 or 12345-6789.
    #[error("a ZIP code is 12345 or 12345-6789")]
    ZipCode,
    /// Not two capital letters.
    #[error("a state is two capital letters, e.g. PA")]
    State,
    /// Not 7 to 15 digits written with digits, spaces and ( ) + - . in at most 30 characters.
    #[error("a phone number has 7 to 15 digits, written with digits, spaces and ( ) + - . only")]
    Phone,
    /// Not 1 to 10 digits.
    #[error("a phone extension is up to 10 digits")]
    PhoneExtension,
    /// Not `http://` or `https://` and a host name (letters, digits, dots, hyphens, an optional
    /// port), without spaces.
    #[error("a web address starts with http:// or https:// and a host name")]
    WebAddress,
    /// Longer than the field holds.
    #[error("{chars} characters is longer than the {max} allowed")]
    TooLong {
        /// Characters given.
        chars: usize,
        /// Characters allowed.
        max: usize,
    },
    /// Not a positive whole number that fits the register's code (a 32-bit integer).
    #[error("a NAIC company code is a positive whole number")]
    NaicCode,
}

/// A US ZIP code, `12345` or ZIP+4 `12345-6789`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ZipCode(String);

impl ZipCode {
    /// The value as it was written.
    pub fn parse(value: &str) -> Result<ZipCode, FieldError> {
        let b = value.as_bytes();
        let five = |s: &[u8]| s.len() == 5 && s.iter().all(u8::is_ascii_digit);
        let ok = match b.len() {
            5 => five(b),
            10 => five(&b[..5]) && b[5] == b'-' && b[6..].iter().all(u8::is_ascii_digit),
            _ => false,
        };
        ok.then(|| ZipCode(value.to_owned()))
            .ok_or(FieldError::ZipCode)
    }

    /// The code.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A state's two-letter postal code, e.g. PA. Upper case only: a reader that accepts lower
/// case (a spreadsheet cell, the company dialog) upper-cases first.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct StateCode(String);

impl StateCode {
    /// Two capital letters A to Z.
    pub fn parse(value: &str) -> Result<StateCode, FieldError> {
        (value.len() == 2 && value.bytes().all(|b| b.is_ascii_uppercase()))
            .then(|| StateCode(value.to_owned()))
            .ok_or(FieldError::State)
    }

    /// The code.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A phone number as people write it: 7 to 15 digits (the longest international number has
/// 15) among spaces and `( ) + - .`, at most 30 characters. Kept as written.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PhoneNumber(String);

impl PhoneNumber {
    /// Most characters, separators included.
    pub const MAX_CHARS: usize = 30;

    /// The number as written, when it follows the rule.
    pub fn parse(value: &str) -> Result<PhoneNumber, FieldError> {
        let digits = value.bytes().filter(u8::is_ascii_digit).count();
        let ok = value.len() <= PhoneNumber::MAX_CHARS
            && (7..=15).contains(&digits)
            && value
                .bytes()
                .all(|b| b.is_ascii_digit() || b" ()+-.".contains(&b));
        ok.then(|| PhoneNumber(value.to_owned()))
            .ok_or(FieldError::Phone)
    }

    /// The number as written.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A phone extension: 1 to 10 digits.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PhoneExtension(String);

impl PhoneExtension {
    /// The digits, when there are 1 to 10 and nothing else.
    pub fn parse(value: &str) -> Result<PhoneExtension, FieldError> {
        (!value.is_empty() && value.len() <= 10 && value.bytes().all(|b| b.is_ascii_digit()))
            .then(|| PhoneExtension(value.to_owned()))
            .ok_or(FieldError::PhoneExtension)
    }

    /// The digits.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A company's website: a web address (see [`parse_web_address`]) of at most
/// [`Website::MAX_CHARS`] characters, its scheme in lower case.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Website(String);

impl Website {
    /// Most characters of a website address.
    pub const MAX_CHARS: usize = 2048;

    /// The address, trimmed, its scheme lower-cased.
    pub fn parse(value: &str) -> Result<Website, FieldError> {
        parse_web_address(value, Website::MAX_CHARS).map(Website)
    }

    /// The address.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A web address that a link can open: `http://` or `https://` (any case), a host name
/// (letters, digits, dots, hyphens; starting and ending with a letter or digit), an optional
/// port of 1 to 5 digits, then anything but white space; at most `max_chars` characters once
/// trimmed. Returned trimmed, its scheme in lower case, the rest as written. Also the rule of
/// other links staff save (an insurance form's link).
pub fn parse_web_address(value: &str, max_chars: usize) -> Result<String, FieldError> {
    let value = value.trim();
    let chars = value.chars().count();
    if chars > max_chars {
        return Err(FieldError::TooLong {
            chars,
            max: max_chars,
        });
    }
    let lower = value.get(..8).unwrap_or(value).to_ascii_lowercase();
    let (scheme, rest) = if lower.starts_with("https://") {
        ("https://", &value[8..])
    } else if lower.starts_with("http://") {
        ("http://", &value[7..])
    } else {
        return Err(FieldError::WebAddress);
    };
    if value.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return Err(FieldError::WebAddress);
    }
    let authority = rest.split(['/', '?', '#']).next().unwrap_or_default();
    let (host, port) = match authority.rsplit_once(':') {
        Some((host, port)) => (host, Some(port)),
        None => (authority, None),
    };
    let host_ok = !host.is_empty()
        && !host.starts_with(['.', '-'])
        && !host.ends_with(['.', '-'])
        && host
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '-');
    let port_ok =
        port.is_none_or(|p| !p.is_empty() && p.len() <= 5 && p.chars().all(|c| c.is_ascii_digit()));
    if !host_ok || !port_ok {
        return Err(FieldError::WebAddress);
    }
    Ok(format!("{scheme}{rest}"))
}

/// A company's NAIC code (Cocode): a positive whole number that fits a 32-bit integer, as the
/// register and the `companies.co_code` column hold it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NaicCode(i32);

impl NaicCode {
    /// The code `number`, when it is one.
    pub fn new(number: i64) -> Result<NaicCode, FieldError> {
        i32::try_from(number)
            .ok()
            .filter(|n| *n > 0)
            .map(NaicCode)
            .ok_or(FieldError::NaicCode)
    }

    /// The code written as digits alone (leading zeros allowed, no sign).
    pub fn parse(value: &str) -> Result<NaicCode, FieldError> {
        if value.is_empty() || !value.bytes().all(|b| b.is_ascii_digit()) {
            return Err(FieldError::NaicCode);
        }
        let number = value.parse::<i64>().map_err(|_| FieldError::NaicCode)?;
        NaicCode::new(number)
    }

    /// The code as a number.
    pub fn get(self) -> i32 {
        self.0
    }
}

impl fmt::Display for NaicCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

#[cfg(test)]
mod tests;
