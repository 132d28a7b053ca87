//! The simulator's memory: the filings in change order, their documents, a monotonic clock,
//! the faults in force and counters. Handlers hold its lock only while they read or change it.

use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;

use chrono::{DateTime, TimeDelta, Utc};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde::Serialize;

use super::config::{Faults, SimConfig};
use super::documents::Library;
use super::records::SourceFiling;
use super::snapshot::Snapshot;
use super::soap::SoapState;

/// What the simulator counted since it started or was reset (`GET /_sim/stats`).
#[derive(Debug, Clone, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Stats {
    /// SOAP answers replaced by a bare 500 or 503.
    pub errors_injected: u64,
    /// SOAP answers cut off half-way.
    pub truncations_injected: u64,
    /// SOAP answers delayed.
    pub slowed: u64,
    /// Bytes of padding handed to the connection by the oversize faults: how far a client
    /// read before it hung up.
    pub padding_bytes_sent: u64,
    /// SOAP answers redirected to another origin.
    pub redirects_injected: u64,
    /// Filings amended.
    pub amendments: u64,
    /// The SOAP State API's counters.
    pub soap: SoapStats,
}

/// What the SOAP State API counted (`counters.soap` of `GET /_sim/stats`).
#[derive(Debug, Clone, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SoapStats {
    /// Authenticated calls by operation name (throttled and faulted ones included).
    pub calls_by_operation: BTreeMap<String, u64>,
    /// Calls refused with 401 (no, wrong or expired password).
    pub unauthorized: u64,
    /// Calls refused by the throttle (`CallRateExceededException`).
    pub throttled: u64,
    /// The longest run of one user's calls the throttle refused in a row (an admitted call
    /// ends a run; downloads, which it does not count, neither lengthen nor end one): 1 for a
    /// client that waits the hint, more for one that calls again too soon.
    pub longest_throttled_streak: u64,
    /// Queries refused for matching too many rows (client code 1003).
    pub row_limit_faults: u64,
    /// Other client faults (bad envelope, operation, condition, field, download order).
    pub client_faults: u64,
    /// Calls answered with an injected `ServerException`.
    pub server_errors_injected: u64,
    /// `readBlock` answers given a wrong MD5 on purpose.
    pub bad_md5_injected: u64,
    /// Rows sent in query answers.
    pub rows_served: u64,
    /// Downloads ended with `endDownload`.
    pub downloads_completed: u64,
    /// Attachment bytes sent in `readBlock` answers.
    pub bytes_served: u64,
}

/// What the flaky-network faults do to one SOAP answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Mishap {
    /// Answer normally.
    None,
    /// Answer this server error instead.
    Error(u16),
    /// Cut the body off half-way.
    Truncate,
}

/// The simulator's state.
#[derive(Debug)]
pub(super) struct SimState {
    pub(super) config: SimConfig,
    /// What a reset returns to.
    snapshot: Arc<Snapshot>,
    pub(super) filings: Vec<SourceFiling>,
    pub(super) by_tracking: HashMap<String, usize>,
    /// Change order: (last modified, tracking number) → index into `filings`.
    pub(super) order: BTreeMap<(DateTime<Utc>, String), usize>,
    pub(super) library: Library,
    /// The last time handed out; every new one is later.
    clock: DateTime<Utc>,
    /// Amendment requests so far (seeds each one's choices).
    pub(super) amend_rounds: u64,
    pub(super) faults: Faults,
    fault_rng: StdRng,
    pub(super) stats: Stats,
    /// The SOAP side's throttle, downloads and fault draws.
    pub(super) soap: SoapState,
}

impl SimState {
    /// Serves the filings and documents of `snapshot` as `config` says.
    pub(super) fn new(config: SimConfig, snapshot: Arc<Snapshot>) -> Self {
        let Snapshot { filings, library } = Snapshot::clone(&snapshot);
        let by_tracking = filings
            .iter()
            .enumerate()
            .map(|(i, f)| (f.tracking_number.clone(), i))
            .collect();
        let order = filings
            .iter()
            .enumerate()
            .map(|(i, f)| ((f.last_modified, f.tracking_number.clone()), i))
            .collect();
        let clock = filings
            .iter()
            .map(|f| f.last_modified)
            .max()
            .unwrap_or(DateTime::UNIX_EPOCH);
        let config_seed = config.seed;
        Self {
            faults: config.faults.clone(),
            fault_rng: StdRng::seed_from_u64(config.seed.rotate_left(17)),
            config,
            snapshot,
            filings,
            by_tracking,
            order,
            library,
            clock,
            amend_rounds: 0,
            stats: Stats::default(),
            soap: SoapState::new(config_seed),
        }
    }

    /// Back to the filings it started with, generated or read (amendments undone, counters
    /// cleared, downloads closed); faults, the clock and the throttle's windows stay.
    pub(super) fn reset(&mut self) {
        let mut fresh = Self::new(self.config.clone(), self.snapshot.clone());
        fresh.soap.keep_throttle(&mut self.soap);
        let (clock, faults) = (self.clock, std::mem::take(&mut self.faults));
        *self = fresh;
        self.clock = self.clock.max(clock);
        self.faults = faults;
    }

    /// Why `faults` cannot be used with these filings: the illegal-XML fault must name one.
    pub(super) fn check_illegal_xml_filing(&self, faults: &Faults) -> Result<(), String> {
        match &faults.illegal_xml_filing {
            Some(tracking) if !self.by_tracking.contains_key(tracking) => Err(format!(
                "illegalXmlFiling names {tracking:?}, which is not a filing of this simulator"
            )),
            _ => Ok(()),
        }
    }

    /// Now, in whole microseconds, and always later than any time handed out before: two
    /// amendments never share a last-modified time.
    pub(super) fn tick(&mut self) -> DateTime<Utc> {
        let now =
            DateTime::from_timestamp_micros(Utc::now().timestamp_micros()).unwrap_or(self.clock);
        self.clock = now.max(self.clock + TimeDelta::microseconds(1));
        self.clock
    }

    /// Decides what the flaky network does to the next SOAP answer (counted).
    pub(super) fn roll_mishap(&mut self) -> Mishap {
        let roll: f64 = self.fault_rng.random();
        if roll < self.faults.error_rate {
            self.stats.errors_injected += 1;
            Mishap::Error(if self.fault_rng.random_ratio(1, 4) {
                503
            } else {
                500
            })
        } else if roll < self.faults.error_rate + self.faults.truncate_rate {
            self.stats.truncations_injected += 1;
            Mishap::Truncate
        } else {
            Mishap::None
        }
    }
}
