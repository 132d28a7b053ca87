//! How often the cache answers: `public_cache_hits_total` and `public_cache_misses_total` by
//! route pattern, on the service's `/metrics`.

use prometheus::{IntCounterVec, Opts, Registry};

/// The hit and miss counters.
#[derive(Clone)]
pub struct CacheCounters {
    hits: IntCounterVec,
    misses: IntCounterVec,
}

impl std::fmt::Debug for CacheCounters {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CacheCounters").finish_non_exhaustive()
    }
}

impl CacheCounters {
    /// The counters, registered in `registry`.
    pub fn register(registry: &Registry) -> prometheus::Result<Self> {
        let counter = |name: &str, help: &str| -> prometheus::Result<IntCounterVec> {
            let counter = IntCounterVec::new(Opts::new(name, help), &["route"])?;
            registry.register(Box::new(counter.clone()))?;
            Ok(counter)
        };
        Ok(Self {
            hits: counter(
                "public_cache_hits_total",
                "Public GETs answered from the response cache, by route pattern.",
            )?,
            misses: counter(
                "public_cache_misses_total",
                "Public GETs the response cache could not answer (the handler ran), by route pattern.",
            )?,
        })
    }

    /// One request answered from the cache.
    pub fn hit(&self, route: &str) {
        self.hits.with_label_values(&[route]).inc();
    }

    /// One request the handler had to answer.
    pub fn miss(&self, route: &str) {
        self.misses.with_label_values(&[route]).inc();
    }
}
