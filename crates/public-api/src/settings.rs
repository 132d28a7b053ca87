//! Public API configuration, from the environment (see `.env.example`).

use std::path::PathBuf;
use std::time::Duration;

use db::pool::PoolSettings;
use web::config::{self, ConfigError, HttpSettings, RunMode};

use crate::client::GatewaySecret;

/// The comment salt of local runs and tests (`APP_ENV=development`); refused anywhere else.
pub const DEVELOPMENT_COMMENT_CLIENT_SALT: &str = "dev-only-comment-salt";

/// Everything the public API needs to start.
#[derive(Debug, Clone)]
pub struct Settings {
    /// Where to listen (`PUBLIC_API_PORT`, default 8081).
    pub http: HttpSettings,
    /// Database reads go to: `PUBLIC_DATABASE_URL` (a read replica) or else `DATABASE_URL`.
    pub read_database: PoolSettings,
    /// Database comment writes go to: `DATABASE_URL` (the primary).
    pub primary_database: PoolSettings,
    /// The site profile JSON (`SITE_PROFILE_FILE`, default `config/site-profile.json`).
    pub site_profile_file: PathBuf,
    /// Where attachment bytes are (`ATTACHMENTS_DIR`, default `.data/attachments`).
    pub attachments_dir: PathBuf,
    /// The secret the gateway sends beside its `X-Real-IP` (`GATEWAY_SECRET`, the gateway's
    /// value). Without it (the default) no request names its client: each is counted as the
    /// connection it came on.
    pub gateway_secret: Option<GatewaySecret>,
    /// Most bytes of cached answers kept in memory (`CACHE_MAX_MB`, default 512).
    pub cache_max_bytes: usize,
    /// Public comments one client may submit per window (`COMMENT_LIMIT_PER_HOUR`, default 5).
    pub comment_limit: u32,
    /// Secret mixed into the hash that identifies a client for the rate limit
    /// (`COMMENT_CLIENT_SALT`), so hashes cannot be reversed by guessing; required outside
    /// development.
    pub comment_client_salt: String,
    /// How often the data generation is read (`CACHE_POLL_MS`, default 500): a reset reaches
    /// every replica within this time.
    pub cache_poll_interval: Duration,
}

impl Settings {
    /// Reads the settings from the environment.
    pub fn from_env() -> Result<Self, ConfigError> {
        let mode = RunMode::from_env()?;
        let primary_database = config::pool_from_env(mode, "DATABASE_URL")?;
        let read_database = match config::optional("PUBLIC_DATABASE_URL") {
            Some(_) => config::pool_from_env(mode, "PUBLIC_DATABASE_URL")?,
            None => primary_database.clone(),
        };
        Ok(Self {
            http: HttpSettings::from_env("PUBLIC_API_PORT", 8081)?,
            read_database,
            primary_database,
            site_profile_file: config::optional("SITE_PROFILE_FILE")
                .map_or_else(|| PathBuf::from("config/site-profile.json"), PathBuf::from),
            attachments_dir: config::attachments_dir(),
            gateway_secret: config::optional_secret(
                mode,
                "GATEWAY_SECRET",
                config::optional("GATEWAY_SECRET"),
            )?
            .map(|s| {
                s.parse().map_err(|reason| ConfigError::Invalid {
                    name: "GATEWAY_SECRET",
                    reason,
                })
            })
            .transpose()?,
            cache_max_bytes: config::parsed_or::<usize>("CACHE_MAX_MB", 512)?
                .saturating_mul(1024 * 1024),
            cache_poll_interval: Duration::from_millis(config::parsed_or("CACHE_POLL_MS", 500)?),
            comment_limit: config::parsed_or("COMMENT_LIMIT_PER_HOUR", 5)?,
            comment_client_salt: config::with_development_default(
                mode,
                "COMMENT_CLIENT_SALT",
                config::optional("COMMENT_CLIENT_SALT"),
                DEVELOPMENT_COMMENT_CLIENT_SALT,
            )?,
        })
    }
}
