//! The importer process reports liveness and database readiness.
#![allow(clippy::unwrap_used, clippy::expect_used)] // a failing test should panic loudly

use std::time::Duration;

use db::pool::PoolSettings;
use test_support::TestDb;
use web::config::HttpSettings;

#[actix_web::test]
async fn importer_is_healthy_and_ready_against_a_live_database() {
    let db = TestDb::new();
    let settings = importer::Settings {
        http: HttpSettings {
            host: "127.0.0.1".into(),
            port: 0,
            workers: 1,
        },
        database: PoolSettings {
            url: db.url(),
            max_size: 2,
            checkout_timeout: Duration::from_millis(500),
        },
    };
    let server = importer::build(&settings).unwrap();
    let base = format!("http://127.0.0.1:{}", server.port());
    actix_web::rt::spawn(server.run_until_stopped());

    let health = reqwest::get(format!("{base}/healthz")).await.unwrap();
    let ready = reqwest::get(format!("{base}/readyz")).await.unwrap();

    assert_eq!(health.status(), 200);
    assert_eq!(ready.status(), 200);
}
