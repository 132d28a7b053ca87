//! Insurance forms (quality-measure comparisons).

use diesel::prelude::*;

use crate::models::insurance_form::InsuranceForm;
use crate::schema::insurance_forms;

/// Published forms in display order (SPEC 4.3: only published forms are public).
#[tracing::instrument(skip(conn))]
pub fn published(conn: &mut PgConnection) -> QueryResult<Vec<InsuranceForm>> {
    insurance_forms::table
        .filter(insurance_forms::published.eq(true))
        .select(InsuranceForm::as_select())
        .order((
            insurance_forms::sort_order.asc(),
            insurance_forms::form_id.asc(),
        ))
        .load(conn)
}
