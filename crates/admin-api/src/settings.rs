//! Admin API configuration, from the environment (see `.env.example`).

use std::path::PathBuf;
use std::time::Duration;

use db::pool::PoolSettings;
use service_kit::config::{self, ConfigError, HttpSettings, RunMode};

/// The web app's client id at the dev identity provider (`deploy/dev-idp/`), the default of
/// local runs and tests only.
pub const DEVELOPMENT_CLIENT_ID: &str = "rate-review-spa";

/// Everything the admin API needs to start.
#[derive(Debug, Clone)]
pub struct Settings {
    /// Where to listen (`ADMIN_API_PORT`, default 8082).
    pub http: HttpSettings,
    /// The primary database (`DATABASE_URL`).
    pub database: PoolSettings,
    /// The identity provider whose tokens are accepted.
    pub oidc: OidcSettings,
    /// `XSRF_COOKIE_SECURE`: send the XSRF-TOKEN cookie only over HTTPS (set behind TLS).
    pub xsrf_cookie_secure: bool,
    /// Where attachment bytes are (`ATTACHMENTS_DIR`, default `.data/attachments`): staff
    /// download every file of a filing, read-only.
    pub attachments_dir: PathBuf,
}

/// Which identity provider's tokens the API accepts, and for which audience.
#[derive(Debug, Clone)]
pub struct OidcSettings {
    /// `OIDC_ISSUER`: the provider's issuer URL; discovery is at `{issuer}/.well-known/openid-configuration`.
    /// Outside development it must be https: the dev identity provider's http issuer is refused.
    pub issuer: String,
    /// `OIDC_AUDIENCE`: the `aud` access tokens must carry (the API's identifier).
    pub audience: String,
    /// `OIDC_JWKS_MIN_REFRESH_SECS`: least time between two key-set refreshes caused by unknown key ids.
    pub min_refresh_interval: Duration,
    /// `OIDC_LEEWAY_SECS`: clock skew tolerated on `exp` and `nbf`.
    pub leeway_secs: u64,
    /// `OIDC_CLIENT_ID`: the single-page app's client id at the provider (the dev identity
    /// provider's `rate-review-spa` in development only); handed to the app by
    /// `GET /api/sign-in-settings`.
    pub client_id: String,
    /// `OIDC_API_SCOPE`: the scope the app asks for to call this API (default
    /// `{OIDC_AUDIENCE}/admin.access`), after `openid profile email`. Every access token must
    /// grant it, under this name or its last segment (`admin.access`, as tokens name it).
    pub api_scope: String,
    /// `OIDC_ACCESS_TOKEN_TYPE`: the header `typ` of the provider's access tokens, required on
    /// every token (default `at+jwt`, RFC 9068; Entra ID: `JWT`).
    pub access_token_type: String,
}

impl OidcSettings {
    /// The API scope as tokens name it in `scope` or `scp`: its last `/` segment
    /// (`api://rate-review-admin/admin.access` → `admin.access`).
    pub fn api_scope_name(&self) -> &str {
        self.api_scope.rsplit('/').next().unwrap_or(&self.api_scope)
    }
}

impl Settings {
    /// Reads the settings from the environment.
    pub fn from_env() -> Result<Self, config::ConfigError> {
        let mode = RunMode::from_env()?;
        let issuer = check_issuer(mode, config::required("OIDC_ISSUER")?)?;
        let audience = config::required("OIDC_AUDIENCE")?;
        let api_scope =
            config::optional("OIDC_API_SCOPE").unwrap_or_else(|| default_api_scope(&audience));
        Ok(Self {
            http: HttpSettings::from_env("ADMIN_API_PORT", 8082)?,
            database: config::pool_from_env(mode, "DATABASE_URL")?,
            oidc: OidcSettings {
                issuer,
                audience,
                min_refresh_interval: Duration::from_secs(config::parsed_or(
                    "OIDC_JWKS_MIN_REFRESH_SECS",
                    10,
                )?),
                leeway_secs: config::parsed_or("OIDC_LEEWAY_SECS", 30)?,
                client_id: config::with_development_default(
                    mode,
                    "OIDC_CLIENT_ID",
                    config::optional("OIDC_CLIENT_ID"),
                    DEVELOPMENT_CLIENT_ID,
                )?,
                api_scope,
                access_token_type: config::optional("OIDC_ACCESS_TOKEN_TYPE")
                    .unwrap_or_else(|| "at+jwt".into()),
            },
            xsrf_cookie_secure: config::parsed_or("XSRF_COOKIE_SECURE", false)?,
            attachments_dir: config::attachments_dir(),
        })
    }
}

/// `issuer`, unless outside development it is not https (the dev identity provider's issuers,
/// `http://localhost:8083` and `http://dev-idp.localhost:8083`, are http; a real one never is).
fn check_issuer(mode: RunMode, issuer: String) -> Result<String, ConfigError> {
    if mode == RunMode::Production && !issuer.trim().starts_with("https://") {
        return Err(ConfigError::Invalid {
            name: "OIDC_ISSUER",
            reason: format!(
                "{issuer:?} is not https: give the identity provider's https issuer (http is the dev identity provider's, allowed only with APP_ENV=development)"
            ),
        });
    }
    Ok(issuer)
}

/// The API scope under the audience's name, as Entra ID spells it
/// (`api://rate-review-admin/admin.access`); the dev provider accepts it too.
fn default_api_scope(audience: &str) -> String {
    format!("{}/admin.access", audience.trim_end_matches('/'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outside_development_the_dev_identity_providers_http_issuer_is_refused() {
        for issuer in ["http://localhost:8083", "http://dev-idp.localhost:8083"] {
            let refused = check_issuer(RunMode::Production, issuer.into()).unwrap_err();
            assert!(
                refused
                    .to_string()
                    .starts_with("environment variable OIDC_ISSUER is invalid")
            );
            assert_eq!(
                check_issuer(RunMode::Development, issuer.into()).unwrap(),
                issuer
            );
        }
        let entra = "https://login.microsoftonline.com/tenant/v2.0";
        assert_eq!(
            check_issuer(RunMode::Production, entra.into()).unwrap(),
            entra
        );
    }

    #[test]
    fn the_default_api_scope_is_named_after_the_audience() {
        assert_eq!(
            default_api_scope("api://rate-review-admin"),
            "api://rate-review-admin/admin.access"
        );
        assert_eq!(
            default_api_scope("api://rate-review-admin/"),
            "api://rate-review-admin/admin.access"
        );
    }
}
