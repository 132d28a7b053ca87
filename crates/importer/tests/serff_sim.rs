//! serff-sim read by the real client: every filing across pages, incremental listings after
//! amendments, attachment bytes that match their checksums, and faults the client rides out.
#![allow(clippy::unwrap_used, clippy::expect_used)] // a failing test should panic loudly

mod support;

use std::collections::{BTreeSet, HashSet};

use chrono::{DateTime, Utc};
use demo::sim::Faults;
use importer::source::{
    FilingSource, HttpFilingSource, SourceError, SourceFiling, SourceOptions, sha256_hex,
};
use serde_json::{Value, json};
use support::{quick_retries, sim_counters, start_sim};

const FILINGS: usize = 250;

/// Starts a simulator of [`FILINGS`] filings without faults; returns its base address.
fn start(token: Option<&str>) -> String {
    start_sim(FILINGS, Faults::default(), token)
}

fn client(base: &str) -> HttpFilingSource {
    HttpFilingSource::new(quick_retries(base)).unwrap()
}

/// Every filing changed since `since`, following pages; with the first page's `asOf`.
async fn list_all(
    source: &HttpFilingSource,
    since: Option<DateTime<Utc>>,
) -> (Vec<SourceFiling>, DateTime<Utc>, usize) {
    let mut filings = Vec::new();
    let mut token = None;
    let mut pages = 0;
    let mut as_of = None;
    loop {
        let page = source.changed_since(since, token).await.unwrap();
        pages += 1;
        as_of.get_or_insert(page.as_of);
        filings.extend(page.filings);
        token = page.next_page_token;
        if token.is_none() {
            return (filings, as_of.unwrap(), pages);
        }
    }
}

async fn control(base: &str, path: &str, body: Option<Value>) -> Value {
    let request = reqwest::Client::new().post(format!("{base}{path}"));
    let request = match body {
        Some(body) => request.json(&body),
        None => request,
    };
    let response = request.send().await.unwrap();
    assert!(
        response.status().is_success(),
        "{path}: {}",
        response.status()
    );
    response.json().await.unwrap()
}

#[actix_web::test]
async fn every_filing_arrives_once_across_pages() {
    let base = start(None);

    let (filings, _, pages) = list_all(&client(&base), None).await;

    let trackings: HashSet<&str> = filings.iter().map(|f| f.tracking_number.as_str()).collect();
    let statuses: BTreeSet<&str> = filings.iter().map(|f| f.state_status.as_str()).collect();
    let markets: BTreeSet<&str> = filings.iter().map(|f| f.market_type.as_str()).collect();
    assert_eq!(filings.len(), FILINGS);
    assert_eq!(trackings.len(), FILINGS);
    assert_eq!(pages, 3);
    assert_eq!(statuses.len(), 8, "{statuses:?}");
    assert_eq!(markets, BTreeSet::from(["Group", "Individual"]));
    assert!(
        filings
            .iter()
            .all(|f| f.tracking_number[5..].starts_with("14"))
    );
    assert!(
        filings
            .windows(2)
            .all(|w| w[0].last_modified <= w[1].last_modified)
    );
    assert!(filings.iter().any(|f| f.companies[0].naic_code == "95101"));
    assert!(
        filings.iter().any(|f| f.companies[0].naic_code == "10457"),
        "a company the demo lacks"
    );
}

