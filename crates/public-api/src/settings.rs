//! Public API configuration, from the environment (see `.env.example`).

use std::path::PathBuf;
use std::time::Duration;

use db::pool::PoolSettings;
use service_kit::config::{self, ConfigError, HttpSettings, RunMode};

use crate::client::GatewaySecret;

/// The comment salt of local runs and tests (`APP_ENV=development`); refused anywhere else.
pub const DEVELOPMENT_COMMENT_CLIENT_SALT: &str = "dev-only-comment-salt";

/// The site's address in local runs and tests (`APP_ENV=development`); refused anywhere else.
pub const DEVELOPMENT_SITE_URL: &str = "http://localhost:8080";

/// Where the public reaches the site: `http(s)://host[:port][/path]`, kept without a trailing
/// slash, so `{url}/company/1` is a page address.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SiteUrl(String);

impl SiteUrl {
    /// The address, without a trailing slash.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The absolute address of the site path `path` (which starts with `/`).
    pub fn page(&self, path: &str) -> String {
        format!("{}{path}", self.0)
    }
}

impl std::str::FromStr for SiteUrl {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let text = text.trim().trim_end_matches('/');
        let rest = text
            .strip_prefix("https://")
            .or_else(|| text.strip_prefix("http://"))
            .ok_or_else(|| format!("{text:?} must start with https:// (or http://)"))?;
        let host = rest.split('/').next().unwrap_or_default();
        let allowed = |c: char| c.is_ascii_alphanumeric() || "-._~/:[]%".contains(c);
        if host.is_empty() || !rest.chars().all(allowed) {
            return Err(format!(
                "{text:?} must be the site's address, such as https://healthrates.example.gov, \
                 with no query, fragment or spaces"
            ));
        }
        Ok(Self(text.to_owned()))
    }
}

/// Everything the public API needs to start.
#[derive(Debug, Clone)]
pub struct Settings {
    /// Where to listen (`PUBLIC_API_PORT`, default 8081).
    pub http: HttpSettings,
    /// Database reads go to: `PUBLIC_DATABASE_URL` (a read replica) or else `DATABASE_URL`.
    pub read_database: PoolSettings,
    /// Database comment writes go to: `DATABASE_URL` (the primary).
    pub primary_database: PoolSettings,
    /// The site profile JSON (`SITE_PROFILE_FILE`, default `config/site-profile.json`).
    pub site_profile_file: PathBuf,
    /// Where attachment bytes are (`ATTACHMENTS_DIR`, default `.data/attachments`).
    pub attachments_dir: PathBuf,
    /// The secret the gateway sends beside its `X-Real-IP` (`GATEWAY_SECRET`, the gateway's
    /// value). Without it (the default) no request names its client: each is counted as the
    /// connection it came on.
    pub gateway_secret: Option<GatewaySecret>,
    /// Most bytes of cached answers kept in memory (`CACHE_MAX_MB`, default 512).
    pub cache_max_bytes: usize,
    /// The densest brotli quality cached answers are packed at (`CACHE_BROTLI_MAX_QUALITY`, 0
    /// to 11, default 11). Each answer is packed once per data generation, as densely as its
    /// size allows within a second of CPU on a server (`cache::encoding::brotli_quality`); a
    /// lower ceiling trades some bytes per visit for a faster first answer after a change, for
    /// CPU-starved replicas and for unoptimised test builds.
    pub cache_brotli_max_quality: i32,
    /// Public comments one client may submit per window (`COMMENT_LIMIT_PER_HOUR`, default 5).
    pub comment_limit: u32,
    /// Secret mixed into the hash that identifies a client for the rate limit
    /// (`COMMENT_CLIENT_SALT`), so hashes cannot be reversed by guessing; required outside
    /// development.
    pub comment_client_salt: String,
    /// How often the data generation is read (`CACHE_POLL_MS`, default 500): a reset reaches
    /// every replica within this time.
    pub cache_poll_interval: Duration,
    /// The address the public reaches the site at (`PUBLIC_SITE_URL`, e.g.
    /// `https://healthrates.example.gov`; development default `http://localhost:8080`): the
    /// absolute links of the open-data downloads and feeds. Never taken from a
    /// request's `Host`, which a client chooses and the gateway's cache would keep.
    pub public_site_url: SiteUrl,
}

