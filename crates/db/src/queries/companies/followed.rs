//! The company an Atom feed follows (`GET /feeds/companies/{companyPk}.atom`): its
//! name for the feed's title and the product whose Company Page the feed links to.

use diesel::prelude::*;

use crate::schema::{companies, company_products};

/// A company a feed follows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FollowedCompany {
    /// `companyPk`.
    pub company_pk: i32,
    /// Its name.
    pub company_name: String,
    /// Its first active product (the lowest key, so the link stays put when products are
    /// renamed or added): the Company Page `/company/{companyProductPk}`; `None` when it has no
    /// active product.
    pub page_product_pk: Option<i32>,
}

/// The company `company_pk`, or `None` when there is none.
#[tracing::instrument(skip(conn))]
pub fn followed_company(
    conn: &mut PgConnection,
    company_pk: i32,
) -> QueryResult<Option<FollowedCompany>> {
    let Some(company_name) = companies::table
        .find(company_pk)
        .select(companies::company_name)
        .first::<String>(conn)
        .optional()?
    else {
        return Ok(None);
    };
    let page_product_pk = company_products::table
        .filter(company_products::company_pk.eq(company_pk))
        .filter(company_products::active.eq(1))
        .select(company_products::company_product_pk)
        .order(company_products::company_product_pk.asc())
        .first(conn)
        .optional()?;
    Ok(Some(FollowedCompany {
        company_pk,
        company_name,
        page_product_pk,
    }))
}
