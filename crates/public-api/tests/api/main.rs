//! Public API integration tests: the real server on a random port against a fresh database.

mod counties;
mod health;
mod helpers;
mod quality_measure;
mod site_profile;
mod years;
