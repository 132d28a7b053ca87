//! Amounts in dollars and percents, as CMS files write them: numbers, or text such as
//! `$3,500` or `20%`; `Not Applicable` for nothing.

use crate::cell::CellValue;

/// Largest amount a `numeric(10, 2)` column holds, in cents.
const MAX_CENTS: i64 = 9_999_999_999;

/// A number written as a number, or as text with `$`, `,` and (for percents) `%`.
fn decimal(v: &CellValue, percent: bool) -> Option<f64> {
    match v {
        CellValue::Number(n) if n.is_finite() => Some(*n),
        CellValue::Text(t) => {
            let cleaned: String = t
                .chars()
                .filter(|c| !matches!(c, '$' | ',' | ' ') && (!percent || *c != '%'))
                .collect();
            let ok = !cleaned.is_empty()
                && cleaned
                    .chars()
                    .all(|c| c.is_ascii_digit() || matches!(c, '.' | '-'));
            ok.then(|| cleaned.parse::<f64>().ok())
                .flatten()
                .filter(|n| n.is_finite())
        }
        _ => None,
    }
}

/// Whether the cell says the value does not apply (CMS writes "Not Applicable").
pub fn not_applicable(v: &CellValue) -> bool {
    matches!(v, CellValue::Text(t) if t.eq_ignore_ascii_case("not applicable") || t.eq_ignore_ascii_case("n/a"))
}

/// Dollars and cents, not negative, rounded to the cent; in cents.
pub fn money(v: &CellValue) -> Result<i64, String> {
    if let CellValue::Error(e) = v {
        return Err(crate::cell::failed_formula(e));
    }
    let amount = decimal(v, false).ok_or_else(|| {
        format!(
            "'{}' is not an amount in dollars; write a number such as 412.37, without letters.",
            v.shown()
        )
    })?;
    if amount < 0.0 {
        return Err(format!(
            "'{}' is negative; amounts and rates must be 0 or more.",
            v.shown()
        ));
    }
    let cents = (amount * 100.0).round();
    if cents > MAX_CENTS as f64 {
        return Err(format!(
            "'{}' is too large; amounts must be less than 100,000,000 dollars.",
            v.shown()
        ));
    }
    Ok(cents as i64)
}

/// A percent from 0 to 100 (`20` or `20%` for 20 percent), in hundredths of a percent.
pub fn percent(v: &CellValue) -> Result<i64, String> {
    if let CellValue::Error(e) = v {
        return Err(crate::cell::failed_formula(e));
    }
    let value = decimal(v, true).ok_or_else(|| {
        format!(
            "'{}' is not a percent; write a number from 0 to 100, e.g. 20 for 20%.",
            v.shown()
        )
    })?;
    if !(0.0..=100.0).contains(&value) {
        return Err(format!(
            "'{}' is not between 0 and 100; write the percent as a number, e.g. 20 for 20%.",
            v.shown()
        ));
    }
    if value > 0.0 && value < 1.0 && matches!(v, CellValue::Number(_)) {
        return Err(format!(
            "'{}' looks like a fraction (a cell formatted as %); write the percent as a number from 0 to 100, e.g. 20 for 20%.",
            v.shown()
        ));
    }
    Ok((value * 100.0).round() as i64)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(s: &str) -> CellValue {
        CellValue::Text(s.into())
    }

    fn n(v: f64) -> CellValue {
        CellValue::Number(v)
    }

    #[test]
    fn a_failed_formula_is_named_as_such() {
        let cell = CellValue::Error("#DIV/0!".to_owned());
        for refusal in [money(&cell), percent(&cell)] {
            assert_eq!(
                refusal.unwrap_err(),
                "the cell shows the error #DIV/0!; enter a value instead of a formula that fails."
            );
        }
    }

    #[test]
    fn money_is_cents_and_never_negative() {
        assert_eq!(money(&n(412.37)), Ok(41_237));
        assert_eq!(money(&t("$3,500")), Ok(350_000));
        assert_eq!(money(&n(0.0)), Ok(0));
        assert_eq!(
            money(&n(-5.0)),
            Err("'-5' is negative; amounts and rates must be 0 or more.".into())
        );
        assert!(money(&t("abc")).is_err());
        assert!(money(&t("1-2")).is_err());
        assert!(money(&n(1e9)).is_err());
        assert!(money(&CellValue::Bool(true)).is_err());
    }

    #[test]
    fn percents_are_0_to_100_and_fractions_are_refused() {
        assert_eq!(percent(&n(20.0)), Ok(2_000));
        assert_eq!(percent(&t("25%")), Ok(2_500));
        assert_eq!(percent(&n(0.0)), Ok(0));
        assert!(percent(&n(0.2)).unwrap_err().contains("fraction"));
        assert!(percent(&n(120.0)).is_err());
    }
}
