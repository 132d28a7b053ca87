//! Admin API integration tests: the real server on a random port against a fresh database,
//! with tokens from a test identity provider (wiremock serving discovery and a test JWKS).
#![allow(clippy::unwrap_used, clippy::expect_used)] // a failing test should panic loudly

mod access;
mod admin_filings;
mod auth_before_body;
mod comment_payloads;
mod companies;
mod compare_years;
mod current_user;
mod documented_limits;
mod filing_attachments;
mod fixtures;
mod helpers;
mod import_runs;
mod imports;
mod insurance_forms;
mod metrics;
mod moderation;
mod nul_text;
mod openapi;
mod rates_upload;
mod routes_table;
mod sign_in_binding;
mod sign_in_settings;
mod strict_requests;
mod token_attacks;
mod token_checks;
mod users;
