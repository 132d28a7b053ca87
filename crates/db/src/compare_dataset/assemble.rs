//! Turning one year's rows into the compare dataset, in memory and without I/O.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use bigdecimal::{BigDecimal, ToPrimitive};
use domain::RateKey;

use super::rows::{PlanRow, YearRows};
use super::types::{
    CompareDataset, CompareEntry, ComparePlan, ComparePlanArea, CompareVariance, RateTable,
};
use crate::models::plan_variance::PlanVariance;

/// Builds the dataset of `compare_year` from its rows.
///
/// Each county a plan area covers gets, under the plan's metal level and company, one entry
/// per variance of the plan (SPEC 2.5 "How a result is derived"). The lookup objects hold
/// exactly what some entry refers to, so every entry resolves and nothing else is sent.
pub(super) fn assemble(compare_year: i16, rows: YearRows) -> CompareDataset {
    let YearRows {
        plans,
        variances,
        areas,
        area_counties,
        rates,
    } = rows;
    let plans: HashMap<i32, &PlanRow> = plans.iter().map(|p| (p.plan_pk, p)).collect();
    let mut variances_of: HashMap<i32, Vec<&PlanVariance>> = HashMap::new();
    for variance in &variances {
        variances_of
            .entry(variance.plan_pk)
            .or_default()
            .push(variance);
    }
    let plan_of_area: HashMap<i32, i32> = areas.iter().copied().collect();

    let mut comparison_data: BTreeMap<
        String,
        BTreeMap<String, BTreeMap<String, Vec<CompareEntry>>>,
    > = BTreeMap::new();
    let mut used_plans: BTreeSet<i32> = BTreeSet::new();
    let mut used_areas: BTreeSet<i32> = BTreeSet::new();
    for &(area_pk, county_id) in &area_counties {
        let Some(plan) = plan_of_area.get(&area_pk).and_then(|pk| plans.get(pk)) else {
            continue;
        };
        let Some(variances) = variances_of.get(&plan.plan_pk) else {
            continue;
        };
        used_plans.insert(plan.plan_pk);
        used_areas.insert(area_pk);
        let entries = comparison_data
            .entry(county_id.to_string())
            .or_default()
            .entry(plan.metal_level_code.trim().to_owned())
            .or_default()
            .entry(plan.company_pk.to_string())
            .or_default();
        entries.extend(variances.iter().map(|v| CompareEntry {
            variance_id: v.variance_id.clone(),
            plan_area_id: area_pk,
        }));
    }
    for entries in comparison_data
        .values_mut()
        .flat_map(|c| c.values_mut())
        .flat_map(|c| c.values_mut())
    {
        // Field order makes this varianceId, then planAreaId.
        entries.sort_unstable();
    }

    let used: Vec<&PlanRow> = used_plans
        .iter()
        .filter_map(|pk| plans.get(pk).copied())
        .collect();
    CompareDataset {
        compare_year,
        comparison_data,
        company_data: used
            .iter()
            .map(|p| (p.company_pk.to_string(), p.company_name.clone()))
            .collect(),
        variance_data: used
            .iter()
            .flat_map(|p| variances_of.get(&p.plan_pk).into_iter().flatten())
            .map(|v| (v.variance_id.clone(), variance(v)))
            .collect(),
        plan_area_data: plan_areas(&areas, rates, &plans, &used_areas),
        plan_data: used
            .iter()
            .map(|p| {
                let plan = ComparePlan {
                    plan_id: p.plan_id.clone(),
                    name: p.plan_name.clone(),
                    company_product_id: p.company_product_pk,
                };
                (p.plan_id.clone(), plan)
            })
            .collect(),
    }
}

/// `planAreaData` for the plan areas `used`, with their rates.
fn plan_areas(
    areas: &[(i32, i32)],
    mut rates: HashMap<i32, Vec<(RateKey, f64)>>,
    plans: &HashMap<i32, &PlanRow>,
    used: &BTreeSet<i32>,
) -> BTreeMap<String, ComparePlanArea> {
    areas
        .iter()
        .filter(|(area_pk, _)| used.contains(area_pk))
        .filter_map(|&(area_pk, plan_pk)| {
            let plan = plans.get(&plan_pk)?;
            let area = ComparePlanArea {
                plan_id: plan.plan_id.clone(),
                rates: RateTable::new(rates.remove(&area_pk).unwrap_or_default()),
            };
            Some((area_pk.to_string(), area))
        })
        .collect()
}

fn variance(v: &PlanVariance) -> CompareVariance {
    let amount = |value: &Option<BigDecimal>| value.as_ref().and_then(dollars);
    CompareVariance {
        variance_id: v.variance_id.clone(),
        deduct_ind: amount(&v.deduct_ind),
        deduct_fam: amount(&v.deduct_fam),
        rx_ind: amount(&v.rx_ind),
        rx_fam: amount(&v.rx_fam),
        copay_prim: amount(&v.copay_prim),
        copay_spec: amount(&v.copay_spec),
        copay_rx: amount(&v.copay_rx),
        co_ins_med: amount(&v.co_ins_med),
        co_ins_rx: amount(&v.co_ins_rx),
        moop_ind: amount(&v.moop_ind),
        moop_fam: amount(&v.moop_fam),
        benefits_url: v.benefits_url.clone(),
    }
}

/// A stored amount (numeric with two decimals) as the nearest JSON number: 312.45 stays
/// 312.45 when printed. `None` only for values no `numeric(10, 2)` column can hold.
fn dollars(amount: &BigDecimal) -> Option<f64> {
    amount.to_f64().filter(|f| f.is_finite())
}
