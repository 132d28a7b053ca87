//! Staff users.

use diesel::prelude::*;

use crate::models::staff_user::StaffUserRow;
use crate::schema::staff_users;

/// The staff user a signed-in identity belongs to: matched by UID when the token carries one,
/// else by e-mail (case-insensitive). Active or not: the caller decides what inactive means.
#[tracing::instrument(skip(conn))]
pub fn find_for_identity(
    conn: &mut PgConnection,
    uid: Option<i64>,
    email: Option<&str>,
) -> QueryResult<Option<StaffUserRow>> {
    if let Some(uid) = uid {
        let by_uid = staff_users::table
            .filter(staff_users::umd_id.eq(uid))
            .select(StaffUserRow::as_select())
            .first(conn)
            .optional()?;
        if by_uid.is_some() {
            return Ok(by_uid);
        }
    }
    let Some(email) = email else { return Ok(None) };
    staff_users::table
        .filter(
            diesel::dsl::sql::<diesel::sql_types::Bool>("lower(email) = lower(")
                .bind::<diesel::sql_types::Text, _>(email)
                .sql(")"),
        )
        .select(StaffUserRow::as_select())
        .first(conn)
        .optional()
}
