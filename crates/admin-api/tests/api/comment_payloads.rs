//! Hostile comment text on the staff side: the moderation list (SPEC 2.16, the source of the
//! comments CSV export) hands hostile comment text over verbatim as JSON strings, as
//! `application/json` a browser will not sniff into HTML. Rendering it inert and neutralising
//! formulas in the CSV are the web app's part (frontend comments-csv.ts).

use serde_json::Value;

use crate::fixtures::moderation::{filing, pending_comment};
use crate::helpers::TestApp;

const PAYLOADS: [&str; 6] = [
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "=HYPERLINK(\"http://evil.example\",\"x\")",
    "+cmd|' /C calc'!A0",
    "@SUM(1)",
    "-1+1",
];

#[actix_web::test]
async fn the_moderation_list_serves_hostile_text_verbatim_as_json() {
    let app = TestApp::spawn().await;
    let mut conn = app.db.conn();
    let filing_id = filing(&mut conn, app.insurer_company());
    for (minutes_ago, payload) in (1..).zip(PAYLOADS) {
        pending_comment(&mut conn, filing_id, payload, minutes_ago);
    }

    let response = app.admin_get("/api/comments").await;

    assert_eq!(response.status(), 200);
    assert!(
        response.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("application/json")
    );
    assert_eq!(response.headers()["x-content-type-options"], "nosniff");
    let raw = response.text().await.unwrap();
    let list: Vec<Value> = serde_json::from_str(&raw).unwrap();
    // Newest first: the first payload was made a minute ago.
    let served: Vec<&str> = list
        .iter()
        .map(|c| c["commentary"].as_str().unwrap())
        .collect();
    assert_eq!(served, PAYLOADS);
    for payload in PAYLOADS {
        assert!(raw.contains(&serde_json::to_string(payload).unwrap()));
    }
    assert!(!raw.contains("&lt;") && !raw.contains("\\u003c"));
}
