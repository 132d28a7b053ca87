//! Reads of companies and their products: the Companies screen list (SPEC 2.13), one company,
//! the product types, a company's products, and the company row locked for a rates upload.

use std::collections::HashMap;

use crate::queries::sql::lower;
use diesel::prelude::*;
use serde::Serialize;

use crate::models::company::Company;
use crate::models::company_product::CompanyProduct;
use crate::models::product_type::ProductType;
use crate::schema::{companies, company_products, product_types, solvency_codes};

/// A company as the Companies screen lists it (SPEC 3 Company (admin)).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AdminCompany {
    /// The company's columns.
    #[serde(flatten)]
    pub company: CompanyColumns,
    /// Its solvency description, when a solvency is set.
    pub solvency_desc: Option<String>,
    /// Every product of the company, active or not, by name.
    pub products: Vec<AdminProduct>,
}

/// The `companies` columns staff see and edit.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Serialize)]
#[diesel(table_name = companies, check_for_backend(diesel::pg::Pg))]
#[serde(rename_all = "camelCase")]
pub struct CompanyColumns {
    /// `companyPk`.
    pub company_pk: i32,
    /// `companyName`.
    pub company_name: String,
    /// `coCode`, fixed once the company exists.
    pub co_code: i32,
    /// `address1`.
    pub address1: Option<String>,
    /// `address2`.
    pub address2: Option<String>,
    /// `address3`.
    pub address3: Option<String>,
    /// `city`.
    pub city: Option<String>,
    /// `state`, two capital letters.
    pub state: Option<String>,
    /// `postalCode`.
    pub postal_code: Option<String>,
    /// `phone`.
    pub phone: Option<String>,
    /// `phoneExt`.
    pub phone_ext: Option<String>,
    /// `website`.
    pub website: Option<String>,
    /// `websiteDesc`.
    pub website_desc: Option<String>,
    /// `solvencyFk`: 10, 20, 30 or none.
    #[serde(rename = "solvencyFk")]
    pub solvency_code: Option<i16>,
    /// `active`: 1 or 0.
    pub active: i16,
    /// Created by an import; cleared when staff save the company.
    pub needs_review: bool,
}

/// A company product as staff see it.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Serialize)]
#[diesel(table_name = company_products, check_for_backend(diesel::pg::Pg))]
#[serde(rename_all = "camelCase")]
pub struct AdminProduct {
    /// `companyProductPk`.
    pub company_product_pk: i32,
    /// The company selling it.
    #[serde(skip)]
    pub company_pk: i32,
    /// `productTypeFk`, when the product has a type.
    #[serde(rename = "productTypeFk")]
    pub product_type_pk: Option<i32>,
    /// `productTypeName`.
    #[diesel(select_expression = product_types::name.nullable())]
    pub product_type_name: Option<String>,
    /// `productName`.
    pub product_name: String,
    /// `active`: 1 or 0.
    pub active: i16,
}

/// Every company with its products, by name regardless of case.
#[tracing::instrument(skip(conn))]
pub fn list(conn: &mut PgConnection) -> QueryResult<Vec<AdminCompany>> {
    load(conn, None)
}

/// One company with its products.
#[tracing::instrument(skip(conn))]
pub fn find(conn: &mut PgConnection, company_pk: i32) -> QueryResult<Option<AdminCompany>> {
    Ok(load(conn, Some(company_pk))?.pop())
}

fn load(conn: &mut PgConnection, only: Option<i32>) -> QueryResult<Vec<AdminCompany>> {
    let mut query = companies::table
        .left_join(solvency_codes::table)
        .select((
            CompanyColumns::as_select(),
            solvency_codes::description.nullable(),
        ))
        .order((lower(companies::company_name), companies::company_pk))
        .into_boxed();
    let mut products_query = company_products::table
        .left_join(product_types::table)
        .select(AdminProduct::as_select())
        .order((
            company_products::product_name,
            company_products::company_product_pk,
        ))
        .into_boxed();
    if let Some(company_pk) = only {
        query = query.filter(companies::company_pk.eq(company_pk));
        products_query = products_query.filter(company_products::company_pk.eq(company_pk));
    }
    let rows: Vec<(CompanyColumns, Option<String>)> = query.load(conn)?;
    let mut products: HashMap<i32, Vec<AdminProduct>> = HashMap::new();
    for product in products_query.load::<AdminProduct>(conn)? {
        products
            .entry(product.company_pk)
            .or_default()
            .push(product);
    }
    Ok(rows
        .into_iter()
        .map(|(company, solvency_desc)| AdminCompany {
            products: products.remove(&company.company_pk).unwrap_or_default(),
            company,
            solvency_desc,
        })
        .collect())
}

/// Every product type, by name.
#[tracing::instrument(skip(conn))]
pub fn product_types(conn: &mut PgConnection) -> QueryResult<Vec<ProductType>> {
    product_types::table
        .select(ProductType::as_select())
        .order((product_types::name, product_types::product_type_pk))
        .load(conn)
}

/// A company's products, active or not, by name (the products a rates template may name).
pub fn products_of(conn: &mut PgConnection, company_pk: i32) -> QueryResult<Vec<CompanyProduct>> {
    company_products::table
        .filter(company_products::company_pk.eq(company_pk))
        .order(company_products::product_name.asc())
        .select(CompanyProduct::as_select())
        .load(conn)
}

/// The company, locked until the transaction ends so that two rates uploads for it run one
/// after the other; `None` when there is no such company.
pub fn lock(conn: &mut PgConnection, company_pk: i32) -> QueryResult<Option<Company>> {
    companies::table
        .find(company_pk)
        .select(Company::as_select())
        .for_update()
        .first(conn)
        .optional()
}
