//! Plans and their cost-sharing variances for every compare year (SPEC 2.5, 3 planData,
//! varianceData). Plan areas and rates follow in [`super::rates`].

use std::collections::HashMap;

use diesel::prelude::*;

use super::bulk::rows_per_insert;
use super::companies::Companies;
use super::cost_sharing::{Metal, cost_sharing};
use super::places::Places;
use super::rates;
use super::rng::dollars;
use super::scale::Sizes;
use db::models::plan::NewPlan;
use db::models::plan_variance::NewPlanVariance;
use db::schema::{plan_variances, plans};

/// One plan of the lineup; the same plan id is offered in every compare year.
#[derive(Debug, Clone)]
pub(super) struct PlanSpec {
    /// Index of the company in [`Companies::list`].
    pub company: usize,
    /// The product offering it.
    pub company_product_pk: i32,
    /// Product type (HMO, PPO, EPO, POS).
    pub kind: &'static str,
    /// Metal level.
    pub metal: Metal,
    /// How many plans of the same level the company listed before this one.
    pub tier: usize,
    /// 14-character plan id.
    pub plan_id: String,
    /// Plan name.
    pub name: String,
    /// Indices of the rating areas it is sold in.
    pub areas: Vec<usize>,
}

/// Metal levels each issuing company offers, by company index.
fn lineups(sizes: &Sizes, companies: &Companies) -> Vec<(usize, Vec<Metal>)> {
    let issuers: Vec<usize> = (0..companies.list.len())
        .filter(|&c| {
            let company = &companies.list[c];
            company.spec.active
                && !company.spec.metal_pattern.is_empty()
                && !company.plan_products().is_empty()
        })
        .collect();
    let mut lineups: Vec<(usize, Vec<Metal>)> = issuers.iter().map(|&c| (c, Vec::new())).collect();
    match sizes.variants_per_year {
        None => {
            for (c, lineup) in &mut lineups {
                lineup.clone_from(&companies.list[*c].spec.metal_pattern);
            }
        }
        Some(target) => {
            let mut variants = 0;
            'rounds: for round in 0.. {
                for (c, lineup) in &mut lineups {
                    let pattern = &companies.list[*c].spec.metal_pattern;
                    let metal = pattern[round % pattern.len()];
                    lineup.push(metal);
                    variants += metal.variants().len();
                    if variants >= target {
                        break 'rounds;
                    }
                }
                if lineups.is_empty() {
                    break;
                }
            }
        }
    }
    lineups
}

/// The plan lineup: plan ids, names, products and rating areas.
fn plan_specs(sizes: &Sizes, places: &Places, companies: &Companies) -> Vec<PlanSpec> {
    let area_count = places.rating_areas.len();
    let newest = places.years.last().map_or(2026, |(year, _)| *year);
    let mut specs = Vec::new();
    for (c, metals) in lineups(sizes, companies) {
        let company = &companies.list[c];
        let products = company.plan_products();
        let areas: Vec<usize> = match company.spec.service_window {
            None => (0..area_count).collect(),
            Some((start, len)) => (0..len.min(area_count))
                .map(|i| (start + i) % area_count)
                .collect(),
        };
        let mut per_product = vec![0usize; products.len()];
        let mut per_metal: HashMap<&str, usize> = HashMap::new();
        for (i, metal) in metals.into_iter().enumerate() {
            let p = i % products.len();
            let product = products[p];
            per_product[p] += 1;
            let tier_slot = per_metal.entry(metal.code()).or_insert(0);
            let tier = *tier_slot;
            *tier_slot += 1;
            let product_no = company
                .products
                .iter()
                .position(|q| q.company_product_pk == product.company_product_pk)
                .unwrap_or(p)
                + 1;
            let plan_id = format!(
                "{:05}LK{:03}{:04}",
                company.spec.issuer_id, product_no, per_product[p]
            );
            let deductible = cost_sharing(metal, tier, "01", newest).deduct_ind;
            let edition = ["", " II", " III", " IV", " V", " VI"][(tier / 3) % 6];
            let name = match (metal, deductible) {
                (Metal::Catastrophic, _) => {
                    format!("{} {}{edition}", product.spec.name, metal.name())
                }
                (_, 0) => format!(
                    "{} {} $0 Deductible{edition}",
                    product.spec.name,
                    metal.name()
                ),
                _ => format!(
                    "{} {} {deductible}{edition}",
                    product.spec.name,
                    metal.name()
                ),
            };
            specs.push(PlanSpec {
                company: c,
                company_product_pk: product.company_product_pk,
                kind: product.spec.kind.unwrap_or("PPO"),
                metal,
                tier,
                plan_id,
                name,
                areas: areas.clone(),
            });
        }
    }
    specs
}

