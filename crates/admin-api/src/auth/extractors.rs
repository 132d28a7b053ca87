//! Access level in the handler signature: a handler that takes [`AdminUser`] can only run for
//! a signed-in, active Administrator; [`InsuranceUser`] for an insurer's staff member;
//! [`StaffUser`] for any active staff user.

use std::future::Future;
use std::pin::Pin;

use ::web::ApiError;
use actix_web::web::Data;
use actix_web::{FromRequest, HttpRequest, dev::Payload, http::header};
use db::DbPool;
use db::models::staff_user::StaffUserRow;
use domain::Role;

use super::{TokenVerifier, VerifyError};

/// SPEC 8-style messages: 401 means "sign in again", 403 means "not allowed".
const SIGN_IN: &str = "Please sign in to continue.";
const SIGN_IN_AGAIN: &str = "Your sign-in is not valid or has expired. Please sign in again.";
const NO_ACCOUNT: &str =
    "No active staff account matches your sign-in. Ask an administrator for access.";
const WRONG_ROLE: &str = "Your role does not allow this action.";

/// An active staff user whose token was verified.
#[derive(Debug, Clone)]
pub struct StaffUser {
    /// The staff-user record.
    pub user: StaffUserRow,
    /// The record's role.
    pub role: Role,
}

/// An active Administrator (role 2).
#[derive(Debug, Clone)]
pub struct AdminUser(pub StaffUser);

/// An active Insurance user (role 1), tied to one company.
#[derive(Debug, Clone)]
pub struct InsuranceUser {
    /// The staff user.
    pub staff: StaffUser,
    /// The company the user acts for.
    pub company_pk: i32,
}

type Pending<T> = Pin<Box<dyn Future<Output = Result<T, ApiError>>>>;

/// Authenticates the request, then applies the extractor's role rule.
fn extract<T: 'static>(req: &HttpRequest, allow: fn(StaffUser) -> Option<T>) -> Pending<T> {
    let req = req.clone();
    Box::pin(async move {
        allow(authenticate(&req).await?).ok_or_else(|| ApiError::Forbidden(WRONG_ROLE.into()))
    })
}

impl FromRequest for StaffUser {
    type Error = ApiError;
    type Future = Pending<Self>;

    fn from_request(req: &HttpRequest, _payload: &mut Payload) -> Self::Future {
        extract(req, Some)
    }
}

impl FromRequest for AdminUser {
    type Error = ApiError;
    type Future = Pending<Self>;

    fn from_request(req: &HttpRequest, _payload: &mut Payload) -> Self::Future {
        extract(req, |staff| {
            (staff.role == Role::Administrator).then_some(Self(staff))
        })
    }
}

impl FromRequest for InsuranceUser {
    type Error = ApiError;
    type Future = Pending<Self>;

    fn from_request(req: &HttpRequest, _payload: &mut Payload) -> Self::Future {
        extract(req, |staff| match (staff.role, staff.user.company_pk) {
            (Role::Insurance, Some(company_pk)) => Some(Self { staff, company_pk }),
            _ => None,
        })
    }
}

async fn authenticate(req: &HttpRequest) -> Result<StaffUser, ApiError> {
    let token = bearer_token(req)?;
    let verifier = app_data::<TokenVerifier>(req)?;
    let identity = verifier.verify(&token).await.map_err(|e| match e {
        VerifyError::Invalid(reason) => {
            tracing::info!(%reason, "bearer token refused");
            ApiError::Unauthorized(SIGN_IN_AGAIN.into())
        }
        VerifyError::ProviderUnavailable(cause) => ApiError::Unavailable(cause.into()),
    })?;
    let pool = app_data::<DbPool>(req)?;
    let (uid, email) = (identity.uid, identity.email.clone());
    let user = ::web::db::run(&pool, move |conn| db::queries::staff_users::find_for_identity(conn, uid, email.as_deref()))
        .await?
        .filter(|u| u.active)
        .ok_or_else(|| {
            tracing::info!(subject = %identity.subject, "signed-in identity has no active staff account");
            ApiError::Forbidden(NO_ACCOUNT.into())
        })?;
    let role = Role::from_code(user.role_code).map_err(|e| ApiError::Internal(e.into()))?;
    tracing::Span::current().record("user_pk", user.user_pk);
    Ok(StaffUser { user, role })
}

fn bearer_token(req: &HttpRequest) -> Result<String, ApiError> {
    let value = req
        .headers()
        .get(header::AUTHORIZATION)
        .ok_or_else(|| ApiError::Unauthorized(SIGN_IN.into()))?
        .to_str()
        .map_err(|_| ApiError::Unauthorized(SIGN_IN_AGAIN.into()))?;
    let (scheme, token) = value
        .split_once(' ')
        .ok_or_else(|| ApiError::Unauthorized(SIGN_IN_AGAIN.into()))?;
    if !scheme.eq_ignore_ascii_case("bearer") || token.trim().is_empty() {
        return Err(ApiError::Unauthorized(SIGN_IN_AGAIN.into()));
    }
    Ok(token.trim().to_owned())
}

fn app_data<T: 'static>(req: &HttpRequest) -> Result<Data<T>, ApiError>
where
    Data<T>: Clone,
{
    req.app_data::<Data<T>>().cloned().ok_or_else(|| {
        ApiError::Internal(anyhow::anyhow!(
            "{} is not registered",
            std::any::type_name::<T>()
        ))
    })
}
