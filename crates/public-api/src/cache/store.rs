//! The in-memory store of cached answers, with single-flight filling.

use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, RwLock};

use super::counters::CacheCounters;
use super::entry::CachedResponse;

/// Cached answers by request path.
#[derive(Debug)]
pub struct ResponseCache {
    entries: RwLock<HashMap<String, Arc<CachedResponse>>>,
    filling: Mutex<HashMap<String, Arc<tokio::sync::Mutex<()>>>>,
    bytes: AtomicUsize,
    max_bytes: usize,
    counters: CacheCounters,
}

impl ResponseCache {
    /// An empty cache holding at most `max_bytes` of bodies, counting its hits and misses in
    /// `counters`.
    pub fn new(max_bytes: usize, counters: CacheCounters) -> Self {
        Self {
            entries: RwLock::new(HashMap::new()),
            filling: Mutex::new(HashMap::new()),
            bytes: AtomicUsize::new(0),
            max_bytes,
            counters,
        }
    }

    /// The hit and miss counters.
    pub fn counters(&self) -> &CacheCounters {
        &self.counters
    }

    /// The answer cached for `key`, of whatever generation.
    pub fn get(&self, key: &str) -> Option<Arc<CachedResponse>> {
        self.entries.read().ok()?.get(key).cloned()
    }

    /// Keeps `entry` for `key`, replacing an older one. When the cache is full, entries of
    /// older generations go first; if it is still full, the new entry is not kept.
    pub fn put(&self, key: String, entry: Arc<CachedResponse>) {
        let Ok(mut entries) = self.entries.write() else {
            return;
        };
        if let Some(old) = entries.remove(&key) {
            self.bytes.fetch_sub(old.size(), Ordering::AcqRel);
        }
        if self.bytes.load(Ordering::Acquire) + entry.size() > self.max_bytes {
            let generation = entry.generation;
            entries.retain(|_, e| {
                let keep = e.generation >= generation;
                if !keep {
                    self.bytes.fetch_sub(e.size(), Ordering::AcqRel);
                }
                keep
            });
        }
        if self.bytes.load(Ordering::Acquire) + entry.size() > self.max_bytes {
            tracing::warn!(
                key,
                size = entry.size(),
                "response cache full: answer not kept"
            );
            return;
        }
        self.bytes.fetch_add(entry.size(), Ordering::AcqRel);
        entries.insert(key, entry);
    }

    /// A lock per key, so concurrent misses for the same answer build it once.
    pub fn fill_lock(&self, key: &str) -> Arc<tokio::sync::Mutex<()>> {
        let mut filling = self
            .filling
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        // Drop locks nobody holds, so the map stays as small as the set of busy keys.
        filling.retain(|_, lock| Arc::strong_count(lock) > 1);
        Arc::clone(filling.entry(key.to_owned()).or_default())
    }
}
