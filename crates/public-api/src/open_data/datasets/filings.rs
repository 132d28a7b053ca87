//! `rate-filings.csv` / `.json`: one row per publicly listed filing and company it names,
//! exactly the rows of `GET /rates` in its order (SPEC 2.7, 2.9).

use std::borrow::Cow;
use std::io::Write;

use bigdecimal::ToPrimitive;
use db::open_data::{self, FilingLine};
use diesel::PgConnection;
use utoipa::openapi::{RefOr, Schema};

use super::WriteError;
use crate::SiteUrl;
use crate::open_data::cell::Cell;
use crate::open_data::columns::{self, Column, ColumnType};
use crate::open_data::file_writer::{FileWriter, Format};

/// The columns, in file order.
pub const COLUMNS: [Column; 20] = [
    Column::required(
        "filing_id",
        ColumnType::Integer,
        "The filing's number on this site (part of its Rate Page address).",
    ),
    Column::required(
        "tracking_number",
        ColumnType::Text,
        "The filing's tracking number in SERFF, the rate-filing system insurers file in.",
    ),
    Column::optional(
        "company_tracking_number",
        ColumnType::Text,
        "The insurer's own tracking number for the filing.",
    ),
    Column::required(
        "status",
        ColumnType::Text,
        "Where the review stands: Submitted, Under Review, Accepted, Denied, Withdrawn, \
         Rejected or Plan Not Available.",
    ),
    Column::required(
        "submission_date",
        ColumnType::Date,
        "The day the insurer submitted the filing.",
    ),
    Column::optional(
        "requested_effective_date",
        ColumnType::Date,
        "The day the insurer asks the new rates to take effect.",
    ),
    Column::required(
        "status_changed_at",
        ColumnType::DateTime,
        "When the filing took its current status.",
    ),
    Column::required(
        "company_id",
        ColumnType::Integer,
        "The insurance company of this row: a filing naming several companies has a row for each.",
    ),
    Column::required("company_name", ColumnType::Text, "The company's name."),
    Column::required(
        "company_product_id",
        ColumnType::Integer,
        "The company product filed for; its Company Page on this site is /company/{company_product_id}.",
    ),
    Column::required(
        "product_name",
        ColumnType::Text,
        "The product's name as filed.",
    ),
    Column::required(
        "type_of_insurance",
        ColumnType::Text,
        "The type of insurance as the rate-filing system names it.",
    ),
    Column::required(
        "market_type",
        ColumnType::Text,
        "The market the product is sold in, e.g. Individual.",
    ),
    Column::optional(
        "group_market_size",
        ColumnType::Text,
        "For a group product, the size of the groups it is sold to; empty otherwise.",
    ),
    Column::optional(
        "group_market_type",
        ColumnType::Text,
        "For a group product, the kind of group; empty otherwise.",
    ),
    Column::optional(
        "overall_rate_change_percent",
        ColumnType::Decimal,
        "The overall rate change the company requests, in percent (-3.5 is a 3.5% decrease).",
    ),
    Column::optional(
        "minimum_rate_change_percent",
        ColumnType::Decimal,
        "The smallest change any policyholder would see, in percent.",
    ),
    Column::optional(
        "maximum_rate_change_percent",
        ColumnType::Decimal,
        "The largest change any policyholder would see, in percent.",
    ),
    Column::optional(
        "policy_holders_affected",
        ColumnType::Integer,
        "How many policyholders of the company the change affects.",
    ),
    Column::required(
        "rate_page_url",
        ColumnType::Url,
        "The filing's Rate Page on this site, with its documents and public comments.",
    ),
];

/// Writes every publicly listed filing line to `file`; gives the number of rows.
pub fn write<W: Write + ?Sized>(
    conn: &mut PgConnection,
    site: &SiteUrl,
    format: Format,
    sink: &mut W,
) -> Result<u64, WriteError> {
    let mut file = FileWriter::new(format, &COLUMNS, sink);
    open_data::for_each_filing_line(conn, |line| {
        let url = rate_page_url(site, &line);
        Ok::<_, WriteError>(file.row(&cells(&line, &url))?)
    })?;
    Ok(file.finish()?)
}

/// The SPA's Rate Page of the line (SPEC 2.9): the address the Latest Rates "Details" link has.
fn rate_page_url(site: &SiteUrl, line: &FilingLine) -> String {
    let rate = &line.rate;
    site.page(&format!(
        "/company/{}/rate/{}/{}/{}",
        rate.company_product_pk, rate.filing_id, rate.company_pk, rate.toi_id
    ))
}

fn cells<'a>(line: &'a FilingLine, url: &'a str) -> [Cell<'a>; COLUMNS.len()] {
    let rate = &line.rate;
    let figures = &rate.company_rate;
    let percent = |value: &Option<bigdecimal::BigDecimal>| {
        Cell::or_null(value.as_ref().and_then(ToPrimitive::to_f64), Cell::Decimal)
    };
    [
        Cell::Integer(rate.filing_id.into()),
        Cell::Text(&rate.serff_tracking_num),
        Cell::or_null(line.company_tracking_num.as_deref(), Cell::Text),
        Cell::Text(&rate.display_status),
        Cell::Date(rate.submission_date),
        Cell::or_null(line.requested_effective_date, Cell::Date),
        Cell::DateTime(line.status_changed_at),
        Cell::Integer(rate.company_pk.into()),
        Cell::Text(&rate.company_name),
        Cell::Integer(rate.company_product_pk.into()),
        Cell::Text(&rate.product_name),
        Cell::Text(&rate.toi_name),
        Cell::Text(&line.market_type),
        Cell::or_null(line.grp_market_size.as_deref(), Cell::Text),
        Cell::or_null(line.grp_market_type.as_deref(), Cell::Text),
        percent(&figures.overall_rate_impact),
        percent(&figures.rate_min_change),
        percent(&figures.rate_max_change),
        Cell::or_null(figures.policyholders_affected.map(i64::from), Cell::Integer),
        Cell::Url(url),
    ]
}

/// One object of `rate-filings.json`, described from [`COLUMNS`].
#[derive(Debug)]
pub struct OpenDataFiling;

impl utoipa::PartialSchema for OpenDataFiling {
    fn schema() -> RefOr<Schema> {
        columns::row_schema(&COLUMNS)
    }
}

impl utoipa::ToSchema for OpenDataFiling {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("OpenDataFiling")
    }
}
