//! Watching the data generation in PostgreSQL. The generation read last is on `/metrics` as
//! `public_data_generation`: replicas that show the same value serve the same answers;
//! `public_database_reachable` is 0 while the last read failed (answers come from memory).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicI64, Ordering};
use std::time::Duration;

use db::DbPool;
use prometheus::{IntGauge, Registry};

/// The last generation read from the database, and whether the last read succeeded.
#[derive(Debug)]
pub struct GenerationWatch {
    generation: AtomicI64,
    reachable: AtomicBool,
    shown: IntGauge,
    reachable_shown: IntGauge,
}

impl GenerationWatch {
    /// A watch that has read nothing yet, its gauge registered in `registry`.
    pub fn register(registry: &Registry) -> prometheus::Result<Self> {
        let shown = IntGauge::new(
            "public_data_generation",
            "The data generation this replica last read: its cached answers belong to it (0 before the first read).",
        )?;
        registry.register(Box::new(shown.clone()))?;
        let reachable_shown = IntGauge::new(
            "public_database_reachable",
            "1 when this replica's last read of the data generation reached the database, else 0 (cached answers are served).",
        )?;
        registry.register(Box::new(reachable_shown.clone()))?;
        Ok(Self {
            generation: AtomicI64::new(0),
            reachable: AtomicBool::new(false),
            shown,
            reachable_shown,
        })
    }

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
        match service_kit::db::run(pool, db::queries::data_generation::current).await {
            Ok(generation) => {
                let old = self.generation.swap(generation, Ordering::AcqRel);
                self.shown.set(generation);
                self.reachable_shown.set(1);
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
                self.reachable_shown.set(0);
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
