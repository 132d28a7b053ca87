//! Staff roles (SPEC 6, SPEC 9 "Roles: 1 Insurance, 2 Administrator").

use serde::{Deserialize, Serialize};

/// Why a role code or name was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RoleError {
    /// The number is not a role code.
    #[error("{0} is not a role code: use 1 (Insurance) or 2 (Administrator).")]
    UnknownCode(i16),
    /// The text is not a role name.
    #[error("\"{0}\" is not a role: use Insurance or Administrator.")]
    UnknownName(String),
}

/// What a staff member may do: an insurer's staff member, or a department administrator.
///
/// Serialized as its numeric code (`roleFk`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "i16", into = "i16")]
pub enum Role {
    /// Code 1: an insurer's staff member, tied to one company; may only upload rates for it.
    Insurance = 1,
    /// Code 2: may do everything in the administration area.
    Administrator = 2,
}

impl Role {
    /// The role stored under a database code.
    pub fn from_code(code: i16) -> Result<Role, RoleError> {
        match code {
            1 => Ok(Role::Insurance),
            2 => Ok(Role::Administrator),
            other => Err(RoleError::UnknownCode(other)),
        }
    }

    /// The database code: 1 or 2.
    pub fn code(self) -> i16 {
        self as i16
    }

    /// The role's name, as in the user dialog's Role select: 'Insurance' or 'Administrator'.
    pub fn name(self) -> &'static str {
        match self {
            Role::Insurance => "Insurance",
            Role::Administrator => "Administrator",
        }
    }

    /// The role with this name; letter case and surrounding whitespace are ignored.
    pub fn parse_name(text: &str) -> Result<Role, RoleError> {
        let trimmed = text.trim();
        [Role::Insurance, Role::Administrator]
            .into_iter()
            .find(|role| role.name().eq_ignore_ascii_case(trimmed))
            .ok_or_else(|| RoleError::UnknownName(trimmed.to_owned()))
    }
}

crate::codes::code_conversions!(Role, RoleError, name);

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    // SPEC 6: role codes (roleFk): 1 = 'Insurance', 2 = 'Administrator'.
    #[test]
    fn codes_map_to_names() {
        // Arrange
        let expected = [(1, "Insurance"), (2, "Administrator")];

        for (code, name) in expected {
            // Act
            let role = Role::from_code(code).unwrap();

            // Assert
            assert_eq!(role.name(), name);
            assert_eq!(role.code(), code);
            assert_eq!(Role::parse_name(name), Ok(role));
        }
    }

    // SPEC 9: no other role codes exist.
    #[test]
    fn unknown_codes_and_names_are_refused() {
        // Arrange / Act
        let zero = Role::from_code(0);
        let three = Role::from_code(3);
        let admin = Role::parse_name("Admin");

        // Assert
        assert_eq!(zero, Err(RoleError::UnknownCode(0)));
        assert_eq!(three, Err(RoleError::UnknownCode(3)));
        assert_eq!(admin, Err(RoleError::UnknownName("Admin".to_owned())));
        assert_eq!(
            admin.unwrap_err().to_string(),
            "\"Admin\" is not a role: use Insurance or Administrator."
        );
    }

    // SPEC 6: names are matched regardless of case.
    #[test]
    fn parse_name_ignores_case_and_whitespace() {
        // Arrange / Act
        let role = Role::parse_name(" administrator ");

        // Assert
        assert_eq!(role, Ok(Role::Administrator));
    }

    // SPEC 7.3: roleFk travels as its number.
    #[test]
    fn serializes_as_code() {
        // Arrange / Act
        let json = serde_json::to_string(&Role::Administrator).unwrap();
        let back: Role = serde_json::from_str("1").unwrap();

        // Assert
        assert_eq!(json, "2");
        assert_eq!(back, Role::Insurance);
        assert!(serde_json::from_str::<Role>("7").is_err());
    }
}
