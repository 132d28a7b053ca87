//! Metal levels of coverage and the label of their badge (SPEC 9, SPEC 2.5).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// Why a metal-level code was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "\"{0}\" is not a metal level: use P (Platinum), G (Gold), S (Silver), B (Bronze) or C (Catastrophic)."
)]
pub struct MetalLevelError(pub String);

/// A plan's level of coverage (SPEC 9 "Metal level codes: P Platinum, G Gold, S Silver, B Bronze, C Catastrophic").
///
/// Serialized as its one-letter code, as in the compare dataset.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum MetalLevel {
    /// P: the richest cover.
    Platinum,
    /// G.
    Gold,
    /// S.
    Silver,
    /// B.
    Bronze,
    /// C: the thinnest cover.
    Catastrophic,
}

/// Something that can name a metal level by code: a `char` such as 'P' or a string such as "P".
pub trait MetalLevelCode {
    /// The code as text, for parsing and for the error message.
    fn code_text(&self) -> String;
}

impl MetalLevelCode for char {
    fn code_text(&self) -> String {
        self.to_string()
    }
}

impl MetalLevelCode for &str {
    fn code_text(&self) -> String {
        (*self).to_owned()
    }
}

impl MetalLevelCode for String {
    fn code_text(&self) -> String {
        self.clone()
    }
}

impl MetalLevelCode for &String {
    fn code_text(&self) -> String {
        (*self).clone()
    }
}

impl MetalLevel {
    /// All five levels in the order P, G, S, B, C.
    pub const ALL: [MetalLevel; 5] = [
        MetalLevel::Platinum,
        MetalLevel::Gold,
        MetalLevel::Silver,
        MetalLevel::Bronze,
        MetalLevel::Catastrophic,
    ];

    /// The one-letter database code: P, G, S, B or C.
    pub fn code(self) -> char {
        match self {
            MetalLevel::Platinum => 'P',
            MetalLevel::Gold => 'G',
            MetalLevel::Silver => 'S',
            MetalLevel::Bronze => 'B',
            MetalLevel::Catastrophic => 'C',
        }
    }

    /// The level named by an upper-case code ('P' or "P"); whitespace around a string code is ignored.
    pub fn from_code(code: impl MetalLevelCode) -> Result<MetalLevel, MetalLevelError> {
        let text = code.code_text();
        let trimmed = text.trim();
        MetalLevel::ALL
            .into_iter()
            .find(|level| {
                let mut chars = trimmed.chars();
                chars.next() == Some(level.code()) && chars.next().is_none()
            })
            .ok_or_else(|| MetalLevelError(trimmed.to_owned()))
    }

    /// The level's name: Platinum, Gold, Silver, Bronze or Catastrophic.
    pub fn name(self) -> &'static str {
        match self {
            MetalLevel::Platinum => "Platinum",
            MetalLevel::Gold => "Gold",
            MetalLevel::Silver => "Silver",
            MetalLevel::Bronze => "Bronze",
            MetalLevel::Catastrophic => "Catastrophic",
        }
    }
}

impl FromStr for MetalLevel {
    type Err = MetalLevelError;
    fn from_str(code: &str) -> Result<MetalLevel, MetalLevelError> {
        MetalLevel::from_code(code)
    }
}

impl TryFrom<String> for MetalLevel {
    type Error = MetalLevelError;
    fn try_from(code: String) -> Result<MetalLevel, MetalLevelError> {
        MetalLevel::from_code(code)
    }
}

impl From<MetalLevel> for String {
    fn from(level: MetalLevel) -> String {
        level.code().to_string()
    }
}

impl fmt::Display for MetalLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    // SPEC 9: metal level codes P Platinum, G Gold, S Silver, B Bronze, C Catastrophic.
    #[test]
    fn codes_and_names_match_the_reference_table() {
        // Arrange
        let expected = [
            ('P', "Platinum"),
            ('G', "Gold"),
            ('S', "Silver"),
            ('B', "Bronze"),
            ('C', "Catastrophic"),
        ];

        // Act
        let actual: Vec<(char, &str)> = MetalLevel::ALL
            .iter()
            .map(|l| (l.code(), l.name()))
            .collect();

        // Assert
        assert_eq!(actual, expected);
    }

    // SPEC 9: a level is found from its code, given as a char or a string.
    #[test]
    fn from_code_accepts_char_and_str() {
        // Arrange / Act
        let from_char = MetalLevel::from_code('S');
        let from_str = MetalLevel::from_code(" C ");
        let from_string = MetalLevel::from_code(String::from("G"));

        // Assert
        assert_eq!(from_char, Ok(MetalLevel::Silver));
        assert_eq!(from_str, Ok(MetalLevel::Catastrophic));
        assert_eq!(from_string, Ok(MetalLevel::Gold));
    }

    // SPEC 9: anything but the five codes is refused with a message listing them.
    #[test]
    fn from_code_rejects_unknown_codes() {
        // Arrange
        let inputs = ["p", "X", "", "PG", "all"];

        for input in inputs {
            // Act
            let result = MetalLevel::from_code(input);

            // Assert
            assert_eq!(result, Err(MetalLevelError(input.to_owned())));
        }
        assert!(
            MetalLevelError("X".into())
                .to_string()
                .contains("P (Platinum)")
        );
    }

    // SPEC 3: coverage codes travel as one-letter strings.
    #[test]
    fn serializes_as_code() {
        // Arrange
        let level = MetalLevel::Bronze;

        // Act
        let json = serde_json::to_string(&level).unwrap();
        let back: MetalLevel = serde_json::from_str("\"P\"").unwrap();

        // Assert
        assert_eq!(json, "\"B\"");
        assert_eq!(back, MetalLevel::Platinum);
        assert!(serde_json::from_str::<MetalLevel>("\"Q\"").is_err());
    }
}
