//! Checks across sheets that need no database: one issuer row, plan ids that start with the
//! issuer id, each plan with variants and a full set of rates in every rating area it is
//! priced in, rating areas that exist, no duplicates. The result holds, per plan, the 92 rates
//! keyed `20-N` … `65-Y` (SPEC 5.2).

use std::collections::{BTreeMap, HashMap, HashSet};

use domain::{MetalLevel, NaicCode, RateKey, Tobacco};

use crate::age::RateAge;
use crate::layout::{ISSUER, PLANS, RATES, RATING_AREAS, VARIANCES};
use crate::parse::{AreaRow, Parsed, RateRow, VarianceRow};
use crate::problem::{Place, Problems};
use crate::table::{Places, normal};

/// The 92 rates of a plan area in cents, by SPEC 5.2 key.
pub type KeyedRates = Vec<(String, i64)>;

/// A plan's rating areas (names as on the RatingAreas sheet) with their rates.
pub type PricedAreas = Vec<(String, KeyedRates)>;

/// A template that passed every check that needs no database.
#[derive(Debug, Clone, PartialEq)]
pub struct Checked {
    /// BusinessYear.
    pub plan_year: i16,
    /// NAICCompanyCode.
    pub naic: NaicCode,
    /// Spreadsheet row of the Issuer sheet's data row.
    pub issuer_row: u32,
    /// The plans, in sheet order.
    pub plans: Vec<CheckedPlan>,
    /// The rating areas with their counties, in sheet order.
    pub rating_areas: Vec<RatingArea>,
    /// Where the sheets' columns are, for placing problems found against the database.
    pub places: Places,
}

/// A plan with its variants and priced rating areas.
#[derive(Debug, Clone, PartialEq)]
pub struct CheckedPlan {
    /// Spreadsheet row on the Plans sheet.
    pub row: u32,
    /// 14-character plan id.
    pub plan_id: String,
    /// Plan name.
    pub name: String,
    /// Metal level.
    pub metal: MetalLevel,
    /// Company product name as written.
    pub product: String,
    /// Its cost-sharing variants.
    pub variances: Vec<VarianceRow>,
    /// Its rating areas (names as on the RatingAreas sheet) with their 92 rates in cents.
    pub areas: PricedAreas,
}

/// A rating area and the county rows that make it up.
#[derive(Debug, Clone, PartialEq)]
pub struct RatingArea {
    /// Its name as first written on the RatingAreas sheet.
    pub name: String,
    /// Its county rows.
    pub counties: Vec<AreaRow>,
}

/// The ages every plan must price in every rating area: 20 to 63, and 64 and over.
fn required_ages() -> impl Iterator<Item = RateAge> {
    (20..=63)
        .map(RateAge::Year)
        .chain([RateAge::SixtyFourAndOver])
}

/// The Rate PUF age a SPEC 5.2 key band reads: 20 … 63 themselves, 64 and 65 from "64 and over".
fn age_of_band(band: u8) -> RateAge {
    if band >= 64 {
        RateAge::SixtyFourAndOver
    } else {
        RateAge::Year(band)
    }
}

