//! The companies and products a rate-filing import names, found by natural key or created: a
//! company by NAIC code, the lead company's product by name. What an import creates is flagged
//! for staff review (`needs_review`), which a staff save of the company clears.

use diesel::dsl::sql;
use diesel::prelude::*;
use diesel::sql_types::Text;

use crate::queries::sql::lower;
use crate::schema::{companies, company_products, product_types};

/// The company with NAIC code `co_code`, created active and flagged for review when unknown.
/// A known company keeps the name staff gave it.
pub fn find_or_create_by_code(
    conn: &mut PgConnection,
    co_code: i32,
    name: &str,
) -> QueryResult<i32> {
    let by_code = companies::table
        .filter(companies::co_code.eq(co_code))
        .select(companies::company_pk);
    if let Some(pk) = by_code.first(conn).optional()? {
        return Ok(pk);
    }
    diesel::insert_into(companies::table)
        .values((
            companies::company_name.eq(name),
            companies::co_code.eq(co_code),
            companies::active.eq(1),
            companies::needs_review.eq(true),
        ))
        .returning(companies::company_pk)
        .get_result(conn)
}

/// The company's product named `name` (exactly, else ignoring case and surrounding spaces),
/// created active and flagged for review when the company has none of that name.
pub fn find_or_create_product(
    conn: &mut PgConnection,
    company_pk: i32,
    name: &str,
    product_type: Option<&str>,
) -> QueryResult<i32> {
    let of_company = company_products::table
        .filter(company_products::company_pk.eq(company_pk))
        .select(company_products::company_product_pk);
    let exact = of_company
        .filter(company_products::product_name.eq(name))
        .first(conn)
        .optional()?;
    if let Some(pk) = exact {
        return Ok(pk);
    }
    let loose = of_company
        .filter(lower(sql::<Text>("trim(product_name)")).eq(name.trim().to_lowercase()))
        .order(company_products::company_product_pk)
        .first(conn)
        .optional()?;
    if let Some(pk) = loose {
        return Ok(pk);
    }
    let product_type_pk: Option<i32> = match product_type {
        Some(type_name) => product_types::table
            .filter(lower(product_types::name).eq(type_name.trim().to_lowercase()))
            .select(product_types::product_type_pk)
            .first(conn)
            .optional()?,
        None => None,
    };
    diesel::insert_into(company_products::table)
        .values((
            company_products::company_pk.eq(company_pk),
            company_products::product_type_pk.eq(product_type_pk),
            company_products::product_name.eq(name),
            company_products::active.eq(1),
            company_products::needs_review.eq(true),
        ))
        .returning(company_products::company_product_pk)
        .get_result(conn)
}
