//! How the client reaches the State API: address, account, the server's time zone, the call
//! budget, timeouts, retries and limits. The timeout, retry and size settings keep the names
//! and defaults of the JSON client's (`source::http::options`), so a deployment keeps them.

use std::str::FromStr;
use std::time::Duration;

use chrono_tz::Tz;
use reqwest::Url;
use service_kit::config::{self, ConfigError, RunMode};

use super::limiter::{Budget, UNHINTED_PENALTY};
use super::operation::Port;

/// Default retries after the first attempt (`SERFF_RETRIES`).
pub const DEFAULT_RETRIES: u32 = 3;
/// Default limit on a query's answer: 16 MiB, far more than 600 rows of the fields we ask for.
pub const DEFAULT_MAX_PAGE_BYTES: u64 = 16 * 1024 * 1024;
/// Default attachment size limit: 50 MiB.
pub const DEFAULT_MAX_ATTACHMENT_BYTES: u64 = 50 * 1024 * 1024;
/// The block size asked for in `beginDownload`, as Connecticut asks (reference §7).
pub const DEFAULT_BLOCK_SIZE: u64 = 1_000_000;
/// The server's zone when `SERFF_TIME_ZONE` is unset: NAIC is in Kansas City.
pub const DEFAULT_TIME_ZONE: Tz = chrono_tz::America::Chicago;

/// Settings of [`super::SerffClient`].
#[derive(Clone)]
pub struct SerffOptions {
    /// Base address up to and including `/state-api_4.1` (`SERFF_API_URL`); the ports are
    /// `{base}/Filing`, `{base}/Attachment`, ….
    pub base_url: String,
    /// The State API account (`SERFF_API_USER`).
    pub user: String,
    /// Its password (`SERFF_API_PASSWORD`); kept out of `Debug`.
    pub password: String,
    /// The zone the server's dates are in (`SERFF_TIME_ZONE`, default `America/Chicago`).
    pub time_zone: Tz,
    /// The budget for throttled calls (`SERFF_CALLS_PER_MINUTE`, `SERFF_CALLS_PER_HOUR`).
    pub budget: Budget,
    /// Longest wait to open a connection.
    pub connect_timeout: Duration,
    /// Longest wait for the next bytes of an answer (`SERFF_TIMEOUT_MS`, default 30 s).
    pub read_timeout: Duration,
    /// Longest one call may take, answer included.
    pub request_timeout: Duration,
    /// Retries after the first attempt of a call (`SERFF_RETRIES`, default 3).
    pub retries: u32,
    /// Wait before the first retry; doubled for each further one, with jitter.
    pub backoff_base: Duration,
    /// Longest wait between two attempts.
    pub backoff_max: Duration,
    /// Largest query answer accepted, in bytes (`SERFF_MAX_PAGE_BYTES`, default 16 MiB).
    pub max_page_bytes: u64,
    /// Largest attachment accepted, in bytes (`SERFF_MAX_ATTACHMENT_BYTES`, default 50 MiB).
    pub max_attachment_bytes: u64,
    /// `maxBlockSize` asked for in `beginDownload` (default 1,000,000).
    pub block_size: u64,
    /// Times a block whose MD5 does not match is read again (default 3).
    pub block_rereads: u32,
    /// Times one call is repeated after a call-rate fault before giving up (default 5). These
    /// repeats are not retries: the server refused to count the call, not failed it.
    pub rate_repeats: u32,
    /// Longest call-rate wait sat through (default 15 minutes); a fault asking for more fails
    /// the call as throttled, so that a run does not hang for most of an hour.
    pub max_rate_wait: Duration,
    /// The wait after a call-rate fault without a usable hint, such as client code 1006
    /// (default [`UNHINTED_PENALTY`], 60 s).
    pub unhinted_rate_wait: Duration,
}

