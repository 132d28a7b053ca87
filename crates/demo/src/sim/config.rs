//! What the simulator serves and how badly: scale, seed, reference date, accounts, injected
//! faults and limits.

use std::fmt;
use std::path::PathBuf;
use std::str::FromStr;

use chrono::{NaiveDate, Utc};
use serde::{Deserialize, Serialize};

/// How many filings the simulator serves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SimScale {
    /// About 200 filings: the local site.
    Demo,
    /// 10,000 filings: load and crash tests.
    Large,
    /// Exactly this many filings.
    Filings(usize),
}

impl SimScale {
    /// Number of filings at this scale.
    pub fn filings(self) -> usize {
        match self {
            SimScale::Demo => 200,
            SimScale::Large => 10_000,
            SimScale::Filings(n) => n,
        }
    }
}

impl FromStr for SimScale {
    type Err = String;
    fn from_str(text: &str) -> Result<Self, String> {
        match text.trim().to_ascii_lowercase().as_str() {
            "demo" => Ok(SimScale::Demo),
            "large" => Ok(SimScale::Large),
            number => number
                .replace('_', "")
                .parse::<usize>()
                .ok()
                .filter(|n| *n <= 1_000_000)
                .map(SimScale::Filings)
                .ok_or_else(|| format!("unknown scale {text:?}: use demo, large or a number of filings up to 1000000")),
        }
    }
}

impl fmt::Display for SimScale {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SimScale::Demo => f.write_str("demo"),
            SimScale::Large => f.write_str("large"),
            SimScale::Filings(n) => write!(f, "{n}"),
        }
    }
}

/// Faults injected into the SOAP answers (`POST /_sim/faults`): the flaky network (slow
/// answers, bare server errors, cut-off bodies), the hostile server the importer must not trust
/// (oversized answers and attachments, redirects elsewhere, attachments that lie about their
/// type), the State API's limits (throttle, row limit) and its own failures (server faults,
/// blocks that fail their MD5, a filing that is not legal XML, an expired password).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct Faults {
    /// Delay before every SOAP answer, in milliseconds.
    pub slow_ms: u64,
    /// Share of SOAP answers replaced by a bare HTTP 500 or 503 with no SOAP envelope, as a
    /// proxy in front of the server gives (0 to 1); the call never reaches the server.
    pub error_rate: f64,
    /// Share of SOAP answers whose body is cut off half-way, the connection dropped (0 to 1).
    pub truncate_rate: f64,
    /// Every `queryFiling` answer carries this many bytes of whitespace inside its envelope,
    /// before the closing tags (still well-formed), streamed without a `Content-Length`: an
    /// answer far over any sane size, which only a client counting what it reads can stop.
    pub oversize_page_bytes: u64,
    /// Every `beginDownload` announces the file's real size plus this many bytes, and
    /// `readBlock` serves filler (spaces, with right MD5s) past the real end: a client must
    /// refuse the size before reading, or stop at its cap.
    pub oversize_attachment_bytes: u64,
    /// Every SOAP answer is a `302 Found` to the same path on this origin
    /// (`http://other-host:port`).
    pub redirect_origin: Option<String>,
    /// Every PDF attachment's bytes are an HTML page instead, its size and MD5s those of the
    /// page, so only its leading bytes give it away.
    pub lying_attachments: bool,
    /// SOAP throttle: calls per user per minute (the real server allows 60).
    pub calls_per_minute: u32,
    /// SOAP throttle: calls per user per hour (the real server allows 1,000).
    pub calls_per_hour: u32,
    /// The throttle's minute and hour pass this many times faster than real ones (tests and
    /// benches); its waiting hints are in real milliseconds.
    pub clock_speed: f64,
    /// No SOAP throttle at all.
    pub no_throttle: bool,
    /// A query matching more rows than this fails with client code 1003 (the real limit is
    /// 600; lower it to make small data sets split).
    pub row_limit: usize,
    /// Share of SOAP calls answered with a `ServerException` 2001, 2002 or 2006 (0 to 1).
    pub server_error_rate: f64,
    /// Share of `readBlock` answers whose `md5` does not match their data (0 to 1); the next
    /// read of the same block is right.
    pub bad_block_md5_rate: f64,
    /// This filing's `ProductName` carries U+0001, sent raw as the real server would: every
    /// SOAP answer that holds it is not well-formed XML.
    pub illegal_xml_filing: Option<String>,
    /// Every SOAP call is refused with a 401 saying the password has expired.
    pub expired_password: bool,
}

impl Default for Faults {
    /// No faults, and the real server's limits.
    fn default() -> Self {
        Self {
            slow_ms: 0,
            error_rate: 0.0,
            truncate_rate: 0.0,
            oversize_page_bytes: 0,
            oversize_attachment_bytes: 0,
            redirect_origin: None,
            lying_attachments: false,
            calls_per_minute: 60,
            calls_per_hour: 1_000,
            clock_speed: 1.0,
            no_throttle: false,
            row_limit: 600,
            server_error_rate: 0.0,
            bad_block_md5_rate: 0.0,
            illegal_xml_filing: None,
            expired_password: false,
        }
    }
}

