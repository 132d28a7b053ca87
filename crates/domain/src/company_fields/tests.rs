#![allow(clippy::unwrap_used)]

use serde_json::Value;

use super::*;

/// The examples the API document's patterns and the company dialog are tested against too.
fn examples(field: &str) -> (Vec<String>, Vec<String>) {
    let all: Value =
        serde_json::from_str(include_str!("../../company-field-examples.json")).unwrap();
    let list = |kind: &str| -> Vec<String> {
        all[field][kind]
            .as_array()
            .unwrap_or_else(|| panic!("{field}.{kind} is missing"))
            .iter()
            .map(|v| v.as_str().unwrap().to_owned())
            .collect()
    };
    (list("valid"), list("invalid"))
}

/// Asserts that `parse` takes every valid example and refuses every invalid one with `error`.
fn assert_rule<T>(field: &str, parse: impl Fn(&str) -> Result<T, FieldError>, error: FieldError) {
    let (valid, invalid) = examples(field);
    assert!(!valid.is_empty() && !invalid.is_empty(), "{field}");
    for value in valid {
        assert!(parse(&value).is_ok(), "{field}: {value:?} should be valid");
    }
    for value in invalid {
        assert_eq!(
            parse(&value).err(),
            Some(error),
            "{field}: {value:?} should be refused"
        );
    }
}

#[test]
fn zip_codes_are_five_digits_or_zip_plus_four() {
    assert_rule("postalCode", ZipCode::parse, FieldError::ZipCode);
    assert_eq!(ZipCode::parse("17101-1234").unwrap().as_str(), "17101-1234");
}

#[test]
fn states_are_two_capital_letters() {
    assert_rule("state", StateCode::parse, FieldError::State);
    // The dialog and the rates template upper-case first; the parser itself does not.
    assert_eq!(StateCode::parse("pa"), Err(FieldError::State));
}

#[test]
fn phones_have_seven_to_fifteen_digits() {
    assert_rule("phone", PhoneNumber::parse, FieldError::Phone);
}

#[test]
fn phone_extensions_are_up_to_ten_digits() {
    assert_rule(
        "phoneExt",
        PhoneExtension::parse,
        FieldError::PhoneExtension,
    );
}

#[test]
fn websites_need_a_scheme_and_a_host() {
    assert_rule("website", Website::parse, FieldError::WebAddress);
    assert_eq!(
        Website::parse(" HTTPS://Example.org/r.pdf ")
            .unwrap()
            .as_str(),
        "https://Example.org/r.pdf"
    );
    let long = format!("https://example.org/{}", "a".repeat(Website::MAX_CHARS));
    assert_eq!(
        Website::parse(&long),
        Err(FieldError::TooLong {
            chars: long.len(),
            max: Website::MAX_CHARS
        })
    );
    assert!(parse_web_address("https://example.org/long", 10).is_err());
}

#[test]
fn naic_codes_are_positive_whole_numbers() {
    assert_rule("coCode", NaicCode::parse, FieldError::NaicCode);
    assert_eq!(NaicCode::parse("0095101").unwrap().get(), 95_101);
    assert_eq!(NaicCode::new(95_101).unwrap().to_string(), "95101");
    assert_eq!(NaicCode::new(0), Err(FieldError::NaicCode));
    assert_eq!(NaicCode::new(3_000_000_000), Err(FieldError::NaicCode));
}