impl std::fmt::Debug for SerffOptions {
    // The password stays out of logs.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SerffOptions")
            .field("base_url", &self.base_url)
            .field("user", &self.user)
            .field("password", &"<set>")
            .field("time_zone", &self.time_zone)
            .field("budget", &self.budget)
            .field("connect_timeout", &self.connect_timeout)
            .field("read_timeout", &self.read_timeout)
            .field("request_timeout", &self.request_timeout)
            .field("retries", &self.retries)
            .field("backoff_base", &self.backoff_base)
            .field("backoff_max", &self.backoff_max)
            .field("max_page_bytes", &self.max_page_bytes)
            .field("max_attachment_bytes", &self.max_attachment_bytes)
            .field("block_size", &self.block_size)
            .field("block_rereads", &self.block_rereads)
            .field("rate_repeats", &self.rate_repeats)
            .field("max_rate_wait", &self.max_rate_wait)
            .field("unhinted_rate_wait", &self.unhinted_rate_wait)
            .finish()
    }
}

impl SerffOptions {
    /// Options for the account `user` at `base_url` with the defaults: Chicago time, 50 calls a
    /// minute and 900 an hour, 10 s to connect, 30 s between bytes, 5 minutes per call, 3
    /// retries from 250 ms up to 8 s, answers up to 16 MiB, attachments up to 50 MiB in blocks
    /// of 1,000,000 bytes each read up to 3 more times, 5 repeats after call-rate faults, waits
    /// of up to 15 minutes (60 s without a hint).
    pub fn new(
        base_url: impl Into<String>,
        user: impl Into<String>,
        password: impl Into<String>,
    ) -> Self {
        Self {
            base_url: base_url.into(),
            user: user.into(),
            password: password.into(),
            time_zone: DEFAULT_TIME_ZONE,
            budget: Budget::default(),
            connect_timeout: Duration::from_secs(10),
            read_timeout: Duration::from_secs(30),
            request_timeout: Duration::from_secs(300),
            retries: DEFAULT_RETRIES,
            backoff_base: Duration::from_millis(250),
            backoff_max: Duration::from_secs(8),
            max_page_bytes: DEFAULT_MAX_PAGE_BYTES,
            max_attachment_bytes: DEFAULT_MAX_ATTACHMENT_BYTES,
            block_size: DEFAULT_BLOCK_SIZE,
            block_rereads: 3,
            rate_repeats: 5,
            max_rate_wait: Duration::from_secs(15 * 60),
            unhinted_rate_wait: UNHINTED_PENALTY,
        }
    }

    /// `SERFF_API_URL`, `SERFF_API_USER`, `SERFF_API_PASSWORD` (required), `SERFF_TIME_ZONE`,
    /// `SERFF_CALLS_PER_MINUTE`, `SERFF_CALLS_PER_HOUR`, `SERFF_TIMEOUT_MS` (read timeout, also
    /// caps the connect timeout), `SERFF_RETRIES`, `SERFF_MAX_PAGE_BYTES`,
    /// `SERFF_MAX_ATTACHMENT_BYTES`. Outside development a password carrying the development
    /// marker is refused.
    pub fn from_env() -> Result<Self, ConfigError> {
        Self::from_lookup(RunMode::from_env()?, config::optional)
    }

