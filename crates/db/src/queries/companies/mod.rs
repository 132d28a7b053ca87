//! Insurance companies and their products (SPEC 2.8, 2.13, 4.4, 5.4, 7.3): the Companies screen,
//! the staff save, the public Company Page, a product's rate history, the company a feed
//! follows, and the companies and products a rate-filing import names.
//!
//! A save is one transaction: the company row, its products synchronised by product type, the
//! audit-log entry and the public cache generation. Products are never deleted (filings and
//! plans reference them); a product type no longer listed only makes its products inactive.

mod followed;
mod history;
mod import;
mod listing;
mod page;
mod products;
mod save;

pub use self::followed::{FollowedCompany, followed_company};
pub use self::history::{ProductHistory, product_history};
pub use self::import::{find_or_create_by_code, find_or_create_product};
pub use self::listing::{
    AdminCompany, AdminProduct, CompanyColumns, find, list, lock, product_types, products_of,
};
pub use self::page::{CompanyPage, PageProduct, ProductFiling, company_page};
pub use self::save::{CompanyInput, SaveCompanyOutcome, save};
