//! The JSON shape of SPEC 3 "Compare dataset": what `GET /compare-plans/{year}` answers.
//!
//! Every object is a `BTreeMap` and every entry list is sorted, so the same rows always give
//! the same bytes (the response cache and its `ETag` rely on that). Object keys are strings,
//! as in JSON: county ids, company keys and plan-area ids are written as decimal numbers.

use std::collections::BTreeMap;

use domain::RateKey;
use serde::Serialize;
use utoipa::ToSchema;

/// The compare dataset of one active compare year (SPEC 3 "Compare dataset", SPEC 2.5).
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CompareDataset {
    /// The benefit year, e.g. 2027.
    #[schema(example = 2027)]
    pub compare_year: i16,
    /// County id → coverage code (P, G, S, B, C) → company key → the plan choices there,
    /// sorted by varianceId, then planAreaId.
    pub comparison_data: BTreeMap<String, BTreeMap<String, BTreeMap<String, Vec<CompareEntry>>>>,
    /// Company key → company name, for every company with an entry.
    pub company_data: BTreeMap<String, String>,
    /// varianceId → the cost sharing of that plan variant.
    pub variance_data: BTreeMap<String, CompareVariance>,
    /// planAreaId → the plan priced there and its monthly premiums.
    pub plan_area_data: BTreeMap<String, ComparePlanArea>,
    /// planId → the plan's name and product.
    pub plan_data: BTreeMap<String, ComparePlan>,
}

/// One plan choice in a county: a variant of a plan, priced in one of its plan areas.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CompareEntry {
    /// Key into `varianceData`, e.g. `12345LK0010001-01`.
    #[schema(example = "12345LK0010001-01")]
    pub variance_id: String,
    /// Key into `planAreaData`.
    #[schema(example = 17)]
    pub plan_area_id: i32,
}

/// The cost sharing of one plan variant (SPEC 3 varianceData). Dollar amounts and coinsurance
/// percents are numbers; a value the rates template left empty is `null`. Every field is always
/// present.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CompareVariance {
    /// Plan id and two-digit variant, e.g. `12345LK0010001-01`.
    pub variance_id: String,
    /// Medical deductible, individual, in dollars.
    #[schema(required = true)]
    pub deduct_ind: Option<f64>,
    /// Medical deductible, family, in dollars.
    #[schema(required = true)]
    pub deduct_fam: Option<f64>,
    /// Prescription deductible, individual, in dollars.
    #[schema(required = true)]
    pub rx_ind: Option<f64>,
    /// Prescription deductible, family, in dollars.
    #[schema(required = true)]
    pub rx_fam: Option<f64>,
    /// Primary-care co-pay, in dollars.
    #[schema(required = true)]
    pub copay_prim: Option<f64>,
    /// Specialist co-pay, in dollars.
    #[schema(required = true)]
    pub copay_spec: Option<f64>,
    /// Generic prescription co-pay, in dollars.
    #[schema(required = true)]
    pub copay_rx: Option<f64>,
    /// Medical coinsurance, in percent.
    #[schema(required = true)]
    pub co_ins_med: Option<f64>,
    /// Prescription coinsurance, in percent.
    #[schema(required = true)]
    pub co_ins_rx: Option<f64>,
    /// Maximum out of pocket, individual, in dollars.
    #[schema(required = true)]
    pub moop_ind: Option<f64>,
    /// Maximum out of pocket, family, in dollars.
    #[schema(required = true)]
    pub moop_fam: Option<f64>,
    /// The summary-of-benefits page ('Learn more').
    #[schema(required = true)]
    pub benefits_url: Option<String>,
}

/// A plan priced in one rating area (SPEC 3 planAreaData).
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ComparePlanArea {
    /// Key into `planData`.
    #[schema(example = "12345LK0010001")]
    pub plan_id: String,
    /// Monthly premium for one individual, in dollars, by the SPEC 5.2 age/tobacco key
    /// (`20-N` … `65-Y`, e.g. `35-N`).
    #[schema(value_type = BTreeMap<String, f64>)]
    pub rates: RateTable,
}

/// A plan area's monthly premiums in rate-table order (20-N, 20-Y, ... 65-Y), written as the
/// JSON object keyed by rate key that SPEC 3 gives. Held as a flat list of two-byte keys and
/// amounts: a large year has half a million rates, and a map of strings per area would hold
/// several times the bytes while the dataset is built.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct RateTable(Vec<(RateKey, f64)>);

impl RateTable {
    /// The table of these rates, sorted by key; a key given twice keeps its last amount.
    pub fn new(mut rates: Vec<(RateKey, f64)>) -> Self {
        rates.reverse();
        rates.sort_by_key(|&(key, _)| key);
        rates.dedup_by_key(|&mut (key, _)| key);
        rates.shrink_to_fit();
        Self(rates)
    }

    /// The rates in key order.
    pub fn iter(&self) -> impl Iterator<Item = (RateKey, f64)> + '_ {
        self.0.iter().copied()
    }
}

impl Serialize for RateTable {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (key, amount) in &self.0 {
            map.serialize_entry(key.as_str(), amount)?;
        }
        map.end()
    }
}

/// A plan (SPEC 3 planData).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ComparePlan {
    /// Standard 14-character plan identifier, e.g. `12345LK0010001`.
    pub plan_id: String,
    /// Plan name shown in the results.
    pub name: String,
    /// The product offering the plan: the Company Page is `/company/{companyProductId}`.
    pub company_product_id: i32,
}
