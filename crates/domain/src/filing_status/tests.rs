#![allow(clippy::unwrap_used)]

use super::*;

// SPEC 4.1 / 9: database codes match the seeded filing_statuses table.
#[test]
fn codes_round_trip_with_seeded_display_strings() {
    // Arrange
    let seeded = [
        (1, "Submitted"),
        (2, "Under Review"),
        (3, "Accepted"),
        (4, "Denied"),
        (5, "Withdrawn"),
        (6, "Rejected"),
        (7, "Do Not Display"),
        (8, "Plan Not Available"),
    ];

    for (code, display) in seeded {
        // Act
        let status = FilingStatus::from_code(code).unwrap();

        // Assert
        assert_eq!(status.display_status(), display);
        assert_eq!(status.code(), Some(code));
        assert_eq!(FilingStatus::from_display(display), status);
    }
}

// SPEC 9: codes outside 1..8 are refused.
#[test]
fn unknown_codes_are_refused() {
    // Arrange
    let codes = [0, 9, -1, i16::MIN, i16::MAX];

    for code in codes {
        // Act
        let result = FilingStatus::from_code(code);

        // Assert
        assert_eq!(result, Err(FilingStatusError(code)));
    }
    assert_eq!(
        FilingStatusError(9).to_string(),
        "9 is not a filing status code: expected 1 to 8."
    );
}

// SPEC 9: status colours; unknown gray.
#[test]
fn colours_follow_the_table() {
    // Arrange
    let expected = [
        ("Accepted", "green"),
        ("Denied", "red"),
        ("Submitted", "blue"),
        ("Under Review", "purple"),
        ("Withdrawn", "yellow"),
        ("Rejected", "orange"),
        ("Do Not Display", "gray"),
        ("Plan Not Available", "gray"),
        ("Pending Approval", "gray"),
    ];

    for (display, colour) in expected {
        // Act
        let actual = FilingStatus::from_display(display).colour();

        // Assert
        assert_eq!(actual.as_str(), colour, "{display}");
    }
}

// SPEC 4.1: popover texts, exactly.
#[test]
fn popover_texts_are_exact() {
    // Arrange / Act
    let accepted = FilingStatus::Accepted.popover();
    let denied = FilingStatus::Denied.popover();
    let submitted = FilingStatus::Submitted.popover();
    let under_review = FilingStatus::UnderReview.popover();
    let withdrawn = FilingStatus::Withdrawn.popover();
    let rejected = FilingStatus::Rejected.popover();

    // Assert
    assert_eq!(
        accepted,
        Some(
            "The Insurance Department completed the rate review process and found the proposed rate change to be reasonable."
        )
    );
    assert_eq!(
        denied,
        Some(
            "The Insurance Department completed the rate review process and found the proposed rate change to be unreasonable."
        )
    );
    assert_eq!(
        submitted,
        Some(
            "The insurance company has formally proposed a rate change but it has not yet completed the review process. A public comment period of 30 days is available when in the submitted status. To make a comment, select the \"View Details\" button; this will navigate to the \"Rate Filing\" page, which provides a comment section."
        )
    );
    assert_eq!(
        under_review,
        Some(
            "The public commenting period is now closed and the Insurance Department is in the final stages of making a decision."
        )
    );
    assert_eq!(
        withdrawn,
        Some(
            "The insurance company has decided to withdraw the proposed rate change prior to a decision being made from the Insurance Department."
        )
    );
    assert_eq!(
        rejected,
        Some(
            "The filing did not contain sufficient documentation to complete the review process. The filing is not considered filed with the department."
        )
    );
}

// SPEC 4.1: Do Not Display, Plan Not Available and unknown values have no popover.
#[test]
fn gray_statuses_have_no_popover() {
    // Arrange
    let statuses = [
        FilingStatus::DoNotDisplay,
        FilingStatus::PlanNotAvailable,
        FilingStatus::Other("Closed".to_owned()),
    ];

    for status in statuses {
        // Act
        let popover = status.popover();

        // Assert
        assert_eq!(popover, None, "{status}");
    }
}

// SPEC 4.1: unknown values are kept as received; lookup ignores case and whitespace.
#[test]
fn from_display_keeps_unknown_text_and_ignores_case() {
    // Arrange / Act
    let relaxed = FilingStatus::from_display("  under review ");
    let unknown = FilingStatus::from_display(" Closed ");

    // Assert
    assert_eq!(relaxed, FilingStatus::UnderReview);
    assert_eq!(unknown, FilingStatus::Other("Closed".to_owned()));
    assert_eq!(unknown.display_status(), "Closed");
    assert_eq!(unknown.code(), None);
}

// SPEC 4.1 / migration: publicly_listed is false only for Do Not Display.
#[test]
fn only_do_not_display_is_hidden_publicly() {
    // Arrange
    let mut statuses = FilingStatus::KNOWN.to_vec();
    statuses.push(FilingStatus::Other("Closed".to_owned()));

    // Act
    let hidden: Vec<FilingStatus> = statuses
        .into_iter()
        .filter(|s| !s.publicly_listed())
        .collect();

    // Assert
    assert_eq!(hidden, [FilingStatus::DoNotDisplay]);
}

// SPEC 3: stateStatus.displayStatus travels as the display string.
#[test]
fn serializes_as_display_string() {
    // Arrange
    let status = FilingStatus::PlanNotAvailable;

    // Act
    let json = serde_json::to_string(&status).unwrap();
    let back: FilingStatus = serde_json::from_str("\"Do Not Display\"").unwrap();
    let other: FilingStatus = serde_json::from_str("\"Closed\"").unwrap();
    let colour = serde_json::to_string(&BadgeColour::Purple).unwrap();

    // Assert
    assert_eq!(json, "\"Plan Not Available\"");
    assert_eq!(back, FilingStatus::DoNotDisplay);
    assert_eq!(serde_json::to_string(&other).unwrap(), "\"Closed\"");
    assert_eq!(colour, "\"purple\"");
}

// The web app translates a status by its name: each known status has its own, in code order,
// and one it does not know has none, so its text is shown as received.
#[test]
fn each_known_status_has_its_own_name() {
    // Arrange
    let statuses = FilingStatus::KNOWN;

    // Act
    let names: Vec<Option<FilingStatusCode>> =
        statuses.iter().map(FilingStatus::status_code).collect();
    let unknown = FilingStatus::Other("Closed".to_owned()).status_code();

    // Assert
    assert_eq!(names, FilingStatusCode::ALL.map(Some));
    assert_eq!(unknown, None);
    assert_eq!(
        serde_json::to_string(&FilingStatusCode::PlanNotAvailable).unwrap(),
        "\"plan_not_available\""
    );
}
