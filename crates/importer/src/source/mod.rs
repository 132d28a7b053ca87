//! The rate-filing source: what the importer reads filings from. The state's real feed and the
//! simulator speak the JSON contract of `docs/serff-contract.md`; a state whose feed differs
//! implements [`FilingSource`] with its own adapter.

mod http;
mod model;
pub mod serff;

pub use http::{HttpFilingSource, SHA256_HEADER, SourceOptions, sha256_hex};

pub use model::{
    FilingPage, RejectedRecord, SourceAttachment, SourceCompany, SourceFiling,
    SourceTypeOfInsurance,
};

use std::future::Future;

use chrono::{DateTime, Utc};

/// Why the source could not answer.
#[derive(Debug, thiserror::Error)]
pub enum SourceError {
    /// The source could not be reached or kept failing after retries.
    #[error("the rate-filing source is unavailable: {0}")]
    Unavailable(String),
    /// The source answered something that does not follow the contract.
    #[error("the rate-filing source answered something unexpected: {0}")]
    Malformed(String),
    /// The source does not know the requested attachment.
    #[error("the rate-filing source has no attachment {0}")]
    NoSuchAttachment(String),
}

/// Where filings come from.
pub trait FilingSource: Send + Sync {
    /// One page of filings changed since `since` (all filings when `None`), continuing from
    /// `page_token` when given.
    fn changed_since(
        &self,
        since: Option<DateTime<Utc>>,
        page_token: Option<String>,
    ) -> impl Future<Output = Result<FilingPage, SourceError>> + Send;

    /// The bytes of one attachment.
    fn attachment(
        &self,
        attachment_id: &str,
    ) -> impl Future<Output = Result<Vec<u8>, SourceError>> + Send;
}
