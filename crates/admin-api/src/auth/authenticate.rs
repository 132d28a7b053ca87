//! Who is calling: the bearer token verified, then the staff account it signs in to (bound to
//! the provider's identity at its first sign-in, `db::queries::staff::sign_in`).
//!
//! [`authenticate_first`] wraps the `/api` scope and does this before any handler's extractors
//! run. Actix polls a handler's extractors together, so an access extractor that still waited
//! on the provider's keys or the database would let a body extractor read and judge the body
//! first: a caller with a bad token or without the role would get its 400 instead of 401/403.
//! With the outcome already known, the access extractor (first in every signature) answers on
//! its first poll, before any body is read.

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::middleware::Next;
use actix_web::web::Data;
use actix_web::{Error, HttpMessage, HttpRequest, http::header};
use db::DbPool;
use db::queries::staff::{AdminUserRow, SignIn, SignInIdentity};
use domain::Role;
use service_kit::ApiError;

use super::extractors::StaffUser;
use super::{TokenVerifier, VerifyError};

/// SPEC 8-style messages: 401 means "sign in again", 403 means "not allowed".
const SIGN_IN: &str = "Please sign in to continue.";
const SIGN_IN_AGAIN: &str = "Your sign-in is not valid or has expired. Please sign in again.";
const NO_ACCOUNT: &str =
    "No active staff account matches your sign-in. Ask an administrator for access.";
const BOUND_TO_ANOTHER: &str = "This staff account is tied to another sign-in at the identity provider, so your sign-in cannot use it. If your sign-in account changed, ask an administrator to reset the account's sign-in.";

/// The outcome of [`authenticate_first`], which the access extractors take.
pub(super) struct Authenticated(pub(super) Result<StaffUser, ApiError>);

/// Authenticates every request of the scope it wraps before the handler's extractors run, and
/// leaves the outcome for the access extractor (a handler without one, like the OpenAPI
/// document, ignores it).
pub async fn authenticate_first(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    let outcome = authenticate(req.request()).await;
    req.extensions_mut().insert(Authenticated(outcome));
    next.call(req).await
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
    let signed_in = identity.clone();
    let outcome = service_kit::db::run(&pool, move |conn| {
        db::queries::staff::sign_in(
            conn,
            SignInIdentity {
                issuer: &signed_in.issuer,
                subject: &signed_in.subject,
                uid: signed_in.uid,
                email: signed_in.email.as_deref(),
            },
        )
    })
    .await?;
    let AdminUserRow { user, company_name } = match outcome {
        SignIn::Account(found) if found.user.active => *found,
        SignIn::BoundToAnother => return Err(ApiError::Forbidden(BOUND_TO_ANOTHER.into())),
        SignIn::Account(_) | SignIn::NoAccount => {
            tracing::info!(subject = %identity.subject, "signed-in identity has no active staff account");
            return Err(ApiError::Forbidden(NO_ACCOUNT.into()));
        }
    };
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
