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
/// `DB_CHECKOUT_TIMEOUT_MS`.
pub fn pool_from_env(url_var: &'static str) -> Result<PoolSettings, ConfigError> {
    Ok(PoolSettings {
        url: required(url_var)?,
        max_size: parsed_or("DB_POOL_SIZE", 10)?,
        checkout_timeout: Duration::from_millis(parsed_or("DB_CHECKOUT_TIMEOUT_MS", 2_000)?),
    })
}

/// The folder of the filesystem attachment store both APIs read (`ATTACHMENTS_DIR`, default
/// `.data/attachments`, where the importer and `dbctl seed` write by default).
pub fn attachments_dir() -> PathBuf {
    optional("ATTACHMENTS_DIR").map_or_else(|| PathBuf::from(".data/attachments"), PathBuf::from)
}
