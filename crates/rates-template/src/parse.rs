//! From the uploaded sheets to typed rows, one sheet at a time. Every cell is checked; a row
//! keeps the values that could be read, so the cross-sheet checks of [`crate::validate`] run on
//! everything that is there and do not report a row twice.

use domain::{MetalLevel, NaicCode};

use crate::age::{self, RateAge};
use crate::amount;
use crate::cell;
use crate::grid::Grid;
use crate::layout::{self, ISSUER, PLANS, RATING_AREAS, VARIANCES};
use crate::problem::{Place, Problems};
use crate::table::{Places, Table, normal};

/// The Issuer sheet's row.
#[derive(Debug, Clone, PartialEq)]
pub struct IssuerRow {
    /// Spreadsheet row.
    pub row: u32,
    /// BusinessYear.
    pub year: Option<i16>,
    /// IssuerId.
    pub issuer_id: Option<String>,
    /// NAICCompanyCode.
    pub naic: Option<NaicCode>,
}

/// A Plans row.
#[derive(Debug, Clone, PartialEq)]
pub struct PlanRow {
    /// Spreadsheet row.
    pub row: u32,
    /// StandardComponentId.
    pub plan_id: String,
    /// PlanMarketingName.
    pub name: Option<String>,
    /// MetalLevel.
    pub metal: Option<MetalLevel>,
    /// ProductName.
    pub product: Option<String>,
}

/// The cost-sharing amounts of a variant in SPEC 3 varianceData order: deductInd, deductFam,
/// rxInd, rxFam, copayPrim, copaySpec, copayRx (cents), coInsMed, coInsRx (hundredths of a
/// percent), moopInd, moopFam (cents).
pub const AMOUNT_COLUMNS: [&str; 11] = [
    "MEHBDedInnTier1Individual",
    "MEHBDedInnTier1FamilyPerGroup",
    "DEHBDedInnTier1Individual",
    "DEHBDedInnTier1FamilyPerGroup",
    "CopayInnTier1PrimaryCare",
    "CopayInnTier1Specialist",
    "CopayInnTier1GenericDrugs",
    "MEHBDedInnTier1Coinsurance",
    "DEHBDedInnTier1Coinsurance",
    "MEHBInnTier1IndividualMOOP",
    "MEHBInnTier1FamilyPerGroupMOOP",
];

/// A CostShareVariances row.
#[derive(Debug, Clone, PartialEq)]
pub struct VarianceRow {
    /// Spreadsheet row.
    pub row: u32,
    /// PlanId (17 characters).
    pub variant_id: String,
    /// The amounts of [`AMOUNT_COLUMNS`], `None` when blank.
    pub amounts: [Option<i64>; 11],
    /// URLForSummaryofBenefitsCoverage.
    pub url: Option<String>,
}

/// A RatingAreas row.
#[derive(Debug, Clone, PartialEq)]
pub struct AreaRow {
    /// Spreadsheet row.
    pub row: u32,
    /// RatingAreaId as written.
    pub area: String,
    /// County (FIPS).
    pub fips: Option<String>,
    /// CountyName.
    pub county_name: Option<String>,
}

/// A Rates row.
#[derive(Debug, Clone, PartialEq)]
pub struct RateRow {
    /// Spreadsheet row.
    pub row: u32,
    /// PlanId (14 characters).
    pub plan_id: String,
    /// RatingAreaId as written.
    pub area: String,
    /// Age.
    pub age: RateAge,
    /// IndividualRate in cents (`None` after a problem).
    pub rate: Option<i64>,
    /// IndividualTobaccoRate in cents, `None` when blank (or after a problem).
    pub tobacco_rate: Option<i64>,
}

/// Everything read from the template's sheets, and the tables for placing problems.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Parsed {
    /// Issuer sheet rows.
    pub issuer: Vec<IssuerRow>,
    /// Plans rows.
    pub plans: Vec<PlanRow>,
    /// CostShareVariances rows.
    pub variances: Vec<VarianceRow>,
    /// RatingAreas rows.
    pub areas: Vec<AreaRow>,
    /// Rates rows.
    pub rates: Vec<RateRow>,
    /// Where the columns of the sheets read are, for placing cross-sheet problems.
    pub places: Places,
}

