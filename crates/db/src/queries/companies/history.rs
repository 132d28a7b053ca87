//! A company product's rate history: every publicly listed filing of the product,
//! oldest first, for the rate history charts of the Company Page and Rate Page.

use diesel::prelude::*;

use super::page::{PageProduct, ProductFiling, product_filings, product_with_company};
use crate::models::company::Company;

/// The rate history of one company product.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProductHistory {
    /// The company owning the product.
    pub company: Company,
    /// The product, active or not.
    pub product: PageProduct,
    /// Its publicly listed filings, one line per filing as the Company Page lists them (for the
    /// product's company when the filing names it, else for the first company it names);
    /// oldest submission first, then by tracking number and filing id.
    pub filings: Vec<ProductFiling>,
}

/// The rate history of `company_product_pk`, or `None` when there is no such company product.
/// A product without publicly listed filings has an empty history.
#[tracing::instrument(skip(conn))]
pub fn product_history(
    conn: &mut PgConnection,
    company_product_pk: i32,
) -> QueryResult<Option<ProductHistory>> {
    let Some((company, product)) = product_with_company(conn, company_product_pk)? else {
        return Ok(None);
    };
    let mut filings = product_filings(conn, company.company_pk, vec![company_product_pk])?;
    let order = |f: &ProductFiling| {
        (
            f.line.submission_date,
            f.line.serff_tracking_num.clone(),
            f.line.filing_id,
        )
    };
    filings.sort_by_cached_key(order);
    Ok(Some(ProductHistory {
        company,
        product,
        filings,
    }))
}
