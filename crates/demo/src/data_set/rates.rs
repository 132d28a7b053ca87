//! Plan areas, the counties they cover, and 92 monthly premiums per plan area (SPEC 2.5,
//! 3 planAreaData, 5.2 rate keys). Bulk rows go in with `COPY`.

use std::collections::HashMap;

use diesel::prelude::*;
use rand::Rng;

use super::bulk::{ROWS_PER_COPY, rows_per_insert};
use super::companies::Companies;
use super::places::Places;
use super::plans::PlanSpec;
use super::rng::{cents, stream};
use db::models::plan_area::NewPlanArea;
use db::models::plan_area_county::PlanAreaCounty;
use db::models::plan_area_rate::NewPlanAreaRate;
use db::schema::{plan_area_counties, plan_area_rates, plan_areas};

/// Federal default age curve, ages 21 to 64 (age 21 = 1.000).
const AGE_CURVE: [f64; 44] = [
    1.000, 1.000, 1.000, 1.000, 1.004, 1.024, 1.048, 1.087, 1.119, 1.135, // 21-30
    1.159, 1.183, 1.198, 1.214, 1.222, 1.230, 1.238, 1.246, 1.262, 1.278, // 31-40
    1.302, 1.325, 1.357, 1.397, 1.444, 1.500, 1.563, 1.635, 1.706, 1.786, // 41-50
    1.865, 1.952, 2.040, 2.135, 2.230, 2.333, 2.437, 2.548, 2.603, 2.714, // 51-60
    2.810, 2.873, 2.952, 3.000, // 61-64
];

/// Age factor of a rate key's age band: 20 stands for everyone under 21, 65 for over 64.
fn age_factor(age: usize) -> f64 {
    match age {
        ..=20 => 0.635,
        21..=64 => AGE_CURVE[age - 21],
        _ => 3.000,
    }
}

/// The 92 rate keys `20-N`, `20-Y`, ..., `65-Y` with their age.
pub(super) fn rate_keys() -> Vec<(String, usize, bool)> {
    (20..=65)
        .flat_map(|age| {
            [
                (format!("{age}-N"), age, false),
                (format!("{age}-Y"), age, true),
            ]
        })
        .collect()
}

/// Relative price of a product type: managed care costs less than open networks.
fn kind_factor(kind: &str) -> f64 {
    match kind {
        "HMO" => 0.94,
        "EPO" => 0.98,
        "POS" => 1.03,
        _ => 1.09,
    }
}

/// Inserts plan areas for every year × plan × rating area, their counties, and their rates.
pub(super) fn seed(
    conn: &mut PgConnection,
    places: &Places,
    companies: &Companies,
    specs: &[PlanSpec],
    plan_pks: &[Vec<i32>],
) -> QueryResult<()> {
    // (year index, plan index, area index) of every plan area, in insertion order.
    let mut wanted: Vec<(usize, usize, usize)> = Vec::new();
    for (y, pks) in plan_pks.iter().enumerate() {
        for (p, spec) in specs.iter().enumerate().take(pks.len()) {
            wanted.extend(spec.areas.iter().map(|&a| (y, p, a)));
        }
    }
    let rows: Vec<NewPlanArea<'_>> = wanted
        .iter()
        .map(|&(y, p, a)| NewPlanArea {
            plan_pk: plan_pks[y][p],
            rating_area: &places.rating_areas[a].name,
        })
        .collect();
    let mut keys: HashMap<(i32, String), i32> = HashMap::with_capacity(rows.len());
    for chunk in rows.chunks(rows_per_insert(2)) {
        let returned: Vec<(i32, String, i32)> = diesel::insert_into(plan_areas::table)
            .values(chunk)
            .returning((
                plan_areas::plan_pk,
                plan_areas::rating_area,
                plan_areas::plan_area_pk,
            ))
            .get_results(conn)?;
        keys.extend(
            returned
                .into_iter()
                .map(|(plan, area, pk)| ((plan, area), pk)),
        );
    }
    let area_pks: Vec<i32> = rows
        .iter()
        .map(|r| {
            keys.get(&(r.plan_pk, r.rating_area.to_owned()))
                .copied()
                .ok_or(diesel::result::Error::NotFound)
        })
        .collect::<QueryResult<_>>()?;

    let mut links = Vec::with_capacity(ROWS_PER_COPY);
    for (&(_, _, a), &plan_area_pk) in wanted.iter().zip(&area_pks) {
        links.extend(
            places.rating_areas[a]
                .county_ids
                .iter()
                .map(|&county_id| PlanAreaCounty {
                    plan_area_pk,
                    county_id,
                }),
        );
        if links.len() >= ROWS_PER_COPY {
            diesel::copy_from(plan_area_counties::table)
                .from_insertable(&links)
                .execute(conn)?;
            links.clear();
        }
    }
    if !links.is_empty() {
        diesel::copy_from(plan_area_counties::table)
            .from_insertable(&links)
            .execute(conn)?;
    }

    // Yearly premium trend of every company, drawn once per (company, year).
    let mut rng = stream("rates");
    let trends: Vec<Vec<f64>> = companies
        .list
        .iter()
        .map(|_| {
            let mut level = 1.0;
            (0..plan_pks.len())
                .map(|y| {
                    if y > 0 {
                        level *= 1.0 + rng.random_range(0.03..0.14);
                    }
                    level
                })
                .collect()
        })
        .collect();
    let keys = rate_keys();
    let mut batch: Vec<NewPlanAreaRate<'_>> = Vec::with_capacity(ROWS_PER_COPY);
    for (&(y, p, a), &plan_area_pk) in wanted.iter().zip(&area_pks) {
        let spec = &specs[p];
        let company = &companies.list[spec.company].spec;
        let tier = 0.965_f64.powi(i32::try_from(spec.tier % 3).unwrap_or(0))
            + 0.01 * (spec.tier / 3) as f64;
        let base = spec.metal.base_premium()
            * places.rating_areas[a].factor
            * company.price_factor
            * trends[spec.company][y]
            * kind_factor(spec.kind)
            * tier;
        for (key, age, tobacco) in &keys {
            let surcharge = if *tobacco && *age >= 21 {
                company.tobacco_factor
            } else {
                1.0
            };
            let premium = base * age_factor(*age) * surcharge;
            batch.push(NewPlanAreaRate {
                plan_area_pk,
                age_key: key,
                monthly_premium: cents((premium * 100.0).round() as i64),
            });
        }
        if batch.len() >= ROWS_PER_COPY {
            diesel::copy_from(plan_area_rates::table)
                .from_insertable(&batch)
                .execute(conn)?;
            batch.clear();
        }
    }
    if !batch.is_empty() {
        diesel::copy_from(plan_area_rates::table)
            .from_insertable(&batch)
            .execute(conn)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn there_are_92_keys_from_20_n_to_65_y() {
        let keys = rate_keys();
        assert_eq!(keys.len(), 92);
        assert_eq!(keys[0].0, "20-N");
        assert_eq!(keys[91].0, "65-Y");
    }

    #[test]
    fn age_curve_has_the_federal_shape() {
        assert!((age_factor(20) - 0.635).abs() < 1e-9);
        assert!((age_factor(21) - 1.0).abs() < 1e-9);
        assert!((age_factor(64) - 3.0).abs() < 1e-9);
        assert!((age_factor(65) - 3.0).abs() < 1e-9);
        assert!((21..64).all(|age| age_factor(age) <= age_factor(age + 1)));
    }
}
