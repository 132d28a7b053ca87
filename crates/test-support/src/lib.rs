//! Test-only helpers: HTTP clients with the TLS crypto provider installed, a fresh PostgreSQL database per test cloned from a migrated template,
//! builders for the rows tests arrange (companies, products, filings, plans), plan-compare rows,
//! a compare dataset restricted to one county (the county slice's oracle), a test identity provider
//! (signing key, JWKS and discovery served by wiremock), a reader for the Prometheus text that
//! `/metrics` answers, the redaction that names a test's keys in response snapshots, the check
//! that an API's OpenAPI document and its route list agree, the 405-with-`Allow` check both
//! APIs' tests make, and waiting for a condition instead of for a fixed time.
//!
//! Tests need `TEST_DATABASE_URL`: a URL to any database of a server where the test user may
//! create databases, e.g. `postgres://postgres@127.0.0.1:55432/postgres` (`scripts/test` sets it).

pub mod attachments;
pub mod builders;
pub mod compare_dataset;
pub mod http;
pub mod metrics;
pub mod plan_compare;
pub mod route_table;
pub mod settings;
pub mod snapshots;
mod test_db;
pub mod test_idp;
pub mod wait;
pub mod wrong_methods;

pub use test_db::TestDb;
