//! `GET /open-data`, the catalogue the data page reads — each download with
//! its size, row count, last update and column dictionary (name, type, meaning). Sizes and row
//! counts are the files' own, and the column dictionary is the files' header.

use chrono::{DateTime, SecondsFormat, TimeZone, Utc};
use db::schema::{compare_years, filings, rate_template_uploads};
use diesel::prelude::*;
use serde_json::{Value, json};

use super::{acme_gold, download, october_filing, parse_csv};
use crate::fixtures::filings::comment_status::{PENDING, PUBLISHED};
use crate::fixtures::filings::{comment, moderator};
use crate::fixtures::plan_compare::{compare_year, small_market};
use crate::helpers::{TestApp, texts};
use test_support::builders::{FilingBuilder, status};

/// 2027 (the small market, an upload recorded at `uploaded`), 2028 active without plans, 2026
/// inactive; a listed filing with comments, and a Do Not Display filing changed after it.
/// Gives the listed filing's id.
fn catalogued_data(app: &TestApp, uploaded: DateTime<Utc>) -> i32 {
    let conn = &mut app.db.conn();
    let market = small_market(conn, 2027);
    compare_year(conn, 2028, true);
    compare_year(conn, 2026, false);
    let acme_gold = acme_gold(conn);
    let listed = october_filing(&acme_gold, "ACME-000000001", status::SUBMITTED)
        .company(market.lakeland, "2.25")
        .insert(conn)
        .filing_id;
    let hidden = FilingBuilder::new("ACME-000000002", acme_gold.gold, acme_gold.ind)
        .status(status::DO_NOT_DISPLAY)
        .insert(conn)
        .filing_id;
    let staff = moderator(conn);
    let day = |d: u32| Utc.with_ymd_and_hms(2026, 10, d, 12, 0, 0).unwrap();
    comment(conn, listed, "First.", PUBLISHED, day(2), Some(staff));
    comment(conn, listed, "Second.", PUBLISHED, day(3), Some(staff));
    comment(conn, listed, "Not yet.", PENDING, day(9), None);
    comment(conn, hidden, "Hidden.", PUBLISHED, day(8), Some(staff));
    let year_2027: i32 = compare_years::table
        .filter(compare_years::plan_year.eq(2027))
        .select(compare_years::compare_year_id)
        .first(conn)
        .unwrap();
    diesel::insert_into(rate_template_uploads::table)
        .values((
            rate_template_uploads::company_pk.eq(market.lakeland),
            rate_template_uploads::compare_year_id.eq(year_2027),
            rate_template_uploads::file_name.eq("lakeland-2027.xls"),
            rate_template_uploads::uploaded_by.eq(staff),
            rate_template_uploads::uploaded_at.eq(uploaded),
        ))
        .execute(conn)
        .unwrap();
    listed
}

fn datasets(catalogue: &Value) -> &Vec<Value> {
    catalogue["datasets"]
        .as_array()
        .unwrap_or_else(|| panic!("{catalogue}"))
}