/// Inserts plans, variances, plan areas, their counties and rates for every compare year.
pub(super) fn seed(
    conn: &mut PgConnection,
    sizes: &Sizes,
    places: &Places,
    companies: &Companies,
) -> QueryResult<()> {
    let specs = plan_specs(sizes, places, companies);
    let mut plan_pks: Vec<Vec<i32>> = Vec::with_capacity(places.years.len());
    for &(year, compare_year_id) in &places.years {
        let rows: Vec<NewPlan<'_>> = specs
            .iter()
            .map(|s| NewPlan {
                compare_year_id,
                plan_id: &s.plan_id,
                company_product_pk: s.company_product_pk,
                plan_name: &s.name,
                metal_level_code: s.metal.code(),
            })
            .collect();
        let mut keys: HashMap<String, i32> = HashMap::with_capacity(rows.len());
        for chunk in rows.chunks(rows_per_insert(5)) {
            let returned: Vec<(String, i32)> = diesel::insert_into(plans::table)
                .values(chunk)
                .returning((plans::plan_id, plans::plan_pk))
                .get_results(conn)?;
            keys.extend(returned);
        }
        let pks: Vec<i32> = specs
            .iter()
            .map(|s| {
                keys.get(&s.plan_id)
                    .copied()
                    .ok_or(diesel::result::Error::NotFound)
            })
            .collect::<QueryResult<_>>()?;
        insert_variances(conn, &specs, &pks, year, companies)?;
        plan_pks.push(pks);
    }
    rates::seed(conn, places, companies, &specs, &plan_pks)
}

/// Inserts the cost-sharing variances of one year's plans.
fn insert_variances(
    conn: &mut PgConnection,
    specs: &[PlanSpec],
    pks: &[i32],
    year: i16,
    companies: &Companies,
) -> QueryResult<()> {
    let mut ids = Vec::new();
    for (spec, &plan_pk) in specs.iter().zip(pks) {
        for variant in spec.metal.variants() {
            let variance_id = format!("{}-{variant}", spec.plan_id);
            let url = format!(
                "https://www.{}/plans/{year}/{variance_id}/summary-of-benefits",
                companies.list[spec.company].spec.domain
            );
            ids.push((
                plan_pk,
                variance_id,
                url,
                cost_sharing(spec.metal, spec.tier, variant, year),
            ));
        }
    }
    let rows: Vec<NewPlanVariance<'_>> = ids
        .iter()
        .map(|(plan_pk, variance_id, url, c)| NewPlanVariance {
            plan_pk: *plan_pk,
            variance_id,
            deduct_ind: Some(dollars(c.deduct_ind)),
            deduct_fam: Some(dollars(2 * c.deduct_ind)),
            rx_ind: Some(dollars(c.rx_ind)),
            rx_fam: Some(dollars(2 * c.rx_ind)),
            copay_prim: Some(dollars(c.copay_prim)),
            copay_spec: Some(dollars(c.copay_spec)),
            copay_rx: Some(dollars(c.copay_rx)),
            co_ins_med: Some(dollars(c.co_ins_med)),
            co_ins_rx: Some(dollars(c.co_ins_rx)),
            moop_ind: Some(dollars(c.moop_ind)),
            moop_fam: Some(dollars(2 * c.moop_ind)),
            benefits_url: Some(url),
        })
        .collect();
    for chunk in rows.chunks(rows_per_insert(14)) {
        diesel::insert_into(plan_variances::table)
            .values(chunk)
            .execute(conn)?;
    }
    Ok(())
}
