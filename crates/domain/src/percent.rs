//! How rate changes are written (SPEC 9 "Percent display", SPEC 2.7).

/// Writes a rate change in percent: '+' when positive, '%' after, at most two decimals with
/// trailing zeros dropped; e.g. 7.5 → "+7.5%", -2.25 → "-2.25%", 0 → "0%".
///
/// A value that rounds to zero is "0%" (never "-0%" or "+0%"). A value that is not a number or
/// infinite has nothing meaningful to show and gives an empty string.
pub fn format_rate_change(value: f64) -> String {
    if !value.is_finite() {
        return String::new();
    }
    let rounded = format!("{value:.2}");
    let (negative, digits) = match rounded.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, rounded.as_str()),
    };
    let digits = if digits.contains('.') {
        digits.trim_end_matches('0').trim_end_matches('.')
    } else {
        digits
    };
    let sign = match (digits == "0", negative) {
        (true, _) => "",
        (false, true) => "-",
        (false, false) => "+",
    };
    format!("{sign}{digits}%")
}

#[cfg(test)]
mod tests {
    use super::*;

    // SPEC 9: leading '+' when positive and a trailing '%'.
    #[test]
    fn positive_values_get_a_plus_sign() {
        // Arrange
        let values = [7.5, 12.0, 0.01, 3.456];

        // Act
        let texts: Vec<String> = values.into_iter().map(format_rate_change).collect();

        // Assert
        assert_eq!(texts, ["+7.5%", "+12%", "+0.01%", "+3.46%"]);
    }

    // SPEC 9: negative values keep their ASCII minus sign.
    #[test]
    fn negative_values_keep_the_minus_sign() {
        // Arrange
        let values = [-2.25, -10.0, -0.5];

        // Act
        let texts: Vec<String> = values.into_iter().map(format_rate_change).collect();

        // Assert
        assert_eq!(texts, ["-2.25%", "-10%", "-0.5%"]);
    }

    // SPEC 9: zero has no sign; values that round to zero never read "-0%".
    #[test]
    fn zero_and_near_zero_read_zero_percent() {
        // Arrange
        let values = [0.0, -0.0, 0.001, -0.004];

        // Act
        let texts: Vec<String> = values.into_iter().map(format_rate_change).collect();

        // Assert
        assert_eq!(texts, ["0%", "0%", "0%", "0%"]);
    }

    // SPEC 9: at most two decimals; large values are written in full.
    #[test]
    fn rounds_to_two_decimals_and_keeps_integer_zeros() {
        // Arrange
        let values = [100.0, 1234.5678, -99.999];

        // Act
        let texts: Vec<String> = values.into_iter().map(format_rate_change).collect();

        // Assert
        assert_eq!(texts, ["+100%", "+1234.57%", "-100%"]);
    }

    // Not in the SPEC: a value that is not a number shows nothing.
    #[test]
    fn non_finite_values_give_an_empty_string() {
        // Arrange
        let values = [f64::NAN, f64::INFINITY, f64::NEG_INFINITY];

        // Act
        let texts: Vec<String> = values.into_iter().map(format_rate_change).collect();

        // Assert
        assert_eq!(texts, ["", "", ""]);
    }
}
