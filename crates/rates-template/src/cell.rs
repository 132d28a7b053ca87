//! Reading one cell as what its column holds. Each reader returns the value or a sentence
//! saying what is wrong with it and how to write it instead.

use domain::{MetalLevel, NaicCode, StateCode};

use crate::layout::MAX_TEXT_CHARS;

/// A non-empty cell as calamine read it.
#[derive(Debug, Clone, PartialEq)]
pub enum CellValue {
    /// Text, trimmed, never empty.
    Text(String),
    /// A number (dates arrive as their serial number).
    Number(f64),
    /// TRUE or FALSE.
    Bool(bool),
    /// A formula error such as `#DIV/0!`.
    Error(String),
}

impl CellValue {
    /// The value as the spreadsheet shows it, for messages.
    pub fn shown(&self) -> String {
        match self {
            CellValue::Text(t) => t.chars().take(60).collect(),
            CellValue::Number(n) => number_text(*n),
            CellValue::Bool(b) => if *b { "TRUE" } else { "FALSE" }.to_owned(),
            CellValue::Error(e) => e.clone(),
        }
    }
}

/// `20` for 20.0, `412.37` for 412.37.
pub(crate) fn number_text(n: f64) -> String {
    if n.fract() == 0.0 && n.abs() < 1e15 {
        format!("{n:.0}")
    } else {
        format!("{n}")
    }
}

/// The text of a cell; a whole number counts as its digits.
pub(crate) fn as_text(v: &CellValue) -> Result<String, String> {
    match v {
        CellValue::Text(t) => Ok(t.clone()),
        CellValue::Number(n) => Ok(number_text(*n)),
        CellValue::Bool(_) => Err(format!("'{}' is TRUE or FALSE, not text.", v.shown())),
        CellValue::Error(e) => Err(failed_formula(e)),
    }
}

/// What is wrong with a cell showing a spreadsheet error such as `#DIV/0!`.
pub(crate) fn failed_formula(error: &str) -> String {
    format!("the cell shows the error {error}; enter a value instead of a formula that fails.")
}

/// A whole number written as a number or as digits.
pub(crate) fn whole_number(v: &CellValue) -> Option<i64> {
    match v {
        CellValue::Number(n) if n.fract() == 0.0 && n.abs() < 1e15 => Some(*n as i64),
        CellValue::Text(t)
            if !t.is_empty() && t.len() <= 15 && t.bytes().all(|b| b.is_ascii_digit()) =>
        {
            t.parse().ok()
        }
        _ => None,
    }
}

/// Free text of at most [`MAX_TEXT_CHARS`] characters.
pub fn text(v: &CellValue) -> Result<String, String> {
    let text = as_text(v)?;
    if text.chars().count() > MAX_TEXT_CHARS {
        return Err(format!(
            "the text is longer than {MAX_TEXT_CHARS} characters; shorten it."
        ));
    }
    Ok(text)
}

/// A benefit year, 2000 to 2100.
pub fn year(v: &CellValue) -> Result<i16, String> {
    whole_number(v)
        .and_then(|y| domain::PlanYear::new(y).ok())
        .map(domain::PlanYear::get)
        .ok_or_else(|| {
            format!(
                "'{}' is not a plan year; write the year as four digits, e.g. 2027.",
                v.shown()
            )
        })
}

/// A state's two-letter code, upper-cased ([`StateCode`]'s rule).
pub fn state_code(v: &CellValue) -> Result<StateCode, String> {
    StateCode::parse(&as_text(v)?.to_ascii_uppercase()).map_err(|_| {
        format!(
            "'{}' is not a state code; write the two-letter code, e.g. LK.",
            v.shown()
        )
    })
}

/// Five digits (a number keeps its leading zeros back).
pub fn issuer_id(v: &CellValue) -> Result<String, String> {
    match whole_number(v) {
        Some(n @ 1..=99_999) => Ok(format!("{n:05}")),
        _ => Err(format!(
            "'{}' is not a HIOS issuer id; write the five digits that begin every plan id, e.g. 12345.",
            v.shown()
        )),
    }
}

/// A NAIC company code ([`NaicCode`]'s rule), written as a number or as digits.
pub fn naic_code(v: &CellValue) -> Result<NaicCode, String> {
    whole_number(v)
        .and_then(|n| NaicCode::new(n).ok())
        .ok_or_else(|| {
            format!(
                "'{}' is not a NAIC company code; write the company's code as digits, e.g. 95101.",
                v.shown()
            )
        })
}

