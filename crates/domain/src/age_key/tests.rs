#![allow(clippy::unwrap_used)]

use super::*;

fn key_for(age: &str, tobacco: Tobacco) -> String {
    RateKey::new(Age::parse(age).unwrap(), tobacco)
        .as_str()
        .to_owned()
}

// SPEC 5.2: age < 21 uses '20'.
#[test]
fn ages_under_21_use_band_20() {
    // Arrange
    let ages = ["0", "20"];

    // Act
    let keys: Vec<String> = ages.iter().map(|a| key_for(a, Tobacco::No)).collect();

    // Assert
    assert_eq!(keys, ["20-N", "20-N"]);
}

// SPEC 5.2: otherwise the age itself is used.
#[test]
fn ages_21_to_64_use_the_age_itself() {
    // Arrange
    let ages = ["21", "35", "64"];

    // Act
    let keys: Vec<String> = ages.iter().map(|a| key_for(a, Tobacco::Yes)).collect();

    // Assert
    assert_eq!(keys, ["21-Y", "35-Y", "64-Y"]);
}

// SPEC 5.2: age > 64 uses '65'.
#[test]
fn ages_over_64_use_band_65() {
    // Arrange
    let ages = ["65", "99", "120"];

    // Act
    let keys: Vec<String> = ages.iter().map(|a| key_for(a, Tobacco::No)).collect();

    // Assert
    assert_eq!(keys, ["65-N", "65-N", "65-N"]);
}

// SPEC 5.2: example key '35-N'; suffix '-Y' when tobacco is Yes, else '-N'.
#[test]
fn key_displays_as_age_dash_suffix() {
    // Arrange
    let age = Age::parse("35").unwrap();

    // Act
    let no = RateKey::new(age, Tobacco::No);
    let yes = RateKey::new(age, Tobacco::Yes);

    // Assert
    assert_eq!(no.to_string(), "35-N");
    assert_eq!(yes.as_str(), "35-Y");
    assert_eq!((yes.age_band(), yes.tobacco()), (35, Tobacco::Yes));
}

// SPEC 5.1: Age accepts integers only; surrounding whitespace is ignored.
#[test]
fn age_parses_digits_with_surrounding_whitespace() {
    // Arrange
    let text = "  42\t";

    // Act
    let age = Age::parse(text);

    // Assert
    assert_eq!(age.map(Age::years), Ok(42));
}

// SPEC 5.1: Age accepts integers only.
#[test]
fn age_rejects_anything_but_digits() {
    // Arrange
    let inputs = ["+5", "-1", "3.5", "35.0", "abc", "1e2", "3 5", "٣٥", "0x10"];

    for input in inputs {
        // Act
        let result = Age::parse(input);

        // Assert
        assert_eq!(
            result,
            Err(AgeError::NotAWholeNumber(input.to_owned())),
            "input {input:?}"
        );
    }
}

// SPEC 5.1: Age is required.
#[test]
fn age_rejects_empty_and_blank_text() {
    // Arrange
    let inputs = ["", "   "];

    for input in inputs {
        // Act
        let result = Age::parse(input);

        // Assert
        assert_eq!(result, Err(AgeError::Empty));
        assert_eq!(AgeError::Empty.to_string(), "Please enter an age.");
    }
}

// SPEC 5.1: an age above any real applicant's is refused with the limit named.
#[test]
fn age_rejects_values_over_120() {
    // Arrange
    let inputs = ["121", "256", "99999999999999999999999"];

    for input in inputs {
        // Act
        let result = Age::parse(input);

        // Assert
        assert_eq!(result, Err(AgeError::TooOld), "input {input:?}");
    }
    assert_eq!(AgeError::TooOld.to_string(), "Age must be 120 or less.");
}

// SPEC 9: default age 21; tobacco default No.
#[test]
fn defaults_are_age_21_and_no_tobacco() {
    // Arrange / Act
    let (age, tobacco) = (Age::default(), Tobacco::default());

    // Assert
    assert_eq!(age.years(), 21);
    assert_eq!(tobacco, Tobacco::No);
}

// SPEC 9: tobacco options Yes, No.
#[test]
fn tobacco_parses_yes_and_no_only() {
    // Arrange / Act
    let yes = Tobacco::parse("Yes");
    let no = Tobacco::parse(" no ");
    let other = Tobacco::parse("Maybe");

    // Assert
    assert_eq!(yes, Ok(Tobacco::Yes));
    assert_eq!(no, Ok(Tobacco::No));
    assert_eq!(other, Err(TobaccoError("Maybe".to_owned())));
}

// SPEC 5.2: imported rate columns are keys "20-N" to "65-Y".
#[test]
fn rate_key_parse_accepts_only_valid_keys() {
    // Arrange
    let good = ["20-N", "20-Y", "35-N", " 65-Y "];
    let bad = [
        "19-N", "66-Y", "35-n", "35N", "035-N", "35-X", "", "3-N", "35-NY", "+5-N",
    ];

    // Act / Assert
    for text in good {
        assert_eq!(RateKey::parse(text).unwrap().as_str(), text.trim());
    }
    for text in bad {
        assert_eq!(
            RateKey::parse(text),
            Err(RateKeyError(text.to_owned())),
            "{text:?}"
        );
    }
}

// SPEC 5.2: every age band 20..65 with both suffixes, in rate-table order.
#[test]
fn rate_key_all_lists_92_keys_in_order() {
    // Arrange / Act
    let keys: Vec<String> = RateKey::all().map(String::from).collect();

    // Assert
    assert_eq!(keys.len(), 92);
    assert_eq!(&keys[..3], ["20-N", "20-Y", "21-N"]);
    assert_eq!(keys.last().map(String::as_str), Some("65-Y"));
    let mut sorted: Vec<RateKey> = RateKey::all().collect();
    sorted.sort();
    assert_eq!(
        sorted.into_iter().map(String::from).collect::<Vec<_>>(),
        keys
    );
}

// SPEC 3: rates are keyed by the age/tobacco key in the compare dataset JSON.
#[test]
fn rate_key_and_age_serialize_as_plain_values() {
    // Arrange
    let key = RateKey::new(Age::parse("70").unwrap(), Tobacco::Yes);

    // Act
    let json = serde_json::to_string(&key).unwrap();
    let back: RateKey = serde_json::from_str(&json).unwrap();
    let bad: Result<RateKey, _> = serde_json::from_str("\"70-Y\"");
    let age: Result<Age, _> = serde_json::from_str("130");

    // Assert
    assert_eq!(json, "\"65-Y\"");
    assert_eq!(back, key);
    assert!(bad.is_err());
    assert!(age.is_err());
    assert_eq!(serde_json::to_string(&Age::DEFAULT).unwrap(), "21");
}
