//! Every JSON log line of a request carries its id at the top level, including lines logged
//! from inside handler spans. One test per file: it installs the process-wide subscriber.

use std::io::Write;
use std::sync::{Arc, Mutex};

use actix_web::{HttpResponse, web as aw};
use serde_json::Value;
use service_kit::config::HttpSettings;
use service_kit::metrics::Metrics;
use service_kit::server::Application;
use tracing_subscriber::EnvFilter;

/// Log output collected in memory.
#[derive(Clone, Default)]
struct Captured(Arc<Mutex<Vec<u8>>>);

impl Write for Captured {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Captured {
    fn lines(&self) -> Vec<Value> {
        String::from_utf8(self.0.lock().unwrap().clone())
            .unwrap()
            .lines()
            .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}")))
            .collect()
    }
}

#[tracing::instrument]
async fn look_up(year: i16) -> i16 {
    tracing::info!("looking the year up");
    year
}

#[actix_web::test]
async fn every_log_line_of_a_request_carries_its_request_id() {
    let captured = Captured::default();
    let writer = captured.clone();
    tracing::subscriber::set_global_default(service_kit::telemetry::json_subscriber(
        EnvFilter::new("info"),
        move || writer.clone(),
    ))
    .unwrap();
    let settings = HttpSettings {
        host: "127.0.0.1".into(),
        port: 0,
        workers: 1,
        compress: true,
    };
    let app = Application::build(&settings, &Metrics::new("test"), &[], |cfg| {
        cfg.route(
            "/years/{year}",
            aw::get().to(|year: aw::Path<i16>| async move {
                HttpResponse::Ok().json(look_up(*year).await)
            }),
        );
    })
    .unwrap();
    let address = format!("http://127.0.0.1:{}", app.port());
    actix_web::rt::spawn(app.run_until_stopped());

    test_support::http::client()
        .get(format!("{address}/years/2026"))
        .header("X-Request-Id", "gw-7d1e")
        .send()
        .await
        .unwrap();
    let generated = test_support::http::get(format!("{address}/years/2027"))
        .await
        .unwrap();

    let lines = captured.lines();
    let of = |id: &str| {
        lines
            .iter()
            .filter(|l| l["request_id"] == id)
            .map(|l| l["message"].as_str().unwrap().to_owned())
            .collect::<Vec<_>>()
    };
    assert_eq!(
        of("gw-7d1e"),
        ["looking the year up", "request answered"],
        "{lines:#?}"
    );
    let generated_id = generated.headers()["x-request-id"].to_str().unwrap();
    assert_eq!(
        of(generated_id),
        ["looking the year up", "request answered"]
    );
    let answered = lines
        .iter()
        .find(|l| l["request_id"] == "gw-7d1e" && l["message"] == "request answered")
        .unwrap();
    assert_eq!(answered["status"], 200);
    assert_eq!(answered["span"]["route"], "/years/{year}");
    assert_eq!(answered["path"], "/years/2026");
}
