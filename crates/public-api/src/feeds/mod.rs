//! Atom feeds: new rate filings and status changes, of every company or of one, and
//! public comment periods opening and closing, for any feed reader. Each entry links to its Rate
//! Page; every address is absolute, from `PUBLIC_SITE_URL`, never from a request.
//!
//! Ids are RFC 4151 tag URIs minted under the site's host, one per event (a filing reaching a
//! status, a period opening, a period entering its last week), so a reader shows each event once
//! and a new event as a new item.

mod atom;
mod comment_periods;
mod content;
mod filing_entries;

use crate::site_profile::SiteProfile;
use chrono::{DateTime, Utc};

pub use atom::{CONTENT_TYPE, Feed, write};
pub use comment_periods::{CommentPeriodFilings, comment_period_feed};
pub use filing_entries::{company_feed, filings_feed};

use crate::SiteUrl;
use atom::{Entry, Generator, Person};

/// Most entries a feed carries.
pub const MOST_ENTRIES: usize = 50;

/// The date of every tag URI the feeds mint: the year the department began to publish them,
/// fixed so that ids never change.
const TAG_DATE: &str = "2026";

/// Who publishes the feeds, and at which address.
#[derive(Debug, Clone, Copy)]
pub struct Publisher<'a> {
    /// The site's address.
    pub site: &'a SiteUrl,
    /// The department's profile: names, e-mail, terms of reuse.
    pub profile: &'a SiteProfile,
}

/// What sets one feed apart from the others.
#[derive(Debug, Clone)]
struct FeedHead {
    /// The specific part of the feed's tag URI, e.g. `feeds/filings`.
    tag: String,
    /// Its title.
    title: String,
    /// What it announces.
    subtitle: String,
    /// Its file under `/ws/feeds/`, e.g. `filings.atom`.
    file: String,
    /// The site path of the page it follows, e.g. `/rates`.
    page_path: String,
}

impl Publisher<'_> {
    /// The tag URI `tag:{host},2026:{specific}`.
    fn tag(&self, specific: &str) -> String {
        format!("tag:{},{TAG_DATE}:{specific}", tag_authority(self.site))
    }

    /// The absolute address of the site path `path`.
    fn page(&self, path: &str) -> String {
        self.site.page(path)
    }

    /// The feed of `head` with `entries` (newest first); dated by its newest entry, or when it
    /// has none, by `quiet_since`: the last moment its content changed.
    fn feed(&self, head: FeedHead, entries: Vec<Entry>, quiet_since: DateTime<Utc>) -> Feed {
        let profile = self.profile;
        Feed {
            id: self.tag(&head.tag),
            title: format!("{} — {}", head.title, profile.site_title),
            subtitle: head.subtitle,
            updated: entries
                .iter()
                .map(|e| e.updated)
                .max()
                .unwrap_or(quiet_since),
            author: Person {
                name: profile.department_name.clone(),
                email: profile.email.clone(),
                uri: self.page("/"),
            },
            self_link: self.page(&format!("/ws/feeds/{}", head.file)),
            page_link: self.page(&head.page_path),
            rights: profile.open_data_terms.clone(),
            generator: Generator {
                name: profile.product_title.clone(),
                uri: self.page("/ws/docs"),
            },
            entries,
        }
    }
}

/// The tagging authority of the site's ids: its host name, lower case, without a port (RFC
/// 4151 names a domain, not a socket).
fn tag_authority(site: &SiteUrl) -> String {
    let address = site.as_str();
    let rest = address.split_once("://").map_or(address, |(_, rest)| rest);
    let host_and_port = rest.split('/').next().unwrap_or_default();
    let host = match host_and_port.rsplit_once(':') {
        Some((host, port)) if !host.is_empty() && port.chars().all(|c| c.is_ascii_digit()) => host,
        _ => host_and_port,
    };
    host.to_ascii_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn authority(url: &str) -> String {
        tag_authority(&url.parse().unwrap_or_else(|e| panic!("{e}")))
    }

    // RFC 4151: the tagging entity is a domain name; ports and paths are not part of it.
    #[test]
    fn the_tag_authority_is_the_host_alone() {
        assert_eq!(
            authority("https://HealthRates.example.gov"),
            "healthrates.example.gov"
        );
        assert_eq!(authority("http://localhost:8080"), "localhost");
        assert_eq!(
            authority("https://example.gov:8443/rates-site"),
            "example.gov"
        );
    }
}
