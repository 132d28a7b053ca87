//! Working one claimed run: read the rate-filing system window by window up to its clock —
//! from the cursor for a scheduled run, from the start for one staff or an operator asked for
//! (everything SERFF holds, which also catches a change that did not move a filing's
//! modification time) — finishing first the windows a stopped run left, import each window's
//! filings, mark the window done and move the cursor, and end the run with its counts.
//!
//! A window the server refuses for its row limit is split (journaled, so a crash resumes at the
//! part it was reading); a window far longer than the density seen is split before it is asked
//! for. The run's progress in calls and its expected end are saved after every window.

use std::time::Instant;

use chrono::{DateTime, NaiveDateTime, TimeDelta, Utc};
use db::queries::import_runs::windows::{self, CallProgress, JournalWindow, WindowBounds};
use db::queries::import_runs::{self, ImportRun, RunEnd};

use super::lock::RunLock;
use super::plan;
use crate::import::{ImportContext, Tally, import_page};
use crate::source::{FilingSource, SourceError, Window};

/// What staff read after a run's error: nothing is lost by stopping.
const NEXT_TIME: &str = "The next run goes on from where this one stopped.";

/// Imports for the running run `run` while `lock` is held, and ends it. An error means the run
/// could not even be ended; it stays `running` until an importer closes it as abandoned.
pub(super) async fn execute<S: FilingSource>(
    ctx: &ImportContext<S>,
    lock: &RunLock,
    run: ImportRun,
) -> anyhow::Result<ImportRun> {
    let id = run.import_run_id;
    tracing::info!(import_run_id = id, trigger = %run.trigger_kind, "import run started");
    let mut sync = WindowSync::new(ctx, lock, id, run.trigger_kind == "scheduled");
    let error_text = sync.run().await.err();
    let end = RunEnd {
        counts: sync.tally.counts,
        error_text,
        source_as_of: sync.as_of,
    };
    let finished = ctx
        .db(move |conn| import_runs::finish(conn, id, &end))
        .await?
        .ok_or_else(|| anyhow::anyhow!("import run {id} was closed by another importer"))?;
    tracing::info!(
        import_run_id = id,
        status = %finished.status,
        new = finished.new_count,
        updated = finished.updated_count,
        unchanged = finished.unchanged_count,
        failed = finished.failed_count,
        error = finished.error_text.as_deref().unwrap_or(""),
        "import run ended"
    );
    Ok(finished)
}

/// One run's walk through the windows.
struct WindowSync<'a, S> {
    ctx: &'a ImportContext<S>,
    lock: &'a RunLock,
    id: i32,
    tally: Tally,
    /// The server's clock when this run planned its range.
    as_of: Option<DateTime<Utc>>,
    /// Whether this run has planned its range from the cursor to the server's clock yet.
    planned_range: bool,
    /// Whether the range starts at the cursor (scheduled runs) or at the start.
    incremental: bool,
    /// Rows per second in the latest window read whole.
    density: Option<f64>,
    /// The source's throttled calls when the run began, and rows read since.
    calls_at_start: u64,
    rows_read: u64,
    started: Instant,
}

impl<'a, S: FilingSource> WindowSync<'a, S> {
    fn new(ctx: &'a ImportContext<S>, lock: &'a RunLock, id: i32, incremental: bool) -> Self {
        Self {
            ctx,
            lock,
            id,
            tally: Tally::default(),
            as_of: None,
            planned_range: false,
            incremental,
            density: None,
            calls_at_start: ctx.source.pace().calls_made,
            rows_read: 0,
            started: Instant::now(),
        }
    }

    /// Reads windows until none is planned; the error is the run's error text for staff.
    async fn run(&mut self) -> Result<(), String> {
        loop {
            self.lock
                .check()
                .await
                .map_err(|e| format!("{e:#}. {NEXT_TIME}"))?;
            let planned = self.db(windows::planned).await?;
            if !self.planned_range && !planned.is_empty() && !self.incremental {
                // Finishing a stopped run's windows completes its read: what is left after
                // them is only what changed since.
                tracing::info!(
                    import_run_id = self.id,
                    windows = planned.len(),
                    "resuming a stopped run's windows"
                );
                self.incremental = true;
            }
            let Some(window) = planned.first() else {
                if self.planned_range {
                    return Ok(());
                }
                self.plan_range().await?;
                continue;
            };
            let target = planned.iter().map(|w| w.upper_bound).max();
            self.read(window, target).await?;
        }
    }

    /// Plans the range from the cursor (less the overlap; the start for a full run) to the
    /// server's clock (less the lag).
    async fn plan_range(&mut self) -> Result<(), String> {
        self.planned_range = true;
        let clock = self
            .ctx
            .source
            .server_now()
            .await
            .map_err(|e| source_failed(&e))?;
        self.as_of = Some(self.ctx.source.local_to_utc(clock));
        let cursor = if self.incremental {
            self.db(windows::cursor).await?
        } else {
            None
        };
        let since = cursor.map(|c| self.ctx.source.local_to_utc(c - plan::OVERLAP));
        let id = self.id;
        let range = plan::range(cursor, clock);
        self.db(move |conn| {
            import_runs::set_source_since(conn, id, since)?;
            if let Some((lower, upper)) = range {
                let whole = WindowBounds {
                    lower,
                    upper,
                    tracking_prefix: None,
                };
                windows::plan(conn, id, &[whole])?;
            }
            Ok::<_, diesel::result::Error>(())
        })
        .await?;
        tracing::info!(import_run_id = id, ?cursor, ?range, "import range planned");
        Ok(())
    }

