//! Every public GET is answered from memory: serialized, precompressed bytes keyed by path and
//! tagged with the data generation stored in PostgreSQL (ARCHITECTURE "Data"). A bumped
//! generation makes every replica fetch afresh within one poll interval; while the database
//! is unreachable, cached answers keep being served. Hits and misses are counted by route
//! pattern on `/metrics`. An answer that changes with the clock is built for each request
//! instead ([`answer_fresh`]), revalidated and encoded the same way.

mod counters;
mod encoding;
mod entry;
mod fresh;
mod generation;
mod middleware;
mod store;

pub use counters::CacheCounters;
pub use encoding::{Encoding, preferred as preferred_encoding};
pub use entry::{CACHE_CONTROL, names_etag};
pub use fresh::answer_fresh;
pub use generation::GenerationWatch;
pub use middleware::serve_from_cache;
pub use store::ResponseCache;
