//! The types of insurance the site knows by their rate-filing system (SERFF) code, so the web app
//! can name them in the visitor's language.

use serde::{Deserialize, Serialize};

/// A type of insurance this site knows, sent as its SERFF code (`"H16I"`) beside the name the
/// rate-filing system gave it. Stored names are the rate-filing system's English and may be
/// anything; the code is what stays the same.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum TypeOfInsuranceCode {
    /// Individual Health - Major Medical.
    #[serde(rename = "H16I")]
    IndividualMajorMedical,
    /// Group Health - Major Medical.
    #[serde(rename = "H16G")]
    GroupMajorMedical,
    /// Individual Health Organizations - Health Maintenance (HMO).
    #[serde(rename = "HOrg02I")]
    IndividualHmo,
    /// Group Health Organizations - Health Maintenance (HMO).
    #[serde(rename = "HOrg02G")]
    GroupHmo,
    /// Individual Health Organizations - Point of Service (POS).
    #[serde(rename = "HOrg03I")]
    IndividualPos,
    /// Group Health Organizations - Point of Service (POS).
    #[serde(rename = "HOrg03G")]
    GroupPos,
}

impl TypeOfInsuranceCode {
    /// Every type this site knows.
    pub const ALL: [TypeOfInsuranceCode; 6] = [
        TypeOfInsuranceCode::IndividualMajorMedical,
        TypeOfInsuranceCode::GroupMajorMedical,
        TypeOfInsuranceCode::IndividualHmo,
        TypeOfInsuranceCode::GroupHmo,
        TypeOfInsuranceCode::IndividualPos,
        TypeOfInsuranceCode::GroupPos,
    ];

    /// The SERFF code, as `types_of_insurance.toi_code` stores it.
    pub fn serff_code(self) -> &'static str {
        match self {
            TypeOfInsuranceCode::IndividualMajorMedical => "H16I",
            TypeOfInsuranceCode::GroupMajorMedical => "H16G",
            TypeOfInsuranceCode::IndividualHmo => "HOrg02I",
            TypeOfInsuranceCode::GroupHmo => "HOrg02G",
            TypeOfInsuranceCode::IndividualPos => "HOrg03I",
            TypeOfInsuranceCode::GroupPos => "HOrg03G",
        }
    }

    /// The type stored under SERFF code `code`; `None` for a code this site does not know, whose
    /// name can only be shown as the rate-filing system wrote it. Matched exactly, as imports
    /// match it.
    pub fn from_serff_code(code: &str) -> Option<TypeOfInsuranceCode> {
        TypeOfInsuranceCode::ALL
            .into_iter()
            .find(|known| known.serff_code() == code)
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    // The code travels as the rate-filing system writes it, and reads back from the stored code.
    #[test]
    fn serializes_as_its_serff_code() {
        for code in TypeOfInsuranceCode::ALL {
            // Act
            let json = serde_json::to_value(code).unwrap();

            // Assert
            assert_eq!(json, code.serff_code());
            assert_eq!(
                TypeOfInsuranceCode::from_serff_code(code.serff_code()),
                Some(code)
            );
        }
    }

    // A code this site does not know (or a sub-type of one it does) has no name to translate.
    #[test]
    fn an_unknown_code_is_none() {
        for code in ["H15I", "H16I.001", "h16i", ""] {
            assert_eq!(TypeOfInsuranceCode::from_serff_code(code), None);
        }
    }
}
