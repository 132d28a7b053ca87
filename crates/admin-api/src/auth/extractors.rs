//! Access level in the handler signature: a handler that takes [`AdminUser`] can only run for
//! a signed-in, active Administrator; [`AdminChange`] for one making a change (XSRF-checked);
//! [`RatesUploader`] for an Administrator or an insurer's staff member uploading a rates
//! template (XSRF-checked); [`StaffUser`] for
//! any active staff user.

use std::future::Future;
use std::pin::Pin;

use ::web::ApiError;
use actix_web::web::Data;
use actix_web::{FromRequest, HttpRequest, dev::Payload, http::header};
use db::DbPool;
use db::models::staff_user::StaffUserRow;
use db::queries::staff::AdminUserRow;
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
    /// The name of an Insurance user's company (`companyPk`); `None` for department staff.
    pub company_name: Option<String>,
}

impl StaffUser {
    /// This user as the actor of an audit-log entry.
    pub fn actor(&self) -> db::queries::audit::Actor {
        db::queries::audit::Actor {
            user_pk: Some(self.user.user_pk),
            label: format!(
                "{} {} <{}>",
                self.user.first_name, self.user.last_name, self.user.email
            ),
        }
    }
}

/// An active Administrator (role 2).
#[derive(Debug, Clone)]
pub struct AdminUser(pub StaffUser);

/// An active Administrator making a change: the request also passed the XSRF check.
#[derive(Debug, Clone)]
pub struct AdminChange(pub StaffUser);

/// Someone who may upload a company's rates template, XSRF-checked: an Administrator (any
/// company) or an Insurance user (`own_company` only).
#[derive(Debug, Clone)]
pub struct RatesUploader {
    /// The staff user.
    pub staff: StaffUser,
    /// `Some(company)` for an Insurance user, who may upload only for that company.
    pub own_company: Option<i32>,
}

impl RatesUploader {
    /// Whether this uploader may upload for `company_pk`.
    pub fn may_upload_for(&self, company_pk: i32) -> bool {
        self.own_company.is_none_or(|own| own == company_pk)
    }
}

type Pending<T> = Pin<Box<dyn Future<Output = Result<T, ApiError>>>>;

/// Whether an extractor guards a state-changing call (and so checks XSRF).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Xsrf {
    Checked,
    NotNeeded,
}

/// Authenticates the request (401), applies the extractor's role rule (403), then, for a
/// state-changing call, the XSRF check (403).
fn extract<T: 'static>(
    req: &HttpRequest,
    xsrf: Xsrf,
    allow: fn(StaffUser) -> Option<T>,
) -> Pending<T> {
    let req = req.clone();
    Box::pin(async move {
        let allowed = allow(authenticate(&req).await?)
            .ok_or_else(|| ApiError::Forbidden(WRONG_ROLE.into()))?;
        if xsrf == Xsrf::Checked {
            super::xsrf::verify(&req)?;
        }
        Ok(allowed)
    })
}

impl FromRequest for StaffUser {
    type Error = ApiError;
    type Future = Pending<Self>;

    fn from_request(req: &HttpRequest, _payload: &mut Payload) -> Self::Future {
        extract(req, Xsrf::NotNeeded, Some)
    }
}

impl FromRequest for AdminUser {
    type Error = ApiError;
    type Future = Pending<Self>;

    fn from_request(req: &HttpRequest, _payload: &mut Payload) -> Self::Future {
        extract(req, Xsrf::NotNeeded, |staff| {
            (staff.role == Role::Administrator).then_some(Self(staff))
        })
    }
}

impl FromRequest for AdminChange {
    type Error = ApiError;
    type Future = Pending<Self>;

    fn from_request(req: &HttpRequest, _payload: &mut Payload) -> Self::Future {
        extract(req, Xsrf::Checked, |staff| {
            (staff.role == Role::Administrator).then_some(Self(staff))
        })
    }
}

impl FromRequest for RatesUploader {
    type Error = ApiError;
    type Future = Pending<Self>;

    fn from_request(req: &HttpRequest, _payload: &mut Payload) -> Self::Future {
        extract(req, Xsrf::Checked, |staff| {
            match (staff.role, staff.user.company_pk) {
                (Role::Administrator, _) => Some(Self {
                    staff,
                    own_company: None,
                }),
                (Role::Insurance, Some(company)) => Some(Self {
                    staff,
                    own_company: Some(company),
                }),
                (Role::Insurance, None) => None,
            }
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
    let AdminUserRow { user, company_name } = ::web::db::run(&pool, move |conn| db::queries::staff::find_for_identity(conn, uid, email.as_deref()))
        .await?
        .filter(|found| found.user.active)
        .ok_or_else(|| {
            tracing::info!(subject = %identity.subject, "signed-in identity has no active staff account");
            ApiError::Forbidden(NO_ACCOUNT.into())
        })?;
    let role = Role::from_code(user.role_code).map_err(|e| ApiError::Internal(e.into()))?;
    tracing::Span::current().record("user_pk", user.user_pk);
    Ok(StaffUser {
        user,
        role,
        company_name,
    })
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
