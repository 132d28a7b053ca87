//! `plan-premiums-{year}.csv`: the long form of a year's compare dataset (SPEC 3 "Compare
//! dataset"). One row per county, plan choice offered there (a variance priced in a
//! plan area covering the county, SPEC 2.5 "How a result is derived") and rate key (age 20 to
//! 65 × tobacco use, SPEC 5.2): what the Compare page can show, with the monthly premium and the
//! choice's cost sharing.
//!
//! Built county by county from `db::compare_dataset` in one snapshot, so its rules are the
//! Compare page's; a download reads one county's slice at a time, so its memory is one slice.

use std::collections::HashMap;
use std::io::Write;

use db::compare_dataset::{
    CompareDataset, ComparePlan, ComparePlanArea, CompareVariance, Unavailable,
};
use db::models::county::County;
use db::open_data::Reading;
use diesel::PgConnection;
use domain::MetalLevel;

use super::WriteError;
use crate::open_data::cell::Cell;
use crate::open_data::columns::{Column, ColumnType};
use crate::open_data::file_writer::{FileWriter, Format, Part};

/// The columns, in file order. The rows of one plan choice differ only in the rate key and
/// premium ([`RATE`]), so the cells before and after them are encoded once per choice.
pub const COLUMNS: [Column; 25] = [
    Column::required("year", ColumnType::Integer, "The benefit year."),
    Column::required(
        "county_id",
        ColumnType::Integer,
        "The county: an id of the counties list (GET /counties).",
    ),
    Column::required("county", ColumnType::Text, "The county's name."),
    Column::required(
        "company_id",
        ColumnType::Integer,
        "The insurance company offering the plan.",
    ),
    Column::required("company", ColumnType::Text, "The company's name."),
    Column::required(
        "company_product_id",
        ColumnType::Integer,
        "The company product the plan belongs to; its Company Page on this site is /company/{company_product_id}.",
    ),
    Column::required(
        "plan_id",
        ColumnType::Text,
        "The plan's standard 14-character identifier.",
    ),
    Column::required(
        "variance_id",
        ColumnType::Text,
        "The plan variant: the plan id and a two-digit variant number. Variants of a plan differ in cost sharing.",
    ),
    Column::required("plan_name", ColumnType::Text, "The plan's name."),
    Column::required(
        "metal_level",
        ColumnType::Text,
        "The level of coverage: Platinum, Gold, Silver, Bronze or Catastrophic (any other code as given).",
    ),
    Column::required(
        "age",
        ColumnType::Integer,
        "The age rated: 20 stands for 20 or younger, 65 for 65 or older.",
    ),
    Column::required(
        "tobacco",
        ColumnType::Text,
        "Whether the premium is for a tobacco user: Yes or No.",
    ),
    Column::required(
        "monthly_premium",
        ColumnType::Decimal,
        "The monthly premium for one person of that age and tobacco use in the county, in dollars.",
    ),
    Column::optional(
        "medical_deductible_individual",
        ColumnType::Decimal,
        "Medical deductible for one person, in dollars.",
    ),
    Column::optional(
        "medical_deductible_family",
        ColumnType::Decimal,
        "Medical deductible for a family, in dollars.",
    ),
    Column::optional(
        "prescription_deductible_individual",
        ColumnType::Decimal,
        "Prescription drug deductible for one person, in dollars.",
    ),
    Column::optional(
        "prescription_deductible_family",
        ColumnType::Decimal,
        "Prescription drug deductible for a family, in dollars.",
    ),
    Column::optional(
        "medical_coinsurance_percent",
        ColumnType::Decimal,
        "The share of medical costs the member pays after the deductible, in percent.",
    ),
    Column::optional(
        "prescription_coinsurance_percent",
        ColumnType::Decimal,
        "The share of prescription costs the member pays after the deductible, in percent.",
    ),
    Column::optional(
        "primary_care_copay",
        ColumnType::Decimal,
        "Co-pay for a primary care visit, in dollars.",
    ),
    Column::optional(
        "specialist_copay",
        ColumnType::Decimal,
        "Co-pay for a specialist visit, in dollars.",
    ),
    Column::optional(
        "generic_drug_copay",
        ColumnType::Decimal,
        "Co-pay for a generic prescription drug, in dollars.",
    ),
    Column::optional(
        "max_out_of_pocket_individual",
        ColumnType::Decimal,
        "The most one person pays in a year for covered care, in dollars.",
    ),
    Column::optional(
        "max_out_of_pocket_family",
        ColumnType::Decimal,
        "The most a family pays in a year for covered care, in dollars.",
    ),
    Column::optional(
        "benefits_url",
        ColumnType::Url,
        "The plan's summary of benefits, as the company gives it.",
    ),
];

/// The columns that vary within one plan choice: age, tobacco and monthly premium.
const RATE: std::ops::Range<usize> = 10..13;

/// The file name of the year's download.
pub fn file_name(plan_year: i16) -> String {
    format!("plan-premiums-{plan_year}.csv")
}

/// Writes the year's rows to `sink`, county by county (by name), the dataset read as `reading`
/// says (the bytes are the same either way); gives the number of rows, or `Unavailable::Year`
/// (having written nothing) when the year is unknown or not active.
pub fn write<W: Write + ?Sized>(
    conn: &mut PgConnection,
    plan_year: i16,
    reading: Reading,
    sink: &mut W,
) -> Result<Result<u64, Unavailable>, WriteError> {
    let mut file = FileWriter::new(Format::Csv, &COLUMNS, sink);
    let found = db::open_data::for_each_county(conn, plan_year, reading, |county, dataset| {
        write_county(&mut file, county, dataset)
    })?;
    match found {
        Ok(()) => Ok(Ok(file.finish()?)),
        Err(unavailable) => Ok(Err(unavailable)),
    }
}

