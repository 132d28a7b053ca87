//! Finding staff users: the Users screen list (SPEC 2.15) and one user. The user a sign-in
//! belongs to is found in `sign_in`.

use crate::queries::sql::lower;
use diesel::prelude::*;

use crate::models::staff_user::StaffUserRow;
use crate::schema::{companies, staff_users};

/// A staff user as the Users screen lists it and as a sign-in finds it (SPEC 7.3 current
/// user): the row and its company's name.
#[derive(Debug, Clone, PartialEq, Eq, Queryable)]
pub struct AdminUserRow {
    /// The `staff_users` row.
    pub user: StaffUserRow,
    /// The name of an Insurance user's company.
    pub company_name: Option<String>,
}

/// Every staff user, by last name, then first name (letter case ignored).
#[tracing::instrument(skip(conn))]
pub fn list(conn: &mut PgConnection) -> QueryResult<Vec<AdminUserRow>> {
    staff_users::table
        .left_join(companies::table)
        .select((
            StaffUserRow::as_select(),
            companies::company_name.nullable(),
        ))
        .order((
            lower(staff_users::last_name),
            lower(staff_users::first_name),
            staff_users::user_pk,
        ))
        .load(conn)
}

/// One staff user with its company's name.
#[tracing::instrument(skip(conn))]
pub fn find(conn: &mut PgConnection, user_pk: i32) -> QueryResult<Option<AdminUserRow>> {
    staff_users::table
        .left_join(companies::table)
        .filter(staff_users::user_pk.eq(user_pk))
        .select((
            StaffUserRow::as_select(),
            companies::company_name.nullable(),
        ))
        .first(conn)
        .optional()
}
