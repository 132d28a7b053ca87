//! Reading configuration from the environment. Every variable is listed in `.env.example`.

use std::path::PathBuf;
use std::str::FromStr;
use std::time::Duration;

use db::pool::PoolSettings;

/// A configuration variable that is missing or malformed.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    /// A required variable is not set.
    #[error("environment variable {0} is required but not set")]
    Missing(&'static str),
    /// A variable is set to something that cannot be used.
    #[error("environment variable {name} is invalid: {reason}")]
    Invalid {
        /// The variable.
        name: &'static str,
        /// Why its value cannot be used.
        reason: String,
    },
    /// Outside development, a variable is unset where only development has a default, or holds
    /// a development value.
    #[error(
        "environment variable {0} must be set to this deployment's own value: its development value is refused unless APP_ENV=development"
    )]
    DevelopmentValue(&'static str),
}

/// Every development value of a secret in this repository contains this marker (compose's
/// `deploy/compose/dev.env`, the services' development defaults), so a service outside
/// development recognises one wherever it comes from.
pub const DEVELOPMENT_MARKER: &str = "dev-only";

/// Whether the process may use development defaults: `APP_ENV=development`, set only by
/// `scripts/run`, `scripts/test` and compose's development settings. Anything else is a
/// deployment, which must be given every secret and its own identity provider.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RunMode {
    /// `APP_ENV=development`: a local run or a test.
    Development,
    /// `APP_ENV` unset or `production`.
    Production,
}

impl RunMode {
    /// `APP_ENV`: `development`, or `production` (the default).
    pub fn from_env() -> Result<Self, ConfigError> {
        match optional("APP_ENV").as_deref().map(str::trim) {
            None | Some("production") => Ok(Self::Production),
            Some("development") => Ok(Self::Development),
            Some(other) => Err(ConfigError::Invalid {
                name: "APP_ENV",
                reason: format!("{other:?} is neither development nor production"),
            }),
        }
    }
}

/// The value of `name` (`value` as read), or `development_default` in development. Outside
/// development an unset variable is refused, and so is the development default itself or any
/// value carrying [`DEVELOPMENT_MARKER`].
pub fn with_development_default(
    mode: RunMode,
    name: &'static str,
    value: Option<String>,
    development_default: &str,
) -> Result<String, ConfigError> {
    match (mode, value) {
        (RunMode::Development, value) => {
            Ok(value.unwrap_or_else(|| development_default.to_owned()))
        }
        (RunMode::Production, Some(v))
            if v != development_default && !v.contains(DEVELOPMENT_MARKER) =>
        {
            Ok(v)
        }
        (RunMode::Production, _) => Err(ConfigError::DevelopmentValue(name)),
    }
}

/// An optional secret (`value` as read from `name`): absent is fine, but outside development a
/// value carrying [`DEVELOPMENT_MARKER`] (one of the public development values) is refused.
pub fn optional_secret(
    mode: RunMode,
    name: &'static str,
    value: Option<String>,
) -> Result<Option<String>, ConfigError> {
    match (mode, &value) {
        (RunMode::Production, Some(v)) if v.contains(DEVELOPMENT_MARKER) => {
            Err(ConfigError::DevelopmentValue(name))
        }
        _ => Ok(value),
    }
}

/// The value of a required variable.
pub fn required(name: &'static str) -> Result<String, ConfigError> {
    match std::env::var(name) {
        Ok(value) if !value.trim().is_empty() => Ok(value),
        _ => Err(ConfigError::Missing(name)),
    }
}

/// The value of an optional variable (unset and empty both mean absent).
pub fn optional(name: &'static str) -> Option<String> {
    std::env::var(name).ok().filter(|v| !v.trim().is_empty())
}

