//! Numbers in field values. Decided here, since no source shows the server's number format:
//! - percents are decimal strings in percent (`7.214`, `-1.5`); a trailing `%` is accepted and
//!   dropped (the number is already in percent, so `7.2%` is 7.2, not 0.072);
//! - thousands separators are accepted only where they group by three (`1,234,567.5`): a comma
//!   elsewhere (`1,5`) may be a decimal comma, and guessing would be a silent factor of 1,000;
//! - an exponent (`1.5E-4`) is accepted in decimals, because Java's `BigDecimal.toString()` and
//!   `Double.toString()` write small and large values that way;
//! - whole numbers (counts, premiums) may be written with a zero fraction (`1234.0`, again
//!   `Double.toString()`); any other fraction, an exponent or a `%` is refused;
//! - no currency signs, no spaces inside, no `NaN` or `Infinity`.

use std::str::FromStr;

use bigdecimal::BigDecimal;

use super::ValueError;

/// A decimal number, e.g. a rate change in percent.
pub fn parse_decimal(text: &str) -> Result<BigDecimal, ValueError> {
    let refuse = || ValueError::new(text, "a decimal number");
    let trimmed = text.trim();
    let trimmed = trimmed.strip_suffix('%').map_or(trimmed, str::trim_end);
    let (mantissa, exponent) = match trimmed.find(['e', 'E']) {
        Some(at) => (&trimmed[..at], Some(&trimmed[at + 1..])),
        None => (trimmed, None),
    };
    let mut plain = digits(mantissa).ok_or_else(refuse)?;
    if let Some(exponent) = exponent {
        let unsigned = exponent.strip_prefix(['+', '-']).unwrap_or(exponent);
        if unsigned.is_empty() || !unsigned.bytes().all(|b| b.is_ascii_digit()) {
            return Err(refuse());
        }
        plain.push('E');
        plain.push_str(exponent);
    }
    BigDecimal::from_str(&plain).map_err(|_| refuse())
}

/// A whole number, e.g. a count of policyholders.
pub fn parse_integer(text: &str) -> Result<i64, ValueError> {
    let refuse = || ValueError::new(text, "a whole number");
    let plain = digits(text.trim()).ok_or_else(refuse)?;
    let whole = match plain.split_once('.') {
        Some((whole, fraction)) if fraction.bytes().all(|b| b == b'0') => whole,
        Some(_) => return Err(refuse()),
        None => plain.as_str(),
    };
    whole.parse().map_err(|_| refuse())
}

/// `[+|-]int[.frac]` with `int` plain or grouped by commas in threes, without the commas;
/// `None` for anything else.
fn digits(text: &str) -> Option<String> {
    let (sign, rest) = match text.as_bytes().first()? {
        b'-' => ("-", &text[1..]),
        b'+' => ("", &text[1..]),
        _ => ("", text),
    };
    let (int, fraction) = match rest.split_once('.') {
        Some((int, fraction)) => (int, Some(fraction)),
        None => (rest, None),
    };
    let all_digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let mut groups = int.split(',');
    let first = groups.next()?;
    let grouped = int.contains(',');
    if !all_digits(first) || (grouped && first.len() > 3) {
        return None;
    }
    let mut plain = format!("{sign}{first}");
    for group in groups {
        if group.len() != 3 || !all_digits(group) {
            return None;
        }
        plain.push_str(group);
    }
    if let Some(fraction) = fraction {
        if !all_digits(fraction) {
            return None;
        }
        plain.push('.');
        plain.push_str(fraction);
    }
    Some(plain)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decimal(text: &str) -> BigDecimal {
        BigDecimal::from_str(text).expect("a test decimal")
    }

    #[test]
    fn percents_read_as_written() {
        assert_eq!(parse_decimal("7.214"), Ok(decimal("7.214")));
        assert_eq!(parse_decimal("-1.5"), Ok(decimal("-1.5")));
        assert_eq!(parse_decimal(" +0 "), Ok(decimal("0")));
        assert_eq!(parse_decimal("7.2%"), Ok(decimal("7.2")));
        assert_eq!(parse_decimal("-12.50 %"), Ok(decimal("-12.5")));
    }

    #[test]
    fn grouped_thousands_and_exponents_are_accepted() {
        assert_eq!(parse_decimal("1,234,567.25"), Ok(decimal("1234567.25")));
        assert_eq!(parse_decimal("1.5E-4"), Ok(decimal("0.00015")));
        assert_eq!(parse_decimal("2e+3"), Ok(decimal("2000")));
    }

    #[test]
    fn ambiguous_or_foreign_decimals_are_refused() {
        for text in [
            "", "%", "1,5", "12,34.5", "1234,567", ",123", "1.2.3", ".5", "5.", "$100", "1 000",
            "NaN", "Infinity", "1e", "1e+", "--1", "7%%", "1E5.5", "one",
        ] {
            assert_eq!(
                parse_decimal(text),
                Err(ValueError::new(text, "a decimal number")),
                "{text:?}"
            );
        }
    }

    #[test]
    fn whole_numbers_allow_grouping_and_a_zero_fraction() {
        assert_eq!(parse_integer("1234"), Ok(1234));
        assert_eq!(parse_integer("1,234"), Ok(1234));
        assert_eq!(parse_integer(" -12 "), Ok(-12));
        assert_eq!(parse_integer("1234.0"), Ok(1234));
        assert_eq!(parse_integer("1,234.000"), Ok(1234));
    }

    #[test]
    fn fractions_percents_exponents_and_overflow_are_not_whole_numbers() {
        for text in [
            "12.5",
            "12%",
            "1e3",
            "1,23",
            "",
            "9223372036854775808",
            "twelve",
        ] {
            assert_eq!(
                parse_integer(text),
                Err(ValueError::new(text, "a whole number")),
                "{text:?}"
            );
        }
    }
}
