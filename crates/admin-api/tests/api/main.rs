//! Admin API integration tests: the real server on a random port against a fresh database,
//! with tokens from a test identity provider (wiremock serving discovery and a test JWKS).
#![allow(clippy::unwrap_used, clippy::expect_used)] // a failing test should panic loudly

mod current_user;
mod helpers;
mod token_checks;
