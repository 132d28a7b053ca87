//! How the HTTP client reaches the rate-filing source: address, credentials, timeouts, retries
//! and limits. Read from the environment by the importer's settings.

use std::time::Duration;

use web::config::{self, ConfigError};

/// Settings of [`super::HttpFilingSource`].
#[derive(Clone)]
pub struct SourceOptions {
    /// Base address of the contract, e.g. `https://serff.example/state-api/v1` (`SERFF_SOURCE_URL`).
    pub base_url: String,
    /// Bearer token sent as `Authorization: Bearer …` when set (`SERFF_SOURCE_TOKEN`).
    pub token: Option<String>,
    /// Longest wait to open a connection.
    pub connect_timeout: Duration,
    /// Longest wait for the next bytes of an answer (`SERFF_TIMEOUT_MS`, default 30 s).
    pub read_timeout: Duration,
    /// Longest a whole request may take, answer body included (large attachments).
    pub request_timeout: Duration,
    /// Retries after the first attempt of a request (`SERFF_RETRIES`, default 3: four attempts).
    pub retries: u32,
    /// Wait before the first retry; doubled for each further one, with jitter.
    pub backoff_base: Duration,
    /// Longest wait between two attempts.
    pub backoff_max: Duration,
    /// Filings asked for per page (the source may answer fewer).
    pub page_size: u32,
    /// Largest listing page accepted, in bytes (`SERFF_MAX_PAGE_BYTES`, default 16 MiB).
    pub max_page_bytes: u64,
    /// Largest attachment accepted, in bytes (`SERFF_MAX_ATTACHMENT_BYTES`, default 50 MiB).
    pub max_attachment_bytes: u64,
}

impl std::fmt::Debug for SourceOptions {
    // The token stays out of logs.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SourceOptions")
            .field("base_url", &self.base_url)
            .field("token", &self.token.as_ref().map(|_| "<set>"))
            .field("connect_timeout", &self.connect_timeout)
            .field("read_timeout", &self.read_timeout)
            .field("request_timeout", &self.request_timeout)
            .field("retries", &self.retries)
            .field("backoff_base", &self.backoff_base)
            .field("backoff_max", &self.backoff_max)
            .field("page_size", &self.page_size)
            .field("max_page_bytes", &self.max_page_bytes)
            .field("max_attachment_bytes", &self.max_attachment_bytes)
            .finish()
    }
}

/// Default number of retries after the first attempt.
pub const DEFAULT_RETRIES: u32 = 3;
/// Default page size asked for.
pub const DEFAULT_PAGE_SIZE: u32 = 100;
/// Default listing page size limit: 16 MiB, some ten times a full page of 500 filings with
/// their attachment lists.
pub const DEFAULT_MAX_PAGE_BYTES: u64 = 16 * 1024 * 1024;
/// Default attachment size limit: 50 MiB.
pub const DEFAULT_MAX_ATTACHMENT_BYTES: u64 = 50 * 1024 * 1024;

impl SourceOptions {
    /// Options for the source at `base_url` with the defaults: 10 s to connect, 30 s between
    /// bytes, 5 minutes per request, 3 retries from 250 ms up to 8 s, pages of 100, pages of at
    /// most 16 MiB, attachments of at most 50 MiB.
    pub fn new(base_url: impl Into<String>) -> Self {
        Self {
            base_url: base_url.into(),
            token: None,
            connect_timeout: Duration::from_secs(10),
            read_timeout: Duration::from_secs(30),
            request_timeout: Duration::from_secs(300),
            retries: DEFAULT_RETRIES,
            backoff_base: Duration::from_millis(250),
            backoff_max: Duration::from_secs(8),
            page_size: DEFAULT_PAGE_SIZE,
            max_page_bytes: DEFAULT_MAX_PAGE_BYTES,
            max_attachment_bytes: DEFAULT_MAX_ATTACHMENT_BYTES,
        }
    }

    /// `SERFF_SOURCE_URL` (required), `SERFF_SOURCE_TOKEN`, `SERFF_TIMEOUT_MS` (read timeout,
    /// also caps the connect timeout), `SERFF_RETRIES`, `SERFF_MAX_PAGE_BYTES` and
    /// `SERFF_MAX_ATTACHMENT_BYTES`.
    pub fn from_env() -> Result<Self, ConfigError> {
        let base_url = config::required("SERFF_SOURCE_URL")?;
        check_base_url(&base_url).map_err(|reason| ConfigError::Invalid {
            name: "SERFF_SOURCE_URL",
            reason,
        })?;
        let mut options = Self::new(base_url);
        options.token = config::optional("SERFF_SOURCE_TOKEN");
        let timeout_ms: u64 = config::parsed_or("SERFF_TIMEOUT_MS", 30_000)?;
        if timeout_ms == 0 {
            return Err(ConfigError::Invalid {
                name: "SERFF_TIMEOUT_MS",
                reason: "must be more than 0 milliseconds".to_owned(),
            });
        }
        options.read_timeout = Duration::from_millis(timeout_ms);
        options.connect_timeout = options.connect_timeout.min(options.read_timeout);
        options.retries = config::parsed_or("SERFF_RETRIES", DEFAULT_RETRIES)?;
        options.max_page_bytes = byte_limit("SERFF_MAX_PAGE_BYTES", DEFAULT_MAX_PAGE_BYTES)?;
        options.max_attachment_bytes =
            byte_limit("SERFF_MAX_ATTACHMENT_BYTES", DEFAULT_MAX_ATTACHMENT_BYTES)?;
        Ok(options)
    }
}

/// A size limit in bytes from `name`, `default` when unset; 0 would refuse every answer.
fn byte_limit(name: &'static str, default: u64) -> Result<u64, ConfigError> {
    let limit: u64 = config::parsed_or(name, default)?;
    if limit == 0 {
        return Err(ConfigError::Invalid {
            name,
            reason: "must be at least 1 byte".to_owned(),
        });
    }
    Ok(limit)
}

/// Why `url` cannot be the base address of the contract, if it cannot.
pub(super) fn check_base_url(url: &str) -> Result<reqwest::Url, String> {
    let parsed =
        reqwest::Url::parse(url.trim()).map_err(|e| format!("{url:?} is not a URL: {e}"))?;
    if !matches!(parsed.scheme(), "http" | "https") {
        return Err(format!(
            "{url:?} must start with https:// (or http:// for local runs)"
        ));
    }
    if parsed.query().is_some() || parsed.fragment().is_some() {
        return Err(format!("{url:?} must not carry a query or fragment"));
    }
    Ok(parsed)
}