impl Settings {
    /// Reads the settings from the environment.
    pub fn from_env() -> Result<Self, ConfigError> {
        let mode = RunMode::from_env()?;
        let primary_database = config::pool_from_env(mode, "DATABASE_URL")?;
        let read_database = match config::optional("PUBLIC_DATABASE_URL") {
            Some(_) => config::pool_from_env(mode, "PUBLIC_DATABASE_URL")?,
            None => primary_database.clone(),
        };
        Ok(Self {
            http: HttpSettings::from_env("PUBLIC_API_PORT", 8081)?,
            read_database,
            primary_database,
            site_profile_file: config::optional("SITE_PROFILE_FILE")
                .map_or_else(|| PathBuf::from("config/site-profile.json"), PathBuf::from),
            attachments_dir: config::attachments_dir(),
            gateway_secret: config::optional_secret(
                mode,
                "GATEWAY_SECRET",
                config::optional("GATEWAY_SECRET"),
            )?
            .map(|s| {
                s.parse().map_err(|reason| ConfigError::Invalid {
                    name: "GATEWAY_SECRET",
                    reason,
                })
            })
            .transpose()?,
            cache_max_bytes: config::parsed_or::<usize>("CACHE_MAX_MB", 512)?
                .saturating_mul(1024 * 1024),
            cache_brotli_max_quality: brotli_max_quality()?,
            cache_poll_interval: Duration::from_millis(config::parsed_or("CACHE_POLL_MS", 500)?),
            comment_limit: config::parsed_or("COMMENT_LIMIT_PER_HOUR", 5)?,
            comment_client_salt: config::with_development_default(
                mode,
                "COMMENT_CLIENT_SALT",
                config::optional("COMMENT_CLIENT_SALT"),
                DEVELOPMENT_COMMENT_CLIENT_SALT,
            )?,
            public_site_url: config::with_development_default(
                mode,
                "PUBLIC_SITE_URL",
                config::optional("PUBLIC_SITE_URL"),
                DEVELOPMENT_SITE_URL,
            )?
            .parse()
            .map_err(|reason| ConfigError::Invalid {
                name: "PUBLIC_SITE_URL",
                reason,
            })?,
        })
    }
}

/// `CACHE_BROTLI_MAX_QUALITY`: brotli's qualities are 0 to 11.
fn brotli_max_quality() -> Result<i32, ConfigError> {
    let quality = config::parsed_or::<i32>("CACHE_BROTLI_MAX_QUALITY", 11)?;
    if (0..=11).contains(&quality) {
        Ok(quality)
    } else {
        Err(ConfigError::Invalid {
            name: "CACHE_BROTLI_MAX_QUALITY",
            reason: format!("{quality} is not a brotli quality (0 to 11)"),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_site_address_is_kept_without_its_trailing_slash() {
        let url: SiteUrl = "https://healthrates.example.gov/"
            .parse()
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            url.page("/company/7"),
            "https://healthrates.example.gov/company/7"
        );
        let local: SiteUrl = "http://localhost:18080"
            .parse()
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(local.as_str(), "http://localhost:18080");
    }

    #[test]
    fn anything_but_an_http_address_is_refused() {
        for text in [
            "",
            "healthrates.example.gov",
            "ftp://healthrates.example.gov",
            "https://",
            "https://example.gov/?q=1",
            "https://example.gov/#top",
            "https://exa mple.gov",
            "https://example.gov\"><script>",
        ] {
            assert!(
                text.parse::<SiteUrl>().is_err(),
                "{text:?} should be refused"
            );
        }
    }
}
