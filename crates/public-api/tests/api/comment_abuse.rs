//! Comment abuse at the API: script, HTML and spreadsheet-formula payloads are
//! stored byte for byte and, once approved, come back verbatim as JSON strings (escaping is the
//! job of whatever renders or exports them); control characters such as NUL are refused with a
//! 400 naming the field (`refusals.rs`); a flood from one client is rate-limited while others
//! are served (`flood.rs`). The plain rules (empty 400, over 4,000 characters 413, one client's
//! hourly limit) are in comments.rs.

mod flood;
mod refusals;
mod spoofing;

use std::time::Duration;

use db::queries::comments::ModerationAction;
use db::schema::comments;
use diesel::prelude::*;
use serde_json::{Value, json};

use crate::fixtures::blue_lake::BlueLakeSelect;
use crate::fixtures::moderation::moderate_comments;
use crate::helpers::{TestApp, texts};
use test_support::builders::days_ago;
use test_support::builders::status::SUBMITTED;

/// A Submitted filing in its comment period, and the keys of its Rate Page.
pub struct OpenFiling {
    pub filing_id: i32,
    pub product_pk: i32,
    pub company_pk: i32,
    pub toi_id: i32,
}

impl OpenFiling {
    pub fn insert(app: &TestApp) -> Self {
        let conn = &mut app.db.conn();
        let blue_lake = BlueLakeSelect::insert(conn);
        let filing_id = blue_lake
            .filing("BLHP-130000001")
            .status(SUBMITTED)
            .submitted(days_ago(5))
            .insert(conn)
            .filing_id;
        Self {
            filing_id,
            product_pk: blue_lake.product_pk,
            company_pk: blue_lake.company_pk,
            toi_id: blue_lake.toi_id,
        }
    }

    /// The Rate Page path of this filing (SPEC 7.2), where its published comments are.
    pub fn rate_page(&self) -> String {
        format!(
            "/company-products/{}/{}/{}/{}",
            self.product_pk, self.filing_id, self.company_pk, self.toi_id
        )
    }
}

/// POSTs `commentary` (any JSON) on `filing_id` as the client `ip`; returns (status, body,
/// Retry-After).
pub async fn post_comment(
    app: &TestApp,
    filing_id: i32,
    commentary: Value,
    ip: &str,
) -> (u16, Value, Option<String>) {
    app.post_comment(json!(filing_id), commentary, ip).await
}

/// Every stored comment's (key, text), by key.
pub fn stored(app: &TestApp) -> Vec<(i32, String)> {
    comments::table
        .order(comments::comment_key)
        .select((comments::comment_key, comments::commentary))
        .load(&mut app.db.conn())
        .unwrap()
}

/// What people can type that browsers, spreadsheets or templates might act on.
const PAYLOADS: [&str; 14] = [
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "</textarea><svg/onload=alert(document.cookie)>",
    "javascript:alert(1)",
    "{{constructor.constructor('alert(1)')()}}",
    "=HYPERLINK(\"http://evil.example\",\"x\")",
    "+cmd|' /C calc'!A0",
    "@SUM(1)",
    "-1+1",
    "\t=1+1",
    "\"Quoted\", with a comma\r\nand a second line",
    "'; DROP TABLE comments; --",
    "Prämie zu hoch — 保险费太高 🚑 \u{202e}fdp.exe e\u{301} \u{200b}",
    "&lt;b&gt; is already escaped &amp; must stay so",
];

// Stored byte for byte, and once approved (Published) served verbatim as JSON
// strings on the Rate Page: never altered, never HTML-escaped, as `application/json` that a
// browser will not sniff into HTML.
#[actix_web::test]
async fn hostile_payloads_are_stored_byte_for_byte_and_published_verbatim_as_json() {
    let app = TestApp::spawn().await;
    let filing = OpenFiling::insert(&app);

    let mut keys = Vec::new();
    for (n, payload) in PAYLOADS.iter().enumerate() {
        // One client each: the hourly limit is not what this test is about.
        let ip = format!("198.51.100.{}", n + 1);
        let (status, receipt, _) = post_comment(&app, filing.filing_id, json!(payload), &ip).await;
        assert_eq!(status, 201, "{payload:?}: {receipt}");
        keys.push(i32::try_from(receipt["commentKey"].as_i64().unwrap()).unwrap());
    }

    let expected: Vec<(i32, String)> = keys
        .iter()
        .zip(PAYLOADS)
        .map(|(key, payload)| (*key, payload.to_owned()))
        .collect();
    let stored = stored(&app);
    assert_eq!(stored, expected);
    for ((_, text), payload) in stored.iter().zip(PAYLOADS) {
        assert_eq!(text.as_bytes(), payload.as_bytes());
    }

    approve(&app, &keys);
    let (headers, raw) = published_page(&app, &filing, PAYLOADS.len()).await;

    let page: Value = serde_json::from_str(&raw).unwrap();
    let served = texts(&page["filingList"][0]["comments"], "commentary");
    assert_eq!(served, PAYLOADS);
    for payload in PAYLOADS {
        // Exactly serde_json's encoding: `<`, `>`, `&` and quotes-in-HTML untouched.
        let encoded = serde_json::to_string(payload).unwrap();
        assert!(raw.contains(&encoded), "{encoded} not in the answer");
    }
    assert!(raw.contains("<script>alert(1)</script>"));
    assert!(!raw.contains("\\u003c") && !raw.contains("&lt;script"));
    assert!(
        headers["content-type"]
            .to_str()
            .unwrap()
            .starts_with("application/json")
    );
    assert_eq!(headers["x-content-type-options"], "nosniff");
}

/// Approves the comments `keys` as a moderator does (status 1, generation bump).
fn approve(app: &TestApp, keys: &[i32]) {
    moderate_comments(&mut app.db.conn(), keys, ModerationAction::Authorize);
}

/// The Rate Page once it shows `count` comments (the cache follows the generation within a
/// poll interval): its headers and raw body.
async fn published_page(
    app: &TestApp,
    filing: &OpenFiling,
    count: usize,
) -> (reqwest::header::HeaderMap, String) {
    let what = format!("{count} comments shown on the Rate Page");
    test_support::wait::until_within(&what, Duration::from_secs(5), async || {
        let response = app.get(&filing.rate_page()).await;
        assert_eq!(response.status(), 200);
        let headers = response.headers().clone();
        let raw = response.text().await.unwrap();
        let page: Value = serde_json::from_str(&raw).unwrap();
        let shown = page["filingList"][0]["comments"]
            .as_array()
            .map_or(0, Vec::len);
        (shown == count).then_some((headers, raw))
    })
    .await
}
