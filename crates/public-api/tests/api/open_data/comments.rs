//! `public-comments.csv` and `.json` hold every published comment (SPEC 4.2
//! "Publicly, only comments with status 1 are displayed") of a publicly listed filing, with its
//! filing's tracking number and date — what the Rate Pages show (SPEC 2.9) — and nothing
//! moderation-only: no notes, approvers, pending or rejected comments.

use chrono::{DateTime, TimeZone, Utc};
use serde_json::{Value, json};

use super::{acme_gold, csv_rows, download_both, october_filing, parse_csv};
use crate::fixtures::filings::comment_status::{PENDING, POSTED, PUBLISHED, REJECTED};
use crate::fixtures::filings::{comment, moderator};
use crate::helpers::TestApp;
use test_support::builders::status;

fn at(day: u32, hour: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 10, day, hour, 30, 15).unwrap()
}

/// A listed filing with published, pending, rejected and posted comments, and a Do Not Display
/// filing with a published one; gives the ids of the comments the public may read, oldest
/// first, and the listed filing's id.
fn commented_filings(app: &TestApp) -> (Vec<i32>, i32) {
    let conn = &mut app.db.conn();
    let acme_gold = acme_gold(conn);
    let listed = october_filing(&acme_gold, "ACME-000000001", status::SUBMITTED)
        .insert(conn)
        .filing_id;
    let hidden = october_filing(&acme_gold, "ACME-000000002", status::DO_NOT_DISPLAY)
        .insert(conn)
        .filing_id;
    let staff = moderator(conn);
    let later = comment(conn, listed, "Too steep.", PUBLISHED, at(5, 9), Some(staff));
    let earlier = comment(
        conn,
        listed,
        "Please explain.",
        PUBLISHED,
        at(2, 14),
        Some(staff),
    );
    comment(conn, listed, "waiting for review", PENDING, at(3, 1), None);
    comment(
        conn,
        listed,
        "refused as spam",
        REJECTED,
        at(3, 2),
        Some(staff),
    );
    comment(conn, listed, "marked posted", POSTED, at(3, 3), Some(staff));
    comment(
        conn,
        hidden,
        "on a hidden filing",
        PUBLISHED,
        at(4, 4),
        Some(staff),
    );
    (vec![earlier, later], listed)
}

// SPEC 2.9 'Comments': "Shows only comments with status 1" — the files hold what the Rate
// Pages show, oldest first.
#[actix_web::test]
async fn only_published_comments_of_listed_filings_appear_oldest_first() {
    // Arrange
    let app = TestApp::spawn().await;
    let (published, listed) = commented_filings(&app);

    // Act
    let (csv, json) = download_both(&app, "/open-data/comments").await;
    let json = json.json();

    // Assert
    assert_eq!(
        json,
        json!([
            {"comment_id": published[0], "filing_id": listed, "tracking_number": "ACME-000000001",
             "date": "2026-10-02T14:30:15Z", "comment": "Please explain."},
            {"comment_id": published[1], "filing_id": listed, "tracking_number": "ACME-000000001",
             "date": "2026-10-05T09:30:15Z", "comment": "Too steep."},
        ])
    );
    let rows = csv_rows(csv.text());
    let ids: Vec<String> = rows.iter().map(|r| r["comment_id"].clone()).collect();
    assert_eq!(ids, [published[0].to_string(), published[1].to_string()]);
    assert_eq!(rows[0]["date"], "2026-10-02T14:30:15Z");
    // The Rate Page of the listed filing shows the same comments.
    let rates: Value = app.get_json("/rates").await;
    let line = &rates[0];
    let page: Value = app
        .get_json(&format!(
            "/company-products/{}/{}/{}/{}",
            line["companyProductPk"], line["filingId"], line["companyPk"], line["toiId"]
        ))
        .await;
    let shown: Vec<&Value> = page["filingList"][0]["comments"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| &c["commentKey"])
        .collect();
    assert_eq!(shown, [&json!(published[0]), &json!(published[1])]);
}

// Nothing moderation-only: no notes, approvers, pending or rejected comments.
#[actix_web::test]
async fn nothing_moderation_only_is_in_either_file() {
    let app = TestApp::spawn().await;
    commented_filings(&app);

    let (csv, json) = download_both(&app, "/open-data/comments").await;

    let (header, _) = parse_csv(csv.text());
    assert_eq!(
        header,
        [
            "comment_id",
            "filing_id",
            "tracking_number",
            "date",
            "comment"
        ]
    );
    for row in json.json().as_array().unwrap() {
        let mut keys: Vec<&String> = row.as_object().unwrap().keys().collect();
        keys.sort();
        assert_eq!(
            keys,
            [
                "comment",
                "comment_id",
                "date",
                "filing_id",
                "tracking_number"
            ]
        );
    }
    for text in [csv.text(), json.text()] {
        for hidden in [
            "internal moderator note",
            "moderator@dept.example",
            "waiting for review",
            "refused as spam",
            "marked posted",
            "on a hidden filing",
            "ACME-000000002",
        ] {
            assert!(!text.contains(hidden), "{hidden} in {text}");
        }
    }
    assert_eq!(
        csv.header("content-disposition"),
        "attachment; filename=\"public-comments.csv\""
    );
}
