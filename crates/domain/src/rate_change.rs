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

/// A filing's overall rate change from its companies' (thousandths of a percent, policyholders
/// affected): the mean of the companies' overall changes weighted by policyholders affected, a
/// company without a count weighing 1, rounded half away from zero to a thousandth. The rate-filing
/// system keeps overall changes per company; the filing-level figure the site shows is this one,
/// for the import and the demo data alike. `None` when no company has an overall change.
pub fn weighted_overall_thousandths(companies: &[(Option<i64>, Option<i32>)]) -> Option<i64> {
    let (mut sum, mut weight) = (0_i128, 0_i128);
    for (overall, holders) in companies {
        let Some(overall) = overall else { continue };
        let holders = i128::from(holders.unwrap_or(1).max(1));
        sum += i128::from(*overall) * holders;
        weight += holders;
    }
    if weight == 0 {
        return None;
    }
    let half = weight / 2;
    let rounded = if sum >= 0 {
        (sum + half) / weight
    } else {
        (sum - half) / weight
    };
    i64::try_from(rounded).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn overall_change_is_weighted_by_policyholders_and_rounded_half_away_from_zero() {
        // (7.214% x 3 + 1.000% x 1) / 4 = 5.6605% -> 5.661%
        assert_eq!(
            weighted_overall_thousandths(&[(Some(7_214), Some(3)), (Some(1_000), Some(1))]),
            Some(5_661)
        );
        // -1.5% and -1.501% equally weighted: -1.5005% -> -1.501%
        assert_eq!(
            weighted_overall_thousandths(&[(Some(-1_500), Some(2)), (Some(-1_501), Some(2))]),
            Some(-1_501)
        );
        // A company without a count weighs 1; one without a change does not count.
        assert_eq!(
            weighted_overall_thousandths(&[(Some(4_000), None), (None, Some(900))]),
            Some(4_000)
        );
        assert_eq!(weighted_overall_thousandths(&[(None, Some(5))]), None);
        assert_eq!(weighted_overall_thousandths(&[]), None);
    }

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
