//! A filing's status badge (SPEC 4.1) as both APIs answer it (`stateStatus`): the public rate
//! rows and Rate Page, and the admin Filings table and Filing Details show the same badge.

use domain::{FilingStatus, FilingStatusCode};
use serde::Serialize;
use utoipa::ToSchema;

use crate::value_codes::FilingStatusCodeSchema;

/// A filing's status badge (SPEC 4.1): text, colour and popover, so the SPA need not repeat them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StateStatusDto {
    /// Status text, e.g. "Under Review".
    display_status: String,
    /// The status's stable name, e.g. `under_review`, for showing it in the reader's language;
    /// null for a status this site does not know, whose text is shown as sent.
    #[schema(value_type = Option<FilingStatusCodeSchema>)]
    status_code: Option<FilingStatusCode>,
    /// Badge colour: green, red, blue, purple, yellow, orange or gray.
    colour: String,
    /// Text of the badge's popover; null when the badge has none.
    popover: Option<String>,
}

impl StateStatusDto {
    /// The badge of the status stored as `display_status`.
    pub fn from_display(display_status: &str) -> StateStatusDto {
        StateStatusDto::from_status(&FilingStatus::from_display(display_status))
    }

    /// The badge of `status`.
    pub fn from_status(status: &FilingStatus) -> StateStatusDto {
        StateStatusDto {
            display_status: status.display_status().to_owned(),
            status_code: status.status_code(),
            colour: status.colour().as_str().to_owned(),
            popover: status.popover().map(str::to_owned),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_known_status_carries_its_colour_and_popover() {
        let badge = serde_json::to_value(StateStatusDto::from_display("submitted")).unwrap();

        assert_eq!(badge["displayStatus"], "Submitted");
        assert_eq!(badge["statusCode"], "submitted");
        assert_eq!(badge["colour"], "blue");
        assert_eq!(badge["popover"], FilingStatus::Submitted.popover().unwrap());
    }

    #[test]
    fn an_unknown_status_is_gray_without_popover() {
        let badge = StateStatusDto::from_display(" Pending Industry Response ");

        assert_eq!(
            serde_json::to_value(badge).unwrap(),
            serde_json::json!({
                "displayStatus": "Pending Industry Response",
                "statusCode": null,
                "colour": "gray",
                "popover": null,
            })
        );
    }

    // The web app shows a status by its code from its catalogues: their English must be the
    // server's, word for word, so an English reader sees what API users and feeds see.
    #[test]
    fn the_english_catalogue_words_each_status_as_the_server_does() {
        // Arrange
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../frontend/src/locales/en/ui.json"
        );
        let ui: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();

        for status in FilingStatus::KNOWN {
            // Act
            let badge = serde_json::to_value(StateStatusDto::from_status(&status)).unwrap();
            let code = badge["statusCode"].as_str().unwrap();

            // Assert
            assert_eq!(ui["filingStatus"][code], badge["displayStatus"], "{code}");
            assert_eq!(
                ui["filingStatusDescription"][code], badge["popover"],
                "{code}"
            );
        }
    }
}
