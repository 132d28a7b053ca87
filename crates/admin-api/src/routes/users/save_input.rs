//! The user dialog's save (SPEC 7.3 `POST /api/users`): reading the body into a checked
//! [`UserInput`], and answering the refusals of [`db::queries::staff::save`].
//!
//! Shape checks (names, e-mail, UID) run here, before the database; the SPEC 5.3 checks and
//! the rules that need other rows run in the save's transaction.

use actix_web::HttpResponse;
use db::queries::staff::{SaveUserRefusal, UserInput};
use domain::UserSaveError;
use serde::Deserialize;
use service_kit::ApiError;
use utoipa::ToSchema;

use crate::routes::fields::without_control_characters;

/// Longest first or last name accepted.
const NAME_MAX_CHARS: usize = 100;
/// Longest e-mail address accepted (RFC 5321's path limit).
const EMAIL_MAX_CHARS: usize = 254;

/// The user as the dialog saves it. Other fields the SPA holds (`fullName`, `role`,
/// `userRole`, ...) are ignored.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserSaveRequest {
    /// Absent or null creates a user; a key updates that user.
    #[schema(minimum = 1)]
    user_pk: Option<i64>,
    /// Given name, required.
    #[schema(value_type = String, min_length = 1, max_length = 100, pattern = r"\S")]
    first_name: Option<String>,
    /// Family name, required.
    #[schema(value_type = String, min_length = 1, max_length = 100, pattern = r"\S")]
    last_name: Option<String>,
    /// Sign-in e-mail, required; unique regardless of letter case.
    #[schema(value_type = String, format = Email, max_length = 254)]
    email: Option<String>,
    /// UID at the identity provider, a positive number; unique; cannot change after creation.
    #[schema(value_type = i64, minimum = 1)]
    umd_id: Option<i64>,
    /// Whether the user may sign in: true when absent on creation, unchanged when absent on update.
    active: Option<bool>,
    /// 1 Insurance or 2 Administrator ('A role is required.').
    #[schema(value_type = i64, minimum = 1, maximum = 2)]
    role_fk: Option<i64>,
    /// The company of an Insurance user (required for them); ignored for an Administrator.
    #[schema(minimum = 1)]
    company_pk: Option<i64>,
}

impl UserSaveRequest {
    /// The checked input, or a 400 naming the field at fault (404 for a `userPk` no user can have).
    pub fn into_input(self) -> Result<UserInput, ApiError> {
        let user_pk = self
            .user_pk
            .map(|pk| {
                i32::try_from(pk)
                    .ok()
                    .filter(|pk| *pk > 0)
                    .ok_or_else(no_such_user)
            })
            .transpose()?;
        let first_name = name(self.first_name, "firstName", "first name")?;
        let last_name = name(self.last_name, "lastName", "last name")?;
        let email = email(self.email)?;
        let umd_id = match self.umd_id {
            None => return Err(ApiError::bad_field("umdId", "Enter the user's UID.")),
            Some(uid) if uid <= 0 => {
                return Err(ApiError::bad_field(
                    "umdId",
                    "The UID must be a positive whole number.",
                ));
            }
            Some(uid) => uid,
        };
        Ok(UserInput {
            user_pk,
            first_name,
            last_name,
            email,
            umd_id,
            active: self.active,
            // A number that is no role code at all is still "no role" (SPEC 5.3 check 3).
            role_code: self.role_fk.map(|code| i16::try_from(code).unwrap_or(0)),
            // A key no company can have is reported as an unknown company.
            company_pk: self.company_pk.map(|pk| i32::try_from(pk).unwrap_or(0)),
        })
    }
}

