//! The rows an imported filing refers to, found by natural key or created: companies by NAIC
//! code and the lead company's product by name (both flagged for staff review when created, in
//! the companies aggregate), the type of insurance by code, the status by its display text.

use crate::queries::sql::lower;
use diesel::dsl::max;
use diesel::prelude::*;
use domain::FilingStatus;

use super::ImportedFiling;
use crate::queries::companies;
use crate::schema::{filing_statuses, types_of_insurance};

/// Codes given to statuses the product does not know start above this, clear of SPEC 4.1's 1 to 8.
const FIRST_UNKNOWN_STATUS_CODE: i16 = 100;

/// The keys an imported filing resolves to.
#[derive(Debug)]
pub(super) struct Resolved {
    /// The companies' keys, in the filing's order.
    pub company_pks: Vec<i32>,
    /// The lead company's product.
    pub company_product_pk: i32,
    /// The type of insurance.
    pub toi_id: i32,
    /// Whether the type of insurance's name was changed to the source's.
    pub toi_renamed: bool,
    /// The status code.
    pub status_code: i16,
}

/// Finds or creates every row `filing` refers to.
pub(super) fn references(
    conn: &mut PgConnection,
    filing: &ImportedFiling,
) -> QueryResult<Resolved> {
    let company_pks = filing
        .companies
        .iter()
        .map(|c| companies::find_or_create_by_code(conn, c.co_code, &c.name))
        .collect::<QueryResult<Vec<i32>>>()?;
    let lead = company_pks
        .first()
        .copied()
        .ok_or(diesel::result::Error::NotFound)?;
    let company_product_pk = companies::find_or_create_product(
        conn,
        lead,
        &filing.product_name,
        filing.product_type.as_deref(),
    )?;
    let (toi_id, toi_renamed) = type_of_insurance(conn, &filing.toi_code, &filing.toi_name)?;
    let status_code = status(conn, &filing.status)?;
    Ok(Resolved {
        company_pks,
        company_product_pk,
        toi_id,
        toi_renamed,
        status_code,
    })
}

/// The type of insurance coded `code`, created when new and renamed when the source's name
/// differs; the flag says whether a stored name changed.
fn type_of_insurance(conn: &mut PgConnection, code: &str, name: &str) -> QueryResult<(i32, bool)> {
    let stored: Option<(i32, String)> = types_of_insurance::table
        .filter(types_of_insurance::toi_code.eq(code))
        .select((types_of_insurance::toi_id, types_of_insurance::name))
        .first(conn)
        .optional()?;
    match stored {
        Some((toi_id, stored_name)) if stored_name == name => Ok((toi_id, false)),
        Some((toi_id, _)) => {
            diesel::update(types_of_insurance::table.find(toi_id))
                .set(types_of_insurance::name.eq(name))
                .execute(conn)?;
            Ok((toi_id, true))
        }
        None => {
            let toi_id = diesel::insert_into(types_of_insurance::table)
                .values((
                    types_of_insurance::toi_code.eq(code),
                    types_of_insurance::name.eq(name),
                ))
                .returning(types_of_insurance::toi_id)
                .get_result(conn)?;
            Ok((toi_id, false))
        }
    }
}

/// The code of `status`: SPEC 4.1's own, or for a status the product does not know, the code
/// it was stored under before, or a new one above 100 (publicly listed, shown gray).
fn status(conn: &mut PgConnection, status: &FilingStatus) -> QueryResult<i16> {
    if let Some(code) = status.code() {
        return Ok(code);
    }
    let text = status.display_status();
    let known: Option<i16> = filing_statuses::table
        .filter(lower(filing_statuses::display_status).eq(text.to_lowercase()))
        .select(filing_statuses::filing_status_code)
        .first(conn)
        .optional()?;
    if let Some(code) = known {
        return Ok(code);
    }
    let highest: Option<i16> = filing_statuses::table
        .select(max(filing_statuses::filing_status_code))
        .first(conn)?;
    let code = highest
        .unwrap_or(0)
        .max(FIRST_UNKNOWN_STATUS_CODE)
        .checked_add(1)
        .ok_or_else(|| diesel::result::Error::QueryBuilderError("no status code is left".into()))?;
    diesel::insert_into(filing_statuses::table)
        .values((
            filing_statuses::filing_status_code.eq(code),
            filing_statuses::display_status.eq(text),
            filing_statuses::publicly_listed.eq(true),
        ))
        .execute(conn)?;
    Ok(code)
}
