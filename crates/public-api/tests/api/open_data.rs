//! Open data: the downloads (`/open-data/filings.csv` and `.json`,
//! `/open-data/comments.csv` and `.json`, `/open-data/plans/{year}.csv`) and their catalogue
//! (`GET /open-data`). What the tests share: downloading a file, reading CSV with a real
//! RFC 4180 parser, unpacking compressed bodies.

mod catalogue;
mod comments;
mod filings;
mod hostile_text;
mod plans;
mod serving;

use diesel::PgConnection;
use test_support::builders::{FilingBuilder, date};

use crate::fixtures::acme::AcmeGold;
use crate::helpers::TestApp;

/// Inserts Acme Gold as the open-data tests list it: Acme with solvency code 10, the type
/// H16I named "Individual Health - Major Medical".
pub fn acme_gold(conn: &mut PgConnection) -> AcmeGold {
    AcmeGold::insert(conn, Some(10), "Individual Health - Major Medical")
}

/// A filing of `acme_gold` in `status` submitted on 2026-10-01, Acme asking +7.5 %.
pub fn october_filing(acme_gold: &AcmeGold, tracking: &str, status: i16) -> FilingBuilder {
    acme_gold.filing(tracking, status, date(2026, 10, 1), "7.5")
}

/// A downloaded file: its headers and its plain bytes.
pub struct Download {
    pub headers: reqwest::header::HeaderMap,
    pub body: Vec<u8>,
}

impl Download {
    /// The body as text (UTF-8, as every download is).
    pub fn text(&self) -> &str {
        std::str::from_utf8(&self.body).unwrap()
    }

    /// The header's value.
    pub fn header(&self, name: &str) -> &str {
        self.headers[name].to_str().unwrap()
    }

    /// The body as JSON.
    pub fn json(&self) -> serde_json::Value {
        serde_json::from_slice(&self.body).unwrap()
    }
}

/// GET `path` without compression; fails unless it answers 200.
pub async fn download(app: &TestApp, path: &str) -> Download {
    let response = app.get_with(path, &[("Accept-Encoding", "identity")]).await;
    assert_eq!(response.status(), 200, "GET {path}");
    let headers = response.headers().clone();
    assert!(headers.get("content-encoding").is_none(), "GET {path}");
    let body = response.bytes().await.unwrap().to_vec();
    Download { headers, body }
}

/// The downloads `{stem}.csv` and `{stem}.json`, as [`download`] fetches them.
pub async fn download_both(app: &TestApp, stem: &str) -> (Download, Download) {
    let csv = download(app, &format!("{stem}.csv")).await;
    let json = download(app, &format!("{stem}.json")).await;
    (csv, json)
}

/// A CSV download read by the `csv` crate: the header row and the records, every record as
/// long as the header (the parser refuses anything else).
pub fn parse_csv(text: &str) -> (Vec<String>, Vec<Vec<String>>) {
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(true)
        .from_reader(text.as_bytes());
    let header = reader
        .headers()
        .unwrap()
        .iter()
        .map(str::to_owned)
        .collect();
    let records = reader
        .records()
        .map(|record| record.unwrap().iter().map(str::to_owned).collect())
        .collect();
    (header, records)
}

/// The records of a CSV download as maps from column name to cell.
pub fn csv_rows(text: &str) -> Vec<std::collections::BTreeMap<String, String>> {
    let (header, records) = parse_csv(text);
    records
        .into_iter()
        .map(|record| header.iter().cloned().zip(record).collect())
        .collect()
}
