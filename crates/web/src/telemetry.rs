//! Structured logs: JSON lines by default, human-readable with `LOG_FORMAT=pretty`.

use tracing_subscriber::EnvFilter;

/// Installs the global subscriber; `RUST_LOG` filters (default `info`). Safe to call twice.
pub fn init(service: &'static str) {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    let pretty = std::env::var("LOG_FORMAT").is_ok_and(|f| f.eq_ignore_ascii_case("pretty"));
    let result = if pretty {
        tracing_subscriber::fmt().with_env_filter(filter).try_init()
    } else {
        tracing_subscriber::fmt()
            .json()
            .flatten_event(true)
            .with_current_span(true)
            .with_env_filter(filter)
            .try_init()
    };
    if result.is_ok() {
        tracing::info!(
            service,
            version = env!("CARGO_PKG_VERSION"),
            "logging started"
        );
    }
}
