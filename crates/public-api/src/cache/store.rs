//! The in-memory store of cached answers: a moka cache weighed in bytes, filled by one request
//! at a time per key.

use std::future::Future;
use std::sync::Arc;

use moka::Entry;
use moka::future::Cache;
use moka::notification::RemovalCause;
use moka::ops::compute::Op;
use moka::policy::EvictionPolicy;

use super::counters::CacheCounters;
use super::entry::CachedResponse;

/// Cached answers by request path, of whatever generation they were built under (an older
/// one is still served while the database is down).
pub struct ResponseCache {
    entries: Cache<String, Arc<CachedResponse>>,
    counters: CacheCounters,
    brotli_max_quality: i32,
}

impl std::fmt::Debug for ResponseCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ResponseCache")
            .field("entries", &self.entries.entry_count())
            .field("bytes", &self.entries.weighted_size())
            .finish_non_exhaustive()
    }
}

impl ResponseCache {
    /// An empty cache holding at most `max_bytes` of bodies, counting its hits and misses in
    /// `counters`. When a new answer does not fit, the least recently used go first (after a
    /// generation bump, those are the older generation's answers nobody asked for since); an
    /// answer larger than the whole budget is not kept. Answers are brotli-packed no denser
    /// than `brotli_max_quality`.
    pub fn new(max_bytes: usize, brotli_max_quality: i32, counters: CacheCounters) -> Self {
        let entries = Cache::builder()
            .max_capacity(u64::try_from(max_bytes).unwrap_or(u64::MAX))
            .weigher(|_, entry: &Arc<CachedResponse>| {
                u32::try_from(entry.size()).unwrap_or(u32::MAX)
            })
            .eviction_policy(EvictionPolicy::lru())
            .eviction_listener(|key, entry, cause| {
                if cause == RemovalCause::Size {
                    tracing::warn!(
                        key = %key,
                        size = entry.size(),
                        generation = entry.generation,
                        "response cache full: answer dropped"
                    );
                }
            })
            .build();
        Self {
            entries,
            counters,
            brotli_max_quality,
        }
    }

    /// The densest brotli quality answers are packed at.
    pub fn brotli_max_quality(&self) -> i32 {
        self.brotli_max_quality
    }

    /// The hit and miss counters.
    pub fn counters(&self) -> &CacheCounters {
        &self.counters
    }

    /// The answer cached for `key`, of whatever generation.
    pub async fn get(&self, key: &str) -> Option<Arc<CachedResponse>> {
        self.entries.get(key).await
    }

    /// Runs `fill` with the answer kept for `key` (if any) and keeps the entry it gives back,
    /// one call at a time per key: concurrent misses wait, and the later ones find the answer
    /// the first one built. Gives `fill`'s answer (`None` only if it never ran).
    pub async fn fill<A, F, Fut>(&self, key: String, fill: F) -> Option<A>
    where
        F: FnOnce(Option<Arc<CachedResponse>>) -> Fut,
        Fut: Future<Output = (A, Option<Arc<CachedResponse>>)>,
    {
        let mut answer = None;
        self.entries
            .entry(key)
            .and_compute_with(|kept| async {
                let (given, keep) = fill(kept.map(Entry::into_value)).await;
                answer = Some(given);
                keep.map_or(Op::Nop, Op::Put)
            })
            .await;
        // Applies the byte budget now rather than at the next few calls.
        self.entries.run_pending_tasks().await;
        answer
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use actix_web::http::header::HeaderValue;
    use actix_web::web::Bytes;

    use super::*;

    fn cache(max_bytes: usize) -> ResponseCache {
        let counters = CacheCounters::register(&prometheus::Registry::new()).unwrap();
        ResponseCache::new(max_bytes, 11, counters)
    }

    /// An uncompressed entry of `size` bytes (under the compression threshold).
    fn entry(generation: i64, size: usize) -> Arc<CachedResponse> {
        let json = HeaderValue::from_static("application/json");
        Arc::new(
            CachedResponse::build(generation, json, Bytes::from(vec![b'1'; size]), 11).unwrap(),
        )
    }

    async fn put(cache: &ResponseCache, key: &str, kept: Arc<CachedResponse>) {
        cache
            .fill(key.to_owned(), |_| async move { ((), Some(kept)) })
            .await;
    }

    #[actix_web::test]
    async fn concurrent_misses_for_one_key_build_it_once() {
        let cache = cache(1_000);
        let built = std::sync::atomic::AtomicUsize::new(0);
        let fill = |kept: Option<Arc<CachedResponse>>| async {
            if let Some(current) = kept {
                return (current, None);
            }
            built.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            // The build yields, so the other four asks arrive while it is in progress.
            tokio::task::yield_now().await;
            let fresh = entry(1, 10);
            (Arc::clone(&fresh), Some(fresh))
        };

        let key = || "/counties".to_owned();
        let answers = tokio::join!(
            cache.fill(key(), fill),
            cache.fill(key(), fill),
            cache.fill(key(), fill),
            cache.fill(key(), fill),
            cache.fill(key(), fill),
        );
        let answers = [answers.0, answers.1, answers.2, answers.3, answers.4];

        assert_eq!(built.load(std::sync::atomic::Ordering::SeqCst), 1);
        assert!(answers.iter().all(|a| a.as_ref().unwrap().generation == 1));
    }

    #[actix_web::test]
    async fn the_byte_budget_drops_the_least_recently_used_and_answers_larger_than_it() {
        let cache = cache(100);
        put(&cache, "/old", entry(1, 40)).await;
        put(&cache, "/current", entry(2, 40)).await;
        cache.get("/current").await;

        put(&cache, "/new", entry(2, 40)).await;
        put(&cache, "/huge", entry(2, 101)).await;

        assert!(cache.get("/old").await.is_none());
        assert!(cache.get("/current").await.is_some());
        assert!(cache.get("/new").await.is_some());
        assert!(cache.get("/huge").await.is_none());
        assert!(cache.entries.weighted_size() <= 100);
    }

    #[actix_web::test]
    async fn an_answer_not_given_back_keeps_the_older_one() {
        let cache = cache(1_000);
        put(&cache, "/counties", entry(1, 10)).await;

        cache
            .fill("/counties".to_owned(), |_| async { ((), None) })
            .await;

        assert_eq!(cache.get("/counties").await.unwrap().generation, 1);
    }
}
