//! Queries grouped by aggregate. Each returns `diesel::QueryResult` and knows nothing of HTTP.

pub mod compare_years;
pub mod counties;
pub mod data_generation;
pub mod health;
pub mod insurance_forms;
pub mod public_attachments;
pub mod public_comments;
pub mod public_company;
pub mod public_filings;
pub mod quality_measure;
pub mod site_switches;
pub mod staff_users;
