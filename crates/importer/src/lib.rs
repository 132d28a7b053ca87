//! Imports of rate filings from the state's rate-filing system. The process exposes no API but
//! its health endpoints; staff queue runs through the admin API's `import_runs` rows.

pub mod source;

use actix_web::web as aw;
use db::pool::PoolSettings;
use web::config::{self, HttpSettings};
use web::server::Application;

/// Everything the importer needs to start.
#[derive(Debug, Clone)]
pub struct Settings {
    /// Health endpoint (`IMPORTER_PORT`, default 8085).
    pub http: HttpSettings,
    /// The primary database (`DATABASE_URL`).
    pub database: PoolSettings,
}

impl Settings {
    /// Reads the settings from the environment.
    pub fn from_env() -> Result<Self, config::ConfigError> {
        Ok(Self {
            http: HttpSettings::from_env("IMPORTER_PORT", 8085)?,
            database: config::pool_from_env("DATABASE_URL")?,
        })
    }
}

/// Builds the importer's health server: binds the port (0 picks one).
pub fn build(settings: &Settings) -> anyhow::Result<Application> {
    let pool = aw::Data::new(db::pool::build_pool(&settings.database));
    Ok(Application::build(&settings.http, move |cfg| {
        cfg.app_data(pool.clone());
    })?)
}
