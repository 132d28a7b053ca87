//! The settings every test server shares: loopback, a port the OS picks, one worker, a small
//! pool that gives up quickly.

use std::time::Duration;

use db::pool::PoolSettings;
use web::config::HttpSettings;

/// Listen on 127.0.0.1, port 0 (the server reports the port it got), one worker.
pub fn local_http() -> HttpSettings {
    HttpSettings {
        host: "127.0.0.1".into(),
        port: 0,
        workers: 1,
        compress: true,
    }
}

/// A pool of four connections to `url` that answers 503 after half a second without one.
pub fn small_pool(url: String) -> PoolSettings {
    PoolSettings {
        url,
        max_size: 4,
        checkout_timeout: Duration::from_millis(500),
    }
}
