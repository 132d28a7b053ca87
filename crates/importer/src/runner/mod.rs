//! The job runner: claims import runs and works them, one at a time across every replica.
//!
//! A claim happens only under the run lock ([`lock::RunLock`], a session advisory lock on a
//! connection of its own). Holding it, the runner first closes runs left `running` by a
//! stopped importer (nobody else can be working them), then claims the oldest queued run with
//! `FOR UPDATE SKIP LOCKED`, imports, ends the run and releases the lock.

mod execute;
pub mod lock;
pub mod metrics;
pub mod plan;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use db::attachment_store::AttachmentStore;
use db::pool::PoolSettings;
use db::queries::import_runs::{self, ImportRun, OwnTrigger};
use db::queries::site_content::{self, Switch};
use diesel::PgConnection;

use self::lock::RunLock;
use self::metrics::ImportMetrics;
use crate::import::ImportContext;
use crate::source::FilingSource;

/// What a scheduled tick did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Tick {
    /// Automatic import is off (SPEC 4.3): nothing was queued.
    AutoRunOff,
    /// A run was already queued or running: nothing was queued.
    AlreadyActive,
    /// A scheduled run was queued and this runner worked it.
    Ran(ImportRun),
    /// A scheduled run was queued; another replica took it.
    LeftQueued,
}

/// What `importer run-once` did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RunOnce {
    /// The run ended (succeeded or failed, see its status).
    Finished(ImportRun),
    /// Another importer holds the run lock: nothing was done.
    Busy,
}

/// Claims and works import runs against the source `S`.
#[derive(Debug)]
pub struct Runner<S> {
    ctx: ImportContext<S>,
    database_url: String,
    /// Set while this process works a run, so its own poll loop does not knock on the lock.
    busy: AtomicBool,
    metrics: ImportMetrics,
}

/// Clears the busy flag when the work ends, however it ends.
struct Busy<'a>(&'a AtomicBool);

impl Drop for Busy<'_> {
    fn drop(&mut self) {
        self.0.store(false, Ordering::Release);
    }
}

impl<S: FilingSource + 'static> Runner<S> {
    /// A runner on `database` (a pool for the work, a session of its own for the run lock),
    /// storing attachment bytes in `store` and reading filings from `source`.
    pub fn new(database: &PoolSettings, store: Arc<dyn AttachmentStore>, source: Arc<S>) -> Self {
        Self {
            ctx: ImportContext {
                pool: db::pool::build_pool(database),
                store,
                source,
            },
            database_url: database.url.clone(),
            busy: AtomicBool::new(false),
            metrics: ImportMetrics::new(),
        }
    }

    /// Reports this runner's runs and its pool (`pool="import"`) on `metrics`.
    pub fn register_metrics(
        &self,
        metrics: &service_kit::metrics::Metrics,
    ) -> prometheus::Result<()> {
        self.metrics.register(metrics.registry())?;
        self.ctx.source.register_metrics(metrics.registry())?;
        metrics.watch_pool("import", &self.ctx.pool);
        Ok(())
    }

    /// Closes runs a stopped importer left `running` (at start-up); does nothing while another
    /// importer holds the run lock. Returns the closed runs' ids.
    pub async fn recover(&self) -> anyhow::Result<Vec<i32>> {
        let Some(lock) = RunLock::try_acquire(&self.database_url).await? else {
            return Ok(Vec::new());
        };
        let closed = self.db(import_runs::fail_abandoned).await;
        lock.release().await;
        let closed = closed?;
        if !closed.is_empty() {
            tracing::warn!(
                ?closed,
                "closed import runs a stopped importer left running"
            );
        }
        Ok(closed)
    }

    /// Claims the oldest queued run and works it; `None` when nothing is queued or another
    /// importer holds the run lock.
    pub async fn poll_once(&self) -> anyhow::Result<Option<ImportRun>> {
        let Some(_busy) = self.mark_busy() else {
            return Ok(None);
        };
        if !self.db(import_runs::any_active).await? {
            return Ok(None);
        }
        let Some(lock) = RunLock::try_acquire(&self.database_url).await? else {
            return Ok(None);
        };
        self.claim_and_work(lock, None).await
    }

    /// On a tick of the schedule: queues a scheduled run while automatic import is on and no
    /// run is queued or running, and works it.
    pub async fn scheduled_tick(&self) -> anyhow::Result<Tick> {
        let auto_run = self
            .db(|conn| site_content::is_enabled(conn, Switch::SerffAutoRun))
            .await?;
        if !auto_run {
            return Ok(Tick::AutoRunOff);
        }
        let queued = self
            .db(|conn| import_runs::queue(conn, OwnTrigger::Scheduled))
            .await?;
        if queued.is_none() {
            return Ok(Tick::AlreadyActive);
        }
        Ok(match self.poll_once().await? {
            Some(run) => Tick::Ran(run),
            None => Tick::LeftQueued,
        })
    }

    /// Imports now (`importer run-once`): works a queued run if staff queued one, else a
    /// `command` run; [`RunOnce::Busy`] while another importer is importing.
    pub async fn run_once(&self) -> anyhow::Result<RunOnce> {
        let Some(_busy) = self.mark_busy() else {
            return Ok(RunOnce::Busy);
        };
        let Some(lock) = RunLock::try_acquire(&self.database_url).await? else {
            return Ok(RunOnce::Busy);
        };
        let run = self.claim_and_work(lock, Some(OwnTrigger::Command)).await?;
        run.map(RunOnce::Finished)
            .ok_or_else(|| anyhow::anyhow!("the queued run disappeared before it was claimed"))
    }

    /// Holding `lock`: closes abandoned runs, queues a run for `own` if given, claims the
    /// oldest queued run and works it; releases the lock.
    async fn claim_and_work(
        &self,
        lock: RunLock,
        own: Option<OwnTrigger>,
    ) -> anyhow::Result<Option<ImportRun>> {
        let claimed = self
            .db(move |conn| {
                let closed = import_runs::fail_abandoned(conn)?;
                if let Some(trigger) = own {
                    import_runs::queue(conn, trigger)?;
                }
                Ok::<_, diesel::result::Error>((closed, import_runs::claim_next(conn)?))
            })
            .await;
        let worked = match claimed {
            Ok((closed, run)) => {
                if !closed.is_empty() {
                    tracing::warn!(
                        ?closed,
                        "closed import runs a stopped importer left running"
                    );
                }
                match run {
                    Some(run) => {
                        let trigger = run.trigger_kind.clone();
                        let started = Instant::now();
                        let ended = execute::execute(&self.ctx, &lock, run).await;
                        self.metrics
                            .record(&trigger, ended.as_ref().ok(), started.elapsed());
                        ended.map(Some)
                    }
                    None => Ok(None),
                }
            }
            Err(e) => Err(e),
        };
        lock.release().await;
        worked
    }

    fn mark_busy(&self) -> Option<Busy<'_>> {
        self.busy
            .compare_exchange(false, true, Ordering::AcqRel, Ordering::Acquire)
            .ok()
            .map(|_| Busy(&self.busy))
    }

    async fn db<T, F>(&self, f: F) -> anyhow::Result<T>
    where
        F: FnOnce(&mut PgConnection) -> diesel::QueryResult<T> + Send + 'static,
        T: Send + 'static,
    {
        Ok(self.ctx.db(f).await?)
    }
}
