//! Running synchronous diesel work off the actix workers, inside the caller's tracing span.

use ::db::{DbConn, DbPool};
use diesel::PgConnection;

use crate::ApiError;

/// Checks out a connection and runs `work` on the blocking thread pool.
///
/// A pool timeout (database down or saturated) becomes 503; query errors map through
/// `From<diesel::result::Error> for ApiError`.
pub async fn run<T, F>(pool: &DbPool, work: F) -> Result<T, ApiError>
where
    T: Send + 'static,
    F: FnOnce(&mut PgConnection) -> diesel::QueryResult<T> + Send + 'static,
{
    let pool = pool.clone();
    let span = tracing::Span::current();
    actix_web::web::block(move || {
        let _entered = span.enter();
        let mut conn: DbConn = pool.get().map_err(|e| ApiError::Unavailable(e.into()))?;
        work(&mut conn).map_err(ApiError::from)
    })
    .await
    .map_err(|e| ApiError::Internal(anyhow::anyhow!("blocking task failed: {e}")))?
}
