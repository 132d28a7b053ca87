//! `staff_users`: department staff who may sign in.

use chrono::{DateTime, Utc};
use diesel::prelude::*;

use crate::schema::staff_users;

/// A staff-user row.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Identifiable)]
#[diesel(table_name = staff_users, primary_key(user_pk), check_for_backend(diesel::pg::Pg))]
pub struct StaffUserRow {
    /// Surrogate key (`userPk`).
    pub user_pk: i32,
    /// Given name.
    pub first_name: String,
    /// Family name.
    pub last_name: String,
    /// Sign-in e-mail.
    pub email: String,
    /// UID at the identity provider (`umdId`).
    pub umd_id: i64,
    /// Inactive users are refused.
    pub active: bool,
    /// SPEC 6 role code.
    pub role_code: i16,
    /// The company of an Insurance user.
    pub company_pk: Option<i32>,
    /// When the row was created.
    pub created_at: DateTime<Utc>,
    /// Last change.
    pub updated_at: DateTime<Utc>,
    /// The issuer of the identity the account is bound to; `None` until the first sign-in.
    pub idp_issuer: Option<String>,
    /// The provider's id of the person the account is bound to (`oid`, else `sub`).
    pub idp_subject: Option<String>,
    /// When the first sign-in bound the account.
    pub idp_bound_at: Option<DateTime<Utc>>,
}

/// A staff user to insert.
#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = staff_users)]
pub struct NewStaffUser<'a> {
    /// Given name.
    pub first_name: &'a str,
    /// Family name.
    pub last_name: &'a str,
    /// Sign-in e-mail.
    pub email: &'a str,
    /// UID at the identity provider.
    pub umd_id: i64,
    /// Whether the user may sign in.
    pub active: bool,
    /// SPEC 6 role code.
    pub role_code: i16,
    /// The company of an Insurance user.
    pub company_pk: Option<i32>,
}
