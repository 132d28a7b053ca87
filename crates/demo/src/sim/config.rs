//! What the simulator serves and how badly: scale, seed, reference date, injected faults.

use std::fmt;
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

/// Faults injected into `/filings` and `/attachments/…` answers (`POST /_sim/faults`): the
/// flaky network (slow, server errors, cut-off bodies) and the hostile feed (oversized bodies,
/// redirects elsewhere, lying attachments) the importer must not trust.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct Faults {
    /// Delay before every answer, in milliseconds.
    pub slow_ms: u64,
    /// Share of answers replaced by a 500 or 503 (0 to 1).
    pub error_rate: f64,
    /// Share of answers whose body is cut off half-way, the connection dropped (0 to 1).
    pub truncate_rate: f64,
    /// Every listing page is followed by this many bytes of spaces (still valid JSON), streamed
    /// without a `Content-Length`: a page far over any sane size.
    pub oversize_page_bytes: u64,
    /// Every attachment body is followed by this many bytes of spaces, streamed without a
    /// `Content-Length`, while the listing keeps announcing the real size.
    pub oversize_attachment_bytes: u64,
    /// Every `/filings` and `/attachments/…` answer is a `302 Found` to the same path and
    /// query on this origin (`http://other-host:port`).
    pub redirect_origin: Option<String>,
    /// Every PDF attachment is an HTML page instead (the listing announces the page's size and
    /// SHA-256, so only its leading bytes give it away).
    pub lying_attachments: bool,
}

impl Faults {
    /// Why these faults cannot be used, if they cannot.
    pub fn check(&self) -> Result<(), String> {
        for (name, rate) in [
            ("errorRate", self.error_rate),
            ("truncateRate", self.truncate_rate),
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

/// Everything the simulator starts from.
#[derive(Debug, Clone)]
pub struct SimConfig {
    /// Interface to bind (`HOST`, default 127.0.0.1).
    pub host: String,
    /// Port to bind (`--port`, `PORT`, default 8084); 0 picks one.
    pub port: u16,
    /// Worker threads; 0 means one per core.
    pub workers: usize,
    /// How many filings.
    pub scale: SimScale,
    /// Seed of every random choice: the same seed and date give the same filings.
    pub seed: u64,
    /// The date the filings are dated back from (default: today, UTC).
    pub today: NaiveDate,
    /// Faults from the start.
    pub faults: Faults,
    /// When set, `/filings` and `/attachments` require `Authorization: Bearer <token>`.
    pub token: Option<String>,
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
            seed: DEFAULT_SEED,
            today: Utc::now().date_naive(),
            faults: Faults::default(),
            token: None,
        }
    }
}
