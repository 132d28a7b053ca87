//! `SerffClient`: its settings, its HTTP client, and the operations callers use. How one call is
//! made (headers, budget, size cap, retries) is `call.rs`; downloads are `download.rs`.

use std::sync::Arc;

use chrono::{DateTime, Utc};
use chrono_tz::Tz;
use reqwest::redirect::{Attempt, Policy};

use super::condition::{Condition, is_identifier};
use super::envelope;
use super::error::SerffError;
use super::limiter::CallLimiter;
use super::metrics::SerffMetrics;
use super::operation::Operation;
use super::options::{SerffOptions, check_base_url};
use super::response::{self, Row};
use super::retry::RetryPolicy;

/// Redirects followed in a row, within the origin of `SERFF_API_URL` only.
const MAX_REDIRECTS: usize = 5;

/// A client of the SERFF State API. Clone the `Arc` of its limiter into every client that uses
/// the same account ([`SerffClient::with_limiter`]): the budget is the account's.
pub struct SerffClient {
    pub(super) http: reqwest::Client,
    /// The checked base address, without a trailing slash.
    pub(super) base: String,
    pub(super) options: SerffOptions,
    pub(super) policy: RetryPolicy,
    pub(super) limiter: Arc<CallLimiter>,
    pub(super) metrics: SerffMetrics,
}

impl std::fmt::Debug for SerffClient {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SerffClient")
            .field("base", &self.base)
            .field("options", &self.options)
            .finish_non_exhaustive()
    }
}

/// The answer to a query.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QueryAnswer {
    /// The fields asked for, in order: `rows[i].values[j]` is the value of `fields[j]`.
    pub fields: Vec<String>,
    /// The objects that matched (at most 600).
    pub rows: Vec<Row>,
    /// The server's clock when it answered (its HTTP `Date` header), if it sent one: the
    /// importer's windows end at the server's "now", never at its own.
    pub server_time: Option<DateTime<Utc>>,
}

impl QueryAnswer {
    /// The position of `field` among the fields asked for.
    pub fn index_of(&self, field: &str) -> Option<usize> {
        self.fields.iter().position(|f| f == field)
    }

    /// The first string of `field` in `row` (see [`Row::first`]).
    pub fn first<'a>(&self, row: &'a Row, field: &str) -> Option<&'a str> {
        row.first(self.index_of(field)?)
    }
}

impl SerffClient {
    /// A client with its own limiter for `options.budget`; fails when the base address is not
    /// usable (see [`check_base_url`]).
    pub fn new(options: SerffOptions) -> anyhow::Result<Self> {
        let limiter = Arc::new(CallLimiter::new(options.budget));
        Self::with_limiter(options, limiter)
    }

    /// A client whose throttled calls draw on `limiter`.
    pub fn with_limiter(options: SerffOptions, limiter: Arc<CallLimiter>) -> anyhow::Result<Self> {
        let base = check_base_url(&options.base_url)
            .map_err(|reason| anyhow::anyhow!("SERFF_API_URL: {reason}"))?;
        let origin = base.origin();
        service_kit::tls::install_crypto_provider();
        let http = reqwest::Client::builder()
            .connect_timeout(options.connect_timeout)
            .read_timeout(options.read_timeout)
            .timeout(options.request_timeout)
            // The password goes with every request: never follow the server elsewhere.
            .redirect(Policy::custom(move |attempt: Attempt<'_>| {
                if attempt.url().origin() != origin || attempt.previous().len() > MAX_REDIRECTS {
                    attempt.stop()
                } else {
                    attempt.follow()
                }
            }))
            .user_agent(concat!("rate-review-importer/", env!("CARGO_PKG_VERSION")))
            .build()?;
        let policy = RetryPolicy {
            retries: options.retries,
            base: options.backoff_base,
            max: options.backoff_max,
        };
        Ok(Self {
            http,
            base: base.as_str().trim_end_matches('/').to_owned(),
            options,
            policy,
            limiter,
            metrics: SerffMetrics::new(),
        })
    }

    /// The same client counting into `metrics` (one set per process, registered once).
    pub fn with_metrics(mut self, metrics: SerffMetrics) -> Self {
        self.metrics = metrics;
        self
    }

    /// The limiter its throttled calls draw on.
    pub fn limiter(&self) -> &Arc<CallLimiter> {
        &self.limiter
    }

    /// Its counters.
    pub fn metrics(&self) -> &SerffMetrics {
        &self.metrics
    }

    /// The zone the server's dates are in.
    pub fn time_zone(&self) -> Tz {
        self.options.time_zone
    }

    /// Its settings.
    pub fn options(&self) -> &SerffOptions {
        &self.options
    }

    /// `queryFiling`: the `fields` of every `form` object matching `condition`, with their
    /// attachments when `attachment_pattern` is given (`*` for all). Client codes 1004 and 1005
    /// (nothing found) answer no rows; more than 600 rows is [`SerffError::RowLimit`].
    pub async fn query<S: AsRef<str>>(
        &self,
        form: &str,
        fields: &[S],
        condition: &Condition,
        attachment_pattern: Option<&str>,
    ) -> Result<QueryAnswer, SerffError> {
        let operation = Operation::QueryFiling;
        let invalid = |reason: String| SerffError::InvalidRequest { operation, reason };
        if !is_identifier(form) {
            return Err(invalid(format!("{form:?} is not a form name")));
        }
        if fields.is_empty() {
            return Err(invalid("no fields to return were given".to_owned()));
        }
        if let Some(bad) = fields.iter().find(|f| !is_identifier(f.as_ref())) {
            return Err(invalid(format!("{:?} is not a field name", bad.as_ref())));
        }
        let request = envelope::query_filing(form, fields, condition, attachment_pattern)
            .map_err(|e| invalid(e.to_string()))?;
        let (rows, server_time) = self
            .call(
                &request,
                self.options.max_page_bytes,
                response::query_filing,
                Some(Vec::new),
            )
            .await?;
        // Values are matched to fields by position only: a row with another count cannot be
        // matched safely.
        if let Some((i, row)) = rows
            .iter()
            .enumerate()
            .find(|(_, row)| row.values.len() != fields.len())
        {
            return Err(SerffError::Malformed(format!(
                "row {} of the {form} query has {} values for the {} fields asked for",
                i + 1,
                row.values.len(),
                fields.len()
            )));
        }
        Ok(QueryAnswer {
            fields: fields.iter().map(|f| f.as_ref().to_owned()).collect(),
            rows,
            server_time,
        })
    }
}
