//! `companies`: insurers licensed in the state.

use chrono::{DateTime, Utc};
use diesel::prelude::*;

use crate::schema::companies;

/// A company row (SPEC 3 Company (admin)).
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Identifiable)]
#[diesel(table_name = companies, primary_key(company_pk), check_for_backend(diesel::pg::Pg))]
pub struct Company {
    /// Surrogate key (`companyPk`).
    pub company_pk: i32,
    /// Name shown everywhere (`companyName`).
    pub company_name: String,
    /// NAIC company code (`coCode`).
    pub co_code: i32,
    /// First address line.
    pub address1: Option<String>,
    /// Second address line.
    pub address2: Option<String>,
    /// Third address line.
    pub address3: Option<String>,
    /// City.
    pub city: Option<String>,
    /// Two-letter state code.
    pub state: Option<String>,
    /// ZIP code, five digits with an optional +4.
    pub postal_code: Option<String>,
    /// Phone number as shown.
    pub phone: Option<String>,
    /// Phone extension.
    pub phone_ext: Option<String>,
    /// Website address.
    pub website: Option<String>,
    /// Website label (`websiteDesc`).
    pub website_desc: Option<String>,
    /// SPEC 9 solvency code, when set.
    pub solvency_code: Option<i16>,
    /// SPEC 9 active flag: 1 Active, 0 Inactive.
    pub active: i16,
    /// Created by an import; staff should review it.
    pub needs_review: bool,
    /// When the row was created.
    pub created_at: DateTime<Utc>,
    /// Last change.
    pub updated_at: DateTime<Utc>,
}

/// A company to insert.
#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = companies)]
pub struct NewCompany<'a> {
    /// Name shown everywhere.
    pub company_name: &'a str,
    /// NAIC company code.
    pub co_code: i32,
    /// First address line.
    pub address1: Option<&'a str>,
    /// Second address line.
    pub address2: Option<&'a str>,
    /// Third address line.
    pub address3: Option<&'a str>,
    /// City.
    pub city: Option<&'a str>,
    /// Two-letter state code.
    pub state: Option<&'a str>,
    /// ZIP code.
    pub postal_code: Option<&'a str>,
    /// Phone number as shown.
    pub phone: Option<&'a str>,
    /// Phone extension.
    pub phone_ext: Option<&'a str>,
    /// Website address.
    pub website: Option<&'a str>,
    /// Website label.
    pub website_desc: Option<&'a str>,
    /// SPEC 9 solvency code, when set.
    pub solvency_code: Option<i16>,
    /// SPEC 9 active flag: 1 Active, 0 Inactive.
    pub active: i16,
}
