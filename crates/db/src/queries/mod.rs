//! Queries grouped by aggregate: one module holds an aggregate's reads and writes, whoever calls
//! them (public-api, admin-api, importer, the rates template). Each returns `diesel::QueryResult`
//! and knows nothing of HTTP. A big aggregate is a folder split by what the code does (listing,
//! detail, save, import…); its `mod.rs` re-exports the items, so callers name the aggregate only
//! (`queries::filings::latest_rate_rows`), never the file.
//!
//! Where the pieces that belong to no single aggregate live, and why:
//! - [`audit`] and [`data_generation`] are their own small modules: nearly every aggregate's
//!   write records an audit entry and bumps the public cache generation in its own transaction,
//!   so neither belongs to one of them.
//! - Counties are in [`plans`]: they are the places plans are offered in (plan areas list their
//!   counties), and the rates template checks its counties against them; the public county list
//!   is the compare screen's Location choice over those plans.
//! - Companies and products an import names are created in [`companies`], beside the staff save
//!   that clears their review flag; types of insurance and filing statuses an import meets stay
//!   with [`filings`], whose reference data they are.
//! - [`health`] is no aggregate at all: the readiness probe's `SELECT 1`, kept apart so the probe
//!   touches no table.

pub mod audit;
pub mod comments;
pub mod companies;
pub mod compare_years;
pub mod data_generation;
pub mod filings;
pub mod health;
pub mod import_runs;
pub mod plans;
pub mod site_content;
mod sql;
pub mod staff;
