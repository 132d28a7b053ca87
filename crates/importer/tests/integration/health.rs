//! The importer process reports liveness and database readiness.

use db::roles::ServiceRole;
use service_kit::metrics::Metrics;
use test_support::{TestDb, settings};

#[actix_web::test]
async fn importer_is_healthy_and_ready_against_a_live_database() {
    let db = TestDb::new();
    let settings = importer::Settings {
        http: settings::local_http(),
        database: settings::small_pool(db.url_as(ServiceRole::Importer)),
    };
    let server = importer::build(&settings, &Metrics::new(importer::SERVICE)).unwrap();
    let base = format!("http://127.0.0.1:{}", server.port());
    actix_web::rt::spawn(server.run_until_stopped());

    let health = test_support::http::get(format!("{base}/healthz"))
        .await
        .unwrap();
    let ready = test_support::http::get(format!("{base}/readyz"))
        .await
        .unwrap();

    assert_eq!(health.status(), 200);
    assert_eq!(ready.status(), 200);
}
