//! Company products (SPEC 3 companyProduct).

use db::models::company_product::{CompanyProduct, NewCompanyProduct};
use db::schema::company_products;
use diesel::prelude::*;

/// An active product without a product type.
#[derive(Debug, Clone)]
pub struct ProductBuilder {
    company_pk: i32,
    name: String,
    product_type_pk: Option<i32>,
    active: i16,
}

impl ProductBuilder {
    /// A product of `company_pk` named `name`.
    pub fn new(company_pk: i32, name: &str) -> Self {
        Self {
            company_pk,
            name: name.to_owned(),
            product_type_pk: None,
            active: 1,
        }
    }

    /// Sets the product type (`None`: untyped, shown without a tag).
    pub fn product_type(mut self, product_type_pk: Option<i32>) -> Self {
        self.product_type_pk = product_type_pk;
        self
    }

    /// Sets the active flag: 1 Active, 0 Inactive.
    pub fn active(mut self, active: i16) -> Self {
        self.active = active;
        self
    }

    /// Inserts the product; returns the stored row.
    pub fn insert(self, conn: &mut PgConnection) -> CompanyProduct {
        diesel::insert_into(company_products::table)
            .values(NewCompanyProduct {
                company_pk: self.company_pk,
                product_type_pk: self.product_type_pk,
                product_name: &self.name,
                active: self.active,
            })
            .returning(CompanyProduct::as_returning())
            .get_result(conn)
            .unwrap()
    }
}
