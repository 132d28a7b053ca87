//! The demo data imported through SOAP equal what the seed holds: serff-sim serves a
//! database the demo seed filled; the importer reads it into a second database holding the same
//! demo companies but no filings; every filing comes back with its companies, requested figures,
//! decision, approved figures and documents byte for byte.

use std::path::PathBuf;

use crate::support::{counts, filings_snapshot, quick_options, soap_source};
use chrono::NaiveDate;
use db::attachment_store;
use db::roles::ServiceRole;
use demo::Scale;
use demo::sim::{SeededDatabase, SimConfig, SimServer};
use diesel::connection::SimpleConnection;
use importer::runner::{RunOnce, Runner};
use test_support::{TestDb, settings};

/// A database holding the demo data set, its documents in a store of its own.
fn seeded(today: NaiveDate) -> (TestDb, PathBuf) {
    let db = TestDb::new();
    let dir = std::env::temp_dir().join(format!("round-trip-{}", uuid::Uuid::new_v4()));
    let store = attachment_store::open(&dir);
    demo::seed(&mut db.conn(), store.as_ref(), Scale::Demo, today).unwrap();
    (db, dir)
}

#[actix_web::test]
async fn the_demo_filings_imported_through_soap_equal_the_seed() {
    // Arrange: the seed as SERFF holds it, and a site with the same companies but no filings.
    let today = NaiveDate::from_ymd_opt(2026, 11, 20).unwrap();
    let (serff, serff_files) = seeded(today);
    let (site, site_files) = seeded(today);
    site.conn()
        .batch_execute("DELETE FROM comments; DELETE FROM filings;")
        .unwrap();
    let mut config = SimConfig::new(0);
    config.workers = 2;
    config.database = Some(SeededDatabase {
        url: serff.url(),
        attachments_dir: serff_files.clone(),
    });
    config.faults.no_throttle = true;
    let server = SimServer::build(config).unwrap();
    let api = format!("http://127.0.0.1:{}/state-api_4.1", server.port());
    actix_web::rt::spawn(server.run_until_stopped());
    let runner = Runner::new(
        &settings::small_pool(site.url_as(ServiceRole::Importer)),
        attachment_store::open(&site_files),
        std::sync::Arc::new(soap_source(quick_options(&api))),
    );

    // Act
    let RunOnce::Finished(run) = runner.run_once().await.unwrap() else {
        panic!("busy")
    };

    // Assert
    let expected = filings_snapshot(&mut serff.conn());
    assert_eq!(run.status, "succeeded", "{:?}", run.error_text);
    assert_eq!(
        counts(&run),
        (i32::try_from(expected.len()).unwrap(), 0, 0, 0)
    );
    let imported = filings_snapshot(&mut site.conn());
    let differing: Vec<(&String, &String)> = expected
        .iter()
        .zip(&imported)
        .filter(|(a, b)| a != b)
        .take(3)
        .collect();
    assert!(differing.is_empty(), "seed vs imported: {differing:#?}");
    assert_eq!(imported.len(), expected.len());
    let _ = std::fs::remove_dir_all(serff_files);
    let _ = std::fs::remove_dir_all(site_files);
}
