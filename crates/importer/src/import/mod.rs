//! Import semantics: one record from the source becomes one stored filing.
//!
//! A record is checked and mapped first ([`validate`]); its attachments are fetched only when
//! their bytes are not stored yet, held to their extension's file signature ([`signature`]) and
//! stored once per checksum ([`attachment`]); then the
//! filing is upserted by tracking number in its own transaction
//! (`db::queries::filings::upsert`), so a stopped importer never leaves half a filing.
//! A bad record is counted and reported and the run goes on ([`page`]).

pub mod attachment;
mod error;
pub mod page;
pub mod signature;
pub mod validate;

use std::sync::Arc;

use db::DbPool;
use db::attachment_store::AttachmentStore;
use db::queries::filings::{self, UpsertOutcome};
use diesel::PgConnection;

pub use self::error::{FilingFailure, RecordError};
pub use self::page::{PageStop, Tally, import_page};
use crate::source::{FilingSource, SourceFiling};

/// What an import works with: the database, the object store and the source.
#[derive(Debug)]
pub struct ImportContext<S> {
    /// Connections for the per-filing transactions.
    pub pool: DbPool,
    /// Where attachment bytes go.
    pub store: Arc<dyn AttachmentStore>,
    /// Where filings come from.
    pub source: Arc<S>,
}

impl<S> Clone for ImportContext<S> {
    fn clone(&self) -> Self {
        Self {
            pool: self.pool.clone(),
            store: Arc::clone(&self.store),
            source: Arc::clone(&self.source),
        }
    }
}

impl<S> ImportContext<S> {
    /// Runs blocking database work `f` on a pooled connection off the async workers.
    pub async fn db<T, E, F>(&self, f: F) -> Result<T, FilingFailure>
    where
        F: FnOnce(&mut PgConnection) -> Result<T, E> + Send + 'static,
        E: Into<FilingFailure>,
        T: Send + 'static,
        E: Send + 'static,
    {
        let pool = self.pool.clone();
        let joined = tokio::task::spawn_blocking(move || {
            let mut conn = pool.get().map_err(|e| {
                FilingFailure::Fatal(anyhow::anyhow!("no database connection: {e}"))
            })?;
            f(&mut conn).map_err(Into::into)
        })
        .await;
        joined.map_err(|e| FilingFailure::Fatal(anyhow::anyhow!("database task failed: {e}")))?
    }
}

/// Imports one record: checks it, stores its attachments' bytes, upserts the filing.
pub async fn import_filing<S: FilingSource>(
    ctx: &ImportContext<S>,
    record: &SourceFiling,
) -> Result<UpsertOutcome, FilingFailure> {
    let checked = validate::check(record)?;
    let mut filing = checked.filing;
    filing.attachments = attachment::store_all(
        ctx,
        &filing.tracking_number,
        filing.source_updated_at,
        &checked.attachments,
    )
    .await?;
    ctx.db(move |conn| filings::upsert(conn, &filing)).await
}
