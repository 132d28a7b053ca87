//! What the client counts, for the importer's `/metrics`: calls by operation, retries, faults by
//! kind, and how much the call budget held calls back. Made unregistered; the runner registers
//! them with [`SerffMetrics::register`] once it serves them.

use std::time::Duration;

use prometheus::{Counter, IntCounter, IntCounterVec, Opts, Registry};

use super::fault::Fault;
use super::operation::Operation;

/// The `kind` label values of `serff_faults_total`.
const FAULT_KINDS: [&str; 5] = ["client", "server", "call_rate", "row_limit", "other"];

/// The client's counters. Cheap to clone; clones count into the same series.
#[derive(Clone)]
pub struct SerffMetrics {
    calls: IntCounterVec,
    retries: IntCounterVec,
    faults: IntCounterVec,
    throttle_waits: IntCounter,
    throttle_wait_seconds: Counter,
    block_rereads: IntCounter,
}

impl std::fmt::Debug for SerffMetrics {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SerffMetrics").finish_non_exhaustive()
    }
}

impl Default for SerffMetrics {
    fn default() -> Self {
        Self::new()
    }
}

impl SerffMetrics {
    /// The counters, registered nowhere yet, every label value at 0 (so that a rate over the
    /// first run is not lost).
    pub fn new() -> Self {
        let metrics = Self {
            calls: IntCounterVec::new(
                Opts::new(
                    "serff_calls_total",
                    "Calls sent to the SERFF State API, by operation (retries and repeats included).",
                ),
                &["operation"],
            )
            .expect("the call counter definition is valid"),
            retries: IntCounterVec::new(
                Opts::new(
                    "serff_retries_total",
                    "SERFF State API calls retried after a transient failure, by operation.",
                ),
                &["operation"],
            )
            .expect("the retry counter definition is valid"),
            faults: IntCounterVec::new(
                Opts::new(
                    "serff_faults_total",
                    "SOAP faults the SERFF State API answered, by operation and kind (client, server, call_rate, row_limit, other).",
                ),
                &["operation", "kind"],
            )
            .expect("the fault counter definition is valid"),
            throttle_waits: IntCounter::new(
                "serff_throttle_waits_total",
                "Throttled SERFF State API calls that waited for the call budget or a penalty.",
            )
            .expect("the wait counter definition is valid"),
            throttle_wait_seconds: Counter::new(
                "serff_throttle_wait_seconds_total",
                "Time SERFF State API calls waited for the call budget or a penalty.",
            )
            .expect("the wait time counter definition is valid"),
            block_rereads: IntCounter::new(
                "serff_block_rereads_total",
                "Attachment blocks read again because their MD5 did not match.",
            )
            .expect("the re-read counter definition is valid"),
        };
        for operation in Operation::ALL {
            metrics.calls.with_label_values(&[operation.name()]);
            metrics.retries.with_label_values(&[operation.name()]);
            for kind in FAULT_KINDS {
                metrics.faults.with_label_values(&[operation.name(), kind]);
            }
        }
        metrics
    }

    /// Adds the counters to `registry` (the one `/metrics` serves).
    pub fn register(&self, registry: &Registry) -> prometheus::Result<()> {
        registry.register(Box::new(self.calls.clone()))?;
        registry.register(Box::new(self.retries.clone()))?;
        registry.register(Box::new(self.faults.clone()))?;
        registry.register(Box::new(self.throttle_waits.clone()))?;
        registry.register(Box::new(self.throttle_wait_seconds.clone()))?;
        registry.register(Box::new(self.block_rereads.clone()))
    }

    /// Calls of `operation` sent so far.
    pub fn calls(&self, operation: Operation) -> u64 {
        self.calls.with_label_values(&[operation.name()]).get()
    }

    /// Retries of `operation` so far.
    pub fn retries(&self, operation: Operation) -> u64 {
        self.retries.with_label_values(&[operation.name()]).get()
    }

    /// Faults of `operation` of `kind` (`client`, `server`, `call_rate`, `row_limit`, `other`).
    pub fn faults(&self, operation: Operation, kind: &str) -> u64 {
        self.faults
            .with_label_values(&[operation.name(), kind])
            .get()
    }

    /// Calls that waited for the budget or a penalty.
    pub fn throttle_waits(&self) -> u64 {
        self.throttle_waits.get()
    }

    /// Blocks read again after an MD5 mismatch.
    pub fn block_rereads(&self) -> u64 {
        self.block_rereads.get()
    }

    pub(super) fn called(&self, operation: Operation) {
        self.calls.with_label_values(&[operation.name()]).inc();
    }

    pub(super) fn retried(&self, operation: Operation) {
        self.retries.with_label_values(&[operation.name()]).inc();
    }

    pub(super) fn faulted(&self, operation: Operation, fault: &Fault) {
        let kind = match fault {
            Fault::ClientException { .. } => "client",
            Fault::ServerException { .. } => "server",
            Fault::CallRateExceeded { .. } => "call_rate",
            Fault::RowLimit { .. } => "row_limit",
            Fault::Other { .. } => "other",
        };
        self.faults
            .with_label_values(&[operation.name(), kind])
            .inc();
    }

    pub(super) fn waited(&self, wait: Duration) {
        if !wait.is_zero() {
            self.throttle_waits.inc();
            self.throttle_wait_seconds.inc_by(wait.as_secs_f64());
        }
    }

    pub(super) fn reread(&self) {
        self.block_rereads.inc();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_series_is_registered_and_starts_at_zero() {
        let metrics = SerffMetrics::new();
        let registry = Registry::new();

        metrics.register(&registry).expect("registered");
        metrics.called(Operation::ReadBlock);
        metrics.waited(Duration::from_millis(1_500));

        let names: Vec<String> = registry
            .gather()
            .iter()
            .map(|family| family.name().to_owned())
            .collect();
        assert_eq!(names.len(), 6, "{names:?}");
        assert_eq!(metrics.calls(Operation::ReadBlock), 1);
        assert_eq!(metrics.calls(Operation::QueryFiling), 0);
        assert_eq!(metrics.throttle_waits(), 1);
        assert_eq!(metrics.faults(Operation::QueryFiling, "row_limit"), 0);
    }
}
