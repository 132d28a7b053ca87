//! Admin API integration tests: the real server on a random port against a fresh database,
//! with tokens from a test identity provider (wiremock serving discovery and a test JWKS).

mod current_user;
mod helpers;
mod token_checks;
