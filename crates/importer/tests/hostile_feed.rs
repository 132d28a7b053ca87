//! Issue 17 item 4 "the importer trusts nothing": serff-sim's hostile fault modes against the
//! real client and a real import run — a listing page far over its size cap, an attachment
//! body that keeps coming, a redirect to another origin, and an HTML page filed as a PDF; and,
//! against a stand-in source (wiremock), the two sides of those rules that are allowed.
#![allow(clippy::unwrap_used, clippy::expect_used)] // a failing test should panic loudly

mod support;

use std::sync::Arc;

use db::attachment_store;
use db::queries::import_runs;
use db::schema::{attachment_blobs, filings};
use demo::sim::Faults;
use diesel::prelude::*;
use importer::runner::{RunOnce, Runner};
use importer::source::{FilingSource, HttpFilingSource, SourceError};
use serde_json::json;
use support::{quick_retries, sim_counters, start_sim};
use test_support::{TestDb, settings};
use wiremock::matchers::path;
use wiremock::{Mock, MockServer, ResponseTemplate};

/// 256 MiB of padding: far over every cap, small enough that a client without one survives
/// reading it (and so shows the missing cap by succeeding).
const PADDING: u64 = 256 * 1024 * 1024;

#[actix_web::test]
async fn a_listing_page_over_its_cap_is_refused_as_soon_as_it_passes_it() {
    let base = start_sim(
        10,
        Faults {
            oversize_page_bytes: PADDING,
            ..Faults::default()
        },
        None,
    );
    let mut options = quick_retries(&base);
    options.max_page_bytes = 1024 * 1024;
    let source = HttpFilingSource::new(options).unwrap();

    let refused = source.changed_since(None, None).await;

    assert!(
        matches!(refused, Err(SourceError::Malformed(ref m)) if m.contains("the filing listing") && m.contains("limit of 1048576 bytes")),
        "{refused:?}"
    );
    let sent = sim_counters(&base).await["paddingBytesSent"]
        .as_u64()
        .unwrap();
    assert!(
        sent < PADDING / 4,
        "the client read on after its cap: {sent} bytes of padding sent"
    );
}

#[actix_web::test]
async fn an_attachment_body_that_keeps_coming_is_cut_off_at_the_cap() {
    let base = start_sim(
        10,
        Faults {
            oversize_attachment_bytes: PADDING,
            ..Faults::default()
        },
        None,
    );
    let mut options = quick_retries(&base);
    options.max_attachment_bytes = 1024 * 1024;
    let source = HttpFilingSource::new(options).unwrap();
    let page = source.changed_since(None, None).await.unwrap();
    let attachment = page
        .filings
        .iter()
        .flat_map(|f| &f.attachments)
        .next()
        .unwrap();

    let refused = source.attachment(&attachment.attachment_id).await;

    assert!(
        matches!(refused, Err(SourceError::Malformed(ref m)) if m.contains("limit of 1048576 bytes")),
        "{refused:?}"
    );
    let counters = sim_counters(&base).await;
    assert_eq!(counters["attachmentRequests"], 1, "not retried: {counters}");
    assert!(
        counters["paddingBytesSent"].as_u64().unwrap() < PADDING / 4,
        "{counters}"
    );
}

#[actix_web::test]
async fn a_redirect_to_another_origin_is_refused_and_not_followed() {
    let elsewhere = start_sim(10, Faults::default(), None);
    let base = start_sim(
        10,
        Faults {
            redirect_origin: Some(elsewhere.clone()),
            ..Faults::default()
        },
        None,
    );
    let mut options = quick_retries(&base);
    options.token = Some("feed-secret".to_owned());
    let source = HttpFilingSource::new(options).unwrap();

    let listing = source.changed_since(None, None).await;
    let attachment = source.attachment("BLHP-140000001-1").await;

    for refused in [listing.map(|_| ()), attachment.map(|_| ())] {
        assert!(
            matches!(refused, Err(SourceError::Unavailable(ref m)) if m.contains(&elsewhere) && m.contains("origin of SERFF_SOURCE_URL")),
            "{refused:?}"
        );
    }
    let followed = sim_counters(&elsewhere).await;
    assert_eq!(followed["listingRequests"], 0, "{followed}");
    assert_eq!(followed["attachmentRequests"], 0, "{followed}");
    assert_eq!(sim_counters(&base).await["redirectsInjected"], 2);
}