/// Runs the cross-sheet checks on `parsed`; `None` when there are problems (added to `p`).
pub fn validate(parsed: &Parsed, p: &mut Problems) -> Option<Checked> {
    let issuer = issuer(parsed, p);
    let issuer_id = issuer.as_ref().and_then(|i| i.issuer_id.clone());
    let rating_areas = rating_areas(parsed, p);
    let area_names: HashMap<String, String> = rating_areas
        .iter()
        .map(|a| (normal(&a.name), a.name.clone()))
        .collect();

    if parsed.plans.is_empty() && parsed.places.has(PLANS) {
        p.add(
            Place::sheet(PLANS.name).row(2),
            "the sheet lists no plans; add one row per plan.",
        );
    }
    let mut plan_rows: HashMap<&str, u32> = HashMap::new();
    for plan in &parsed.plans {
        if let Some(first) = plan_rows.insert(&plan.plan_id, plan.row) {
            p.add(
                parsed.places.place(PLANS, plan.row, "StandardComponentId"),
                format!(
                    "plan {} is listed twice (also row {first}); list each plan once.",
                    plan.plan_id
                ),
            );
            plan_rows.insert(&plan.plan_id, first);
        }
        if let Some(issuer_id) = issuer_id
            .as_deref()
            .filter(|i| !plan.plan_id.starts_with(*i))
        {
            p.add(parsed.places.place(PLANS, plan.row, "StandardComponentId"), format!("'{}' does not start with the IssuerId {issuer_id} of sheet 'Issuer'; plan ids begin with the issuer id.", plan.plan_id));
        }
    }
    let variances = variances(parsed, &plan_rows, p);
    let priced = rates(parsed, &plan_rows, &area_names, p);
    let rated: HashSet<&str> = parsed.rates.iter().map(|r| r.plan_id.as_str()).collect();

    let mut plans = Vec::with_capacity(parsed.plans.len());
    for plan in &parsed.plans {
        if plan_rows.get(plan.plan_id.as_str()) != Some(&plan.row) {
            continue;
        }
        let plan_variances = variances
            .get(plan.plan_id.as_str())
            .cloned()
            .unwrap_or_default();
        if plan_variances.is_empty() {
            p.add(parsed.places.place(PLANS, plan.row, "StandardComponentId"), format!("plan {0} has no row on sheet 'CostShareVariances'; add at least its standard variant {0}-01.", plan.plan_id));
        }
        let areas = priced
            .get(plan.plan_id.as_str())
            .cloned()
            .unwrap_or_default();
        if !rated.contains(plan.plan_id.as_str()) {
            p.add(parsed.places.place(PLANS, plan.row, "StandardComponentId"), format!("plan {} has no rates on sheet 'Rates'; add its rates for every rating area where it is sold.", plan.plan_id));
        }
        if let (Some(name), Some(metal), Some(product)) = (&plan.name, plan.metal, &plan.product) {
            plans.push(CheckedPlan {
                row: plan.row,
                plan_id: plan.plan_id.clone(),
                name: name.clone(),
                metal,
                product: product.clone(),
                variances: plan_variances,
                areas,
            });
        }
    }
    let issuer = issuer?;
    let checked = Checked {
        plan_year: issuer.year?,
        naic: issuer.naic?,
        issuer_row: issuer.row,
        plans,
        rating_areas,
        places: parsed.places.clone(),
    };
    p.is_empty().then_some(checked)
}

/// The single Issuer row.
fn issuer(parsed: &Parsed, p: &mut Problems) -> Option<crate::parse::IssuerRow> {
    if !parsed.places.has(ISSUER) {
        return None;
    }
    let mut rows = parsed.issuer.iter();
    let Some(first) = rows.next() else {
        p.add(Place::sheet(ISSUER.name).row(2), "the sheet has no data row; fill in row 2 with BusinessYear, IssuerId and NAICCompanyCode.");
        return None;
    };
    for extra in rows {
        p.add(
            Place::sheet(ISSUER.name).row(extra.row),
            format!(
                "only one issuer row is read (row {}); delete this row.",
                first.row
            ),
        );
    }
    Some(first.clone())
}

/// The rating areas, each county in one of them only.
fn rating_areas(parsed: &Parsed, p: &mut Problems) -> Vec<RatingArea> {
    if parsed.areas.is_empty() && parsed.places.has(RATING_AREAS) {
        p.add(
            Place::sheet(RATING_AREAS.name).row(2),
            "the sheet lists no counties; add one row per county of each rating area.",
        );
    }
    let mut areas: Vec<RatingArea> = Vec::new();
    let mut seen: HashMap<String, (String, u32)> = HashMap::new();
    for row in &parsed.areas {
        let county = row.fips.clone().map(|f| format!("fips {f}")).or_else(|| {
            row.county_name
                .as_deref()
                .map(|n| format!("name {}", normal(n)))
        });
        if let Some(county) = county {
            match seen.get(&county) {
                Some((area, first)) if normal(area) == normal(&row.area) => {
                    p.add(parsed.places.place(RATING_AREAS, row.row, "County"), format!("the county is listed twice for rating area '{area}' (also row {first}); list it once."));
                    continue;
                }
                Some((area, first)) => {
                    p.add(parsed.places.place(RATING_AREAS, row.row, "County"), format!("the county is already in rating area '{area}' (row {first}); a county belongs to one rating area."));
                    continue;
                }
                None => {
                    seen.insert(county, (row.area.clone(), row.row));
                }
            }
        }
        match areas
            .iter_mut()
            .find(|a| normal(&a.name) == normal(&row.area))
        {
            Some(area) => area.counties.push(row.clone()),
            None => areas.push(RatingArea {
                name: row.area.clone(),
                counties: vec![row.clone()],
            }),
        }
    }
    areas
}