fn name(value: Option<String>, field: &str, what: &str) -> Result<String, ApiError> {
    let value = value.as_deref().map(str::trim).unwrap_or_default();
    let value = without_control_characters(field, value)?;
    if value.is_empty() {
        return Err(ApiError::bad_field(
            field,
            format!("Enter the user's {what}."),
        ));
    }
    if value.chars().count() > NAME_MAX_CHARS {
        return Err(ApiError::bad_field(
            field,
            format!("The {what} can be at most {NAME_MAX_CHARS} characters long."),
        ));
    }
    Ok(value.to_owned())
}

fn email(value: Option<String>) -> Result<String, ApiError> {
    let value = value.as_deref().map(str::trim).unwrap_or_default();
    let value = without_control_characters("email", value)?;
    if value.is_empty() {
        return Err(ApiError::bad_field(
            "email",
            "Enter the user's e-mail address.",
        ));
    }
    if value.chars().count() > EMAIL_MAX_CHARS || !is_email_shaped(value) {
        return Err(ApiError::bad_field(
            "email",
            "Enter an e-mail address such as name@insurance.example.gov.",
        ));
    }
    Ok(value.to_owned())
}

/// One `@` between a non-empty local part and a dotted domain, no whitespace.
fn is_email_shaped(value: &str) -> bool {
    let Some((local, domain)) = value.split_once('@') else {
        return false;
    };
    !local.is_empty()
        && !domain.contains('@')
        && !value.chars().any(char::is_whitespace)
        && domain.split('.').count() >= 2
        && domain.split('.').all(|label| !label.is_empty())
}

/// 404 for a `userPk` that matches no user.
pub(super) fn no_such_user() -> ApiError {
    ApiError::NotFound("There is no such user. Reload the Users page and try again.".into())
}

/// The answer to a save that was refused. SPEC 5.3's messages are shown as they are on the
/// dialog's error line; the conflicts name their field like a 400 does.
pub fn refusal(refusal: SaveUserRefusal) -> Result<HttpResponse, ApiError> {
    Err(match refusal {
        SaveUserRefusal::Rule(e @ UserSaveError::EmailAlreadyUsed) => ApiError::FieldConflict {
            field: "email".into(),
            message: e.to_string(),
        },
        SaveUserRefusal::Rule(e @ UserSaveError::UidAlreadyUsed) => ApiError::FieldConflict {
            field: "umdId".into(),
            message: e.to_string(),
        },
        SaveUserRefusal::Rule(e @ UserSaveError::RoleRequired) => {
            ApiError::bad_field("roleFk", e.to_string())
        }
        SaveUserRefusal::NotFound => no_such_user(),
        SaveUserRefusal::UidFixed => ApiError::bad_field(
            "umdId",
            "The UID cannot be changed after the user is created.",
        ),
        SaveUserRefusal::CompanyRequired => ApiError::bad_field(
            "companyPk",
            "An Insurance user needs a company: choose the company this user uploads rates for.",
        ),
        SaveUserRefusal::UnknownCompany(_) => ApiError::bad_field(
            "companyPk",
            "There is no such company. Choose one of the companies listed on the Companies page.",
        ),
        SaveUserRefusal::OwnAccountDeactivated => ApiError::bad_field(
            "active",
            "You cannot deactivate your own account. Ask another administrator to do it.",
        ),
        SaveUserRefusal::OwnRoleChanged => ApiError::bad_field(
            "roleFk",
            "You cannot change your own role. Ask another administrator to do it.",
        ),
    })
}

#[cfg(test)]
mod tests {
    use super::is_email_shaped;

    #[test]
    fn e_mail_shape_needs_one_at_and_a_dotted_domain() {
        // Arrange
        let good = ["ann.lee@insurance.lakeland.example", "a@b.co"];
        let bad = [
            "ann", "@b.co", "a@b", "a@@b.co", "a b@c.co", "a@b..co", "a@.co", "a@b.co.",
        ];

        // Act / Assert
        assert!(good.iter().all(|e| is_email_shaped(e)), "{good:?}");
        assert!(bad.iter().all(|e| !is_email_shaped(e)), "{bad:?}");
    }
}
