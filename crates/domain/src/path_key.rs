//! Keys in request paths (`/company-products/{companyProductPk}`, `/api/filings/{filingId}`):
//! one rule for both APIs, so an address means the same to each.

use thiserror::Error;

/// Why a path segment is not a key.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum PathKeyError {
    /// Not a positive whole number written with digits only: empty, signed, spaced, decimal,
    /// zero, or not a number at all.
    #[error("not a positive whole number")]
    NotPositiveWholeNumber,
    /// A positive whole number larger than any key can be, so it names nothing.
    #[error("larger than any key")]
    TooLarge,
}

/// A key from a request path: ASCII digits only (no sign, no spaces), not zero, at most
/// `i32::MAX` (the keys' column type).
pub fn parse_path_key(text: &str) -> Result<i32, PathKeyError> {
    if text.is_empty()
        || !text.bytes().all(|b| b.is_ascii_digit())
        || text.bytes().all(|b| b == b'0')
    {
        return Err(PathKeyError::NotPositiveWholeNumber);
    }
    text.parse::<i32>().map_err(|_| PathKeyError::TooLarge)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_naming_a_positive_number_are_a_key() {
        assert_eq!(parse_path_key("42"), Ok(42));
        assert_eq!(parse_path_key("007"), Ok(7));
        assert_eq!(parse_path_key("2147483647"), Ok(i32::MAX));
    }

    // Both APIs refuse what one of them used to accept ("+5", " 5").
    #[test]
    fn anything_but_digits_or_zero_is_refused() {
        for text in [
            "", "0", "000", "+5", "-5", " 5", "5 ", "5.0", "1e3", "abc", "٣",
        ] {
            assert_eq!(
                parse_path_key(text),
                Err(PathKeyError::NotPositiveWholeNumber),
                "{text:?}"
            );
        }
    }

    #[test]
    fn a_number_beyond_any_key_is_too_large() {
        assert_eq!(parse_path_key("2147483648"), Err(PathKeyError::TooLarge));
        assert_eq!(
            parse_path_key("99999999999999999999"),
            Err(PathKeyError::TooLarge)
        );
    }
}