#[actix_web::test]
async fn an_html_page_filed_as_a_pdf_fails_its_filing_and_is_never_stored() {
    let base = start_sim(
        12,
        Faults {
            lying_attachments: true,
            ..Faults::default()
        },
        None,
    );
    let db = TestDb::new();
    let store_dir = std::env::temp_dir().join(format!("hostile-feed-{}", uuid::Uuid::new_v4()));
    let source = Arc::new(HttpFilingSource::new(quick_retries(&base)).unwrap());
    let listed = source.changed_since(None, None).await.unwrap();
    let with_pdf = listed
        .filings
        .iter()
        .filter(|f| {
            f.attachments
                .iter()
                .any(|a| a.content_type == "application/pdf")
        })
        .count();
    let runner = Runner::new(
        &settings::small_pool(db.url()),
        attachment_store::open(&store_dir),
        source,
    );

    let RunOnce::Finished(run) = runner.run_once().await.unwrap() else {
        panic!("nothing else holds the lock in this test");
    };

    let mut conn = db.conn();
    let errors = import_runs::filing_errors(&mut conn, run.import_run_id).unwrap();
    assert!(with_pdf > 0);
    assert_eq!(
        usize::try_from(run.failed_count).unwrap(),
        with_pdf,
        "{errors:?}"
    );
    assert_eq!(errors.len(), with_pdf);
    assert!(
        errors
            .iter()
            .all(|(_, message)| message.contains("was not stored: its name says a PDF")),
        "{errors:?}"
    );
    let pdf_blobs: i64 = attachment_blobs::table
        .filter(attachment_blobs::content_type.eq("application/pdf"))
        .count()
        .get_result(&mut conn)
        .unwrap();
    let stored: i64 = filings::table.count().get_result(&mut conn).unwrap();
    assert_eq!(pdf_blobs, 0);
    assert_eq!(
        usize::try_from(stored).unwrap(),
        listed.filings.len() - with_pdf
    );
    let _ = std::fs::remove_dir_all(&store_dir);
}

#[tokio::test]
async fn a_redirect_within_the_source_origin_is_followed() {
    let server = MockServer::start().await;
    Mock::given(path("/filings"))
        .respond_with(ResponseTemplate::new(302).insert_header("location", "/v2/filings"))
        .expect(1)
        .mount(&server)
        .await;
    Mock::given(path("/v2/filings"))
        .respond_with(ResponseTemplate::new(200).set_body_json(
            json!({"filings": [], "nextPageToken": null, "asOf": "2026-11-20T10:00:00Z"}),
        ))
        .expect(1)
        .mount(&server)
        .await;

    let page = HttpFilingSource::new(quick_retries(&server.uri()))
        .unwrap()
        .changed_since(None, None)
        .await;

    assert!(page.is_ok(), "{page:?}");
}

#[tokio::test]
async fn an_attachment_listed_over_the_cap_is_not_even_requested() {
    let server = MockServer::start().await;
    let memo = json!({"attachmentId": "big-1", "fileName": "Memo.pdf", "documentName": "Memo",
        "contentType": "application/pdf", "sizeBytes": 5_000});
    let filing = json!({"trackingNumber": "BLHP-140000001",
        "companies": [{"naicCode": "95101", "name": "Blue Lake Health Plan"}],
        "productName": "Blue Lake Select HMO",
        "typeOfInsurance": {"code": "H16I", "name": "Individual Health - Major Medical"},
        "marketType": "Individual", "submissionDate": "2026-06-01", "stateStatus": "Submitted",
        "lastModified": "2026-06-01T14:00:00Z", "attachments": [memo]});
    Mock::given(path("/filings"))
        .respond_with(
            ResponseTemplate::new(200)
                .set_body_json(json!({"filings": [filing], "asOf": "2026-11-20T10:00:00Z"})),
        )
        .mount(&server)
        .await;
    Mock::given(path("/attachments/big-1"))
        .respond_with(ResponseTemplate::new(200).set_body_raw(vec![b'x'; 5_000], "application/pdf"))
        .expect(0)
        .mount(&server)
        .await;
    let mut options = quick_retries(&server.uri());
    options.max_attachment_bytes = 1_000;
    let source = HttpFilingSource::new(options).unwrap();
    source.changed_since(None, None).await.unwrap();

    let refused = source.attachment("big-1").await;

    assert!(
        matches!(refused, Err(SourceError::Malformed(ref m)) if m.contains("listed with 5000 bytes")),
        "{refused:?}"
    );
}