    /// [`SerffOptions::from_env`] over any source of settings (tests give a map).
    pub fn from_lookup(
        mode: RunMode,
        lookup: impl Fn(&'static str) -> Option<String>,
    ) -> Result<Self, ConfigError> {
        let required = |name| lookup(name).ok_or(ConfigError::Missing(name));
        let base_url = required("SERFF_API_URL")?;
        check_base_url(&base_url).map_err(|reason| ConfigError::Invalid {
            name: "SERFF_API_URL",
            reason,
        })?;
        let user = required("SERFF_API_USER")?;
        if user.contains(':') {
            // HTTP Basic cannot carry a user name with a colon (RFC 7617).
            return Err(ConfigError::Invalid {
                name: "SERFF_API_USER",
                reason: "must not contain ':'".to_owned(),
            });
        }
        let password =
            config::optional_secret(mode, "SERFF_API_PASSWORD", lookup("SERFF_API_PASSWORD"))?
                .ok_or(ConfigError::Missing("SERFF_API_PASSWORD"))?;
        let mut options = Self::new(base_url.trim(), user.trim(), password);
        if let Some(zone) = lookup("SERFF_TIME_ZONE") {
            options.time_zone = Tz::from_str(zone.trim()).map_err(|_| ConfigError::Invalid {
                name: "SERFF_TIME_ZONE",
                reason: format!("{zone:?} is not an IANA time zone name such as America/Chicago"),
            })?;
        }
        options.budget = Budget {
            per_minute: at_least_one(&lookup, "SERFF_CALLS_PER_MINUTE", options.budget.per_minute)?,
            per_hour: at_least_one(&lookup, "SERFF_CALLS_PER_HOUR", options.budget.per_hour)?,
        };
        let timeout_ms = at_least_one(&lookup, "SERFF_TIMEOUT_MS", 30_000_u64)?;
        options.read_timeout = Duration::from_millis(timeout_ms);
        options.connect_timeout = options.connect_timeout.min(options.read_timeout);
        options.retries = parsed(&lookup, "SERFF_RETRIES", DEFAULT_RETRIES)?;
        options.max_page_bytes =
            at_least_one(&lookup, "SERFF_MAX_PAGE_BYTES", DEFAULT_MAX_PAGE_BYTES)?;
        options.max_attachment_bytes = at_least_one(
            &lookup,
            "SERFF_MAX_ATTACHMENT_BYTES",
            DEFAULT_MAX_ATTACHMENT_BYTES,
        )?;
        Ok(options)
    }
}

/// `name` parsed as `T`, `default` when unset.
fn parsed<T: FromStr>(
    lookup: &impl Fn(&'static str) -> Option<String>,
    name: &'static str,
    default: T,
) -> Result<T, ConfigError>
where
    T::Err: std::fmt::Display,
{
    match lookup(name) {
        None => Ok(default),
        Some(raw) => raw
            .trim()
            .parse()
            .map_err(|e: T::Err| ConfigError::Invalid {
                name,
                reason: e.to_string(),
            }),
    }
}

/// A count or limit where 0 would refuse everything.
fn at_least_one<T: FromStr + PartialEq + Default>(
    lookup: &impl Fn(&'static str) -> Option<String>,
    name: &'static str,
    default: T,
) -> Result<T, ConfigError>
where
    T::Err: std::fmt::Display,
{
    let value = parsed(lookup, name, default)?;
    if value == T::default() {
        return Err(ConfigError::Invalid {
            name,
            reason: "must be at least 1".to_owned(),
        });
    }
    Ok(value)
}

/// The base address as a URL without a trailing slash, or why it cannot be one: https, or
/// http to this machine only (the password travels in every request); no credentials, query
/// or fragment; not one port's own address.
pub fn check_base_url(url: &str) -> Result<Url, String> {
    let mut parsed = Url::parse(url.trim()).map_err(|e| format!("{url:?} is not a URL: {e}"))?;
    let host = parsed.host_str().unwrap_or_default();
    let loopback = host.eq_ignore_ascii_case("localhost")
        || host
            .trim_start_matches('[')
            .trim_end_matches(']')
            .parse::<std::net::IpAddr>()
            .is_ok_and(|ip| ip.is_loopback());
    match parsed.scheme() {
        "https" => {}
        "http" if loopback => {}
        _ => {
            return Err(format!(
                "{url:?} must start with https:// (http:// only for 127.0.0.1, ::1 or localhost)"
            ));
        }
    }
    if !parsed.username().is_empty() || parsed.password().is_some() {
        return Err(format!(
            "{url:?} must not carry credentials: set SERFF_API_USER and SERFF_API_PASSWORD"
        ));
    }
    if parsed.query().is_some() || parsed.fragment().is_some() {
        return Err(format!("{url:?} must not carry a query or fragment"));
    }
    let path = parsed.path().trim_end_matches('/').to_owned();
    if let Some(port) = Port::ALL
        .iter()
        .find(|p| path.rsplit('/').next() == Some(p.path()))
    {
        return Err(format!(
            "{url:?} names the {} port; give the base address up to /state-api_4.1",
            port.path()
        ));
    }
    parsed.set_path(&path);
    Ok(parsed)
}

#[cfg(test)]
#[path = "options_tests.rs"]
mod tests;
