//! Queries grouped by aggregate. Each returns `diesel::QueryResult` and knows nothing of HTTP.

pub mod compare_years;
pub mod counties;
pub mod health;
pub mod quality_measure;
pub mod staff_users;
