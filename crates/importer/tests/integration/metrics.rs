//! Observability: the importer's `/metrics` counts runs by trigger and outcome and
//! filings by result, reports the last run's duration and both of its pools.

use crate::support::{Harness, three_filings};
use db::roles::ServiceRole;
use importer::runner::RunOnce;
use service_kit::metrics::Metrics;
use test_support::metrics::value;
use test_support::settings;

async fn run_once(runner: &importer::runner::Runner<crate::support::MemorySource>) -> String {
    match runner.run_once().await.unwrap() {
        RunOnce::Finished(run) => run.status,
        RunOnce::Busy => panic!("nothing else holds the lock in this test"),
    }
}

#[actix_web::test]
async fn runs_and_filings_are_counted_on_the_metrics_endpoint() {
    let h = Harness::new();
    three_filings(&h);
    let metrics = Metrics::new(importer::SERVICE);
    let runner = h.runner();
    runner.register_metrics(&metrics).unwrap();
    let server = importer::build(
        &importer::Settings {
            http: settings::local_http(),
            database: settings::small_pool(h.db.url_as(ServiceRole::Importer)),
        },
        &metrics,
    )
    .unwrap();
    let base = format!("http://127.0.0.1:{}", server.port());
    actix_web::rt::spawn(server.run_until_stopped());

    let first = run_once(&runner).await;
    let second = run_once(&runner).await;
    h.source.set_unavailable(true);
    let third = run_once(&runner).await;
    let text = test_support::http::get(format!("{base}/metrics"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();

    assert_eq!([first, second, third], ["succeeded", "succeeded", "failed"]);
    let runs = |outcome| {
        value(
            &text,
            "import_runs_total",
            &[
                ("service", "importer"),
                ("trigger", "command"),
                ("outcome", outcome),
            ],
        )
    };
    assert_eq!(runs("succeeded"), Some(2.0), "{text}");
    assert_eq!(runs("failed"), Some(1.0));
    assert_eq!(runs("error"), Some(0.0));
    let filings = |result| value(&text, "import_filings_total", &[("result", result)]);
    assert_eq!(filings("new"), Some(3.0));
    assert_eq!(filings("unchanged"), Some(3.0));
    assert_eq!(filings("updated"), Some(0.0));
    assert_eq!(filings("failed"), Some(0.0));
    assert!(value(&text, "import_last_run_duration_seconds", &[]).unwrap() > 0.0);
    for pool in ["import", "readiness"] {
        assert_eq!(
            value(&text, "db_pool_max_size", &[("pool", pool)]),
            Some(4.0),
            "{text}"
        );
    }
}