// The contract the data page is built against: every dataset, newest plan year first, with
// files, row count, last change and column dictionary.
#[actix_web::test]
async fn the_catalogue_lists_every_dataset_with_its_files_and_dictionary() {
    // Arrange
    let app = TestApp::spawn().await;
    catalogued_data(&app, Utc.with_ymd_and_hms(2026, 9, 1, 8, 0, 0).unwrap());

    // Act
    let catalogue: Value = app.get_json("/open-data").await;

    // Assert
    let summary: Vec<(Value, Value, Value)> = datasets(&catalogue)
        .iter()
        .map(|d| {
            let files: Vec<Value> = d["files"]
                .as_array()
                .unwrap()
                .iter()
                .map(|f| json!([f["format"], f["path"]]))
                .collect();
            (d["id"].clone(), d["title"].clone(), json!(files))
        })
        .collect();
    assert_eq!(
        summary,
        [
            (
                json!("filings"),
                json!("Rate filings"),
                json!([
                    ["csv", "/open-data/filings.csv"],
                    ["json", "/open-data/filings.json"]
                ])
            ),
            (
                json!("comments"),
                json!("Public comments"),
                json!([
                    ["csv", "/open-data/comments.csv"],
                    ["json", "/open-data/comments.json"]
                ])
            ),
            (
                json!("plans-2028"),
                json!("Plan premiums 2028"),
                json!([["csv", "/open-data/plans/2028.csv"]])
            ),
            (
                json!("plans-2027"),
                json!("Plan premiums 2027"),
                json!([["csv", "/open-data/plans/2027.csv"]])
            ),
        ]
    );
    for dataset in datasets(&catalogue) {
        let mut keys: Vec<&String> = dataset.as_object().unwrap().keys().collect();
        keys.sort();
        assert_eq!(
            keys,
            [
                "columns",
                "description",
                "files",
                "id",
                "lastUpdated",
                "rows",
                "title"
            ]
        );
        assert!(dataset["description"].as_str().unwrap().len() > 20);
        for column in dataset["columns"].as_array().unwrap() {
            let types = ["text", "integer", "decimal", "date", "date-time", "url"];
            assert!(
                types.contains(&column["type"].as_str().unwrap()),
                "{column}"
            );
            assert!(!column["description"].as_str().unwrap().is_empty());
        }
        // The dictionary is the files' header, in order.
        let first = dataset["files"][0]["path"].as_str().unwrap();
        let (header, _) = parse_csv(download(&app, first).await.text());
        let names = texts(&dataset["columns"], "name");
        assert_eq!(names, header, "{first}");
    }
    app.assert_revalidated_by_etag("/open-data").await;
}

// Each download with its size and row count — exactly the files' (bytes uncompressed,
// rows without the header).
#[actix_web::test]
async fn rows_and_bytes_are_the_files_own() {
    // Arrange
    let app = TestApp::spawn().await;
    catalogued_data(&app, Utc::now());

    // Act
    let catalogue: Value = app.get_json("/open-data").await;

    // Assert
    let mut rows_seen = Vec::new();
    for dataset in datasets(&catalogue) {
        for file in dataset["files"].as_array().unwrap() {
            let path = file["path"].as_str().unwrap();
            let downloaded = download(&app, path).await;
            assert_eq!(file["bytes"], json!(downloaded.body.len()), "{path}");
            let rows = match file["format"].as_str().unwrap() {
                "csv" => parse_csv(downloaded.text()).1.len(),
                _ => downloaded.json().as_array().unwrap().len(),
            };
            assert_eq!(dataset["rows"], json!(rows), "{path}");
        }
        rows_seen.push((dataset["id"].clone(), dataset["rows"].clone()));
    }
    assert_eq!(
        rows_seen,
        [
            (json!("filings"), json!(2)),
            (json!("comments"), json!(2)),
            (json!("plans-2028"), json!(0)),
            (json!("plans-2027"), json!(2 * 3 + 2 * 3 + 1)),
        ]
    );
}

// lastUpdated: the latest change to the dataset's rows — a listed filing's last update (a
// hidden one's does not count), the last moderation of a published comment, the year's latest
// rates upload (none recorded: null) — in whole seconds, UTC.
#[actix_web::test]
async fn last_updated_is_the_latest_change_to_the_rows() {
    // Arrange
    let app = TestApp::spawn().await;
    let uploaded = Utc.with_ymd_and_hms(2026, 9, 1, 8, 15, 30).unwrap();
    let listed = catalogued_data(&app, uploaded);
    let filing_changed: DateTime<Utc> = filings::table
        .find(listed)
        .select(filings::updated_at)
        .first(&mut app.db.conn())
        .unwrap();

    // Act
    let catalogue: Value = app.get_json("/open-data").await;

    // Assert
    let last_updated: Vec<Value> = datasets(&catalogue)
        .iter()
        .map(|d| d["lastUpdated"].clone())
        .collect();
    assert_eq!(
        last_updated,
        [
            json!(filing_changed.to_rfc3339_opts(SecondsFormat::Secs, true)),
            json!("2026-10-03T12:00:00Z"),
            Value::Null,
            json!("2026-09-01T08:15:30Z"),
        ]
    );
}
