//! Companies (SPEC 3 Company).

use std::sync::atomic::{AtomicI32, Ordering};

use db::models::company::{Company, NewCompany};
use db::schema::companies;
use diesel::prelude::*;

/// NAIC codes are unique; a company whose test does not care gets the next of these, far above
/// the codes tests choose.
static NEXT_NAIC_CODE: AtomicI32 = AtomicI32::new(900_000);

/// An active company with only a name and a NAIC code, as an import first creates one; the
/// contact details the Company Page shows are one call away.
#[derive(Debug, Clone)]
pub struct CompanyBuilder {
    name: String,
    naic_code: i32,
    address1: Option<String>,
    address2: Option<String>,
    city: Option<String>,
    state: Option<String>,
    postal_code: Option<String>,
    phone: Option<String>,
    website: Option<String>,
    website_desc: Option<String>,
    solvency_code: Option<i16>,
    active: i16,
    needs_review: bool,
}

impl CompanyBuilder {
    /// A company named `name`.
    pub fn new(name: &str) -> Self {
        Self {
            name: name.to_owned(),
            naic_code: NEXT_NAIC_CODE.fetch_add(1, Ordering::Relaxed),
            address1: None,
            address2: None,
            city: None,
            state: None,
            postal_code: None,
            phone: None,
            website: None,
            website_desc: None,
            solvency_code: None,
            active: 1,
            needs_review: false,
        }
    }

    /// Sets the NAIC company code (`coCode`).
    pub fn naic_code(mut self, naic_code: i32) -> Self {
        self.naic_code = naic_code;
        self
    }

    /// Gives the company a street address in Harrisburg, a phone number and a website.
    pub fn contact_details(mut self) -> Self {
        self.address1 = Some("1 Main Street".into());
        self.city = Some("Harrisburg".into());
        self.state = Some("PA".into());
        self.postal_code = Some("17101".into());
        self.phone = Some("717-555-0100".into());
        self.website = Some("https://insurer.example".into());
        self.website_desc = Some("Insurer site".into());
        self
    }

    /// Sets the second address line.
    pub fn address2(mut self, address2: &str) -> Self {
        self.address2 = Some(address2.to_owned());
        self
    }

    /// Sets the SPEC 9 solvency code (`None`: not set).
    pub fn solvency(mut self, solvency_code: Option<i16>) -> Self {
        self.solvency_code = solvency_code;
        self
    }

    /// Sets the SPEC 9 active flag: 1 Active, 0 Inactive.
    pub fn active(mut self, active: i16) -> Self {
        self.active = active;
        self
    }

    /// Marks the company as created by an import and awaiting staff review.
    pub fn needs_review(mut self, needs_review: bool) -> Self {
        self.needs_review = needs_review;
        self
    }

    /// Inserts the company; returns the stored row.
    pub fn insert(self, conn: &mut PgConnection) -> Company {
        let row = NewCompany {
            company_name: &self.name,
            co_code: self.naic_code,
            address1: self.address1.as_deref(),
            address2: self.address2.as_deref(),
            address3: None,
            city: self.city.as_deref(),
            state: self.state.as_deref(),
            postal_code: self.postal_code.as_deref(),
            phone: self.phone.as_deref(),
            phone_ext: None,
            website: self.website.as_deref(),
            website_desc: self.website_desc.as_deref(),
            solvency_code: self.solvency_code,
            active: self.active,
        };
        diesel::insert_into(companies::table)
            .values((row, companies::needs_review.eq(self.needs_review)))
            .returning(Company::as_returning())
            .get_result(conn)
            .unwrap()
    }
}
