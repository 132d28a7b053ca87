//! The state's rate-filing system, in memory: filings with a last-modified clock, listed by
//! window of modification time (refusing a window over its row limit, as SERFF does), attachment
//! bytes by id, and a record of what the importer asked. Its local time is UTC.

use std::collections::{BTreeMap, HashMap};
use std::sync::{Mutex, MutexGuard};
use std::time::Duration;

use chrono::{DateTime, NaiveDateTime, TimeDelta, TimeZone, Utc};
use importer::source::{
    CallPace, FilingSource, RejectedRecord, SourceError, SourceFiling, Window, WindowListing,
};

/// An in-memory [`FilingSource`].
#[derive(Debug)]
pub struct MemorySource {
    state: Mutex<State>,
}

#[derive(Debug)]
struct State {
    filings: BTreeMap<String, SourceFiling>,
    files: HashMap<String, Vec<u8>>,
    /// Moves one hour with every change, so each change has its own last-modified time well
    /// apart from the lag a run keeps behind the server's clock.
    clock: DateTime<Utc>,
    row_limit: usize,
    listing_delay: Duration,
    unavailable: bool,
    /// Filings served before every later window answers `Unavailable`.
    filings_before_outage: Option<usize>,
    filings_served: usize,
    windows: Vec<Window>,
    calls: u64,
    downloads: usize,
    /// Records every window reports as unreadable.
    rejected: Vec<RejectedRecord>,
}

/// How far the server's clock runs ahead of the last change: past the run's lag.
const CLOCK_AHEAD: TimeDelta = TimeDelta::minutes(5);

impl MemorySource {
    /// An empty source that lists up to 600 filings a window.
    pub fn new() -> Self {
        Self {
            state: Mutex::new(State {
                filings: BTreeMap::new(),
                files: HashMap::new(),
                clock: Utc.with_ymd_and_hms(2026, 11, 20, 8, 0, 0).unwrap(),
                row_limit: 600,
                listing_delay: Duration::ZERO,
                unavailable: false,
                filings_before_outage: None,
                filings_served: 0,
                windows: Vec::new(),
                calls: 0,
                downloads: 0,
                rejected: Vec::new(),
            }),
        }
    }

    fn state(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap()
    }

    /// Adds or replaces `filing`, stamped with the next last-modified time, which is returned.
    pub fn put(&self, mut filing: SourceFiling) -> DateTime<Utc> {
        let mut state = self.state();
        state.clock += TimeDelta::hours(1);
        filing.last_modified = state.clock;
        state.filings.insert(filing.tracking_number.clone(), filing);
        state.clock
    }

    /// Amends the filing `tracking` (same tracking number, changed fields) as of the next time.
    pub fn amend(&self, tracking: &str, change: impl FnOnce(&mut SourceFiling)) -> DateTime<Utc> {
        let mut filing = self.state().filings[tracking].clone();
        change(&mut filing);
        self.put(filing)
    }

    /// Makes every window report a record with `tracking_number` it could not read.
    pub fn reject(&self, tracking_number: &str, reason: &str) {
        self.state().rejected.push(RejectedRecord {
            tracking_number: Some(tracking_number.to_owned()),
            reason: reason.to_owned(),
        });
    }

    /// Serves `bytes` as attachment `id`.
    pub fn put_file(&self, id: &str, bytes: &[u8]) {
        self.state().files.insert(id.to_owned(), bytes.to_vec());
    }

    /// Filings a window may hold before it is refused for the row limit.
    pub fn set_row_limit(&self, limit: usize) {
        self.state().row_limit = limit.max(1);
    }

    /// Every window request waits this long before answering.
    pub fn set_listing_delay(&self, delay: Duration) {
        self.state().listing_delay = delay;
    }

    /// While set, windows answer `Unavailable`.
    pub fn set_unavailable(&self, unavailable: bool) {
        self.state().unavailable = unavailable;
    }

    /// Once `count` more filings were served, every window answers `Unavailable` (a source
    /// going down in the middle of a run); `None` ends the outage.
    pub fn set_outage_after(&self, count: Option<usize>) {
        let mut state = self.state();
        let served = state.filings_served;
        state.filings_before_outage = count.map(|c| served + c);
    }

    /// Every window asked for, in order (refused ones too).
    pub fn windows(&self) -> Vec<Window> {
        self.state().windows.clone()
    }

    /// How many attachment downloads were asked for.
    pub fn downloads(&self) -> usize {
        self.state().downloads
    }

    /// The server's clock, as `server_now` answers it.
    pub fn now(&self) -> NaiveDateTime {
        (self.state().clock + CLOCK_AHEAD).naive_utc()
    }

    fn listing(&self, window: &Window) -> Result<WindowListing, SourceError> {
        let mut state = self.state();
        state.calls += 1;
        state.windows.push(window.clone());
        let out = state
            .filings_before_outage
            .is_some_and(|limit| state.filings_served >= limit);
        if state.unavailable || out {
            return Err(SourceError::Unavailable(
                "503 Service Unavailable after 3 retries".into(),
            ));
        }
        let filings: Vec<SourceFiling> = state
            .filings
            .values()
            .filter(|f| {
                let local = f.last_modified.naive_utc();
                local > window.lower
                    && local <= window.upper
                    && window
                        .tracking_prefix
                        .as_deref()
                        .is_none_or(|p| f.tracking_number.starts_with(p))
            })
            .cloned()
            .collect();
        if filings.len() > state.row_limit {
            return Err(SourceError::TooManyRows);
        }
        state.filings_served += filings.len();
        Ok(WindowListing {
            filings,
            rejected: state.rejected.clone(),
            notices: Vec::new(),
        })
    }
}

impl FilingSource for MemorySource {
    async fn server_now(&self) -> Result<NaiveDateTime, SourceError> {
        let mut state = self.state();
        state.calls += 1;
        if state.unavailable {
            return Err(SourceError::Unavailable(
                "503 Service Unavailable after 3 retries".into(),
            ));
        }
        Ok((state.clock + CLOCK_AHEAD).naive_utc())
    }

    async fn window(&self, window: &Window) -> Result<WindowListing, SourceError> {
        let delay = self.state().listing_delay;
        // A slow source is what the tests that set a delay are about: time is the subject.
        if !delay.is_zero() {
            tokio::time::sleep(delay).await;
        }
        self.listing(window)
    }

    async fn attachment(&self, attachment_id: &str) -> Result<Vec<u8>, SourceError> {
        let mut state = self.state();
        state.downloads += 1;
        state
            .files
            .get(attachment_id)
            .cloned()
            .ok_or_else(|| SourceError::NoSuchAttachment(attachment_id.to_owned()))
    }

    fn local_to_utc(&self, local: NaiveDateTime) -> DateTime<Utc> {
        local.and_utc()
    }

    fn pace(&self) -> CallPace {
        CallPace {
            calls_made: self.state().calls,
            calls_per_minute: 50,
        }
    }
}
