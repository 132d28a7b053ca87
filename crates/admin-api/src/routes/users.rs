//! Staff users (SPEC 2.15, 4.4, 5.3, 7.3): the signed-in user, the Users list and the user
//! save; beside them, the account's sign-in binding (`sign_in`).

mod save_input;
pub(crate) mod sign_in;

use actix_web::{HttpResponse, web};
use db::DbPool;
use db::queries::staff::{self, AdminUserRow, SaveUserOutcome};
use domain::Role;
use serde::Serialize;
use service_kit::ApiError;
use service_kit::JsonBody;
use utoipa::ToSchema;

use crate::auth::{AdminChange, AdminUser, StaffUser};

pub use save_input::UserSaveRequest;

/// SPEC 3 User (admin) plus the name, role and roles the SPA keeps as `loggedInUser`.
#[derive(Debug, Serialize, ToSchema)]
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
    /// Name of the company an Insurance user works for (`companyPk`); null for department staff.
    company_name: Option<String>,
    user_role: UserRoleDto,
}

/// SPEC 3 `userRole`.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserRoleDto {
    umd_id: i64,
    role_fk: i16,
}

/// `GET /api/users/active`: the signed-in staff user (any role).
#[utoipa::path(get, path = "/api/users/active", tag = "users",
    responses(
        (status = 200, description = "The signed-in staff user", body = CurrentUserDto),
        crate::auth::AdminReadRefusals))]
#[tracing::instrument(skip(staff), fields(user_pk = staff.user.user_pk))]
pub async fn current(staff: StaffUser) -> HttpResponse {
    let StaffUser {
        user,
        role,
        company_name,
    } = staff;
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
        company_name,
        user_role: UserRoleDto {
            umd_id: user.umd_id,
            role_fk: role.code(),
        },
    })
}

/// SPEC 3 User (admin), as the Users screen lists and edits it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserDto {
    /// Key; send it back to update this user.
    user_pk: i32,
    /// Given name.
    first_name: String,
    /// Family name.
    last_name: String,
    /// "{firstName} {lastName}", the Name column.
    full_name: String,
    /// Sign-in e-mail.
    email: String,
    /// UID at the identity provider; fixed once the user exists.
    umd_id: i64,
    /// Whether the user may sign in.
    active: bool,
    /// 1 Insurance, 2 Administrator.
    role_fk: i16,
    /// "Insurance" or "Administrator".
    role: &'static str,
    /// The company an Insurance user uploads rates for; null for an Administrator.
    company_pk: Option<i32>,
    /// That company's name.
    company_name: Option<String>,
    /// SPEC 3 `userRole`.
    user_role: UserRoleDto,
}

impl TryFrom<AdminUserRow> for UserDto {
    type Error = ApiError;

    fn try_from(row: AdminUserRow) -> Result<Self, ApiError> {
        let AdminUserRow { user, company_name } = row;
        let role = Role::from_code(user.role_code).map_err(|e| ApiError::Internal(e.into()))?;
        Ok(Self {
            user_pk: user.user_pk,
            full_name: format!("{} {}", user.first_name, user.last_name),
            first_name: user.first_name,
            last_name: user.last_name,
            email: user.email,
            umd_id: user.umd_id,
            active: user.active,
            role_fk: role.code(),
            role: role.name(),
            company_pk: user.company_pk,
            company_name,
            user_role: UserRoleDto {
                umd_id: user.umd_id,
                role_fk: role.code(),
            },
        })
    }
}

/// Every staff user, by last name then first name (the Users screen, SPEC 2.15).
#[utoipa::path(get, path = "/api/users", tag = "users",
    responses(
        (status = 200, description = "Every staff user, by last then first name", body = Vec<UserDto>),
        crate::auth::AdminReadRefusals))]
#[tracing::instrument(skip_all)]
pub async fn list(
    AdminUser(_staff): AdminUser,
    pool: web::Data<DbPool>,
) -> Result<HttpResponse, ApiError> {
    let rows = service_kit::db::run(&pool, staff::list).await?;
    let users = rows
        .into_iter()
        .map(UserDto::try_from)
        .collect::<Result<Vec<_>, _>>()?;
    Ok(HttpResponse::Ok().json(users))
}

/// Creates a user (no `userPk`) or updates one, after the SPEC 5.3 checks in their order.
#[utoipa::path(post, path = "/api/users", tag = "users", request_body = UserSaveRequest,
    params(crate::auth::AdminChange),
    responses(
        (status = 201, description = "Created; the saved user", body = UserDto),
        (status = 200, description = "Updated; the saved user", body = UserDto),
        (status = 400, description = "A field is missing or malformed; 'A role is required.'; the UID \
was changed; an Insurance user without a known company; deactivating or demoting oneself", body = service_kit::error::ErrorEnvelope),
        (status = 404, description = "No user has this userPk", body = service_kit::error::ErrorEnvelope),
        (status = 409, description = "'Email already used.' (field email) or 'UID already used.' (field umdId)", body = service_kit::error::ErrorEnvelope),
        crate::auth::AdminChangeRefusals))]
#[tracing::instrument(skip_all, fields(user_pk = staff.user.user_pk))]
pub async fn save(
    AdminChange(staff): AdminChange,
    body: JsonBody<UserSaveRequest>,
    pool: web::Data<DbPool>,
) -> Result<HttpResponse, ApiError> {
    let input = body.into_inner().into_input()?;
    let actor = staff.actor();
    let outcome = service_kit::db::run(&pool, move |conn| staff::save(conn, &actor, input)).await?;
    match outcome {
        SaveUserOutcome::Created(row) => Ok(HttpResponse::Created().json(UserDto::try_from(row)?)),
        SaveUserOutcome::Updated(row) => Ok(HttpResponse::Ok().json(UserDto::try_from(row)?)),
        SaveUserOutcome::Refused(refusal) => save_input::refusal(refusal),
    }
}
