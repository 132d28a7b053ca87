//! A company's active flag (SPEC 9 "Company active flag: 1 Active, 0 Inactive", SPEC 4.4).

use serde::{Deserialize, Serialize};

/// Why a company active flag was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0} is not a company active flag: use 1 (Active) or 0 (Inactive).")]
pub struct CompanyActiveError(pub i16);

/// Whether an insurance company is active. Serialized as 1 or 0 (`active` in SPEC 7.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(try_from = "i16", into = "i16")]
pub enum CompanyActive {
    /// 1: listed and in use (the default for a new company).
    #[default]
    Active = 1,
    /// 0: switched off by an administrator.
    Inactive = 0,
}

impl CompanyActive {
    /// The flag stored as 1 or 0.
    pub fn from_code(code: i16) -> Result<CompanyActive, CompanyActiveError> {
        match code {
            1 => Ok(CompanyActive::Active),
            0 => Ok(CompanyActive::Inactive),
            other => Err(CompanyActiveError(other)),
        }
    }

    /// 1 for Active, 0 for Inactive.
    pub fn code(self) -> i16 {
        self as i16
    }

    /// Whether the company is active.
    pub fn is_active(self) -> bool {
        self == CompanyActive::Active
    }

    /// The flag after the activate/deactivate action (SPEC 4.4).
    pub fn toggled(self) -> CompanyActive {
        match self {
            CompanyActive::Active => CompanyActive::Inactive,
            CompanyActive::Inactive => CompanyActive::Active,
        }
    }

    /// "Active" or "Inactive".
    pub fn name(self) -> &'static str {
        match self {
            CompanyActive::Active => "Active",
            CompanyActive::Inactive => "Inactive",
        }
    }
}

impl From<bool> for CompanyActive {
    fn from(active: bool) -> CompanyActive {
        if active {
            CompanyActive::Active
        } else {
            CompanyActive::Inactive
        }
    }
}

crate::codes::code_conversions!(CompanyActive, CompanyActiveError, name);

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    // SPEC 9: company active flag: 1 Active, 0 Inactive.
    #[test]
    fn codes_round_trip() {
        // Arrange / Act
        let active = CompanyActive::from_code(1).unwrap();
        let inactive = CompanyActive::from_code(0).unwrap();

        // Assert
        assert_eq!(
            (active, active.code(), active.is_active()),
            (CompanyActive::Active, 1, true)
        );
        assert_eq!(
            (inactive, inactive.code(), inactive.is_active()),
            (CompanyActive::Inactive, 0, false)
        );
    }

    // SPEC 9: no other values exist.
    #[test]
    fn other_codes_are_refused() {
        // Arrange / Act
        let two = CompanyActive::from_code(2);
        let minus = CompanyActive::from_code(-1);

        // Assert
        assert_eq!(two, Err(CompanyActiveError(2)));
        assert_eq!(minus, Err(CompanyActiveError(-1)));
        assert_eq!(
            CompanyActiveError(2).to_string(),
            "2 is not a company active flag: use 1 (Active) or 0 (Inactive)."
        );
    }

    // SPEC 4.4: company active is toggled after confirmation.
    #[test]
    fn toggled_flips_the_flag() {
        // Arrange
        let flag = CompanyActive::from(true);

        // Act
        let once = flag.toggled();
        let twice = once.toggled();

        // Assert
        assert_eq!(once, CompanyActive::Inactive);
        assert_eq!(twice, CompanyActive::Active);
    }

    // SPEC 7.3: active travels as 1/0.
    #[test]
    fn serializes_as_number() {
        // Arrange / Act
        let json = serde_json::to_string(&CompanyActive::Inactive).unwrap();
        let back: CompanyActive = serde_json::from_str("1").unwrap();

        // Assert
        assert_eq!(json, "0");
        assert_eq!(back, CompanyActive::Active);
        assert!(serde_json::from_str::<CompanyActive>("5").is_err());
    }
}
