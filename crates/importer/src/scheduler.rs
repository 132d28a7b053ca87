//! The importer's background work: the schedule (tokio-cron-scheduler, `IMPORT_CRON`), whose
//! ticks queue and work a run only while automatic import is on, and a poll loop
//! (`IMPORT_POLL_MS`) that picks up the runs staff queue with "Run import".

use std::sync::Arc;

use tokio::task::JoinHandle;
use tokio::time::MissedTickBehavior;
use tokio_cron_scheduler::{Job, JobScheduler};

use crate::runner::{Runner, Tick};
use crate::settings::ImportSettings;
use crate::source::FilingSource;

/// The running schedule and poll loop; [`Background::stop`] ends both.
pub struct Background {
    scheduler: JobScheduler,
    poller: JoinHandle<()>,
}

impl std::fmt::Debug for Background {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Background").finish_non_exhaustive()
    }
}

impl Background {
    /// Closes runs a stopped importer left running, then starts the poll loop and the schedule.
    pub async fn start<S: FilingSource + 'static>(
        runner: Arc<Runner<S>>,
        settings: &ImportSettings,
    ) -> anyhow::Result<Background> {
        // The database may be down at start-up; the poll loop recovers as soon as it is back.
        if let Err(e) = runner.recover().await {
            tracing::error!(
                error = format!("{e:#}"),
                "cannot check for abandoned import runs"
            );
        }
        let poller = tokio::spawn(poll_loop(Arc::clone(&runner), settings.poll_interval));
        let scheduler = JobScheduler::new().await?;
        let job = Job::new_async(settings.cron.as_str(), move |_, _| {
            let runner = Arc::clone(&runner);
            Box::pin(async move { scheduled_tick(&runner).await })
        })?;
        scheduler.add(job).await?;
        scheduler.start().await?;
        tracing::info!(cron = %settings.cron, poll = ?settings.poll_interval, "import schedule started");
        Ok(Background { scheduler, poller })
    }

    /// Stops the schedule and the poll loop. A run in progress is abandoned; the next start
    /// closes it as failed and the next run imports what it missed.
    pub async fn stop(mut self) -> anyhow::Result<()> {
        self.poller.abort();
        self.scheduler.shutdown().await?;
        Ok(())
    }
}

async fn poll_loop<S: FilingSource + 'static>(runner: Arc<Runner<S>>, every: std::time::Duration) {
    let mut ticks = tokio::time::interval(every);
    ticks.set_missed_tick_behavior(MissedTickBehavior::Delay);
    loop {
        ticks.tick().await;
        if let Err(e) = runner.poll_once().await {
            tracing::error!(error = format!("{e:#}"), "import poll failed");
        }
    }
}

async fn scheduled_tick<S: FilingSource + 'static>(runner: &Runner<S>) {
    match runner.scheduled_tick().await {
        Ok(Tick::AutoRunOff) => {
            tracing::debug!("automatic import is off; the tick imports nothing")
        }
        Ok(Tick::AlreadyActive) => tracing::info!("an import run is already queued or running"),
        Ok(Tick::Ran(run)) => {
            tracing::info!(import_run_id = run.import_run_id, "scheduled import ran")
        }
        Ok(Tick::LeftQueued) => tracing::info!("scheduled import queued for another replica"),
        Err(e) => tracing::error!(error = format!("{e:#}"), "scheduled import failed"),
    }
}
