//! Rate PUF ages (`0-14`, `15` … `63`, `64 and over`), the rows of the Rates sheet.

use crate::cell::{CellValue, whole_number};

/// A Rate PUF age band.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum RateAge {
    /// `0-14`.
    Child,
    /// One age from 15 to 63.
    Year(u8),
    /// `64 and over`.
    SixtyFourAndOver,
}

impl RateAge {
    /// As the Rate PUF writes it.
    pub fn label(self) -> String {
        match self {
            RateAge::Child => "0-14".into(),
            RateAge::Year(age) => age.to_string(),
            RateAge::SixtyFourAndOver => "64 and over".into(),
        }
    }
}

/// `0-14`, `15` … `63` or `64 and over` (`64` is read as `64 and over`).
pub fn age(v: &CellValue) -> Result<RateAge, String> {
    let refuse = || {
        format!(
            "'{}' is not an age; use 0-14, 15 … 63 or '64 and over'.",
            v.shown()
        )
    };
    if let CellValue::Text(t) = v {
        let compact: String = t
            .to_ascii_lowercase()
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        match compact.as_str() {
            "0-14" | "0 - 14" => return Ok(RateAge::Child),
            "64 and over" | "64+" => return Ok(RateAge::SixtyFourAndOver),
            _ => {}
        }
    }
    match whole_number(v) {
        Some(age @ 15..=63) => Ok(RateAge::Year(u8::try_from(age).map_err(|_| refuse())?)),
        Some(64) => Ok(RateAge::SixtyFourAndOver),
        _ => Err(refuse()),
    }
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
    fn ages_follow_the_rate_puf() {
        assert_eq!(age(&t("0-14")), Ok(RateAge::Child));
        assert_eq!(age(&n(15.0)), Ok(RateAge::Year(15)));
        assert_eq!(age(&t("63")), Ok(RateAge::Year(63)));
        assert_eq!(age(&t("64 and over")), Ok(RateAge::SixtyFourAndOver));
        assert_eq!(age(&t("64  AND over")), Ok(RateAge::SixtyFourAndOver));
        assert_eq!(age(&n(64.0)), Ok(RateAge::SixtyFourAndOver));
        assert_eq!(
            age(&n(70.0)),
            Err("'70' is not an age; use 0-14, 15 … 63 or '64 and over'.".into())
        );
        assert!(age(&n(14.0)).is_err());
        assert!(age(&n(30.5)).is_err());
        assert!(age(&t("Family Option")).is_err());
    }
}
