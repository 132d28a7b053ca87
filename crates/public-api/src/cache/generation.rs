//! Watching the data generation in PostgreSQL.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicI64, Ordering};
use std::time::Duration;

use db::DbPool;

/// The last generation read from the database, and whether the last read succeeded.
#[derive(Debug, Default)]
pub struct GenerationWatch {
    generation: AtomicI64,
    reachable: AtomicBool,
}

impl GenerationWatch {
    /// The last generation seen (0 before the first successful read).
    pub fn current(&self) -> i64 {
        self.generation.load(Ordering::Acquire)
    }

    /// Whether the last poll reached the database.
    pub fn database_reachable(&self) -> bool {
        self.reachable.load(Ordering::Acquire)
    }

    /// Reads the generation once; keeps the old value when the database does not answer.
    pub async fn poll(&self, pool: &DbPool) {
        match ::web::db::run(pool, db::queries::data_generation::current).await {
            Ok(generation) => {
                let old = self.generation.swap(generation, Ordering::AcqRel);
                if old != generation && old != 0 {
                    tracing::info!(
                        old,
                        new = generation,
                        "data generation moved: cached answers renew"
                    );
                }
                if !self.reachable.swap(true, Ordering::AcqRel) {
                    tracing::info!("database reachable");
                }
            }
            Err(e) => {
                if self.reachable.swap(false, Ordering::AcqRel) {
                    tracing::warn!(error = %e, "database unreachable: serving cached answers");
                }
            }
        }
    }

    /// Polls every `interval` for as long as the runtime runs.
    pub fn spawn_polling(self: &Arc<Self>, pool: DbPool, interval: Duration) {
        let watch = Arc::clone(self);
        actix_web::rt::spawn(async move {
            let mut ticker = actix_web::rt::time::interval(interval);
            ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                ticker.tick().await;
                watch.poll(&pool).await;
            }
        });
    }
}
