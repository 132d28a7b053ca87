//! What the services share, tested through a real server, in one binary.
#![allow(clippy::unwrap_used, clippy::expect_used)] // a failing test should panic loudly

mod observability;
mod request_errors;
mod request_logs;
