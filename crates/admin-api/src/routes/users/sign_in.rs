//! A staff account's binding to the identity provider, beside SPEC 7.3: the
//! user dialog shows whether the account has signed in, and an Administrator can reset the
//! binding, so the next sign-in (say, after the person's account at the provider was
//! replaced) binds anew.

use actix_web::{HttpResponse, web};
use db::DbPool;
use db::queries::staff::{self, AdminUserRow};
use serde::Serialize;
use service_kit::ApiError;
use utoipa::ToSchema;

use crate::auth::{AdminChange, AdminUser};
use crate::routes::imports::UTC_TIMESTAMP;
use crate::routes::path_key;

/// Whether a staff account is bound to a sign-in at the identity provider.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SignInBindingDto {
    /// The user.
    user_pk: i32,
    /// True once the user has signed in: only that identity at the provider may use the
    /// account until an administrator resets it.
    bound: bool,
    /// When the first sign-in bound the account (RFC 3339, UTC); null while not bound.
    #[schema(format = DateTime)]
    bound_at: Option<String>,
}

impl From<AdminUserRow> for SignInBindingDto {
    fn from(row: AdminUserRow) -> Self {
        Self {
            user_pk: row.user.user_pk,
            bound: row.user.idp_subject.is_some(),
            bound_at: row
                .user
                .idp_bound_at
                .map(|at| at.format(UTC_TIMESTAMP).to_string()),
        }
    }
}

/// Whether user `userId` has signed in (and so is bound to that sign-in).
#[utoipa::path(get, path = "/api/users/{userId}/sign-in", tag = "users",
    params(("userId" = i32, Path, minimum = 1, description = "Key of the user (userPk)")),
    responses(
        (status = 200, description = "The account's sign-in binding", body = SignInBindingDto),
        (status = 400, description = "userId is not a positive whole number", body = service_kit::error::ErrorEnvelope),
        (status = 404, description = "No user has this userPk", body = service_kit::error::ErrorEnvelope),
        crate::auth::AdminReadRefusals))]
#[tracing::instrument(skip_all, fields(user_id = %path))]
pub async fn status(
    AdminUser(_staff): AdminUser,
    path: web::Path<String>,
    pool: web::Data<DbPool>,
) -> Result<HttpResponse, ApiError> {
    let user_pk = user_key(&path)?;
    let row = service_kit::db::run(&pool, move |conn| staff::find(conn, user_pk)).await?;
    answer(row)
}

/// Clears user `userId`'s sign-in binding (audited): the next sign-in with the user's UID or
/// e-mail binds the account anew.
#[utoipa::path(post, path = "/api/users/{userId}/reset-sign-in", tag = "users",
    params(AdminChange, ("userId" = i32, Path, minimum = 1, description = "Key of the user (userPk)")),
    responses(
        (status = 200, description = "Reset; the account's sign-in binding, now unbound", body = SignInBindingDto),
        (status = 400, description = "userId is not a positive whole number", body = service_kit::error::ErrorEnvelope),
        (status = 404, description = "No user has this userPk", body = service_kit::error::ErrorEnvelope),
        crate::auth::AdminChangeRefusals))]
#[tracing::instrument(skip_all, fields(user_pk = staff.user.user_pk, user_id = %path))]
pub async fn reset(
    AdminChange(staff): AdminChange,
    path: web::Path<String>,
    pool: web::Data<DbPool>,
) -> Result<HttpResponse, ApiError> {
    let user_pk = user_key(&path)?;
    let actor = staff.actor();
    let row = service_kit::db::run(&pool, move |conn| {
        staff::reset_sign_in(conn, &actor, user_pk)
    })
    .await?;
    answer(row)
}

fn user_key(text: &str) -> Result<i32, ApiError> {
    path_key("userId", "a staff user", text)
}

fn answer(row: Option<AdminUserRow>) -> Result<HttpResponse, ApiError> {
    let row = row.ok_or_else(super::save_input::no_such_user)?;
    Ok(HttpResponse::Ok().json(SignInBindingDto::from(row)))
}
