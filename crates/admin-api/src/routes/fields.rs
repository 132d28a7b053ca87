//! Reading single request fields into checked values, each refusal a 400 that names the field
//! and says what to enter. Shared by the company, insurance-form and compare-year saves; the
//! rules of company fields and web addresses are `domain`'s, worded here for the API.

use domain::FieldError;
use serde_json::Value;
use service_kit::ApiError;

/// `text`, unless it holds a control character other than tab and line breaks (NUL cannot be
/// stored at all; the others are never typed): then a 400 naming `field` and the character
/// (the rule of `domain::text`).
pub(crate) fn without_control_characters<'a>(
    field: &str,
    text: &'a str,
) -> Result<&'a str, ApiError> {
    match domain::text::first_control_character(text) {
        None => Ok(text),
        Some(found) => Err(ApiError::bad_field(
            field,
            format!(
                "{field} contains an invisible control character ({found}), which cannot be stored. Please delete it and try again."
            ),
        )),
    }
}

/// `value` trimmed, or `None` when absent or blank; longer than `max` characters is refused.
pub(crate) fn optional_text(
    field: &str,
    value: Option<String>,
    max: usize,
) -> Result<Option<String>, ApiError> {
    let Some(value) = value else { return Ok(None) };
    let trimmed = without_control_characters(field, value.trim())?;
    if trimmed.is_empty() {
        return Ok(None);
    }
    let chars = trimmed.chars().count();
    if chars > max {
        return Err(ApiError::bad_field(
            field,
            format!("{field} can be at most {max} characters long; this one has {chars}."),
        ));
    }
    Ok(Some(trimmed.to_owned()))
}

/// `value` trimmed; refused with `missing` when absent or blank.
pub(crate) fn required_text(
    field: &str,
    value: Option<String>,
    max: usize,
    missing: &str,
) -> Result<String, ApiError> {
    optional_text(field, value, max)?.ok_or_else(|| ApiError::bad_field(field, missing))
}

/// A whole number sent as a JSON number or as a string of digits (form inputs often send
/// strings); `None` when absent, null or blank.
pub(crate) fn whole_number(field: &str, value: &Value) -> Result<Option<i64>, ApiError> {
    let refused = || ApiError::bad_field(field, format!("{field} must be a whole number."));
    match value {
        Value::Null => Ok(None),
        Value::Number(n) => n.as_i64().map(Some).ok_or_else(refused),
        Value::String(s) if s.trim().is_empty() => Ok(None),
        Value::String(s) => s.trim().parse::<i64>().map(Some).map_err(|_| refused()),
        _ => Err(refused()),
    }
}

/// A positive whole number that fits a database key or code.
pub(crate) fn positive_id(field: &str, value: &Value) -> Result<Option<i32>, ApiError> {
    match whole_number(field, value)? {
        None => Ok(None),
        Some(n) => i32::try_from(n)
            .ok()
            .filter(|n| *n > 0)
            .map(Some)
            .ok_or_else(|| {
                ApiError::bad_field(field, format!("{field} must be a positive whole number."))
            }),
    }
}

/// A web address of at most `max` characters: [`domain::parse_web_address`]'s rule, each refusal
/// a 400 naming `field`. The scheme is stored in lower case.
pub(crate) fn http_url(field: &str, value: &str, max: usize) -> Result<String, ApiError> {
    domain::parse_web_address(value, max).map_err(|e| field_refusal(field, e))
}

/// The 400 for a value of `field` that broke the `domain` rule `error` names, saying what to
/// enter.
pub(crate) fn field_refusal(field: &str, error: FieldError) -> ApiError {
    let message = match error {
        FieldError::ZipCode => format!("{field} must be a ZIP code: 12345 or 12345-6789."),
        FieldError::State => format!("{field} must be two capital letters, e.g. PA."),
        FieldError::Phone => format!(
            "{field} must be a phone number of 7 to 15 digits, written with digits, spaces and ( ) + - . only."
        ),
        FieldError::PhoneExtension => format!("{field} must be up to 10 digits."),
        FieldError::WebAddress => format!(
            "{field} must be a web address starting with http:// or https://, e.g. https://www.example.org/report.pdf."
        ),
        FieldError::TooLong { chars, max } => {
            format!("{field} can be at most {max} characters long; this one has {chars}.")
        }
        FieldError::NaicCode => format!("{field} must be a positive whole number."),
    };
    ApiError::bad_field(field, message)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use serde_json::json;

    use super::*;

    #[test]
    fn web_addresses_need_a_scheme_and_a_host() {
        assert!(http_url("link", " HTTPS://Example.org/a b", 100).is_err());
        assert_eq!(
            http_url("link", "HTTPS://Example.org/r.pdf", 100).unwrap(),
            "https://Example.org/r.pdf"
        );
        assert_eq!(
            http_url("link", "http://localhost:8080/x?y=1#z", 100).unwrap(),
            "http://localhost:8080/x?y=1#z"
        );
        for bad in [
            "example.org",
            "ftp://example.org",
            "https://",
            "https:///path",
            "https://exa mple.org",
            "https://a.org:port",
            "javascript:alert(1)",
        ] {
            assert!(http_url("link", bad, 100).is_err(), "{bad}");
        }
        assert!(http_url("link", "https://example.org/long", 10).is_err());
    }

    #[test]
    fn whole_numbers_come_as_numbers_or_digit_strings() {
        assert_eq!(whole_number("coCode", &json!(95101)).unwrap(), Some(95101));
        assert_eq!(
            whole_number("coCode", &json!(" 95101 ")).unwrap(),
            Some(95101)
        );
        assert_eq!(whole_number("coCode", &json!(null)).unwrap(), None);
        assert_eq!(whole_number("coCode", &json!("")).unwrap(), None);
        assert!(whole_number("coCode", &json!(1.5)).is_err());
        assert!(whole_number("coCode", &json!("12a")).is_err());
        assert!(whole_number("coCode", &json!(true)).is_err());
        assert!(positive_id("coCode", &json!(0)).is_err());
        assert!(positive_id("coCode", &json!(3_000_000_000_i64)).is_err());
    }

    #[test]
    fn text_is_trimmed_and_capped() {
        assert_eq!(
            optional_text("city", Some("  York ".into()), 10).unwrap(),
            Some("York".into())
        );
        assert_eq!(optional_text("city", Some("   ".into()), 10).unwrap(), None);
        assert!(optional_text("city", Some("x".repeat(11)), 10).is_err());
        assert!(required_text("companyName", None, 10, "Enter a name.").is_err());
    }
}
