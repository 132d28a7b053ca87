//! The state's rate-filing system, in memory: filings with a last-modified clock, incremental
//! listing in pages, attachment bytes by id, and a record of what the importer asked.

use std::collections::{BTreeMap, HashMap};
use std::sync::{Mutex, MutexGuard};
use std::time::Duration;

use chrono::{DateTime, TimeZone, Utc};
use importer::source::{FilingPage, FilingSource, RejectedRecord, SourceError, SourceFiling};

/// An in-memory [`FilingSource`].
#[derive(Debug)]
pub struct MemorySource {
    state: Mutex<State>,
}

#[derive(Debug)]
struct State {
    filings: BTreeMap<String, SourceFiling>,
    files: HashMap<String, Vec<u8>>,
    /// Moves one second with every change, so each change has its own last-modified time.
    clock: DateTime<Utc>,
    page_size: usize,
    listing_delay: Duration,
    unavailable: bool,
    listings: Vec<Option<DateTime<Utc>>>,
    downloads: usize,
    /// Records the first page of every listing reports as unreadable.
    rejected: Vec<RejectedRecord>,
}

impl MemorySource {
    /// An empty source, two filings per page.
    pub fn new() -> Self {
        Self {
            state: Mutex::new(State {
                filings: BTreeMap::new(),
                files: HashMap::new(),
                clock: Utc.with_ymd_and_hms(2026, 11, 20, 8, 0, 0).unwrap(),
                page_size: 2,
                listing_delay: Duration::ZERO,
                unavailable: false,
                listings: Vec::new(),
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
        state.clock += chrono::Duration::seconds(1);
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

    /// Makes every listing report a record with `tracking_number` it could not read.
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

    /// Filings per page.
    pub fn set_page_size(&self, size: usize) {
        self.state().page_size = size.max(1);
    }

    /// Every listing request waits this long before answering.
    pub fn set_listing_delay(&self, delay: Duration) {
        self.state().listing_delay = delay;
    }

    /// While set, listing answers `Unavailable`.
    pub fn set_unavailable(&self, unavailable: bool) {
        self.state().unavailable = unavailable;
    }

    /// The `since` of every listing begun (first-page requests), in order.
    pub fn listings(&self) -> Vec<Option<DateTime<Utc>>> {
        self.state().listings.clone()
    }

    /// How many attachment downloads were asked for.
    pub fn downloads(&self) -> usize {
        self.state().downloads
    }

    fn page(
        &self,
        since: Option<DateTime<Utc>>,
        token: Option<String>,
    ) -> Result<FilingPage, SourceError> {
        let mut state = self.state();
        if state.unavailable {
            return Err(SourceError::Unavailable(
                "503 Service Unavailable after 3 retries".into(),
            ));
        }
        if token.is_none() {
            state.listings.push(since);
        }
        let start: usize = match token {
            None => 0,
            Some(t) => t
                .parse()
                .map_err(|_| SourceError::Malformed(format!("unknown page token {t}")))?,
        };
        let mut changed: Vec<&SourceFiling> = state
            .filings
            .values()
            .filter(|f| since.is_none_or(|s| f.last_modified > s))
            .collect();
        changed.sort_by(|a, b| {
            (a.last_modified, &a.tracking_number).cmp(&(b.last_modified, &b.tracking_number))
        });
        let end = (start + state.page_size).min(changed.len());
        Ok(FilingPage {
            filings: changed[start.min(end)..end]
                .iter()
                .map(|f| (*f).clone())
                .collect(),
            next_page_token: (end < changed.len()).then(|| end.to_string()),
            as_of: state.clock,
            rejected: if start == 0 {
                state.rejected.clone()
            } else {
                Vec::new()
            },
        })
    }
}

impl FilingSource for MemorySource {
    async fn changed_since(
        &self,
        since: Option<DateTime<Utc>>,
        page_token: Option<String>,
    ) -> Result<FilingPage, SourceError> {
        let delay = self.state().listing_delay;
        if !delay.is_zero() {
            tokio::time::sleep(delay).await;
        }
        self.page(since, page_token)
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
}
