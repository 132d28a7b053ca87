//! Staff users (SPEC 7.3).

use actix_web::HttpResponse;
use serde::Serialize;

use crate::auth::StaffUser;

/// SPEC 3 User (admin) plus the name, role and roles the SPA keeps as `loggedInUser`.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CurrentUserDto {
    user_pk: i32,
    first_name: String,
    last_name: String,
    full_name: String,
    name: String,
    email: String,
    umd_id: i64,
    active: bool,
    role_fk: i16,
    role: &'static str,
    roles: Vec<&'static str>,
    company_pk: Option<i32>,
    user_role: UserRoleDto,
}

/// SPEC 3 `userRole`.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct UserRoleDto {
    umd_id: i64,
    role_fk: i16,
}

/// `GET /api/users/active`: the signed-in staff user (any role).
#[tracing::instrument(skip(staff), fields(user_pk = staff.user.user_pk))]
pub async fn current(staff: StaffUser) -> HttpResponse {
    let StaffUser { user, role } = staff;
    let full_name = format!("{} {}", user.first_name, user.last_name);
    HttpResponse::Ok().json(CurrentUserDto {
        user_pk: user.user_pk,
        full_name: full_name.clone(),
        name: full_name,
        first_name: user.first_name,
        last_name: user.last_name,
        email: user.email,
        umd_id: user.umd_id,
        active: user.active,
        role_fk: role.code(),
        role: role.name(),
        roles: vec![role.name()],
        company_pk: user.company_pk,
        user_role: UserRoleDto {
            umd_id: user.umd_id,
            role_fk: role.code(),
        },
    })
}
