//! The Atom feeds, read by a real feed parser (feed-rs) as a feed reader would.

mod comment_periods;
mod company_feed;
mod filings_feed;

use std::collections::HashSet;
use std::time::Duration;

use chrono::{DateTime, Utc};
use feed_rs::model::{Entry, Feed, FeedType};

use crate::helpers::{SITE_URL, TestApp, unpacked};

/// The tag-URI prefix of every id the test API mints.
pub const TAG: &str = "tag:healthrates.example.gov,2026:";

/// GET `path`: asserts 200 with the Atom content type; gives the feed as parsed and as written.
pub async fn read_feed(app: &TestApp, path: &str) -> (Feed, String) {
    let response = app.get(path).await;
    assert_eq!(response.status(), 200, "{path}");
    assert_eq!(
        response.headers()["content-type"],
        "application/atom+xml; charset=utf-8",
        "{path}"
    );
    let text = response.text().await.unwrap();
    let feed = feed_rs::parser::parse(text.as_bytes())
        .unwrap_or_else(|e| panic!("{path} is not a feed: {e}\n{text}"));
    (feed, text)
}

/// Asserts what RFC 4287 requires of a feed and its entries, as far as a parser shows it, and
/// the issue's own demands: absolute self and page links, the department as author, entries
/// newest first with unique ids, at most 50.
pub fn assert_atom(feed: &Feed, self_path: &str, page_path: &str) {
    assert_eq!(feed.feed_type, FeedType::Atom);
    assert!(feed.id.starts_with(TAG), "{}", feed.id);
    assert!(
        feed.title
            .as_ref()
            .unwrap()
            .content
            .ends_with("— Lakeland Health Insurance Transparency"),
        "{:?}",
        feed.title
    );
    assert!(feed.description.is_some(), "a feed has a subtitle");
    assert!(feed.updated.is_some());
    let author = &feed.authors[0];
    assert_eq!(
        author.name.as_deref(),
        Some("Lakeland Insurance Department")
    );
    assert_eq!(
        author.email.as_deref(),
        Some("rate.review@insurance.lakeland.example")
    );
    assert_eq!(
        link(&feed.links, "self"),
        format!("{SITE_URL}/ws/{self_path}")
    );
    assert_eq!(
        link(&feed.links, "alternate"),
        format!("{SITE_URL}{page_path}")
    );
    assert!(feed.generator.is_some() && feed.rights.is_some());
    assert!(feed.entries.len() <= 50);
    let ids: HashSet<&str> = feed.entries.iter().map(|e| e.id.as_str()).collect();
    assert_eq!(ids.len(), feed.entries.len(), "entry ids are unique");
    let updated: Vec<DateTime<Utc>> = feed.entries.iter().map(|e| e.updated.unwrap()).collect();
    assert!(
        updated.windows(2).all(|pair| pair[0] >= pair[1]),
        "newest first: {updated:?}"
    );
    if let Some(newest) = updated.first() {
        assert_eq!(
            feed.updated.as_ref(),
            Some(newest),
            "the feed is dated by its newest entry"
        );
    }
    for entry in &feed.entries {
        assert!(entry.id.starts_with(TAG), "{}", entry.id);
        assert!(
            entry.title.is_some() && entry.summary.is_some(),
            "{}",
            entry.id
        );
        assert!(
            entry.content.as_ref().unwrap().body.is_some(),
            "{}",
            entry.id
        );
        assert_eq!(entry.categories.len(), 1, "{}", entry.id);
        assert!(
            entry.links[0]
                .href
                .starts_with(&format!("{SITE_URL}/company/")),
            "{}",
            entry.links[0].href
        );
    }
}

/// The `href` of the link with `rel`.
pub fn link(links: &[feed_rs::model::Link], rel: &str) -> String {
    links
        .iter()
        .find(|l| l.rel.as_deref() == Some(rel))
        .unwrap_or_else(|| panic!("no {rel} link in {links:?}"))
        .href
        .clone()
}

/// The entries' ids, in order.
pub fn ids(feed: &Feed) -> Vec<String> {
    feed.entries.iter().map(|e| e.id.clone()).collect()
}

/// The entry's title.
pub fn title(entry: &Entry) -> &str {
    &entry.title.as_ref().unwrap().content
}

/// The Rate Page address `/company/{companyProductPk}/rate/{filingId}/{companyPk}/{toiId}`.
pub fn rate_page(product: i32, filing: i32, company: i32, toi: i32) -> String {
    format!("{SITE_URL}/company/{product}/rate/{filing}/{company}/{toi}")
}

/// GET `path` asked for gzip, and for br, comes in that encoding and unpacks to the bytes of
/// the plain answer.
pub async fn assert_gzip_and_brotli_match_plain_bytes(app: &TestApp, path: &str) {
    let plain = app.get(path).await.bytes().await.unwrap();
    for (accept, encoding) in [("gzip", "gzip"), ("gzip, br", "br")] {
        let response = app.get_with(path, &[("Accept-Encoding", accept)]).await;
        assert_eq!(response.headers()["content-encoding"], encoding, "{path}");
        let packed = response.bytes().await.unwrap();
        assert_eq!(unpacked(encoding, &packed), plain, "{path} in {encoding}");
    }
}

/// Asks GET `path` until its text satisfies `done`; fails when that takes longer than `within`
/// (a generation bump is seen within one poll, 100 ms here).
pub async fn wait_for_text(
    app: &TestApp,
    path: &str,
    within: Duration,
    done: impl Fn(&str) -> bool,
) {
    test_support::wait::until_within(&format!("GET {path} to change"), within, async || {
        let text = app.get(path).await.text().await.unwrap();
        done(&text).then_some(())
    })
    .await;
}