    /// Reads one planned window: splits it when it is too long or the server refuses it for its
    /// row limit, otherwise imports its filings and marks it done.
    async fn read(
        &mut self,
        journaled: &JournalWindow,
        target: Option<NaiveDateTime>,
    ) -> Result<(), String> {
        let bounds = WindowBounds {
            lower: journaled.lower_bound,
            upper: journaled.upper_bound,
            tracking_prefix: journaled.tracking_prefix.clone(),
        };
        if let Some(parts) = plan::fit(&bounds, self.density) {
            return self.split(journaled.import_window_id, parts).await;
        }
        let window = Window {
            lower: bounds.lower,
            upper: bounds.upper,
            tracking_prefix: bounds.tracking_prefix.clone(),
        };
        let listing = match self.ctx.source.window(&window).await {
            Ok(listing) => listing,
            Err(SourceError::TooManyRows) => {
                let parts = plan::split(&bounds)
                    .map_err(|e| format!("{}. {NEXT_TIME}", capitalised(&e.to_string())))?;
                tracing::info!(
                    ?window,
                    parts = parts.len(),
                    "window over the row limit split"
                );
                return self.split(journaled.import_window_id, parts).await;
            }
            Err(e) => {
                return Err(format!(
                    "{} (reading the changes from {} to {}{}). {NEXT_TIME}",
                    capitalised(&e.to_string()),
                    bounds.lower,
                    bounds.upper,
                    bounds
                        .tracking_prefix
                        .as_deref()
                        .map(|p| format!(", tracking numbers starting {p}"))
                        .unwrap_or_default(),
                ));
            }
        };
        import_page(self.ctx, self.id, &listing, &mut self.tally)
            .await
            .map_err(|e| format!("{}. {NEXT_TIME}", capitalised(&e.to_string())))?;
        let rows = listing.filings.len() + listing.rejected.len();
        let count = i32::try_from(rows).unwrap_or(i32::MAX);
        let window_id = journaled.import_window_id;
        self.db(move |conn| windows::finish(conn, window_id, count))
            .await?;
        self.rows_read += rows as u64;
        if let Some(density) = plan::density(&bounds, rows) {
            self.density = Some(density);
        }
        self.record_progress(bounds.upper, target).await
    }

    async fn split(&mut self, window_id: i32, parts: Vec<WindowBounds>) -> Result<(), String> {
        let id = self.id;
        self.db(move |conn| windows::split(conn, window_id, id, &parts))
            .await
            .map(|_| ())
    }

    /// Saves the calls made so far and, once the density is known, the calls the rest of the
    /// range needs and when the run should end at the source's pace.
    async fn record_progress(
        &mut self,
        reached: NaiveDateTime,
        target: Option<NaiveDateTime>,
    ) -> Result<(), String> {
        let pace = self.ctx.source.pace();
        let made = pace.calls_made.saturating_sub(self.calls_at_start);
        let remaining = match (self.density, target) {
            (Some(density), Some(target)) if target > reached && self.rows_read > 0 => {
                let rows_left = density * (target - reached).as_seconds_f64();
                #[allow(clippy::cast_precision_loss)]
                let calls_per_row = made as f64 / self.rows_read as f64;
                // Bounded by the range's rows times the calls per row.
                #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
                Some((rows_left * calls_per_row).ceil() as u64)
            }
            (_, Some(target)) if target <= reached => Some(0),
            _ => None,
        };
        let expected_finish_at = remaining.map(|calls| {
            let per_minute = pace.calls_per_minute.max(1);
            // Calls are far below 2^52, and the wait far below i64 milliseconds.
            #[allow(clippy::cast_precision_loss, clippy::cast_possible_truncation)]
            let wait =
                TimeDelta::milliseconds((calls as f64 / f64::from(per_minute) * 60_000.0) as i64);
            Utc::now() + wait
        });
        let progress = CallProgress {
            calls_planned: remaining.map(|r| i32::try_from(made + r).unwrap_or(i32::MAX)),
            calls_made: i32::try_from(made).unwrap_or(i32::MAX),
            expected_finish_at,
        };
        tracing::debug!(import_run_id = self.id, ?progress, elapsed = ?self.started.elapsed(), "import progress");
        let id = self.id;
        self.db(move |conn| windows::record_calls(conn, id, &progress))
            .await
    }

    async fn db<T, F>(&self, f: F) -> Result<T, String>
    where
        F: FnOnce(&mut diesel::PgConnection) -> Result<T, diesel::result::Error> + Send + 'static,
        T: Send + 'static,
    {
        self.ctx
            .db(f)
            .await
            .map_err(|e| format!("The import could not use its database: {e}. {NEXT_TIME}"))
    }
}

fn source_failed(e: &SourceError) -> String {
    format!("{}. {NEXT_TIME}", capitalised(&e.to_string()))
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