/// A variable parsed as `T`, or `default` when unset.
pub fn parsed_or<T: FromStr>(name: &'static str, default: T) -> Result<T, ConfigError>
where
    T::Err: std::fmt::Display,
{
    match optional(name) {
        None => Ok(default),
        Some(raw) => raw
            .trim()
            .parse()
            .map_err(|e: T::Err| ConfigError::Invalid {
                name,
                reason: e.to_string(),
            }),
    }
}

/// Where a service listens.
#[derive(Debug, Clone)]
pub struct HttpSettings {
    /// Interface to bind, e.g. `127.0.0.1` or `0.0.0.0`.
    pub host: String,
    /// Port to bind; 0 picks a free one (tests).
    pub port: u16,
    /// Worker threads; 0 means one per core.
    pub workers: usize,
    /// Whether answers are compressed on the fly (gzip, br) for clients that accept it. The
    /// public API turns it off: its cached answers are precompressed, and compressing the
    /// small ones again per request would cost time and bytes.
    pub compress: bool,
}

impl HttpSettings {
    /// `HOST` (default 127.0.0.1), `<port_var>` (default `default_port`) and `HTTP_WORKERS`.
    pub fn from_env(port_var: &'static str, default_port: u16) -> Result<Self, ConfigError> {
        Ok(Self {
            host: optional("HOST").unwrap_or_else(|| "127.0.0.1".to_owned()),
            port: parsed_or(port_var, default_port)?,
            workers: parsed_or("HTTP_WORKERS", 0)?,
            compress: true,
        })
    }
}

/// The database pool settings from `url_var` (e.g. `DATABASE_URL`), `DB_POOL_SIZE` and
/// `DB_CHECKOUT_TIMEOUT_MS`. Outside development, a URL or `PGPASSWORD` holding a development
/// password is refused.
pub fn pool_from_env(mode: RunMode, url_var: &'static str) -> Result<PoolSettings, ConfigError> {
    let url = required(url_var)?;
    check_database_password(mode, url_var, &url)?;
    check_database_password(
        mode,
        "PGPASSWORD",
        &optional("PGPASSWORD").unwrap_or_default(),
    )?;
    Ok(PoolSettings {
        url,
        max_size: parsed_or("DB_POOL_SIZE", 10)?,
        checkout_timeout: Duration::from_millis(parsed_or("DB_CHECKOUT_TIMEOUT_MS", 2_000)?),
    })
}

/// The folder of the filesystem attachment store both APIs read (`ATTACHMENTS_DIR`, default
/// `.data/attachments`, where the importer and `dbctl seed` write by default).
pub fn attachments_dir() -> PathBuf {
    optional("ATTACHMENTS_DIR").map_or_else(|| PathBuf::from(".data/attachments"), PathBuf::from)
}

/// Refuses, outside development, a database URL (or password) carrying a development password
/// ([`DEVELOPMENT_MARKER`]).
pub fn check_database_password(
    mode: RunMode,
    name: &'static str,
    value: &str,
) -> Result<(), ConfigError> {
    if mode == RunMode::Production && value.contains(DEVELOPMENT_MARKER) {
        return Err(ConfigError::DevelopmentValue(name));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn development_uses_the_default_when_unset_and_a_given_value_otherwise() {
        let dev = RunMode::Development;
        assert_eq!(
            with_development_default(dev, "SALT", None, "dev-only-salt").unwrap(),
            "dev-only-salt"
        );
        assert_eq!(
            with_development_default(dev, "SALT", Some("mine".into()), "dev-only-salt").unwrap(),
            "mine"
        );
    }

    #[test]
    fn an_optional_secret_may_be_absent_but_never_a_development_value_outside_development() {
        let secret = || Some("a-real-secret-of-the-department".to_owned());
        let public = || Some("dev-only-gateway-secret".to_owned());
        assert_eq!(
            optional_secret(RunMode::Production, "S", None).unwrap(),
            None
        );
        assert_eq!(
            optional_secret(RunMode::Production, "S", secret()).unwrap(),
            secret()
        );
        assert!(matches!(
            optional_secret(RunMode::Production, "S", public()),
            Err(ConfigError::DevelopmentValue("S"))
        ));
        assert_eq!(
            optional_secret(RunMode::Development, "S", public()).unwrap(),
            public()
        );
    }

    #[test]
    fn outside_development_an_unset_or_development_value_is_refused_naming_the_variable() {
        let prod = RunMode::Production;
        for value in [
            None,
            Some("rate-review-spa".to_owned()),
            Some("x-dev-only-y".to_owned()),
        ] {
            let refused =
                with_development_default(prod, "OIDC_CLIENT_ID", value, "rate-review-spa")
                    .unwrap_err();
            assert!(matches!(
                refused,
                ConfigError::DevelopmentValue("OIDC_CLIENT_ID")
            ));
            assert!(
                refused
                    .to_string()
                    .starts_with("environment variable OIDC_CLIENT_ID must be set")
            );
        }
        assert_eq!(
            with_development_default(
                prod,
                "OIDC_CLIENT_ID",
                Some("8f2c-real".into()),
                "rate-review-spa"
            )
            .unwrap(),
            "8f2c-real"
        );
    }

    #[test]
    fn outside_development_a_development_database_password_is_refused() {
        let url = "postgres://rate_review_public:dev-only-public-api@postgres:5432/rate_review";
        assert!(check_database_password(RunMode::Development, "DATABASE_URL", url).is_ok());
        assert!(matches!(
            check_database_password(RunMode::Production, "DATABASE_URL", url),
            Err(ConfigError::DevelopmentValue("DATABASE_URL"))
        ));
        assert!(
            check_database_password(
                RunMode::Production,
                "DATABASE_URL",
                "postgres://u:Zq81x@db/rr"
            )
            .is_ok()
        );
    }
}
