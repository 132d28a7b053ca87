//! The public Company Page (SPEC 2.8): a company, its products and their public rate filings.

use std::collections::HashSet;

use diesel::prelude::*;

use crate::models::company::Company;
use crate::queries::filings::{RateRow, publicly_listed_lines};
use crate::schema::{companies, company_products, filing_companies, filings};

/// A product shown on the Company Page.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = company_products, check_for_backend(diesel::pg::Pg))]
pub struct PageProduct {
    /// `companyProductPk`.
    pub company_product_pk: i32,
    /// The product's current name (`productName`).
    pub product_name: String,
}

/// What the Company Page of one company product shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompanyPage {
    /// The company that owns the requested product.
    pub company: Company,
    /// Its active products, plus the requested one even when inactive, by name.
    pub products: Vec<PageProduct>,
    /// The publicly listed filings of those products, one row per filing (for the page's
    /// company when the filing names it, else for the first company it names); newest first.
    pub rows: Vec<RateRow>,
}

/// The Company Page of the company owning `company_product_pk`, or `None` when there is no
/// such company product.
///
/// The requested product is included even when inactive, so that a Details link from the
/// latest rates never lands on a page without its filing.
#[tracing::instrument(skip(conn))]
pub fn company_page(
    conn: &mut PgConnection,
    company_product_pk: i32,
) -> QueryResult<Option<CompanyPage>> {
    let company = company_products::table
        .inner_join(companies::table)
        .filter(company_products::company_product_pk.eq(company_product_pk))
        .select(Company::as_select())
        .first(conn)
        .optional()?;
    let Some(company) = company else {
        return Ok(None);
    };
    let products: Vec<PageProduct> = company_products::table
        .filter(company_products::company_pk.eq(company.company_pk))
        .filter(
            company_products::active
                .eq(1)
                .or(company_products::company_product_pk.eq(company_product_pk)),
        )
        .select(PageProduct::as_select())
        .order((
            company_products::product_name.asc(),
            company_products::company_product_pk.asc(),
        ))
        .load(conn)?;
    let product_pks: Vec<i32> = products.iter().map(|p| p.company_product_pk).collect();
    let lines: Vec<RateRow> = publicly_listed_lines()
        .filter(filings::company_product_pk.eq_any(product_pks))
        .select(RateRow::as_select())
        .order((
            filings::submission_date.desc(),
            filings::serff_tracking_num.asc(),
            filings::filing_id.asc(),
            // The page's own company first, then the filing's order.
            filing_companies::company_pk.ne(company.company_pk).asc(),
            filing_companies::position.asc(),
            filing_companies::company_pk.asc(),
        ))
        .load(conn)?;
    let mut seen = HashSet::new();
    let rows = lines
        .into_iter()
        .filter(|row| seen.insert(row.filing_id))
        .collect();
    Ok(Some(CompanyPage {
        company,
        products,
        rows,
    }))
}
