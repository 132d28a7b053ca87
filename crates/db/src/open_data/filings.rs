//! The publicly listed filing lines: exactly the rows of `GET /rates` (one per company a filing
//! names, in that order), with the filing columns the Rate Page shows beside them.

use chrono::{DateTime, NaiveDate, Utc};
use diesel::dsl::max;
use diesel::pg::PgRowByRowLoadingMode;
use diesel::prelude::*;

use crate::queries::filings::{RateRow, publicly_listed_lines, rate_row_order};
use crate::schema::{companies, filings};

/// One company's line of a publicly listed filing: the `GET /rates` row and the filing's other
/// public columns (SPEC 2.9 Rate Page).
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = filings, check_for_backend(diesel::pg::Pg))]
pub struct FilingLine {
    /// The row `GET /rates` answers for this line.
    #[diesel(embed)]
    pub rate: RateRow,
    /// The insurer's own tracking number (`compTrackNum`).
    pub company_tracking_num: Option<String>,
    /// Implementation date requested (`effImpDateReqNew`).
    pub requested_effective_date: Option<NaiveDate>,
    /// When the filing took its current status.
    pub status_changed_at: DateTime<Utc>,
    /// Market type, e.g. Individual (`lahMarketType`).
    pub market_type: String,
    /// Group market size; none for individual filings (`lahGrpMarketSize`).
    pub grp_market_size: Option<String>,
    /// Group market type; none for individual filings (`lahGrpMarketType`).
    pub grp_market_type: Option<String>,
}

/// Calls `each` with every publicly listed filing line, in the order of `GET /rates` (newest
/// submission first, then tracking number, then the companies in their order in the filing).
/// The rows are read one at a time (one query, so one snapshot); an error `each` returns stops
/// the read and is returned.
#[tracing::instrument(skip_all)]
pub fn for_each_filing_line<E>(
    conn: &mut PgConnection,
    mut each: impl FnMut(FilingLine) -> Result<(), E>,
) -> Result<(), E>
where
    E: From<diesel::result::Error>,
{
    let lines = publicly_listed_lines()
        .select(FilingLine::as_select())
        .order(rate_row_order())
        .load_iter::<FilingLine, PgRowByRowLoadingMode>(conn)?;
    for line in lines {
        each(line?)?;
    }
    Ok(())
}

/// The latest change to the publicly listed filing lines: the last update of a listed filing
/// or of a company they name; `None` when nothing is listed.
#[tracing::instrument(skip(conn))]
pub fn filings_last_updated(conn: &mut PgConnection) -> QueryResult<Option<DateTime<Utc>>> {
    let filing: Option<DateTime<Utc>> = publicly_listed_lines()
        .select(max(filings::updated_at))
        .get_result(conn)?;
    let company: Option<DateTime<Utc>> = publicly_listed_lines()
        .select(max(companies::updated_at))
        .get_result(conn)?;
    Ok(filing.max(company))
}
