//! The checks made before a staff user is saved (SPEC 5.3).

use crate::role::Role;

/// Why a staff user cannot be saved; the message is shown on the user dialog's error line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum UserSaveError {
    /// Another user already has this e-mail address (compared regardless of case).
    #[error("Email already used.")]
    EmailAlreadyUsed,
    /// Another user already has this UID.
    #[error("UID already used.")]
    UidAlreadyUsed,
    /// No role (or no known role) was chosen.
    #[error("A role is required.")]
    RoleRequired,
}

/// The user as the dialog would save it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserCandidate {
    /// The user's key when editing; `None` when creating a new user.
    pub user_pk: Option<i32>,
    /// E-mail address.
    pub email: String,
    /// UID at the identity provider (umdId).
    pub umd_id: i64,
    /// Role code (roleFk), if one was chosen.
    pub role: Option<i16>,
}

/// A user already saved, as far as the checks need it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExistingUser {
    /// The user's key.
    pub user_pk: i32,
    /// E-mail address.
    pub email: String,
    /// UID at the identity provider (userRole.umdId).
    pub umd_id: i64,
}

/// Runs the SPEC 5.3 checks in order (e-mail, UID, role) and stops at the first failure.
///
/// An existing user with the candidate's own `user_pk` is the candidate itself, not another user.
/// E-mails are compared without surrounding whitespace and regardless of letter case. A role code
/// other than 1 or 2 counts as no role, since the Role select offers only those two.
pub fn check_user_save(
    candidate: &UserCandidate,
    existing: &[ExistingUser],
) -> Result<(), UserSaveError> {
    let others: Vec<&ExistingUser> = existing
        .iter()
        .filter(|user| Some(user.user_pk) != candidate.user_pk)
        .collect();
    let email = normalize_email(&candidate.email);
    if others
        .iter()
        .any(|user| normalize_email(&user.email) == email)
    {
        return Err(UserSaveError::EmailAlreadyUsed);
    }
    if others.iter().any(|user| user.umd_id == candidate.umd_id) {
        return Err(UserSaveError::UidAlreadyUsed);
    }
    match candidate.role.map(Role::from_code) {
        Some(Ok(_)) => Ok(()),
        Some(Err(_)) | None => Err(UserSaveError::RoleRequired),
    }
}

fn normalize_email(email: &str) -> String {
    email.trim().to_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn existing() -> Vec<ExistingUser> {
        vec![
            ExistingUser {
                user_pk: 1,
                email: "Ana.Diaz@insurance.example.gov".to_owned(),
                umd_id: 1001,
            },
            ExistingUser {
                user_pk: 2,
                email: "bo@insurer.example.com".to_owned(),
                umd_id: 1002,
            },
        ]
    }

    fn candidate(
        user_pk: Option<i32>,
        email: &str,
        umd_id: i64,
        role: Option<i16>,
    ) -> UserCandidate {
        UserCandidate {
            user_pk,
            email: email.to_owned(),
            umd_id,
            role,
        }
    }

    // SPEC 5.3: a new user with unused e-mail and UID and a role is saved.
    #[test]
    fn valid_new_user_passes() {
        // Arrange
        let new = candidate(None, "cy@insurer.example.com", 1003, Some(1));

        // Act
        let result = check_user_save(&new, &existing());

        // Assert
        assert_eq!(result, Ok(()));
    }

    // SPEC 5.3 (1): the email must not belong to another user — 'Email already used.'.
    #[test]
    fn email_of_another_user_is_refused_regardless_of_case() {
        // Arrange
        let new = candidate(None, " ana.diaz@INSURANCE.example.gov ", 1003, Some(2));

        // Act
        let result = check_user_save(&new, &existing());

        // Assert
        assert_eq!(result, Err(UserSaveError::EmailAlreadyUsed));
        assert_eq!(
            UserSaveError::EmailAlreadyUsed.to_string(),
            "Email already used."
        );
    }

    // SPEC 5.3 (2): the UID must not match another user's userRole.umdId — 'UID already used.'.
    #[test]
    fn uid_of_another_user_is_refused() {
        // Arrange
        let new = candidate(None, "cy@insurer.example.com", 1002, Some(2));

        // Act
        let result = check_user_save(&new, &existing());

        // Assert
        assert_eq!(result, Err(UserSaveError::UidAlreadyUsed));
        assert_eq!(
            UserSaveError::UidAlreadyUsed.to_string(),
            "UID already used."
        );
    }

    // SPEC 5.3 (3): a role is required — 'A role is required.'.
    #[test]
    fn missing_or_unknown_role_is_refused() {
        // Arrange
        let none = candidate(None, "cy@insurer.example.com", 1003, None);
        let unknown = candidate(None, "cy@insurer.example.com", 1003, Some(9));

        // Act
        let results = [
            check_user_save(&none, &existing()),
            check_user_save(&unknown, &existing()),
        ];

        // Assert
        assert_eq!(
            results,
            [
                Err(UserSaveError::RoleRequired),
                Err(UserSaveError::RoleRequired)
            ]
        );
        assert_eq!(
            UserSaveError::RoleRequired.to_string(),
            "A role is required."
        );
    }

    // SPEC 5.3: checked in this order; the first failure stops the save.
    #[test]
    fn checks_run_in_order_email_then_uid_then_role() {
        // Arrange
        let fails_all = candidate(None, "bo@insurer.example.com", 1001, None);
        let fails_uid_and_role = candidate(None, "cy@insurer.example.com", 1001, None);

        // Act
        let first = check_user_save(&fails_all, &existing());
        let second = check_user_save(&fails_uid_and_role, &existing());

        // Assert
        assert_eq!(first, Err(UserSaveError::EmailAlreadyUsed));
        assert_eq!(second, Err(UserSaveError::UidAlreadyUsed));
    }

    // SPEC 5.3: "another user" — editing a user keeps its own e-mail and UID.
    #[test]
    fn the_user_being_edited_is_not_another_user() {
        // Arrange
        let edited = candidate(Some(2), "BO@insurer.example.com", 1002, Some(1));
        let clash = candidate(Some(2), "ana.diaz@insurance.example.gov", 1002, Some(1));

        // Act
        let own = check_user_save(&edited, &existing());
        let other = check_user_save(&clash, &existing());

        // Assert
        assert_eq!(own, Ok(()));
        assert_eq!(other, Err(UserSaveError::EmailAlreadyUsed));
    }
}
