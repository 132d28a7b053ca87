//! The staff user a sign-in belongs to (SPEC 7.3 current user), and the account's binding to
//! the identity provider's subject.
//!
//! A token is matched first by the identity an account is bound to (issuer + subject), so a
//! person whose e-mail changed at the provider still reaches their own account and no other;
//! an account not yet bound is matched by UID, else e-mail, and bound at its first successful
//! sign-in. An account bound to another identity refuses the sign-in, with an audit entry: an
//! e-mail changed or reused at the provider cannot take it over. An administrator's reset
//! clears the binding, so the next sign-in binds anew.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel::result::{DatabaseErrorKind, Error as DieselError};
use serde_json::json;

use super::AdminUserRow;
use crate::models::staff_user::StaffUserRow;
use crate::queries::audit;
use crate::queries::sql::lower;
use crate::schema::{companies, staff_users};

/// Who a verified token says signed in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SignInIdentity<'a> {
    /// The token's `iss`.
    pub issuer: &'a str,
    /// The provider's immutable id of the person (Entra's `oid`, else `sub`).
    pub subject: &'a str,
    /// The staff UID (`uid` claim), when the token carries one.
    pub uid: Option<i64>,
    /// The e-mail the token carries.
    pub email: Option<&'a str>,
}

/// What a sign-in found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SignIn {
    /// The account this identity is: bound to it before, or bound now (an active account), or
    /// not bound (an inactive account, which the caller refuses).
    Account(Box<AdminUserRow>),
    /// No staff account matches the identity.
    NoAccount,
    /// The account the UID or e-mail matches is bound to another identity: refused, audited.
    BoundToAnother,
}

/// The account `identity` signs in to, binding an active unbound account to it (see the
/// module's doc). A refusal is written to the audit log.
#[tracing::instrument(skip(conn))]
pub fn sign_in(conn: &mut PgConnection, identity: SignInIdentity<'_>) -> QueryResult<SignIn> {
    if let Some(bound) = find_bound(conn, identity)? {
        return Ok(SignIn::Account(Box::new(bound)));
    }
    let Some(found) = find_unbound_candidate(conn, identity)? else {
        return Ok(SignIn::NoAccount);
    };
    if is_bound_to(&found.user, identity) {
        // Bound by a concurrent first sign-in of the same person between the two reads.
        return Ok(SignIn::Account(Box::new(found)));
    }
    if found.user.idp_subject.is_some() {
        refuse(conn, identity, &found.user)?;
        return Ok(SignIn::BoundToAnother);
    }
    if !found.user.active {
        return Ok(SignIn::Account(Box::new(found)));
    }
    match bind(conn, identity, found.user.user_pk) {
        Ok(true) => Ok(super::find(conn, found.user.user_pk)?
            .map_or(SignIn::NoAccount, |row| SignIn::Account(Box::new(row)))),
        // Bound by a concurrent sign-in meanwhile: decide again on what is stored now.
        Ok(false) => sign_in_bound_meanwhile(conn, identity),
        Err(DieselError::DatabaseError(DatabaseErrorKind::UniqueViolation, _)) => {
            sign_in_bound_meanwhile(conn, identity)
        }
        Err(e) => Err(e),
    }
}

/// After losing a race to bind: the identity's own account if it was bound to it, else the
/// refusal of the account now bound to someone else.
fn sign_in_bound_meanwhile(
    conn: &mut PgConnection,
    identity: SignInIdentity<'_>,
) -> QueryResult<SignIn> {
    if let Some(bound) = find_bound(conn, identity)? {
        return Ok(SignIn::Account(Box::new(bound)));
    }
    match find_unbound_candidate(conn, identity)? {
        Some(found) => {
            refuse(conn, identity, &found.user)?;
            Ok(SignIn::BoundToAnother)
        }
        None => Ok(SignIn::NoAccount),
    }
}

