//! Staff users.

use diesel::prelude::*;

use crate::models::staff_user::StaffUserRow;
use crate::queries::admin_users::AdminUserRow;
use crate::schema::{companies, staff_users};

/// The staff user a signed-in identity belongs to, with the name of an Insurance user's company
/// (one left join): matched by UID when the token carries one, else by e-mail
/// (case-insensitive). Active or not: the caller decides what inactive means.
#[tracing::instrument(skip(conn))]
pub fn find_for_identity(
    conn: &mut PgConnection,
    uid: Option<i64>,
    email: Option<&str>,
) -> QueryResult<Option<AdminUserRow>> {
    let with_company = || {
        staff_users::table.left_join(companies::table).select((
            StaffUserRow::as_select(),
            companies::company_name.nullable(),
        ))
    };
    if let Some(uid) = uid {
        let by_uid = with_company()
            .filter(staff_users::umd_id.eq(uid))
            .first(conn)
            .optional()?;
        if by_uid.is_some() {
            return Ok(by_uid);
        }
    }
    let Some(email) = email else { return Ok(None) };
    with_company()
        .filter(
            diesel::dsl::sql::<diesel::sql_types::Bool>("lower(staff_users.email) = lower(")
                .bind::<diesel::sql_types::Text, _>(email)
                .sql(")"),
        )
        .first(conn)
        .optional()
}