/// Whether `id` is five digits, two capital letters and seven digits.
fn is_plan_id(id: &str) -> bool {
    let b = id.as_bytes();
    b.len() == 14
        && b[..5].iter().all(u8::is_ascii_digit)
        && b[5..7].iter().all(u8::is_ascii_uppercase)
        && b[7..].iter().all(u8::is_ascii_digit)
}

/// A 14-character plan id, upper-cased.
pub fn plan_id(v: &CellValue) -> Result<String, String> {
    let id = as_text(v)?.to_ascii_uppercase();
    if is_plan_id(&id) {
        Ok(id)
    } else {
        Err(format!(
            "'{}' is not a 14-character plan id; write the five-digit issuer id, the two-letter state and seven digits, e.g. 12345LK0010001.",
            v.shown()
        ))
    }
}

/// A 17-character variant id, upper-cased.
pub fn variant_id(v: &CellValue) -> Result<String, String> {
    let id = as_text(v)?.to_ascii_uppercase();
    let ok = id.len() == 17
        && is_plan_id(&id[..14])
        && id.as_bytes()[14] == b'-'
        && id.as_bytes()[15..].iter().all(u8::is_ascii_digit);
    if ok {
        Ok(id)
    } else {
        Err(format!(
            "'{}' is not a plan variant id; write the 14-character plan id, a dash and two digits, e.g. 12345LK0010001-01.",
            v.shown()
        ))
    }
}

/// A metal level by name or one-letter code; Expanded Bronze is Bronze.
pub fn metal_level(v: &CellValue) -> Result<MetalLevel, String> {
    let text = as_text(v)?;
    let name = text.to_ascii_lowercase();
    let found = MetalLevel::ALL.into_iter().find(|l| {
        l.name().eq_ignore_ascii_case(&name) || l.code().to_string().eq_ignore_ascii_case(&name)
    });
    match (found, name.as_str()) {
        (Some(level), _) => Ok(level),
        (None, "expanded bronze") => Ok(MetalLevel::Bronze),
        _ => Err(format!(
            "'{}' is not a metal level; use Platinum, Gold, Silver, Bronze, Expanded Bronze or Catastrophic.",
            v.shown()
        )),
    }
}

/// An address starting with `http://` or `https://`.
pub fn url(v: &CellValue) -> Result<String, String> {
    let text = as_text(v)?;
    let lower = text.to_ascii_lowercase();
    let ok = (lower.starts_with("https://") || lower.starts_with("http://"))
        && text.len() <= 2_000
        && !text.contains(char::is_whitespace);
    if ok {
        Ok(text)
    } else {
        Err(format!(
            "'{}' is not a web address; write the full address starting with https://.",
            v.shown()
        ))
    }
}

/// A five-digit county FIPS code (a number gets its leading zeros back).
pub fn county_fips(v: &CellValue) -> Result<String, String> {
    match whole_number(v) {
        Some(n @ 1..=99_999) => Ok(format!("{n:05}")),
        _ => Err(format!(
            "'{}' is not a county FIPS code; write the five digits, e.g. 99001.",
            v.shown()
        )),
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
    fn codes_keep_or_regain_their_form() {
        assert_eq!(county_fips(&n(1001.0)), Ok("01001".into()));
        assert_eq!(county_fips(&t("99001")), Ok("99001".into()));
        assert_eq!(issuer_id(&n(12345.0)), Ok("12345".into()));
        assert_eq!(plan_id(&t("12345lk0010001")), Ok("12345LK0010001".into()));
        assert!(plan_id(&t("12345LK001000")).is_err());
        assert_eq!(
            variant_id(&t("12345LK0010001-01")),
            Ok("12345LK0010001-01".into())
        );
        assert!(variant_id(&t("12345LK0010001")).is_err());
        assert_eq!(metal_level(&t("expanded bronze")), Ok(MetalLevel::Bronze));
        assert_eq!(metal_level(&t("S")), Ok(MetalLevel::Silver));
        assert!(metal_level(&t("High")).is_err());
        assert_eq!(year(&n(2027.0)), Ok(2027));
        assert!(year(&n(27.0)).is_err());
        assert_eq!(naic_code(&t("95101")).map(NaicCode::get), Ok(95_101));
        assert!(naic_code(&n(0.0)).is_err());
        assert_eq!(
            state_code(&t("lk")).map(|s| s.as_str().to_owned()),
            Ok("LK".into())
        );
        assert!(state_code(&t("L1")).is_err());
        assert!(url(&t("www.example.com")).is_err());
    }
}
