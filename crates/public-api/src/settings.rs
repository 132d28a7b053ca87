//! Public API configuration, from the environment (see `.env.example`).

use std::path::PathBuf;

use db::pool::PoolSettings;
use web::config::{self, HttpSettings};

/// Everything the public API needs to start.
#[derive(Debug, Clone)]
pub struct Settings {
    /// Where to listen (`PUBLIC_API_PORT`, default 8081).
    pub http: HttpSettings,
    /// Database to read from: `PUBLIC_DATABASE_URL` (a read replica) or else `DATABASE_URL`.
    pub database: PoolSettings,
    /// The site profile JSON (`SITE_PROFILE_FILE`, default `config/site-profile.json`).
    pub site_profile_file: PathBuf,
}

impl Settings {
    /// Reads the settings from the environment.
    pub fn from_env() -> Result<Self, config::ConfigError> {
        let url_var = if config::optional("PUBLIC_DATABASE_URL").is_some() {
            "PUBLIC_DATABASE_URL"
        } else {
            "DATABASE_URL"
        };
        Ok(Self {
            http: HttpSettings::from_env("PUBLIC_API_PORT", 8081)?,
            database: config::pool_from_env(url_var)?,
            site_profile_file: config::optional("SITE_PROFILE_FILE")
                .map_or_else(|| PathBuf::from("config/site-profile.json"), PathBuf::from),
        })
    }
}
