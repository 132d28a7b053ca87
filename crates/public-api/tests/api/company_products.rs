//! SPEC 2.8 / 2.9 / 7.2: `GET /company-products/{companyProductPk}` (Company Page) and
//! `GET /company-products/{companyProductPk}/{filingId}/{companyPk}/{toiId}` (Rate Page), and
//! beside them `GET /company-products/{companyProductPk}/history` (rate history).

mod company_page;
mod history;
mod rate_page;
