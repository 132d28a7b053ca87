//! Saving a staff user as administrators do (SPEC 2.15, 4.4, 5.3, 7.3).
//!
//! A save is one transaction under an advisory lock, so two saves never both pass the SPEC 5.3
//! uniqueness checks: the checks, the row, and its audit entry (`user.create` / `user.update`).
//! Staff users are not shown publicly, so a save does not bump the data generation.

use diesel::prelude::*;
use diesel::result::{DatabaseErrorKind, Error as DieselError};
use diesel::sql_types::Text;
use domain::{ExistingUser, Role, UserCandidate, UserSaveError, check_user_save};
use serde_json::{Value, json};

use super::{AdminUserRow, find};
use crate::models::staff_user::{NewStaffUser, StaffUserRow};
use crate::queries::audit;
use crate::schema::{companies, staff_users};

/// A staff user as the user dialog saves it, names and e-mail already trimmed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserInput {
    /// `userPk`: `None` creates a user, `Some` updates that one.
    pub user_pk: Option<i32>,
    /// `firstName`, not blank.
    pub first_name: String,
    /// `lastName`, not blank.
    pub last_name: String,
    /// `email`, of e-mail shape.
    pub email: String,
    /// `umdId`, positive; fixed once the user exists.
    pub umd_id: i64,
    /// `active`; `None` means true for a new user and unchanged for an existing one (SPEC 4.4).
    pub active: Option<bool>,
    /// `roleFk` as sent; anything but 1 or 2 counts as no role (SPEC 5.3).
    pub role_code: Option<i16>,
    /// `companyPk`: required for an Insurance user, ignored for an Administrator.
    pub company_pk: Option<i32>,
}

/// What became of a save.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SaveUserOutcome {
    /// A new user was stored.
    Created(AdminUserRow),
    /// The user was updated.
    Updated(AdminUserRow),
    /// The save was refused; nothing was changed.
    Refused(SaveUserRefusal),
}

/// Why a save was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SaveUserRefusal {
    /// No user has this `userPk`.
    NotFound,
    /// A SPEC 5.3 check failed (the first one, in the order of SPEC 5.3).
    Rule(UserSaveError),
    /// An update tried to change the UID (SPEC 5.3 "UID is editable only when creating a user").
    UidFixed,
    /// An Insurance user was saved without a company.
    CompanyRequired,
    /// The company given does not exist.
    UnknownCompany(i32),
    /// The signed-in administrator tried to deactivate their own account.
    OwnAccountDeactivated,
    /// The signed-in administrator tried to change their own role.
    OwnRoleChanged,
}

/// Why the transaction ended without a save; either way it is rolled back.
enum Failure {
    Refused(SaveUserRefusal),
    Db(DieselError),
}

impl From<DieselError> for Failure {
    fn from(e: DieselError) -> Self {
        Failure::Db(e)
    }
}

/// Creates or updates a staff user after the SPEC 5.3 checks (e-mail, UID, role, in that order;
/// the first failure stops the save), then the rules that keep a user usable, with its audit
/// entry, in one transaction. A refused save changes nothing.
#[tracing::instrument(skip(conn, actor))]
pub fn save(
    conn: &mut PgConnection,
    actor: &audit::Actor,
    input: UserInput,
) -> QueryResult<SaveUserOutcome> {
    match conn.transaction(|conn| save_in_transaction(conn, actor, &input)) {
        Ok(outcome) => Ok(outcome),
        Err(Failure::Refused(refusal)) => Ok(SaveUserOutcome::Refused(refusal)),
        // A save that bypassed the lock (another tool) can still race us to the unique indexes.
        Err(Failure::Db(DieselError::DatabaseError(DatabaseErrorKind::UniqueViolation, info))) => {
            let rule = match info.constraint_name() {
                Some("staff_users_email_key") => UserSaveError::EmailAlreadyUsed,
                Some("staff_users_umd_id_key") => UserSaveError::UidAlreadyUsed,
                _ => {
                    return Err(DieselError::DatabaseError(
                        DatabaseErrorKind::UniqueViolation,
                        info,
                    ));
                }
            };
            Ok(SaveUserOutcome::Refused(SaveUserRefusal::Rule(rule)))
        }
        Err(Failure::Db(e)) => Err(e),
    }
}

