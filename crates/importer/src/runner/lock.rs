//! The run lock: a PostgreSQL session advisory lock on a connection of its own, held while a
//! run imports, so one importer replica imports at a time. The lock ends with the session, so a
//! killed importer leaves nothing to clean up but its run row.

use std::sync::{Arc, Mutex, PoisonError};

use anyhow::Context as _;
use db::queries::import_runs;
use diesel::prelude::*;

/// The run lock, held; dropping it closes the session, which releases the lock.
pub struct RunLock {
    conn: Arc<Mutex<PgConnection>>,
}

impl std::fmt::Debug for RunLock {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RunLock").finish_non_exhaustive()
    }
}

impl RunLock {
    /// Opens a session to `database_url` and takes the lock; `None` when another session holds it.
    pub async fn try_acquire(database_url: &str) -> anyhow::Result<Option<RunLock>> {
        let url = database_url.to_owned();
        tokio::task::spawn_blocking(move || {
            let mut conn = PgConnection::establish(&url)
                .context("cannot open the database session for the import lock")?;
            let taken = import_runs::try_lock(&mut conn).context("cannot take the import lock")?;
            Ok(taken.then(|| RunLock {
                conn: Arc::new(Mutex::new(conn)),
            }))
        })
        .await?
    }

    /// Fails when the session holding the lock is gone (then another importer may take over).
    pub async fn check(&self) -> anyhow::Result<()> {
        let conn = Arc::clone(&self.conn);
        tokio::task::spawn_blocking(move || {
            let mut conn = conn.lock().unwrap_or_else(PoisonError::into_inner);
            diesel::sql_query("SELECT 1")
                .execute(&mut *conn)
                .context("the importer lost the database session that holds the import lock")
                .map(|_| ())
        })
        .await?
    }

    /// Releases the lock and closes its session.
    pub async fn release(self) {
        let conn = self.conn;
        let released = tokio::task::spawn_blocking(move || {
            let mut conn = conn.lock().unwrap_or_else(PoisonError::into_inner);
            import_runs::unlock(&mut conn)
        })
        .await;
        if !matches!(released, Ok(Ok(true))) {
            // Closing the session releases it anyway.
            tracing::warn!("the import lock was not released cleanly; its session is closed");
        }
    }
}
