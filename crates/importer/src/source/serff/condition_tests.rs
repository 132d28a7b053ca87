use std::str::FromStr;

use super::*;

fn at(y: i32, m: u32, d: u32, h: u32, min: u32, s: u32) -> NaiveDateTime {
    NaiveDate::from_ymd_opt(y, m, d)
        .and_then(|d| d.and_hms_opt(h, min, s))
        .expect("a valid test time")
}

/// Checks that `condition` was built and is written as `expected`.
fn assert_written(condition: Result<Condition, ConditionError>, expected: &str) {
    assert_eq!(condition.map(|c| c.to_string()), Ok(expected.to_owned()));
}

#[test]
fn a_window_is_written_with_date_literals_joined_by_and() {
    let condition = Condition::builder()
        .compare("DateLastModified", Cmp::Gt, at(2022, 3, 1, 0, 0, 0))
        .compare("DateLastModified", Cmp::Le, at(2022, 3, 2, 14, 3, 22))
        .build();

    assert_written(
        condition,
        "DateLastModified > DATE '2022-03-01 00:00:00' AND DateLastModified <= DATE '2022-03-02 14:03:22'",
    );
}

#[test]
fn date_literals_drop_fractions_and_dates_have_no_time() {
    let time = at(1969, 7, 20, 15, 17, 40) + chrono::Duration::milliseconds(999);
    let date = NaiveDate::from_ymd_opt(2022, 2, 1).expect("a date");

    let condition = Condition::builder()
        .compare("SubmissionDate", Cmp::Ge, time)
        .compare("SubmissionDate", Cmp::Lt, date)
        .build();

    assert_written(
        condition,
        "SubmissionDate >= DATE '1969-07-20 15:17:40' AND SubmissionDate < DATE '2022-02-01'",
    );
}

#[test]
fn apostrophes_are_doubled() {
    let condition = Condition::builder()
        .eq("ProductName", "Gilligan's Island ''plan''")
        .build();

    assert_written(condition, "ProductName = 'Gilligan''s Island ''''plan'''''");
}

#[test]
fn like_escapes_wildcards_and_the_escape_character_itself() {
    let pattern = LikePattern::starts_with("Average % Of_Sales ~ O'Brien");

    let condition = Condition::builder()
        .like("FilingDesc", &pattern)
        .not_like("TOIName", &LikePattern::contains("50%"))
        .build();

    assert_eq!(pattern.as_str(), "Average ~% Of~_Sales ~~ O'Brien%");
    assert_written(
        condition,
        "FilingDesc LIKE 'Average ~% Of~_Sales ~~ O''Brien%' AND TOIName NOT LIKE '%50~%%'",
    );
}

#[test]
fn like_patterns_compose_wildcards_on_purpose() {
    let pattern = LikePattern::new().text("A").one().text("C").any();

    assert_eq!(pattern.as_str(), "A_C%");
    assert_eq!(LikePattern::exactly("a_b").as_str(), "a~_b");
}

#[test]
fn in_lists_are_comma_separated_literals() {
    let condition = Condition::builder()
        .is_in("FilingSERFFTrackNum", ["ACEH-129716473", "O'NE-000000001"])
        .build();

    assert_written(
        condition,
        "FilingSERFFTrackNum IN ('ACEH-129716473', 'O''NE-000000001')",
    );
}

#[test]
fn an_empty_in_list_is_refused() {
    let condition = Condition::builder()
        .is_in("FilingSERFFTrackNum", Vec::<String>::new())
        .build();

    assert_eq!(
        condition,
        Err(ConditionError::EmptyIn("FilingSERFFTrackNum".to_owned()))
    );
}

#[test]
fn numbers_and_between_are_written_plainly() {
    let decimal = BigDecimal::from_str("-1.50").expect("a decimal");

    let condition = Condition::builder()
        .between("RateOverallRateImpact", decimal, 7_i64)
        .compare("RateAffPolicyHolder", Cmp::Ne, 0_i64)
        .build();

    assert_written(
        condition,
        "RateOverallRateImpact BETWEEN -1.50 AND 7 AND RateAffPolicyHolder <> 0",
    );
}

#[test]
fn field_names_must_be_identifiers_and_not_keywords() {
    for bad in [
        "",
        "1Field",
        "Date Last",
        "x'--",
        "Field;",
        "and",
        "LIKE",
        "Dátum",
    ] {
        assert_eq!(
            Condition::builder().eq(bad, "x").build(),
            Err(ConditionError::InvalidField(bad.to_owned())),
            "{bad:?}"
        );
    }
    assert!(is_identifier("Contact_fax2"));
}

#[test]
fn the_first_mistake_is_reported_and_an_empty_condition_refused() {
    let condition = Condition::builder()
        .eq("Bad Name", "x")
        .is_in("Other", Vec::<i64>::new())
        .build();

    assert_eq!(
        condition,
        Err(ConditionError::InvalidField("Bad Name".to_owned()))
    );
    assert_eq!(Condition::builder().build(), Err(ConditionError::Empty));
}

#[test]
fn characters_xml_cannot_carry_are_refused() {
    let condition = Condition::builder().eq("FilingDesc", "bell\u{7}").build();

    assert_eq!(
        condition,
        Err(ConditionError::IllegalCharacter {
            field: "FilingDesc".to_owned(),
            code: 7
        })
    );
}

#[test]
fn years_past_four_digits_are_refused() {
    let far = at(10_000, 1, 1, 0, 0, 0);

    assert!(matches!(
        Condition::builder()
            .compare("DateLastModified", Cmp::Gt, far)
            .build(),
        Err(ConditionError::DateOutOfRange(_))
    ));
}
