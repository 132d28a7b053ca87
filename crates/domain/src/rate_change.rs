//! How a rate change in percent is written (SPEC 9 "Percent display").

/// A rate change in percent with a leading '+' when positive and a trailing '%', e.g. "+7.5%",
/// "-2%", "0%": the figure as the public pages print it.
pub fn format_rate_change(percent: f64) -> String {
    if percent > 0.0 {
        format!("+{percent}%")
    } else if percent == 0.0 {
        // -0 is no decrease.
        "0%".to_owned()
    } else {
        format!("{percent}%")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // SPEC 9: overall, maximum and minimum rate change get a leading '+' when positive and a
    // trailing '%'; the figure itself is written as stored (no rounding, no trailing zeros).
    #[test]
    fn increases_get_a_plus_and_every_change_a_percent_sign() {
        let written = [7.5, 10.0, 0.125, 0.0, -0.0, -2.0, -3.25].map(format_rate_change);

        assert_eq!(
            written,
            ["+7.5%", "+10%", "+0.125%", "0%", "0%", "-2%", "-3.25%"]
        );
    }
}
