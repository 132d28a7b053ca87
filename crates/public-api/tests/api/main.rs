//! Public API integration tests: the real server on a random port against a fresh database.
#![allow(clippy::unwrap_used, clippy::expect_used)] // a failing test should panic loudly

mod api_reference;
mod attachments;
mod cache;
mod comment_abuse;
mod comment_status;
mod comments;
mod company_products;
mod compare;
mod compare_county;
mod counties;
mod documented_limits;
mod feeds;
mod filings;
mod fixtures;
mod health;
mod helpers;
mod insurance_forms;
mod metrics;
mod open_data;
mod openapi;
mod public_comments;
mod quality_measure;
mod site_profile;
mod wrong_methods;
mod years;
