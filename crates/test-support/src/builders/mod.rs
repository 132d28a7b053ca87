//! Builders for the rows tests arrange, after crates.io's `crates_io_test_utils::builders`: a
//! sensible row by default, one method per field a test varies, and `insert` that writes it and
//! returns the stored row. A test names only what it is about; the rest is a default here, not a
//! copy of someone else's fixture.
//!
//! ```ignore
//! let acme = CompanyBuilder::new("Acme Health").naic_code(10001).insert(conn);
//! let gold = ProductBuilder::new(acme.company_pk, "Gold Plan").insert(conn);
//! let ind = TypeOfInsuranceBuilder::new("H16I", "Individual Health").insert(conn);
//! let filing = FilingBuilder::new("ACME-1", gold.company_product_pk, ind.toi_id)
//!     .company(acme.company_pk, "7.5")
//!     .insert(conn);
//! ```
#![allow(clippy::unwrap_used)] // a builder that cannot insert should fail its test loudly

mod company;
mod filing;
mod plan;
mod product;
mod type_of_insurance;

use std::str::FromStr;

use bigdecimal::BigDecimal;
use chrono::{NaiveDate, TimeDelta, Utc};

pub use company::CompanyBuilder;
pub use filing::{FilingBuilder, status};
pub use plan::PlanBuilder;
pub use product::ProductBuilder;
pub use type_of_insurance::TypeOfInsuranceBuilder;

/// A percent or an amount such as `"7.5"`.
pub fn pct(text: &str) -> BigDecimal {
    BigDecimal::from_str(text).unwrap()
}

/// A fixed date.
pub fn date(y: i32, m: u32, d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(y, m, d).unwrap()
}

/// The date `days` before today (UTC).
pub fn days_ago(days: i64) -> NaiveDate {
    (Utc::now() - TimeDelta::days(days)).date_naive()
}
