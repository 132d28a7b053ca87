//! The NAIC SERFF State API v4.1 client: SOAP 1.1 document/literal over HTTPS, as
//! `../shared/reference/serff-state-api.md` describes the API and `docs/serff-state-api.md`
//! fixes how we use it.
//!
//! - [`Condition`] writes query conditions; [`SerffClient::query`] runs `queryFiling`;
//!   [`SerffClient::download`] fetches an attachment block by block.
//! - Every throttled call draws on one [`CallLimiter`]; [`SerffMetrics`] counts what happened.
//! - [`values`] reads the dates and numbers in a row's values.
//!
//! Files hold one concern each: `envelope` writes requests, `dom`/`response`/`fault` read
//! answers, `client`, `call` and `download` make calls, `limiter`/`retry` pace them.

mod call;
mod client;
mod codes;
mod condition;
mod dom;
mod download;
mod envelope;
mod error;
mod fault;
mod limiter;
mod metrics;
mod operation;
mod options;
mod response;
mod retry;
pub mod values;
mod xml;

#[cfg(test)]
mod tests;

pub use client::{QueryAnswer, SerffClient};
pub use codes::{
    CodeHandling, describe as describe_code, handling as code_handling, meaning as code_meaning,
};
pub use condition::{
    Cmp, Condition, ConditionBuilder, ConditionError, LikePattern, Scalar, is_identifier,
};
pub use error::SerffError;
pub use fault::Fault;
pub use limiter::{Budget, CallLimiter, LimiterStats, PENALTY_MARGIN, UNHINTED_PENALTY};
pub use metrics::SerffMetrics;
pub use operation::{Operation, Port, is_throttled};
pub use options::{
    DEFAULT_BLOCK_SIZE, DEFAULT_MAX_ATTACHMENT_BYTES, DEFAULT_MAX_PAGE_BYTES, DEFAULT_RETRIES,
    DEFAULT_TIME_ZONE, SerffOptions, check_base_url,
};
pub use response::{AttachmentIdentifier, Row};
pub use xml::TextPosition;
