//! The importer's settings, read from the environment (listed in `.env.example`). The source's
//! own settings (`SERFF_API_URL`, …) are `crate::source::serff::SerffOptions`.

use std::path::PathBuf;
use std::time::Duration;

use db::pool::PoolSettings;
use service_kit::config::{self, ConfigError, HttpSettings};

/// The schedule unless `IMPORT_CRON` says otherwise: every 15 minutes, on the minute.
pub const DEFAULT_CRON: &str = "0 */15 * * * *";
/// How often queued manual runs are looked for unless `IMPORT_POLL_MS` says otherwise.
pub const DEFAULT_POLL_MS: u64 = 1_000;
/// Where attachment bytes go unless `ATTACHMENTS_DIR` says otherwise.
pub const DEFAULT_ATTACHMENTS_DIR: &str = ".data/attachments";

/// What the health server needs.
#[derive(Debug, Clone)]
pub struct Settings {
    /// Health endpoint (`IMPORTER_PORT`, default 8085).
    pub http: HttpSettings,
    /// The primary database (`DATABASE_URL`).
    pub database: PoolSettings,
}

impl Settings {
    /// Reads the settings from the environment.
    pub fn from_env() -> Result<Self, ConfigError> {
        Ok(Self {
            http: HttpSettings::from_env("IMPORTER_PORT", 8085)?,
            database: config::pool_from_env(config::RunMode::from_env()?, "DATABASE_URL")?,
        })
    }
}

/// How and when imports run.
#[derive(Debug, Clone)]
pub struct ImportSettings {
    /// Folder of the filesystem attachment store (`ATTACHMENTS_DIR`).
    pub attachments_dir: PathBuf,
    /// Six-field cron expression with seconds for scheduled runs (`IMPORT_CRON`, UTC).
    pub cron: String,
    /// How often queued manual runs are looked for (`IMPORT_POLL_MS`).
    pub poll_interval: Duration,
}

impl ImportSettings {
    /// Reads the settings from the environment; a malformed cron expression or a zero poll
    /// interval is refused here rather than at the first tick.
    pub fn from_env() -> Result<Self, ConfigError> {
        let cron = config::optional("IMPORT_CRON").unwrap_or_else(|| DEFAULT_CRON.to_owned());
        check_cron(&cron)?;
        let poll_ms: u64 = config::parsed_or("IMPORT_POLL_MS", DEFAULT_POLL_MS)?;
        if poll_ms == 0 {
            return Err(ConfigError::Invalid {
                name: "IMPORT_POLL_MS",
                reason: "must be at least 1 millisecond".to_owned(),
            });
        }
        Ok(Self {
            attachments_dir: config::optional("ATTACHMENTS_DIR")
                .unwrap_or_else(|| DEFAULT_ATTACHMENTS_DIR.to_owned())
                .into(),
            cron,
            poll_interval: Duration::from_millis(poll_ms),
        })
    }
}

/// Refuses a cron expression the scheduler cannot parse (it wants six fields, seconds first).
pub fn check_cron(cron: &str) -> Result<(), ConfigError> {
    tokio_cron_scheduler::Job::new(cron, |_, _| {})
        .map(|_| ())
        .map_err(|e| ConfigError::Invalid {
            name: "IMPORT_CRON",
            reason: format!(
                "{e:?}: expected six fields with seconds first, e.g. \"{DEFAULT_CRON}\""
            ),
        })
}
