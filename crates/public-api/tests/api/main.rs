//! Public API integration tests: the real server on a random port against a fresh database.
#![allow(clippy::unwrap_used, clippy::expect_used)] // a failing test should panic loudly

mod counties;
mod health;
mod helpers;
mod quality_measure;
mod site_profile;
mod years;
