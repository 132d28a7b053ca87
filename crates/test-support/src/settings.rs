//! The settings every test server shares: loopback, a port the OS picks, one worker, a small
//! pool that waits for a connection longer than a service does by default.

use std::time::Duration;

use db::pool::PoolSettings;
use service_kit::config::HttpSettings;

/// Listen on 127.0.0.1, port 0 (the server reports the port it got), one worker.
pub fn local_http() -> HttpSettings {
    HttpSettings {
        host: "127.0.0.1".into(),
        port: 0,
        workers: 1,
        compress: true,
    }
}

/// A pool of four connections to `url` that answers 503 after five seconds without one
/// (services default to two, `DB_CHECKOUT_TIMEOUT_MS`): connections open on demand, and on a
/// loaded machine a burst of twenty requests (the comment flood) waited longer than the half
/// second tests once allowed — a 503 where the test expected its answer.
pub fn small_pool(url: String) -> PoolSettings {
    PoolSettings {
        url,
        max_size: 4,
        checkout_timeout: Duration::from_secs(5),
    }
}
