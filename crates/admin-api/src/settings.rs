//! Admin API configuration, from the environment (see `.env.example`).

use std::time::Duration;

use db::pool::PoolSettings;
use web::config::{self, HttpSettings};

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
}

/// Which identity provider's tokens the API accepts, and for which audience.
#[derive(Debug, Clone)]
pub struct OidcSettings {
    /// `OIDC_ISSUER`: the provider's issuer URL; discovery is at `{issuer}/.well-known/openid-configuration`.
    pub issuer: String,
    /// `OIDC_AUDIENCE`: the `aud` access tokens must carry (the API's identifier).
    pub audience: String,
    /// `OIDC_JWKS_MIN_REFRESH_SECS`: least time between two key-set refreshes caused by unknown key ids.
    pub min_refresh_interval: Duration,
    /// `OIDC_LEEWAY_SECS`: clock skew tolerated on `exp` and `nbf`.
    pub leeway_secs: u64,
}

impl Settings {
    /// Reads the settings from the environment.
    pub fn from_env() -> Result<Self, config::ConfigError> {
        Ok(Self {
            http: HttpSettings::from_env("ADMIN_API_PORT", 8082)?,
            database: config::pool_from_env("DATABASE_URL")?,
            oidc: OidcSettings {
                issuer: config::required("OIDC_ISSUER")?,
                audience: config::required("OIDC_AUDIENCE")?,
                min_refresh_interval: Duration::from_secs(config::parsed_or(
                    "OIDC_JWKS_MIN_REFRESH_SECS",
                    10,
                )?),
                leeway_secs: config::parsed_or("OIDC_LEEWAY_SECS", 30)?,
            },
            xsrf_cookie_secure: config::parsed_or("XSRF_COOKIE_SECURE", false)?,
        })
    }
}
