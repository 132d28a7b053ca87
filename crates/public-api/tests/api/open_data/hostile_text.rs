//! The downloads' format: "CSV is RFC 4180, UTF-8, with a header row; any cell that begins
//! with `=`, `+`, `-`, `@`, tab or carriage return is neutralised so spreadsheets never run
//! it" (the OWASP rule: a leading `'`). Hostile text in company names, county and plan names and
//! comments round-trips through a real CSV parser; number cells stay numbers, negative
//! percents included; the JSON files keep the text exactly.

use std::collections::BTreeSet;

use chrono::{TimeZone, Utc};
use serde_json::Value;

use super::{download, parse_csv};
use crate::fixtures::filings::comment;
use crate::fixtures::filings::comment_status::PUBLISHED;
use crate::fixtures::plan_compare::{self, NO_AMOUNTS, company_with_product, compare_year};
use crate::helpers::{TestApp, texts};
use test_support::builders::{
    CompanyBuilder, FilingBuilder, PlanBuilder, ProductBuilder, TypeOfInsuranceBuilder, date,
    status,
};

/// Text a spreadsheet would run, or that breaks naive CSV: every formula start, quotes,
/// commas, line breaks.
const HOSTILE: [&str; 8] = [
    "=HYPERLINK(\"https://evil.example\",\"Click\")",
    "+Plus Health, Inc.",
    "-Minus \"Quoted\" Care",
    "@SUM(A1:A9) Mutual",
    "\tTab Health",
    "\r=Return Care",
    "Line one\r\nline \"two\", three",
    "O'Brien = Fair, \"Plain\"",
];

/// Characters a spreadsheet reads as the start of a formula.
const FORMULA_START: [char; 6] = ['=', '+', '-', '@', '\t', '\r'];

/// A company per hostile name with a filing (negative rate changes) and a published comment of
/// each hostile text; a county, company and plan per hostile name in an active 2027.
fn hostile_data(app: &TestApp) {
    let conn = &mut app.db.conn();
    let individual = TypeOfInsuranceBuilder::new("H16I", "Individual Health - Major Medical")
        .insert(conn)
        .toi_id;
    let year = compare_year(conn, 2027, true);
    for (i, name) in HOSTILE.iter().enumerate() {
        let n = i32::try_from(i).unwrap();
        let insurer = CompanyBuilder::new(name)
            .naic_code(20_000 + n)
            .insert(conn)
            .company_pk;
        let listed = ProductBuilder::new(insurer, "Product")
            .insert(conn)
            .company_product_pk;
        let filing = FilingBuilder::new(&format!("HOST-{i:09}"), listed, individual)
            .status(status::SUBMITTED)
            .submitted(date(2026, 10, 1))
            .company(insurer, "-3.5")
            .insert(conn)
            .filing_id;
        let day = Utc
            .with_ymd_and_hms(2026, 10, 2, 0, 0, n.try_into().unwrap())
            .unwrap();
        comment(conn, filing, name, PUBLISHED, day, None);

        let county = plan_compare::county(conn, &format!("98{i:03}"), name);
        let (_, offered) = company_with_product(conn, name, 30_000 + n, 1);
        let plan_id = format!("{:05}LK0010001", 30_000 + n);
        let plan = PlanBuilder::new(year, offered, &plan_id)
            .name(name)
            .insert(conn)
            .plan_pk;
        plan_compare::variance(conn, plan, &format!("{plan_id}-01"), NO_AMOUNTS, None);
        plan_compare::plan_area(conn, plan, "Rating Area 1", &[county], &[("40-N", "0.50")]);
    }
}

/// The column names of `dataset` whose type is text or url, from the catalogue.
fn text_columns(catalogue: &Value, dataset: &str) -> BTreeSet<String> {
    catalogue["datasets"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["id"] == dataset)
        .unwrap()["columns"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["type"] == "text" || c["type"] == "url")
        .map(|c| c["name"].as_str().unwrap().to_owned())
        .collect()
}

#[actix_web::test]
async fn hostile_text_round_trips_and_no_text_cell_starts_like_a_formula() {
    // Arrange
    let app = TestApp::spawn().await;
    hostile_data(&app);
    let catalogue: Value = app.get_json("/open-data").await;

    for (path, dataset, columns_with_hostile_text) in [
        ("/open-data/filings.csv", "filings", &["company_name"][..]),
        ("/open-data/comments.csv", "comments", &["comment"][..]),
        (
            "/open-data/plans/2027.csv",
            "plans-2027",
            &["county", "company", "plan_name"][..],
        ),
    ] {
        // Act
        let file = download(&app, path).await;
        let (header, records) = parse_csv(file.text());

        // Assert
        let texts = text_columns(&catalogue, dataset);
        for record in &records {
            for (name, value) in header.iter().zip(record) {
                if texts.contains(name) {
                    assert!(
                        !value.starts_with(FORMULA_START),
                        "{path} {name}: {value:?} would run as a formula"
                    );
                } else if !value.is_empty() {
                    assert!(
                        value.parse::<f64>().is_ok()
                            || chrono::NaiveDate::parse_from_str(value, "%Y-%m-%d").is_ok()
                            || chrono::DateTime::parse_from_rfc3339(value).is_ok(),
                        "{path} {name}: {value:?} is not a plain number or date"
                    );
                }
            }
        }
        for column in columns_with_hostile_text {
            let at = header.iter().position(|h| h == column).unwrap();
            let read: BTreeSet<String> = records
                .iter()
                .map(|record| {
                    let value = &record[at];
                    match value.strip_prefix('\'') {
                        Some(original) if original.starts_with(FORMULA_START) => {
                            original.to_owned()
                        }
                        _ => value.clone(),
                    }
                })
                .collect();
            let written: BTreeSet<String> = HOSTILE.iter().map(|&t| t.to_owned()).collect();
            assert_eq!(read, written, "{path} {column}");
        }
    }
}

// Negative numbers are ours and stay numbers: a spreadsheet reads `-3.5` as minus three and a
// half, never as text or a formula.
#[actix_web::test]
async fn negative_percents_stay_plain_numbers() {
    let app = TestApp::spawn().await;
    hostile_data(&app);

    let filings = download(&app, "/open-data/filings.csv").await;
    let plans = download(&app, "/open-data/plans/2027.csv").await;

    let rows = super::csv_rows(filings.text());
    assert_eq!(rows.len(), HOSTILE.len());
    for row in rows {
        assert_eq!(row["overall_rate_change_percent"], "-3.5");
        assert_eq!(row["minimum_rate_change_percent"], "-5.5");
        assert_eq!(row["maximum_rate_change_percent"], "-1.5");
    }
    for row in super::csv_rows(plans.text()) {
        assert_eq!(row["monthly_premium"], "0.5");
    }
}

// The JSON files are not opened as spreadsheets: text is kept exactly, with no apostrophe.
#[actix_web::test]
async fn the_json_files_keep_hostile_text_exactly() {
    let app = TestApp::spawn().await;
    hostile_data(&app);

    let filings = download(&app, "/open-data/filings.json").await.json();
    let comments = download(&app, "/open-data/comments.json").await.json();

    let names: BTreeSet<&str> = texts(&filings, "company_name").into_iter().collect();
    let comment_texts: BTreeSet<&str> = texts(&comments, "comment").into_iter().collect();
    let hostile: BTreeSet<&str> = HOSTILE.into_iter().collect();
    assert_eq!(names, hostile);
    assert_eq!(comment_texts, hostile);
    assert_eq!(filings[0]["overall_rate_change_percent"], -3.5);
}
