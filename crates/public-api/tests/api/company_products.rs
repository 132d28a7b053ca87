//! SPEC 2.8 / 2.9 / 7.2: `GET /company-products/{companyProductPk}` (Company Page) and
//! `GET /company-products/{companyProductPk}/{filingId}/{companyPk}/{toiId}` (Rate Page).

mod company_page;
mod rate_page;
