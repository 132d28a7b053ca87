//! The public Company Page (SPEC 2.8): a company, its products and their public rate filings;
//! and what it shares with a product's rate history (`history.rs`): the company of a
//! product and the product's filings, one line per filing.

use std::collections::HashSet;

use chrono::NaiveDate;
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

/// A publicly listed filing of a company product: its line as the Company Page lists it, and
/// the implementation date requested, which the rate history shows beside it.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = filings, check_for_backend(diesel::pg::Pg))]
pub struct ProductFiling {
    /// The filing's line for one of its companies.
    #[diesel(embed)]
    pub line: RateRow,
    /// Implementation date requested (`effImpDateReqNew`).
    pub requested_effective_date: Option<NaiveDate>,
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
    let Some((company, _)) = product_with_company(conn, company_product_pk)? else {
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
    let rows = product_filings(conn, company.company_pk, product_pks)?
        .into_iter()
        .map(|filing| filing.line)
        .collect();
    Ok(Some(CompanyPage {
        company,
        products,
        rows,
    }))
}

/// The company product `company_product_pk` (active or not) with the company owning it, or
/// `None` when there is no such product.
pub(super) fn product_with_company(
    conn: &mut PgConnection,
    company_product_pk: i32,
) -> QueryResult<Option<(Company, PageProduct)>> {
    company_products::table
        .inner_join(companies::table)
        .filter(company_products::company_product_pk.eq(company_product_pk))
        .select((Company::as_select(), PageProduct::as_select()))
        .first(conn)
        .optional()
}

/// The publicly listed filings of the products `product_pks` of the company `company_pk`, one
/// line per filing: for that company when the filing names it, else for the first company it
/// names. Newest first, then by tracking number and filing id.
pub(super) fn product_filings(
    conn: &mut PgConnection,
    company_pk: i32,
    product_pks: Vec<i32>,
) -> QueryResult<Vec<ProductFiling>> {
    let lines: Vec<ProductFiling> = publicly_listed_lines()
        .filter(filings::company_product_pk.eq_any(product_pks))
        .select(ProductFiling::as_select())
        .order((
            filings::submission_date.desc(),
            filings::serff_tracking_num.asc(),
            filings::filing_id.asc(),
            // The product's own company first, then the filing's order.
            filing_companies::company_pk.ne(company_pk).asc(),
            filing_companies::position.asc(),
            filing_companies::company_pk.asc(),
        ))
        .load(conn)?;
    let mut seen = HashSet::new();
    Ok(lines
        .into_iter()
        .filter(|filing| seen.insert(filing.line.filing_id))
        .collect())
}