/// The variants of each plan.
fn variances<'a>(
    parsed: &'a Parsed,
    plans: &HashMap<&str, u32>,
    p: &mut Problems,
) -> HashMap<&'a str, Vec<VarianceRow>> {
    let mut by_plan: HashMap<&str, Vec<VarianceRow>> = HashMap::new();
    let mut rows: HashMap<&str, u32> = HashMap::new();
    for variance in &parsed.variances {
        let place = parsed.places.place(VARIANCES, variance.row, "PlanId");
        if let Some(first) = rows.get(variance.variant_id.as_str()) {
            p.add(
                place,
                format!(
                    "variant {} is listed twice (also row {first}); list each variant once.",
                    variance.variant_id
                ),
            );
            continue;
        }
        rows.insert(&variance.variant_id, variance.row);
        let plan = &variance.variant_id[..14];
        if !plans.contains_key(plan) {
            if parsed.places.has(PLANS) {
                p.add(place, format!("'{}' belongs to no plan on sheet 'Plans'; add plan {plan} there or correct the id.", variance.variant_id));
            }
            continue;
        }
        by_plan.entry(plan).or_default().push(variance.clone());
    }
    by_plan
}

/// The rate rows of one plan area, by age.
type AgeRows<'a> = BTreeMap<RateAge, &'a RateRow>;

/// The rates of each plan: per rating area (in first-use order), the 92 keyed rates.
fn rates<'a>(
    parsed: &'a Parsed,
    plans: &HashMap<&str, u32>,
    areas: &HashMap<String, String>,
    p: &mut Problems,
) -> HashMap<&'a str, PricedAreas> {
    let mut grouped: BTreeMap<(&str, String), (usize, AgeRows<'_>)> = BTreeMap::new();
    let mut reported: Vec<String> = Vec::new();
    for (order, rate) in parsed.rates.iter().enumerate() {
        if !plans.contains_key(rate.plan_id.as_str()) {
            // Without a Plans sheet every plan is unknown; the missing sheet says it all.
            if parsed.places.has(PLANS) && !reported.contains(&rate.plan_id) {
                p.add(parsed.places.place(RATES, rate.row, "PlanId"), format!("plan {} is not on sheet 'Plans'; add it there or correct the id (first of its rows).", rate.plan_id));
                reported.push(rate.plan_id.clone());
            }
            continue;
        }
        let Some(area) = areas.get(&normal(&rate.area)) else {
            if parsed.places.has(RATING_AREAS) && !reported.contains(&normal(&rate.area)) {
                p.add(parsed.places.place(RATES, rate.row, "RatingAreaId"), format!("rating area '{}' is not on sheet 'RatingAreas'; add its counties there or correct the name (first of its rows).", rate.area));
                reported.push(normal(&rate.area));
            }
            continue;
        };
        let (_, ages) = grouped
            .entry((rate.plan_id.as_str(), area.clone()))
            .or_insert((order, BTreeMap::new()));
        if let Some(first) = ages.get(&rate.age) {
            p.add(parsed.places.place(RATES, rate.row, "Age"), format!("plan {} already has a rate for age {} in rating area '{area}' (row {}); keep one row.", rate.plan_id, rate.age.label(), first.row));
            continue;
        }
        ages.insert(rate.age, rate);
    }
    let mut priced: Vec<(usize, &str, String, KeyedRates)> = Vec::new();
    for ((plan, area), (order, ages)) in grouped {
        let missing: Vec<String> = required_ages()
            .filter(|a| !ages.contains_key(a))
            .map(RateAge::label)
            .collect();
        if !missing.is_empty() {
            let shown = missing
                .iter()
                .take(10)
                .cloned()
                .collect::<Vec<_>>()
                .join(", ");
            let more = if missing.len() > 10 {
                format!(" and {} more", missing.len() - 10)
            } else {
                String::new()
            };
            p.add(parsed.places.column_place(RATES, "Age"), format!("plan {plan} has no rate in rating area '{area}' for age {shown}{more}; add one row for each age from 20 to 63 and '64 and over'."));
            continue;
        }
        let keyed = RateKey::all()
            .filter_map(|key| {
                let row = ages.get(&age_of_band(key.age_band()))?;
                let rate = row.rate?;
                let amount = if key.tobacco() == Tobacco::Yes {
                    row.tobacco_rate.unwrap_or(rate)
                } else {
                    rate
                };
                Some((key.as_str().to_owned(), amount))
            })
            .collect();
        priced.push((order, plan, area, keyed));
    }
    priced.sort_by_key(|(order, ..)| *order);
    let mut by_plan: HashMap<&str, PricedAreas> = HashMap::new();
    for (_, plan, area, keyed) in priced {
        by_plan.entry(plan).or_default().push((area, keyed));
    }
    by_plan
}
