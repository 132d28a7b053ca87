//! Where and how the single-page app signs in (SPEC 7.1 environments, 7.4 sign-in), read at run
//! time so one build of the app works in every environment.
//!
//! Public: the app asks before anyone has signed in, and the answer holds nothing secret (the
//! provider publishes its issuer, and a public client's id and scopes travel in every sign-in
//! redirect). Registered outside the `/api` scope so it gets no per-client `XSRF-TOKEN` cookie,
//! which a shared cache would otherwise store with the answer and hand to everyone.

use actix_web::http::header;
use actix_web::{HttpResponse, web};
use serde::Serialize;
use utoipa::ToSchema;

use crate::OidcSettings;

/// How long browsers and caches may keep the answer: settings change only with a deployment.
const CACHE_CONTROL: &str = "public, max-age=300";

/// The OpenID Connect settings of the app's authorization code flow.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SignInSettingsDto {
    /// The identity provider's issuer URL (`OIDC_ISSUER`); its discovery document is at
    /// `{authority}/.well-known/openid-configuration`.
    #[schema(example = "http://localhost:8083")]
    authority: String,
    /// The app's client id at the provider (`OIDC_CLIENT_ID`).
    #[schema(example = "rate-review-spa")]
    client_id: String,
    /// The scopes to request: `openid profile email` and this API's scope (`OIDC_API_SCOPE`).
    #[schema(example = "openid profile email api://rate-review-admin/admin.access")]
    scope: String,
}

impl From<&OidcSettings> for SignInSettingsDto {
    fn from(oidc: &OidcSettings) -> Self {
        Self {
            authority: oidc.issuer.clone(),
            client_id: oidc.client_id.clone(),
            scope: format!("openid profile email {}", oidc.api_scope),
        }
    }
}

/// Where and how to sign in (no sign-in needed: the app asks before it has a token).
#[utoipa::path(get, path = "/api/sign-in-settings", tag = "sign-in", security(()),
    responses(
        (status = 200, description = "The app's OpenID Connect settings; cacheable for 5 minutes", body = SignInSettingsDto)))]
#[tracing::instrument(skip_all)]
pub async fn get(settings: web::Data<SignInSettingsDto>) -> HttpResponse {
    HttpResponse::Ok()
        .insert_header((header::CACHE_CONTROL, CACHE_CONTROL))
        .json(settings.get_ref())
}
