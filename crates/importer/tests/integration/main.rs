//! The importer's integration tests, in one binary: each file was a binary of its own, which
//! compiled `support` and linked the whole importer once per file.
#![allow(clippy::unwrap_used, clippy::expect_used)] // a failing test should panic loudly

mod bad_records;
mod crash;
mod demo_round_trip;
mod health;
mod hostile_feed;
mod import_semantics;
mod metrics;
mod runner;
mod serff_sim;
mod support;
mod throttle;
mod windows;
