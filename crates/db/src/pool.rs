//! The r2d2 connection pool every service uses.

use std::time::Duration;

use anyhow::Context;
use diesel::r2d2::{ConnectionManager, HandleError, Pool, PooledConnection};
use diesel::{Connection, PgConnection};

/// A pool of PostgreSQL connections.
pub type DbPool = Pool<ConnectionManager<PgConnection>>;
/// One connection checked out of a [`DbPool`].
pub type DbConn = PooledConnection<ConnectionManager<PgConnection>>;

/// How a service sizes and times its pool.
#[derive(Debug, Clone)]
pub struct PoolSettings {
    /// PostgreSQL URL, e.g. `postgres://user@host:5432/db`.
    pub url: String,
    /// Most connections open at once.
    pub max_size: u32,
    /// How long a request waits for a free connection before the service answers 503.
    pub checkout_timeout: Duration,
}

/// Builds a pool without connecting: a service starts (and reports not-ready) while the
/// database is down, and connects as soon as it is back.
pub fn build_pool(settings: &PoolSettings) -> DbPool {
    let manager = ConnectionManager::<PgConnection>::new(settings.url.clone());
    Pool::builder()
        .max_size(settings.max_size)
        .min_idle(Some(0))
        .connection_timeout(settings.checkout_timeout)
        .test_on_check_out(true)
        .error_handler(Box::new(LogAsWarning))
        .build_unchecked(manager)
}

/// Logs a failed connection attempt as a warning: while the database is away the pool retries
/// continually, and the service already answers 503 and reports not-ready, so these are not
/// errors of their own (r2d2's default logs each at ERROR).
#[derive(Debug)]
struct LogAsWarning;

impl HandleError<diesel::r2d2::Error> for LogAsWarning {
    fn handle_error(&self, error: diesel::r2d2::Error) {
        tracing::warn!(%error, "database connection attempt failed");
    }
}

/// One connection to `DATABASE_URL`, for the command-line tools (`dbctl`, `seed`); a failure
/// names the URL without its password.
pub fn connect_from_env() -> anyhow::Result<PgConnection> {
    let url = std::env::var("DATABASE_URL").context("DATABASE_URL is not set")?;
    PgConnection::establish(&url).with_context(|| format!("cannot connect to {}", redact(&url)))
}

/// The URL without its password, for messages.
fn redact(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme), Some(at)) if at > scheme => {
            let userinfo = &url[scheme + 3..at];
            let user = userinfo.split(':').next().unwrap_or_default();
            format!("{}://{}@{}", &url[..scheme], user, &url[at + 1..])
        }
        _ => url.to_owned(),
    }
}