#[actix_web::test]
async fn since_returns_only_the_amended_filings() {
    let base = start(None);
    let source = client(&base);
    let (before, as_of, _) = list_all(&source, None).await;

    let amended = control(&base, "/_sim/amend?count=5", None).await;
    let (changed, next_as_of, _) = list_all(&source, Some(as_of)).await;
    let (nothing, _, _) = list_all(&source, Some(next_as_of)).await;

    let expected: BTreeSet<String> = amended["trackingNumbers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t.as_str().unwrap().to_owned())
        .collect();
    let got: BTreeSet<String> = changed.iter().map(|f| f.tracking_number.clone()).collect();
    assert_eq!(got, expected);
    assert!(nothing.is_empty());
    for filing in &changed {
        let old = before
            .iter()
            .find(|f| f.tracking_number == filing.tracking_number)
            .unwrap();
        assert!(filing.last_modified > as_of);
        assert_ne!(
            filing.companies[0].overall_rate_change,
            old.companies[0].overall_rate_change
        );
        assert!(
            filing.attachments.len() > old.attachments.len(),
            "an objection response"
        );
    }
}

#[actix_web::test]
async fn amendments_during_a_listing_are_not_lost() {
    let base = start(None);
    let source = client(&base);
    let first = source.changed_since(None, None).await.unwrap();

    control(&base, "/_sim/amend?count=40", None).await;
    let mut seen: Vec<String> = first
        .filings
        .iter()
        .map(|f| f.tracking_number.clone())
        .collect();
    let mut token = first.next_page_token;
    while let Some(next) = token {
        let page = source.changed_since(None, Some(next)).await.unwrap();
        seen.extend(page.filings.into_iter().map(|f| f.tracking_number));
        token = page.next_page_token;
    }
    let (later, _, _) = list_all(&source, Some(first.as_of)).await;
    seen.extend(later.into_iter().map(|f| f.tracking_number));

    let distinct: HashSet<&String> = seen.iter().collect();
    assert_eq!(distinct.len(), FILINGS);
}

#[actix_web::test]
async fn attachment_bytes_match_their_checksums() {
    let base = start(None);
    let source = client(&base);
    let (filings, _, _) = list_all(&source, None).await;
    let attachments: Vec<_> = filings
        .iter()
        .flat_map(|f| &f.attachments)
        .take(40)
        .collect();
    let types: BTreeSet<&str> = attachments
        .iter()
        .map(|a| a.content_type.as_str())
        .collect();

    for attachment in &attachments {
        let bytes = source.attachment(&attachment.attachment_id).await.unwrap();
        assert_eq!(Some(sha256_hex(&bytes)), attachment.sha256);
        assert_eq!(bytes.len() as i64, attachment.size_bytes);
        if attachment.content_type == "application/pdf" {
            assert!(bytes.starts_with(b"%PDF-"));
        }
        if attachment.file_name.ends_with(".xlsm") {
            assert!(bytes.starts_with(b"PK\x03\x04"));
        }
    }
    assert!(
        types.contains("application/pdf") && types.len() >= 3,
        "{types:?}"
    );
    assert!(matches!(
        source.attachment("NOPE-1").await,
        Err(SourceError::NoSuchAttachment(_))
    ));
}

#[actix_web::test]
async fn the_client_rides_out_injected_faults() {
    let base = start(None);
    let (clean, _, _) = list_all(&client(&base), None).await;
    let faults = Faults {
        slow_ms: 2,
        error_rate: 0.2,
        truncate_rate: 0.2,
        ..Faults::default()
    };
    control(
        &base,
        "/_sim/faults",
        Some(serde_json::to_value(faults).unwrap()),
    )
    .await;
    let mut options = quick_retries(&base);
    options.retries = 10;
    let source = HttpFilingSource::new(options).unwrap();

    let (faulty, _, _) = list_all(&source, None).await;
    for attachment in faulty.iter().flat_map(|f| &f.attachments).take(30) {
        let bytes = source.attachment(&attachment.attachment_id).await.unwrap();
        assert_eq!(Some(sha256_hex(&bytes)), attachment.sha256);
    }
    let counters = sim_counters(&base).await;

    assert_eq!(faulty, clean);
    assert!(
        counters["errorsInjected"].as_u64().unwrap() > 0,
        "{counters}"
    );
    assert!(
        counters["truncationsInjected"].as_u64().unwrap() > 0,
        "{counters}"
    );
}

#[actix_web::test]
async fn a_simulator_with_a_token_refuses_a_client_without_it() {
    let base = start(Some("s3cret"));
    let mut options = SourceOptions::new(base.as_str());
    options.token = Some("s3cret".to_owned());

    let without = client(&base).changed_since(None, None).await;
    let with = HttpFilingSource::new(options)
        .unwrap()
        .changed_since(None, None)
        .await;

    assert!(matches!(without, Err(SourceError::Unavailable(ref m)) if m.contains("401")));
    assert_eq!(with.unwrap().filings.len(), 100);
}

#[actix_web::test]
async fn reset_undoes_amendments() {
    let base = start(None);
    let source = client(&base);
    let (before, _, _) = list_all(&source, None).await;
    control(&base, "/_sim/amend?count=10", None).await;

    let summary = control(&base, "/_sim/reset", None).await;
    let (after, _, _) = list_all(&source, None).await;

    assert_eq!(summary["filings"], json!(FILINGS));
    assert_eq!(after, before);
}
