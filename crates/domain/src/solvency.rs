//! An insurance company's solvency code (SPEC 9 "Solvency: 10 Solvent, 20 Hazardous, 30 Insolvent").

use serde::{Deserialize, Serialize};

/// Why a solvency code was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0} is not a solvency code: use 10 (Solvent), 20 (Hazardous) or 30 (Insolvent).")]
pub struct SolvencyError(pub i16);

/// A company's financial standing, shown as solvencyDesc on the Company Page.
///
/// Serialized as its numeric code (`solvencyFk`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "i16", into = "i16")]
pub enum Solvency {
    /// Code 10.
    Solvent = 10,
    /// Code 20.
    Hazardous = 20,
    /// Code 30.
    Insolvent = 30,
}

impl Solvency {
    /// The solvency stored under a database code.
    pub fn from_code(code: i16) -> Result<Solvency, SolvencyError> {
        match code {
            10 => Ok(Solvency::Solvent),
            20 => Ok(Solvency::Hazardous),
            30 => Ok(Solvency::Insolvent),
            other => Err(SolvencyError(other)),
        }
    }

    /// The database code: 10, 20 or 30.
    pub fn code(self) -> i16 {
        self as i16
    }

    /// The description shown to the public: Solvent, Hazardous or Insolvent.
    pub fn description(self) -> &'static str {
        match self {
            Solvency::Solvent => "Solvent",
            Solvency::Hazardous => "Hazardous",
            Solvency::Insolvent => "Insolvent",
        }
    }
}

crate::codes::code_conversions!(Solvency, SolvencyError, description);

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    // SPEC 9: Solvency: 10 Solvent, 20 Hazardous, 30 Insolvent.
    #[test]
    fn codes_map_to_descriptions() {
        // Arrange
        let expected = [(10, "Solvent"), (20, "Hazardous"), (30, "Insolvent")];

        for (code, description) in expected {
            // Act
            let solvency = Solvency::from_code(code).unwrap();

            // Assert
            assert_eq!(solvency.description(), description);
            assert_eq!(solvency.code(), code);
        }
    }

    // SPEC 9: no other solvency codes exist.
    #[test]
    fn other_codes_are_refused_with_the_valid_ones_named() {
        // Arrange
        let codes = [0, 1, 15, 40, -10];

        for code in codes {
            // Act
            let result = Solvency::from_code(code);

            // Assert
            assert_eq!(result, Err(SolvencyError(code)));
        }
        assert_eq!(
            SolvencyError(40).to_string(),
            "40 is not a solvency code: use 10 (Solvent), 20 (Hazardous) or 30 (Insolvent)."
        );
    }

    // SPEC 3: solvencyFk travels as its number.
    #[test]
    fn serializes_as_code() {
        // Arrange / Act
        let json = serde_json::to_string(&Solvency::Hazardous).unwrap();
        let back: Solvency = serde_json::from_str("30").unwrap();
        let bad = serde_json::from_str::<Solvency>("25");

        // Assert
        assert_eq!(json, "20");
        assert_eq!(back, Solvency::Insolvent);
        assert!(bad.is_err());
    }
}