/// Clears user `user_pk`'s binding, with its audit entry (`user.sign_in_reset`), so the next
/// sign-in binds anew; `None` when no user has this key.
#[tracing::instrument(skip(conn, actor))]
pub fn reset_sign_in(
    conn: &mut PgConnection,
    actor: &audit::Actor,
    user_pk: i32,
) -> QueryResult<Option<AdminUserRow>> {
    conn.transaction(|conn| {
        let Some(before) = staff_users::table
            .find(user_pk)
            .select(StaffUserRow::as_select())
            .for_update()
            .first(conn)
            .optional()?
        else {
            return Ok(None);
        };
        diesel::update(staff_users::table.find(user_pk))
            .set((
                staff_users::idp_issuer.eq(None::<String>),
                staff_users::idp_subject.eq(None::<String>),
                staff_users::idp_bound_at.eq(None::<DateTime<Utc>>),
            ))
            .execute(conn)?;
        audit::record(
            conn,
            actor,
            audit::Change {
                action: "user.sign_in_reset",
                entity_type: "user",
                entity_id: Some(user_pk.to_string()),
                before: Some(binding_values(&before)),
                after: None,
            },
        )?;
        super::find(conn, user_pk)
    })
}

/// Staff users with the name of an Insurance user's company, as [`AdminUserRow`] reads them.
type WithCompany = diesel::dsl::Select<
    diesel::dsl::LeftJoin<staff_users::table, companies::table>,
    (
        diesel::dsl::AsSelect<StaffUserRow, diesel::pg::Pg>,
        diesel::dsl::Nullable<companies::company_name>,
    ),
>;

fn with_company() -> WithCompany {
    staff_users::table.left_join(companies::table).select((
        StaffUserRow::as_select(),
        companies::company_name.nullable(),
    ))
}

/// The account bound to exactly this identity.
fn find_bound(
    conn: &mut PgConnection,
    identity: SignInIdentity<'_>,
) -> QueryResult<Option<AdminUserRow>> {
    with_company()
        .filter(staff_users::idp_issuer.eq(identity.issuer))
        .filter(staff_users::idp_subject.eq(identity.subject))
        .first(conn)
        .optional()
}

/// The account the token's UID matches, else its e-mail (case-insensitive), bound or not.
fn find_unbound_candidate(
    conn: &mut PgConnection,
    identity: SignInIdentity<'_>,
) -> QueryResult<Option<AdminUserRow>> {
    if let Some(uid) = identity.uid {
        let by_uid = with_company()
            .filter(staff_users::umd_id.eq(uid))
            .first(conn)
            .optional()?;
        if by_uid.is_some() {
            return Ok(by_uid);
        }
    }
    let Some(email) = identity.email else {
        return Ok(None);
    };
    with_company()
        .filter(lower(staff_users::email).eq(lower(email)))
        .first(conn)
        .optional()
}

/// Whether `user` is bound to exactly `identity`.
fn is_bound_to(user: &StaffUserRow, identity: SignInIdentity<'_>) -> bool {
    user.idp_issuer.as_deref() == Some(identity.issuer)
        && user.idp_subject.as_deref() == Some(identity.subject)
}

/// Binds user `user_pk` to `identity` if still unbound; whether it did.
fn bind(conn: &mut PgConnection, identity: SignInIdentity<'_>, user_pk: i32) -> QueryResult<bool> {
    let updated = diesel::update(
        staff_users::table
            .find(user_pk)
            .filter(staff_users::idp_subject.is_null()),
    )
    .set((
        staff_users::idp_issuer.eq(identity.issuer),
        staff_users::idp_subject.eq(identity.subject),
        staff_users::idp_bound_at.eq(diesel::dsl::now),
    ))
    .execute(conn)?;
    Ok(updated == 1)
}

/// Records the refused takeover: who the account is bound to, and who tried.
fn refuse(
    conn: &mut PgConnection,
    identity: SignInIdentity<'_>,
    account: &StaffUserRow,
) -> QueryResult<()> {
    tracing::warn!(
        user_pk = account.user_pk,
        subject = identity.subject,
        "sign-in refused: the account is bound to another identity"
    );
    audit::record(
        conn,
        &audit::Actor {
            user_pk: None,
            label: format!("sign-in as {} at {}", identity.subject, identity.issuer),
        },
        audit::Change {
            action: "user.sign_in_refused",
            entity_type: "user",
            entity_id: Some(account.user_pk.to_string()),
            before: Some(binding_values(account)),
            after: Some(json!({
                "idpIssuer": identity.issuer,
                "idpSubject": identity.subject,
                "uid": identity.uid,
                "email": identity.email,
            })),
        },
    )
}

/// The binding as an audit entry keeps it.
fn binding_values(user: &StaffUserRow) -> serde_json::Value {
    json!({
        "idpIssuer": user.idp_issuer,
        "idpSubject": user.idp_subject,
        "idpBoundAt": user.idp_bound_at,
    })
}
