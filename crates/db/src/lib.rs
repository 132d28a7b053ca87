//! PostgreSQL access for every service: the diesel schema (generated from `migrations/`),
//! row models beside their insert forms, queries grouped by aggregate, the connection pool,
//! embedded migrations, the service roles, the attachment object store and the reads behind the
//! open-data downloads.
//!
//! Queries return `diesel::QueryResult` and know nothing of HTTP; the `web` crate maps errors.

pub mod attachment_store;
pub mod compare_dataset;
pub mod migrations;
pub mod models;
pub mod open_data;
pub mod pool;
pub mod queries;
pub mod roles;
#[rustfmt::skip]
pub mod schema;

pub use pool::{DbConn, DbPool};