fn save_in_transaction(
    conn: &mut PgConnection,
    actor: &audit::Actor,
    input: &UserInput,
) -> Result<SaveUserOutcome, Failure> {
    let refuse = |refusal| Err(Failure::Refused(refusal));
    diesel::sql_query("SELECT pg_advisory_xact_lock(hashtextextended('staff_users.save', 0))")
        .execute(conn)?;
    let before = match input.user_pk {
        Some(user_pk) => match lock(conn, user_pk)? {
            Some(row) => Some(row),
            None => return refuse(SaveUserRefusal::NotFound),
        },
        None => None,
    };
    let candidate = UserCandidate {
        user_pk: input.user_pk,
        email: input.email.clone(),
        umd_id: input.umd_id,
        role: input.role_code,
    };
    if let Err(e) = check_user_save(
        &candidate,
        &clashing_users(conn, &input.email, input.umd_id)?,
    ) {
        return refuse(SaveUserRefusal::Rule(e));
    }
    let role = match input.role_code.map(Role::from_code) {
        Some(Ok(role)) => role,
        _ => return refuse(SaveUserRefusal::Rule(UserSaveError::RoleRequired)),
    };
    if before.as_ref().is_some_and(|b| b.umd_id != input.umd_id) {
        return refuse(SaveUserRefusal::UidFixed);
    }
    let company_pk = match (role, input.company_pk) {
        (Role::Administrator, _) => None,
        (Role::Insurance, None) => return refuse(SaveUserRefusal::CompanyRequired),
        (Role::Insurance, Some(pk)) if !company_exists(conn, pk)? => {
            return refuse(SaveUserRefusal::UnknownCompany(pk));
        }
        (Role::Insurance, Some(pk)) => Some(pk),
    };
    let active = input
        .active
        .unwrap_or(before.as_ref().is_none_or(|b| b.active));
    if let Some(own) = before.as_ref().filter(|b| Some(b.user_pk) == actor.user_pk) {
        if !active {
            return refuse(SaveUserRefusal::OwnAccountDeactivated);
        }
        if own.role_code != role.code() {
            return refuse(SaveUserRefusal::OwnRoleChanged);
        }
    }
    let new = NewStaffUser {
        first_name: &input.first_name,
        last_name: &input.last_name,
        email: &input.email,
        umd_id: input.umd_id,
        active,
        role_code: role.code(),
        company_pk,
    };
    let user_pk = match &before {
        Some(b) => diesel::update(staff_users::table.find(b.user_pk))
            .set((
                staff_users::first_name.eq(new.first_name),
                staff_users::last_name.eq(new.last_name),
                staff_users::email.eq(new.email),
                staff_users::active.eq(new.active),
                staff_users::role_code.eq(new.role_code),
                staff_users::company_pk.eq(new.company_pk),
            ))
            .returning(staff_users::user_pk)
            .get_result(conn)?,
        None => diesel::insert_into(staff_users::table)
            .values(&new)
            .returning(staff_users::user_pk)
            .get_result(conn)?,
    };
    let after = find(conn, user_pk)?.ok_or(DieselError::NotFound)?;
    audit::record(
        conn,
        actor,
        audit::Change {
            action: if before.is_some() {
                "user.update"
            } else {
                "user.create"
            },
            entity_type: "user",
            entity_id: Some(user_pk.to_string()),
            before: before.as_ref().map(audit_values),
            after: Some(audit_values(&after.user)),
        },
    )?;
    Ok(if before.is_some() {
        SaveUserOutcome::Updated(after)
    } else {
        SaveUserOutcome::Created(after)
    })
}

/// The user's row, locked until the transaction ends.
fn lock(conn: &mut PgConnection, user_pk: i32) -> QueryResult<Option<StaffUserRow>> {
    staff_users::table
        .find(user_pk)
        .select(StaffUserRow::as_select())
        .for_update()
        .first(conn)
        .optional()
}

/// The users whose e-mail (trimmed, any case) or UID equals the candidate's: the only ones the
/// SPEC 5.3 checks can trip over.
fn clashing_users(
    conn: &mut PgConnection,
    email: &str,
    umd_id: i64,
) -> QueryResult<Vec<ExistingUser>> {
    let rows: Vec<(i32, String, i64)> = staff_users::table
        .filter(
            diesel::dsl::sql::<diesel::sql_types::Bool>("lower(trim(email)) = lower(trim(")
                .bind::<Text, _>(email)
                .sql("))")
                .or(staff_users::umd_id.eq(umd_id)),
        )
        .select((
            staff_users::user_pk,
            staff_users::email,
            staff_users::umd_id,
        ))
        .order(staff_users::user_pk)
        .load(conn)?;
    Ok(rows
        .into_iter()
        .map(|(user_pk, email, umd_id)| ExistingUser {
            user_pk,
            email,
            umd_id,
        })
        .collect())
}

fn company_exists(conn: &mut PgConnection, company_pk: i32) -> QueryResult<bool> {
    diesel::select(diesel::dsl::exists(companies::table.find(company_pk))).get_result(conn)
}

/// The fields an audit entry keeps, in the API's names.
fn audit_values(user: &StaffUserRow) -> Value {
    json!({
        "userPk": user.user_pk,
        "firstName": user.first_name,
        "lastName": user.last_name,
        "email": user.email,
        "umdId": user.umd_id,
        "active": user.active,
        "roleFk": user.role_code,
        "companyPk": user.company_pk,
    })
}
