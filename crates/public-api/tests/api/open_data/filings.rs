//! `rate-filings.csv` and `.json` hold every publicly displayable filing, one
//! row per filing and company it names — exactly the rows of `GET /rates` (SPEC 2.7, 7.2), in
//! its order — with the Rate Page's columns (SPEC 2.9) and the page's absolute address.

use serde_json::{Value, json};

use super::{acme_gold, csv_rows, download_both, october_filing};
use crate::fixtures::acme::company;
use crate::helpers::{SITE_URL, TestApp};
use test_support::builders::{date, status};

/// Two companies; a filing naming both, an older one naming one, and a Do Not Display filing.
fn listed_and_hidden_filings(app: &TestApp) -> (i32, i32, i32, i32) {
    let conn = &mut app.db.conn();
    let acme_gold = acme_gold(conn);
    let summit = company(conn, "Summit Care", 10002);
    let both = october_filing(&acme_gold, "ACME-000000002", status::SUBMITTED)
        .company(summit, "-3.5")
        .insert(conn)
        .filing_id;
    let older = acme_gold
        .filing(
            "ACME-000000001",
            status::ACCEPTED,
            date(2025, 10, 1),
            "4.25",
        )
        .insert(conn)
        .filing_id;
    acme_gold
        .filing(
            "ACME-000000003",
            status::DO_NOT_DISPLAY,
            date(2026, 11, 1),
            "99",
        )
        .insert(conn);
    (both, older, acme_gold.acme, summit)
}

/// `(filing, company)` of each row of `GET /rates`, in order.
async fn rates_rows(app: &TestApp) -> Vec<(i64, i64)> {
    id_pairs(&app.get_json("/rates").await, "filingId", "companyPk")
}

/// `(filing, company)` of each element of the JSON array `rows`, from its fields `filing` and
/// `company`.
fn id_pairs(rows: &Value, filing: &str, company: &str) -> Vec<(i64, i64)> {
    rows.as_array()
        .unwrap()
        .iter()
        .map(|row| {
            (
                row[filing].as_i64().unwrap(),
                row[company].as_i64().unwrap(),
            )
        })
        .collect()
}

// The CSV row counts equal what the public pages show; SPEC 2.7 rows of
// `GET /rates`, same ids, same order, "Do Not Display" never.
#[actix_web::test]
async fn both_files_hold_exactly_the_rows_of_get_rates_in_its_order() {
    // Arrange
    let app = TestApp::spawn().await;
    let (both, older, acme, summit) = listed_and_hidden_filings(&app);

    // Act
    let (csv, json) = download_both(&app, "/open-data/filings").await;

    // Assert
    let expected = rates_rows(&app).await;
    assert_eq!(
        expected,
        [
            (both.into(), acme.into()),
            (both.into(), summit.into()),
            (older.into(), acme.into())
        ]
    );
    let from_csv: Vec<(i64, i64)> = csv_rows(csv.text())
        .iter()
        .map(|row| {
            (
                row["filing_id"].parse().unwrap(),
                row["company_id"].parse().unwrap(),
            )
        })
        .collect();
    let from_json = id_pairs(&json.json(), "filing_id", "company_id");
    assert_eq!(from_csv, expected);
    assert_eq!(from_json, expected);
    assert!(!csv.text().contains("ACME-000000003"));
    assert!(!json.text().contains("ACME-000000003"));
}

// The columns: status, dates, company, product, type of insurance, tracking numbers,
// requested rate changes (overall, minimum, maximum), policy holders affected and the public
// page's address (SPEC 2.9 Rate Page, as the Latest Rates "Details" link has it).
#[actix_web::test]
async fn a_row_carries_the_rate_page_columns_and_its_absolute_address() {
    // Arrange
    let app = TestApp::spawn().await;
    let (both, _, _, summit) = listed_and_hidden_filings(&app);
    let rates: Value = app.get_json("/rates").await;
    let line = rates
        .as_array()
        .unwrap()
        .iter()
        .find(|row| row["filingId"] == json!(both) && row["companyPk"] == json!(summit))
        .unwrap()
        .clone();

    // Act
    let (csv, json) = download_both(&app, "/open-data/filings").await;
    let json = json.json();

    // Assert
    let rate_page = format!(
        "{SITE_URL}/company/{}/rate/{both}/{summit}/{}",
        line["companyProductPk"], line["toiId"]
    );
    let row = &json[1];
    let status_changed_at = row["status_changed_at"].as_str().unwrap().to_owned();
    assert_eq!(
        row,
        &json!({
            "filing_id": both,
            "tracking_number": "ACME-000000002",
            "company_tracking_number": "CT-1",
            "status": "Submitted",
            "submission_date": "2026-10-01",
            "requested_effective_date": "2027-01-01",
            "status_changed_at": status_changed_at,
            "company_id": summit,
            "company_name": "Summit Care",
            "company_product_id": line["companyProductPk"],
            "product_name": "Filed Product Name",
            "type_of_insurance": "Individual Health - Major Medical",
            "market_type": "Individual",
            "group_market_size": null,
            "group_market_type": null,
            "overall_rate_change_percent": -3.5,
            "minimum_rate_change_percent": -5.5,
            "maximum_rate_change_percent": -1.5,
            "policy_holders_affected": 1000,
            "rate_page_url": rate_page,
        })
    );
    assert!(
        chrono::DateTime::parse_from_rfc3339(&status_changed_at).is_ok()
            && status_changed_at.ends_with('Z')
            && !status_changed_at.contains('.'),
        "{status_changed_at}"
    );
    // The CSV row says the same: empty cells for nulls, numbers plain.
    let csv_row = &csv_rows(csv.text())[1];
    for (name, value) in row.as_object().unwrap() {
        let cell = match value {
            Value::Null => String::new(),
            Value::String(text) => text.clone(),
            number => number.to_string(),
        };
        assert_eq!(csv_row[name], cell, "{name}");
    }
}

// The files answer with their type, a file name, and the caching headers of every
// public answer.
#[actix_web::test]
async fn the_files_are_typed_and_named() {
    let app = TestApp::spawn().await;
    listed_and_hidden_filings(&app);

    let (csv, json) = download_both(&app, "/open-data/filings").await;

    assert_eq!(csv.header("content-type"), "text/csv; charset=utf-8");
    assert_eq!(
        csv.header("content-disposition"),
        "attachment; filename=\"rate-filings.csv\""
    );
    assert_eq!(json.header("content-type"), "application/json");
    assert_eq!(
        json.header("content-disposition"),
        "attachment; filename=\"rate-filings.json\""
    );
    for file in [&csv, &json] {
        assert_eq!(file.header("cache-control"), "public, no-cache");
        assert_eq!(file.header("vary"), "Accept-Encoding");
        assert!(file.header("etag").starts_with('"'));
    }
    // RFC 4180: CRLF after every record, the header first; UTF-8 without a byte-order mark.
    assert!(
        csv.text()
            .starts_with("filing_id,tracking_number,company_tracking_number,status,")
    );
    assert!(csv.text().ends_with("\r\n"));
    assert_eq!(csv.text().matches("\r\n").count(), 4);
    assert!(!csv.text().starts_with('\u{feff}'));
}
