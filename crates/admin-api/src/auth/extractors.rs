//! Access level in the handler signature: a handler that takes [`AdminUser`] can only run for
//! a signed-in, active Administrator; [`AdminChange`] for one making a change (XSRF-checked);
//! [`RatesUploader`] for an Administrator or an insurer's staff member uploading a rates
//! template (XSRF-checked); [`StaffUser`] for
//! any active staff user.

use actix_web::{FromRequest, HttpMessage, HttpRequest, dev::Payload};
use db::models::staff_user::StaffUserRow;
use domain::Role;
use service_kit::ApiError;
use utoipa::IntoParams;
use utoipa::openapi::path::{Parameter, ParameterIn};

use super::authenticate::Authenticated;

/// SPEC 8-style message: 403 means "not allowed".
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

type Ready<T> = std::future::Ready<Result<T, ApiError>>;

/// Whether an extractor guards a state-changing call (and so checks XSRF).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Xsrf {
    Checked,
    NotNeeded,
}

/// Takes the outcome of [`super::authenticate_first`] (401, or 403 for no active account),
/// applies the extractor's role rule (403), then, for a state-changing call, the XSRF check
/// (403). Nothing here waits, so the answer is known on the first poll, before any body
/// extractor after it reads the body.
fn extract<T: 'static>(
    req: &HttpRequest,
    xsrf: Xsrf,
    allow: fn(StaffUser) -> Option<T>,
) -> Ready<T> {
    let authenticated = req
        .extensions_mut()
        .remove::<Authenticated>()
        .map(|a| a.0)
        .unwrap_or_else(|| {
            Err(ApiError::Internal(anyhow::anyhow!(
                "the route is not wrapped in auth::authenticate_first"
            )))
        });
    std::future::ready(authenticated.and_then(|staff| {
        let allowed = allow(staff).ok_or_else(|| ApiError::Forbidden(WRONG_ROLE.into()))?;
        if xsrf == Xsrf::Checked {
            super::xsrf::verify(req)?;
        }
        Ok(allowed)
    }))
}

impl FromRequest for StaffUser {
    type Error = ApiError;
    type Future = Ready<Self>;

    fn from_request(req: &HttpRequest, _payload: &mut Payload) -> Self::Future {
        extract(req, Xsrf::NotNeeded, Some)
    }
}

impl FromRequest for AdminUser {
    type Error = ApiError;
    type Future = Ready<Self>;

    fn from_request(req: &HttpRequest, _payload: &mut Payload) -> Self::Future {
        extract(req, Xsrf::NotNeeded, |staff| {
            (staff.role == Role::Administrator).then_some(Self(staff))
        })
    }
}

impl FromRequest for AdminChange {
    type Error = ApiError;
    type Future = Ready<Self>;

    fn from_request(req: &HttpRequest, _payload: &mut Payload) -> Self::Future {
        extract(req, Xsrf::Checked, |staff| {
            (staff.role == Role::Administrator).then_some(Self(staff))
        })
    }
}

/// `params(AdminChange)` on an operation declares the XSRF header this extractor checks.
impl IntoParams for AdminChange {
    fn into_params(_: impl Fn() -> Option<ParameterIn>) -> Vec<Parameter> {
        vec![super::xsrf::header_parameter()]
    }
}

/// `params(RatesUploader)` on an operation declares the XSRF header this extractor checks.
impl IntoParams for RatesUploader {
    fn into_params(_: impl Fn() -> Option<ParameterIn>) -> Vec<Parameter> {
        vec![super::xsrf::header_parameter()]
    }
}

impl FromRequest for RatesUploader {
    type Error = ApiError;
    type Future = Ready<Self>;

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
