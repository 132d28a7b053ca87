//! What the runner reports on the importer's `/metrics`: runs by trigger and outcome, filings by
//! result, and how long the last run took.

use std::time::Duration;

use db::queries::import_runs::ImportRun;
use prometheus::{Gauge, IntCounterVec, Opts, Registry};

/// The `outcome` of a run that could not even be ended (its row stays `running` until an
/// importer closes it as abandoned); otherwise the outcome is the run's status, `succeeded` or
/// `failed`.
pub const OUTCOME_ERROR: &str = "error";

/// The `result` values of `import_filings_total`, in the order of a run's counts.
const FILING_RESULTS: [&str; 4] = ["new", "updated", "unchanged", "failed"];

/// `import_runs_total{trigger,outcome}`, `import_filings_total{result}` and
/// `import_last_run_duration_seconds`. Cheap to clone; counts from the start of the process.
#[derive(Clone)]
pub struct ImportMetrics {
    runs: IntCounterVec,
    filings: IntCounterVec,
    last_duration: Gauge,
}

impl std::fmt::Debug for ImportMetrics {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ImportMetrics").finish_non_exhaustive()
    }
}

impl Default for ImportMetrics {
    fn default() -> Self {
        Self::new()
    }
}

impl ImportMetrics {
    /// The metrics, registered nowhere yet (see [`ImportMetrics::register`]). Every trigger,
    /// outcome and result starts at 0, so a rate over the first run is not lost.
    pub fn new() -> Self {
        let metrics = Self {
            runs: IntCounterVec::new(
                Opts::new(
                    "import_runs_total",
                    "Import runs this importer worked, by trigger (scheduled, manual, command) and outcome (succeeded, failed, error).",
                ),
                &["trigger", "outcome"],
            )
            .expect("the run counter definition is valid"),
            filings: IntCounterVec::new(
                Opts::new(
                    "import_filings_total",
                    "Filings imported, by result (new, updated, unchanged, failed).",
                ),
                &["result"],
            )
            .expect("the filing counter definition is valid"),
            last_duration: Gauge::new(
                "import_last_run_duration_seconds",
                "How long the last import run this importer worked took.",
            )
            .expect("the duration gauge definition is valid"),
        };
        for trigger in ["scheduled", "manual", "command"] {
            for outcome in ["succeeded", "failed", OUTCOME_ERROR] {
                metrics.runs.with_label_values(&[trigger, outcome]);
            }
        }
        for result in FILING_RESULTS {
            metrics.filings.with_label_values(&[result]);
        }
        metrics
    }

    /// Adds the metrics to `registry` (the one `/metrics` serves).
    pub fn register(&self, registry: &Registry) -> prometheus::Result<()> {
        registry.register(Box::new(self.runs.clone()))?;
        registry.register(Box::new(self.filings.clone()))?;
        registry.register(Box::new(self.last_duration.clone()))
    }

    /// Records a run of `trigger` that took `took` and ended as `ended` (`None`: the run could
    /// not be ended).
    pub fn record(&self, trigger: &str, ended: Option<&ImportRun>, took: Duration) {
        let outcome = ended.map_or(OUTCOME_ERROR, |run| run.status.as_str());
        self.runs.with_label_values(&[trigger, outcome]).inc();
        if let Some(run) = ended {
            let counts = [
                run.new_count,
                run.updated_count,
                run.unchanged_count,
                run.failed_count,
            ];
            for (result, count) in FILING_RESULTS.into_iter().zip(counts) {
                self.filings
                    .with_label_values(&[result])
                    .inc_by(u64::try_from(count).unwrap_or(0));
            }
        }
        self.last_duration.set(took.as_secs_f64());
    }
}
