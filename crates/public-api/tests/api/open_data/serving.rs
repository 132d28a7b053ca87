//! The downloads are cached by data generation like every public answer, ETag/304, gzip/br,
//! streamed — an ETag from the data generation (a matching `If-None-Match` is a 304 without a
//! database read), br or gzip when the client takes them (ARCHITECTURE "Public additions beside
//! SPEC 7.2"), and the usual JSON error when the file cannot begin.

use std::time::Duration;

use chrono::{TimeZone, Utc};

use super::{acme_gold, download, october_filing};
use crate::fixtures::filings::comment;
use crate::fixtures::filings::comment_status::PUBLISHED;
use crate::fixtures::plan_compare::small_market;
use crate::helpers::{TestApp, unpacked};
use test_support::builders::status;
use test_support::wait;

/// Every download of a year-2027 market.
const FILES: [&str; 5] = [
    "/open-data/filings.csv",
    "/open-data/filings.json",
    "/open-data/comments.csv",
    "/open-data/comments.json",
    "/open-data/plans/2027.csv",
];

/// The small compare market of 2027, a listed filing and a published comment on it.
fn some_data(app: &TestApp) {
    let conn = &mut app.db.conn();
    small_market(conn, 2027);
    let acme_gold = acme_gold(conn);
    let filing = october_filing(&acme_gold, "ACME-000000001", status::SUBMITTED)
        .insert(conn)
        .filing_id;
    let day = Utc.with_ymd_and_hms(2026, 10, 2, 8, 0, 0).unwrap();
    comment(
        conn,
        filing,
        "Please explain the increase.",
        PUBLISHED,
        day,
        None,
    );
}

// ARCHITECTURE "Public additions": served "the same way (..., ETag, br/gzip, ...)"; each
// compressed body unpacks to the plain file, under the same ETag.
#[actix_web::test]
async fn every_file_comes_in_gzip_and_brotli_and_unpacks_to_the_plain_file() {
    let app = TestApp::spawn().await;
    some_data(&app);
    app.settle().await;

    for path in FILES {
        let plain = download(&app, path).await;
        for (accept, encoding) in [("gzip", "gzip"), ("gzip, deflate, br", "br")] {
            let response = app.get_with(path, &[("Accept-Encoding", accept)]).await;
            assert_eq!(response.status(), 200, "{path}");
            assert_eq!(response.headers()["content-encoding"], encoding, "{path}");
            assert_eq!(response.headers()["etag"], plain.header("etag"), "{path}");
            let body = response.bytes().await.unwrap();
            assert_eq!(
                unpacked(encoding, &body),
                plain.body,
                "{path} in {encoding}"
            );
        }
    }
    app.assert_gzip_and_brotli_match_plain("/open-data/filings.json")
        .await;
    app.assert_gzip_and_brotli_match_plain("/open-data/comments.json")
        .await;
}

// The served-from-memory checks, as every cached answer passes them; the ETag moves with
// the data generation (a staff change, "Reset cache"), so a kept copy is replaced.
#[actix_web::test]
async fn every_file_is_revalidated_by_an_etag_that_moves_with_the_generation() {
    // Arrange
    let app = TestApp::spawn().await;
    some_data(&app);
    app.settle().await;
    let mut before = Vec::new();
    for path in FILES {
        before.push(app.assert_revalidated_by_etag(path).await);
    }
    let mut distinct = before.clone();
    distinct.dedup();
    assert_eq!(distinct.len(), FILES.len(), "one ETag per file: {before:?}");

    // Act
    db::queries::data_generation::bump(&mut app.db.conn()).unwrap();

    // Assert
    for (path, old) in FILES.iter().zip(&before) {
        let what = format!("{path} to drop its ETag after a generation bump");
        wait::until_within(&what, Duration::from_secs(2), async || {
            let response = app.get_with(path, &[("If-None-Match", old)]).await;
            if response.status() == 200 {
                assert_ne!(response.headers()["etag"], old.as_str(), "{path}");
                return Some(());
            }
            assert_eq!(response.status(), 304, "{path}");
            None
        })
        .await;
    }
}

// "If-None-Match matching → 304 without touching the database": a client holding the current
// file is answered while the database is away; one without it gets the usual 503 envelope,
// never a truncated file.
#[actix_web::test]
async fn while_the_database_is_away_a_current_etag_is_304_and_a_download_503() {
    // Arrange
    let app = TestApp::spawn().await;
    some_data(&app);
    app.settle().await;
    let etag = download(&app, "/open-data/filings.csv")
        .await
        .header("etag")
        .to_owned();

    // Act
    app.set_connections_allowed(false);
    app.wait_until_database_seen_away().await;
    let kept = app
        .get_with("/open-data/filings.csv", &[("If-None-Match", &etag)])
        .await;
    let (status, error) = app.get_error("/open-data/filings.csv").await;
    app.set_connections_allowed(true);

    // Assert
    assert_eq!(kept.status(), 304);
    assert_eq!(kept.headers()["etag"], etag.as_str());
    assert_eq!(status, 503);
    assert_eq!(error["code"], "unavailable");
}
