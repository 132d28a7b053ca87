//! The database crate's integration tests, in one binary (migrations, roles, import windows).
#![allow(clippy::unwrap_used, clippy::expect_used)] // a failing test should panic loudly

mod import_windows;
mod migrations;
mod roles;
