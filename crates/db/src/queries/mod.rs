//! Queries grouped by aggregate. Each returns `diesel::QueryResult` and knows nothing of HTTP.

pub mod admin_comments;
pub mod admin_companies;
pub mod admin_compare_years;
pub mod admin_content;
pub mod admin_filings;
pub mod admin_import_runs;
pub mod admin_imports;
pub mod admin_users;
pub mod attachment_files;
pub mod audit;
pub mod compare_years;
pub mod counties;
pub mod data_generation;
pub mod health;
pub mod import_filings;
pub mod import_runs;
pub mod insurance_forms;
pub mod public_comments;
pub mod public_company;
pub mod public_filings;
pub mod quality_measure;
pub mod rates_template;
pub mod site_switches;
pub mod staff_users;