/// Reads the data sheets of the template from `grids`; a missing sheet is a problem.
pub fn parse(grids: &[Grid], problems: &mut Problems) -> Parsed {
    let mut parsed = Parsed::default();
    for sheet in layout::SHEETS {
        let Some(grid) = grids.iter().find(|g| normal(&g.name) == normal(sheet.name)) else {
            problems.add(Place::sheet(sheet.name), format!(
                "the workbook has no sheet named '{}'; add it with its header row (download the template again to see every sheet).",
                sheet.name
            ));
            continue;
        };
        let table = Table::new(sheet, grid, problems);
        match sheet.name {
            n if n == ISSUER.name => parsed.issuer = issuer(&table, problems),
            n if n == PLANS.name => parsed.plans = plans(&table, problems),
            n if n == VARIANCES.name => parsed.variances = variances(&table, problems),
            n if n == RATING_AREAS.name => parsed.areas = areas(&table, problems),
            _ => parsed.rates = rates(&table, problems),
        }
        parsed.places.add(table.header);
    }
    parsed
}

fn issuer(t: &Table, p: &mut Problems) -> Vec<IssuerRow> {
    t.rows
        .iter()
        .map(|r| {
            // StateCode is for the issuer's records; it is still checked.
            let _ = t.optional(r, "StateCode", cell::state_code, p);
            IssuerRow {
                row: r.number,
                year: t.required(r, "BusinessYear", cell::year, p),
                issuer_id: t.required(r, "IssuerId", cell::issuer_id, p),
                naic: t.required(r, "NAICCompanyCode", cell::naic_code, p),
            }
        })
        .collect()
}

fn plans(t: &Table, p: &mut Problems) -> Vec<PlanRow> {
    t.rows
        .iter()
        .filter_map(|r| {
            let plan_id = t.required(r, "StandardComponentId", cell::plan_id, p);
            let name = t.required(r, "PlanMarketingName", cell::text, p);
            let metal = t.required(r, "MetalLevel", cell::metal_level, p);
            let product = t.required(r, "ProductName", cell::text, p);
            Some(PlanRow {
                row: r.number,
                plan_id: plan_id?,
                name,
                metal,
                product,
            })
        })
        .collect()
}

fn variances(t: &Table, p: &mut Problems) -> Vec<VarianceRow> {
    t.rows
        .iter()
        .filter_map(|r| {
            let variant_id = t.required(r, "PlanId", cell::variant_id, p);
            let _ = t.optional(r, "CSRVariationType", cell::text, p);
            let mut amounts = [None; 11];
            for (slot, column) in amounts.iter_mut().zip(AMOUNT_COLUMNS) {
                let parse = if column.ends_with("Coinsurance") {
                    amount::percent
                } else {
                    amount::money
                };
                *slot = t.optional(r, column, parse, p).ok().flatten();
            }
            let url = t
                .optional(r, "URLForSummaryofBenefitsCoverage", cell::url, p)
                .ok()
                .flatten();
            Some(VarianceRow {
                row: r.number,
                variant_id: variant_id?,
                amounts,
                url,
            })
        })
        .collect()
}

fn areas(t: &Table, p: &mut Problems) -> Vec<AreaRow> {
    t.rows
        .iter()
        .filter_map(|r| {
            let area = t.required(r, "RatingAreaId", cell::text, p);
            let fips = t.optional(r, "County", cell::county_fips, p);
            let county_name = t.optional(r, "CountyName", cell::text, p);
            if matches!((&fips, &county_name), (Ok(None), Ok(None))) {
                p.add(
                    t.place(r.number, "County"),
                    "the row names no county; fill in the County (FIPS code) or the CountyName.",
                );
            }
            Some(AreaRow {
                row: r.number,
                area: area?,
                fips: fips.ok()?,
                county_name: county_name.ok()?,
            })
        })
        .collect()
}

fn rates(t: &Table, p: &mut Problems) -> Vec<RateRow> {
    t.rows
        .iter()
        .filter_map(|r| {
            let plan_id = t.required(r, "PlanId", cell::plan_id, p);
            let area = t.required(r, "RatingAreaId", cell::text, p);
            let age = t.required(r, "Age", age::age, p);
            let rate = t.required(r, "IndividualRate", amount::money, p);
            let tobacco_rate = t
                .optional(r, "IndividualTobaccoRate", amount::money, p)
                .ok()
                .flatten();
            Some(RateRow {
                row: r.number,
                plan_id: plan_id?,
                area: area?,
                age: age?,
                rate,
                tobacco_rate,
            })
        })
        .collect()
}
