//! Imports of rate filings from the state's rate-filing system. The process exposes no API but
//! its health endpoints and `/metrics`; staff queue runs through the admin API's `import_runs` rows, and the
//! schedule queues its own while automatic import is on (ARCHITECTURE "Processes").

pub mod import;
pub mod runner;
pub mod scheduler;
pub mod settings;
pub mod source;

use std::sync::Arc;

use actix_web::web as aw;
use db::attachment_store;
use db::queries::import_runs::ImportRun;
use service_kit::metrics::Metrics;
use service_kit::server::Application;

use self::runner::{RunOnce, Runner};
use self::scheduler::Background;
pub use self::settings::{ImportSettings, Settings};
use self::source::FilingSource;

/// The service's name in logs and in the `service` label of its metrics.
pub const SERVICE: &str = "importer";

/// Builds the importer's health and metrics server: binds the port (0 picks one). Its own
/// pool (for `/readyz`) is reported as `pool="readiness"`.
pub fn build(settings: &Settings, metrics: &Metrics) -> anyhow::Result<Application> {
    let pool = aw::Data::new(db::pool::build_pool(&settings.database));
    metrics.watch_pool("readiness", &pool);
    Ok(Application::build(
        &settings.http,
        metrics,
        &[],
        move |cfg| {
            cfg.app_data(pool.clone());
        },
    )?)
}

/// A runner for `source` storing attachments under the configured folder.
pub fn runner<S: FilingSource + 'static>(
    settings: &Settings,
    import: &ImportSettings,
    source: S,
) -> Runner<S> {
    Runner::new(
        &settings.database,
        attachment_store::open(&import.attachments_dir),
        Arc::new(source),
    )
}

/// `importer`: the health server, the schedule and the runner, until SIGINT/SIGTERM.
pub async fn serve<S: FilingSource + 'static>(
    settings: &Settings,
    import: &ImportSettings,
    source: S,
) -> anyhow::Result<()> {
    let metrics = Metrics::new(SERVICE);
    let runner = Arc::new(runner(settings, import, source));
    runner.register_metrics(&metrics)?;
    let server = build(settings, &metrics)?;
    tracing::info!(port = server.port(), "importer health endpoint listening");
    let background = Background::start(runner, import).await?;
    let served = server.run_until_stopped().await;
    background.stop().await?;
    Ok(served?)
}

/// `importer run-once`: imports now and describes the run; true when it succeeded.
pub async fn run_once<S: FilingSource + 'static>(
    settings: &Settings,
    import: &ImportSettings,
    source: S,
) -> anyhow::Result<bool> {
    match runner(settings, import, source).run_once().await? {
        RunOnce::Busy => {
            println!("Another importer is importing now; try again when its run has ended.");
            Ok(false)
        }
        RunOnce::Finished(run) => {
            println!("{}", describe(&run));
            Ok(run.status == "succeeded")
        }
    }
}

/// One line about a run: its id, status, counts and calls to SERFF, and its error when it
/// failed.
pub fn describe(run: &ImportRun) -> String {
    let mut line = format!(
        "Import run {} {}: {} new, {} updated, {} unchanged, {} failed; {} calls to SERFF.",
        run.import_run_id,
        run.status,
        run.new_count,
        run.updated_count,
        run.unchanged_count,
        run.failed_count,
        run.calls_made
    );
    if let Some(error) = &run.error_text {
        line.push(' ');
        line.push_str(error);
    }
    line
}