impl Faults {
    /// Why these faults cannot be used, if they cannot.
    pub fn check(&self) -> Result<(), String> {
        for (name, rate) in [
            ("errorRate", self.error_rate),
            ("truncateRate", self.truncate_rate),
            ("serverErrorRate", self.server_error_rate),
            ("badBlockMd5Rate", self.bad_block_md5_rate),
        ] {
            if !(0.0..=1.0).contains(&rate) {
                return Err(format!("{name} must be between 0 and 1, not {rate}"));
            }
        }
        if self.error_rate + self.truncate_rate > 1.0 {
            return Err("errorRate and truncateRate together must not pass 1".to_owned());
        }
        if self.slow_ms > 600_000 {
            return Err("slowMs must be at most 600000 (ten minutes)".to_owned());
        }
        if self.calls_per_minute == 0 || self.calls_per_hour == 0 {
            return Err(
                "callsPerMinute and callsPerHour must be at least 1 (noThrottle turns the throttle off)"
                    .to_owned(),
            );
        }
        if !(self.clock_speed.is_finite() && self.clock_speed > 0.0 && self.clock_speed <= 1e6) {
            return Err(format!(
                "clockSpeed must be above 0 and at most 1000000, not {}",
                self.clock_speed
            ));
        }
        if self.row_limit == 0 {
            return Err("rowLimit must be at least 1".to_owned());
        }
        if let Some(origin) = &self.redirect_origin {
            let plain = origin.trim_end_matches('/');
            let (scheme, rest) = plain.split_once("://").unwrap_or(("", ""));
            if !matches!(scheme, "http" | "https") || rest.is_empty() || rest.contains('/') {
                return Err(format!(
                    "redirectOrigin must be an origin such as http://localhost:8084, not {origin:?}"
                ));
            }
        }
        Ok(())
    }
}

/// A State API account the simulator accepts (HTTP Basic).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SimUser {
    /// User name.
    pub name: String,
    /// Password.
    pub password: String,
}

impl SimUser {
    /// The account local runs use when none is configured: `lakeland` / `serff-sim`.
    pub fn local() -> Self {
        Self {
            name: "lakeland".to_owned(),
            password: "serff-sim".to_owned(),
        }
    }
}

impl FromStr for SimUser {
    type Err = String;
    /// `NAME:PASSWORD`.
    fn from_str(text: &str) -> Result<Self, String> {
        match text.split_once(':') {
            Some((name, password)) if !name.is_empty() && !password.is_empty() => Ok(Self {
                name: name.to_owned(),
                password: password.to_owned(),
            }),
            _ => Err(format!("a user is NAME:PASSWORD, not {text:?}")),
        }
    }
}

/// A seeded database whose filings the simulator serves instead of generating its own
/// (`--from-database`).
#[derive(Clone, PartialEq, Eq)]
pub struct SeededDatabase {
    /// PostgreSQL URL (`SERFF_SIM_DATABASE_URL`).
    pub url: String,
    /// The attachment store holding its documents' bytes (`ATTACHMENTS_DIR`).
    pub attachments_dir: PathBuf,
}

impl SeededDatabase {
    /// The URL without its password, for messages and logs.
    pub fn redacted_url(&self) -> String {
        let url = &self.url;
        match (url.find("://"), url.rfind('@')) {
            (Some(scheme), Some(at)) if at > scheme => {
                let user = url[scheme + 3..at].split(':').next().unwrap_or_default();
                format!("{}://{user}@{}", &url[..scheme], &url[at + 1..])
            }
            _ => url.clone(),
        }
    }
}

impl fmt::Debug for SeededDatabase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SeededDatabase")
            .field("url", &self.redacted_url())
            .field("attachments_dir", &self.attachments_dir)
            .finish()
    }
}

/// The most bytes a `readBlock` answer holds unless configured.
pub const DEFAULT_BLOCK_SIZE: usize = 65_536;

/// Everything the simulator starts from.
#[derive(Debug, Clone)]
pub struct SimConfig {
    /// Interface to bind (`HOST`, default 127.0.0.1).
    pub host: String,
    /// Port to bind (`--port`, `PORT`, default 8084); 0 picks one.
    pub port: u16,
    /// Worker threads; 0 means one per core.
    pub workers: usize,
    /// How many filings to generate (unless `database` is set).
    pub scale: SimScale,
    /// When set, the filings of this database are served instead of generated ones.
    pub database: Option<SeededDatabase>,
    /// Seed of every random choice: the same seed and date give the same filings.
    pub seed: u64,
    /// The date the filings are dated back from (default: today, UTC).
    pub today: NaiveDate,
    /// Faults from the start.
    pub faults: Faults,
    /// The accounts the SOAP State API accepts (default: [`SimUser::local`]).
    pub users: Vec<SimUser>,
    /// The largest block `readBlock` sends; a client asking for more gets this.
    pub block_size: usize,
}

/// The default seed.
pub const DEFAULT_SEED: u64 = 20_261_120;

impl SimConfig {
    /// The demo scale on `127.0.0.1:port` with the default seed, today's date and no faults.
    pub fn new(port: u16) -> Self {
        Self {
            host: "127.0.0.1".to_owned(),
            port,
            workers: 0,
            scale: SimScale::Demo,
            database: None,
            seed: DEFAULT_SEED,
            today: Utc::now().date_naive(),
            faults: Faults::default(),
            users: vec![SimUser::local()],
            block_size: DEFAULT_BLOCK_SIZE,
        }
    }

    /// Where the filings come from, in words: `demo generated filings`, `the database at
    /// postgres://user@host/db`.
    pub fn source(&self) -> String {
        match &self.database {
            Some(database) => format!("the database at {}", database.redacted_url()),
            None => format!("{} generated filings", self.scale),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_database_url_is_shown_without_its_password() {
        let database = SeededDatabase {
            url: "postgres://site:s3cret@db.internal:5432/rates".to_owned(),
            attachments_dir: PathBuf::from("/data/attachments"),
        };

        assert_eq!(
            database.redacted_url(),
            "postgres://site@db.internal:5432/rates"
        );
        assert!(!format!("{database:?}").contains("s3cret"));
    }
}
