//! `product_types`: HMO, PPO and the like.

use diesel::prelude::*;

use crate::schema::product_types;

/// A product-type row (SPEC 3 Product type {productTypePk, name}).
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Identifiable)]
#[diesel(table_name = product_types, primary_key(product_type_pk), check_for_backend(diesel::pg::Pg))]
pub struct ProductType {
    /// Surrogate key (`productTypePk`).
    pub product_type_pk: i32,
    /// Name, e.g. HMO.
    pub name: String,
}

/// A product type to insert.
#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = product_types)]
pub struct NewProductType<'a> {
    /// Name, e.g. HMO.
    pub name: &'a str,
}
