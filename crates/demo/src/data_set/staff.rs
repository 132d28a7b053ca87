//! Department staff users. The first three identities are shared with the dev identity
//! provider (`deploy/dev-idp`): keep names, e-mails and UIDs exactly as they are.

use diesel::prelude::*;

use super::companies::Companies;
use db::models::staff_user::NewStaffUser;
use db::schema::staff_users;

/// SPEC 6 role code of an insurer's staff member.
const INSURANCE: i16 = 1;
/// SPEC 6 role code of an administrator.
const ADMINISTRATOR: i16 = 2;

/// One staff user: (first, last, e-mail, UID, active, role, co_code of the company).
type StaffSpec = (
    &'static str,
    &'static str,
    &'static str,
    i64,
    bool,
    i16,
    Option<i32>,
);

/// Staff of the demo department.
const STAFF: [StaffSpec; 7] = [
    (
        "Dana",
        "Whitfield",
        "dana.whitfield@insurance.lakeland.example",
        100_001,
        true,
        ADMINISTRATOR,
        None,
    ),
    (
        "Marcus",
        "Lee",
        "marcus.lee@bluelakehealth.example",
        200_001,
        true,
        INSURANCE,
        Some(95101),
    ),
    (
        "Priya",
        "Raman",
        "priya.raman@insurance.lakeland.example",
        100_002,
        false,
        ADMINISTRATOR,
        None,
    ),
    (
        "Jordan",
        "Castillo",
        "jordan.castillo@insurance.lakeland.example",
        100_003,
        true,
        ADMINISTRATOR,
        None,
    ),
    (
        "Evelyn",
        "Brooks",
        "evelyn.brooks@insurance.lakeland.example",
        100_004,
        true,
        ADMINISTRATOR,
        None,
    ),
    (
        "Samuel",
        "Osei",
        "samuel.osei@tamarackhealth.example",
        200_002,
        true,
        INSURANCE,
        Some(16042),
    ),
    (
        "Rachel",
        "Kim",
        "rachel.kim@pinecrestassurance.example",
        200_003,
        false,
        INSURANCE,
        Some(73390),
    ),
];

/// The staff as stored.
#[derive(Debug, Clone)]
pub(super) struct Staff {
    /// `user_pk` of every administrator still active, Dana Whitfield first.
    pub active_admins: Vec<i32>,
    /// `user_pk` of administrators who have since been deactivated.
    pub former_admins: Vec<i32>,
}

impl Staff {
    /// The administrator who edits site content.
    pub(super) fn content_editor(&self) -> Option<i32> {
        self.active_admins.first().copied()
    }
}

/// Inserts the staff users (keeping any UID or e-mail that already exists).
pub(super) fn seed(conn: &mut PgConnection, companies: &Companies) -> QueryResult<Staff> {
    let rows: Vec<NewStaffUser<'_>> = STAFF
        .iter()
        .filter_map(
            |&(first_name, last_name, email, umd_id, active, role_code, co_code)| {
                let company_pk = match co_code {
                    Some(code) => Some(companies.by_co_code(code)?.company_pk),
                    None => None,
                };
                Some(NewStaffUser {
                    first_name,
                    last_name,
                    email,
                    umd_id,
                    active,
                    role_code,
                    company_pk,
                })
            },
        )
        .collect();
    diesel::insert_into(staff_users::table)
        .values(&rows)
        .on_conflict_do_nothing()
        .execute(conn)?;
    let admins: Vec<(i64, i32, bool)> = staff_users::table
        .filter(staff_users::role_code.eq(ADMINISTRATOR))
        .select((
            staff_users::umd_id,
            staff_users::user_pk,
            staff_users::active,
        ))
        .order(staff_users::umd_id.asc())
        .load(conn)?;
    Ok(Staff {
        active_admins: admins
            .iter()
            .filter(|(_, _, active)| *active)
            .map(|(_, pk, _)| *pk)
            .collect(),
        former_admins: admins
            .iter()
            .filter(|(_, _, active)| !*active)
            .map(|(_, pk, _)| *pk)
            .collect(),
    })
}
