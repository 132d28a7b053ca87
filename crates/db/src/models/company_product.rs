//! `company_products`: the products a company sells.

use chrono::{DateTime, Utc};
use diesel::prelude::*;

use crate::schema::company_products;

/// A company-product row; the public Company Page is addressed by its key (SPEC 2.8).
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Identifiable)]
#[diesel(table_name = company_products, primary_key(company_product_pk), check_for_backend(diesel::pg::Pg))]
pub struct CompanyProduct {
    /// Surrogate key (`companyProductPk`).
    pub company_product_pk: i32,
    /// The company selling the product.
    pub company_pk: i32,
    /// Product type; products without one are not shown as tags (SPEC 2.13).
    pub product_type_pk: Option<i32>,
    /// Product name.
    pub product_name: String,
    /// 1 Active, 0 Inactive.
    pub active: i16,
    /// Created by an import; staff should review it.
    pub needs_review: bool,
    /// When the row was created.
    pub created_at: DateTime<Utc>,
    /// Last change.
    pub updated_at: DateTime<Utc>,
}

/// A company product to insert.
#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = company_products)]
pub struct NewCompanyProduct<'a> {
    /// The company selling the product.
    pub company_pk: i32,
    /// Product type, when known.
    pub product_type_pk: Option<i32>,
    /// Product name, unique within the company.
    pub product_name: &'a str,
    /// 1 Active, 0 Inactive.
    pub active: i16,
}
