//! The rate-filing source: what the importer reads filings from. Departments read SERFF through
//! the NAIC's SERFF State API ([`serff`], `docs/serff-state-api.md`); a state whose system
//! differs implements [`FilingSource`] with its own adapter.

mod model;
pub mod serff;
mod serff_source;

pub use serff_source::SerffSource;

pub use model::{
    RejectedRecord, SourceAttachment, SourceCompany, SourceDisposition, SourceFiling,
    SourceTypeOfInsurance, Window, WindowListing,
};

use std::future::Future;

use chrono::{DateTime, NaiveDateTime, Utc};

/// Why the source could not answer.
#[derive(Debug, thiserror::Error)]
pub enum SourceError {
    /// The source could not be reached or kept failing after retries.
    #[error("the rate-filing source is unavailable: {0}")]
    Unavailable(String),
    /// The source answered something that does not follow its protocol.
    #[error("the rate-filing source answered something unexpected: {0}")]
    Malformed(String),
    /// The source refused the credentials: nothing can be read until staff fix them.
    #[error("the rate-filing source refused the import's credentials: {0}")]
    Unauthorized(String),
    /// The source refused a request as wrong (a client fault): the message names its code.
    #[error("the rate-filing source refused a query: {0}")]
    Refused(String),
    /// The window holds more filings than one answer may: split it.
    #[error("the window holds more filings than the rate-filing source lists in one answer")]
    TooManyRows,
    /// The source does not know the requested attachment.
    #[error("the rate-filing source has no attachment {0}")]
    NoSuchAttachment(String),
}

/// The source's calls so far and the pace its limits allow, for a run's progress and its
/// expected end.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct CallPace {
    /// Throttled calls made since the source was built.
    pub calls_made: u64,
    /// Throttled calls the source makes a minute at most.
    pub calls_per_minute: u32,
}

/// Where filings come from: windows of the source's modification time, read in order.
pub trait FilingSource: Send + Sync {
    /// The source's clock now, in its local time (what windows are written in).
    fn server_now(&self) -> impl Future<Output = Result<NaiveDateTime, SourceError>> + Send;

    /// Every filing modified in `window`, whole: companies, figures, documents, decision.
    fn window(
        &self,
        window: &Window,
    ) -> impl Future<Output = Result<WindowListing, SourceError>> + Send;

    /// The bytes of one attachment (the source enforces its size limit).
    fn attachment(
        &self,
        attachment_id: &str,
    ) -> impl Future<Output = Result<Vec<u8>, SourceError>> + Send;

    /// A time in the source's local time as an instant.
    fn local_to_utc(&self, local: NaiveDateTime) -> DateTime<Utc>;

    /// Calls made so far and the pace allowed.
    fn pace(&self) -> CallPace;

    /// Adds the source's own metrics (its calls, retries, faults) to `registry`.
    fn register_metrics(&self, _registry: &prometheus::Registry) -> prometheus::Result<()> {
        Ok(())
    }
}