/// One plan choice in a county, resolved through the slice's lookups (SPEC 2.5 step 3).
struct Choice<'a> {
    company_id: i64,
    company: &'a str,
    sort_company: String,
    metal: &'a str,
    plan: &'a ComparePlan,
    variance: &'a CompareVariance,
    plan_area_id: i32,
    area: &'a ComparePlanArea,
}

/// The rows of one county: its choices in `dataset` by company name, plan, variance (and plan
/// area), each priced at every rate key of its plan area in rate-table order (age, then No
/// before Yes).
fn write_county<W: Write + ?Sized>(
    file: &mut FileWriter<'_, W>,
    county: &County,
    dataset: &CompareDataset,
) -> Result<(), WriteError> {
    let mut choices = choices(dataset, county.county_id);
    choices.sort_by(|a, b| {
        (&a.sort_company, a.company_id, &a.plan.name, &a.plan.plan_id)
            .cmp(&(&b.sort_company, b.company_id, &b.plan.name, &b.plan.plan_id))
            .then_with(|| a.variance.variance_id.cmp(&b.variance.variance_id))
            .then_with(|| a.plan_area_id.cmp(&b.plan_area_id))
    });
    // Each plan area's rate cells, encoded once for every choice priced there.
    let mut rates: HashMap<i32, Vec<Part>> = HashMap::new();
    let (mut head, mut tail) = (Part::default(), Part::default());
    for choice in &choices {
        let rate_parts = rates.entry(choice.plan_area_id).or_insert_with(|| {
            choice
                .area
                .rates
                .iter()
                .map(|(key, premium)| {
                    let tobacco = key.tobacco().as_str();
                    let cells = [
                        Cell::Integer(key.age_band().into()),
                        Cell::Text(tobacco),
                        Cell::Decimal(premium),
                    ];
                    file.part(RATE.start, &cells)
                })
                .collect()
        });
        file.encode(0, &head_cells(dataset, county, choice), &mut head);
        file.encode(RATE.end, &tail_cells(choice.variance), &mut tail);
        for rate in rate_parts.iter() {
            file.row_of(&[&head, rate, &tail])?;
        }
    }
    Ok(())
}

/// Every entry of the county's `comparisonData`, resolved; an entry whose references do not
/// resolve (the builder never makes one) is left out.
fn choices(slice: &CompareDataset, county_id: i32) -> Vec<Choice<'_>> {
    let mut choices = Vec::new();
    let by_metal = slice.comparison_data.get(&county_id.to_string());
    for (metal, by_company) in by_metal.into_iter().flatten() {
        for (company_key, entries) in by_company {
            let (Some(company), Ok(company_id)) = (
                slice.company_data.get(company_key),
                company_key.parse::<i64>(),
            ) else {
                continue;
            };
            for entry in entries {
                let area = slice.plan_area_data.get(&entry.plan_area_id.to_string());
                let plan = area.and_then(|a| slice.plan_data.get(&a.plan_id));
                let variance = slice.variance_data.get(&entry.variance_id);
                if let (Some(area), Some(plan), Some(variance)) = (area, plan, variance) {
                    choices.push(Choice {
                        company_id,
                        company,
                        sort_company: company.to_lowercase(),
                        metal,
                        plan,
                        variance,
                        plan_area_id: entry.plan_area_id,
                        area,
                    });
                }
            }
        }
    }
    choices
}

/// The cells before the rate: the year, county, company, plan and metal level.
fn head_cells<'a>(
    slice: &CompareDataset,
    county: &'a County,
    choice: &'a Choice<'a>,
) -> [Cell<'a>; RATE.start] {
    // SPEC 2.5: "a badge reading Platinum, Gold, Silver or Bronze; any other value is shown
    // as the raw code" (and Catastrophic, a metal level of SPEC 9, by its name too).
    let metal: &'a str = match MetalLevel::from_code(choice.metal) {
        Ok(level) => level.name(),
        Err(_) => choice.metal,
    };
    [
        Cell::Integer(slice.compare_year.into()),
        Cell::Integer(county.county_id.into()),
        Cell::Text(&county.long_name),
        Cell::Integer(choice.company_id),
        Cell::Text(choice.company),
        Cell::Integer(choice.plan.company_product_id.into()),
        Cell::Text(&choice.plan.plan_id),
        Cell::Text(&choice.variance.variance_id),
        Cell::Text(&choice.plan.name),
        Cell::Text(metal),
    ]
}

/// The cells after the rate: the variance's cost sharing and benefits page.
fn tail_cells(variance: &CompareVariance) -> [Cell<'_>; COLUMNS.len() - RATE.end] {
    let amount = |value: Option<f64>| Cell::or_null(value, Cell::Decimal);
    [
        amount(variance.deduct_ind),
        amount(variance.deduct_fam),
        amount(variance.rx_ind),
        amount(variance.rx_fam),
        amount(variance.co_ins_med),
        amount(variance.co_ins_rx),
        amount(variance.copay_prim),
        amount(variance.copay_spec),
        amount(variance.copay_rx),
        amount(variance.moop_ind),
        amount(variance.moop_fam),
        Cell::or_null(variance.benefits_url.as_deref(), Cell::Url),
    ]
}
