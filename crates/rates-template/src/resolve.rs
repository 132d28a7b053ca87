//! Checks against the database, inside the upload's transaction: the NAIC code is the company
//! uploaded for, the year is a compare year, products and counties exist, and no plan id
//! belongs to another company that year. The result is what replaces the company's data.

use std::collections::HashMap;

use db::models::company::Company;
use db::queries::plans::{self, AreaLoad, PlanLoad, Replacement, VarianceLoad};
use db::queries::{companies, compare_years};
use diesel::prelude::*;

use crate::layout::{ISSUER, PLANS, RATING_AREAS};
use crate::parse::AreaRow;
use crate::problem::Problems;
use crate::table::normal;
use crate::validate::Checked;

/// Resolves `checked` for `company`: `Ok(Err(problems))` when something does not match the
/// database; nothing is written either way.
pub fn resolve(
    conn: &mut PgConnection,
    company: &Company,
    checked: &Checked,
) -> QueryResult<Result<Replacement, Problems>> {
    let mut p = Problems::default();
    let places = &checked.places;
    if checked.naic.get() != company.co_code {
        p.add(
            places.place(ISSUER, checked.issuer_row, "NAICCompanyCode"),
            format!(
                "{} is not the NAIC company code of {} ({}); this upload is for that company only. Correct the code, or upload the template on the row of the company it prices.",
                checked.naic, company.company_name, company.co_code
            ),
        );
    }
    let years = compare_years::list_oldest_first(conn)?;
    let year = years.iter().find(|y| y.plan_year == checked.plan_year);
    if year.is_none() {
        let known: Vec<String> = years.iter().map(|y| y.plan_year.to_string()).collect();
        p.add(
            places.place(ISSUER, checked.issuer_row, "BusinessYear"),
            format!(
                "{} is not a compare year of the site (the years are: {}); use one of them, or ask the department to add the year.",
                checked.plan_year,
                if known.is_empty() { "none yet".to_owned() } else { known.join(", ") }
            ),
        );
    }

    let products = companies::products_of(conn, company.company_pk)?;
    let product_pks: HashMap<String, i32> = products
        .iter()
        .map(|pr| (normal(&pr.product_name), pr.company_product_pk))
        .collect();
    let product_list = products
        .iter()
        .map(|pr| format!("'{}'", pr.product_name))
        .collect::<Vec<_>>()
        .join(", ");
    let area_counties = county_ids(conn, checked, &mut p)?;

    if let Some(year) = year {
        let ids: Vec<String> = checked.plans.iter().map(|pl| pl.plan_id.clone()).collect();
        let taken = plans::plan_ids_of_other_companies(
            conn,
            year.compare_year_id,
            company.company_pk,
            &ids,
        )?;
        for plan in checked
            .plans
            .iter()
            .filter(|pl| taken.contains(&pl.plan_id))
        {
            p.add(
                places.place(PLANS, plan.row, "StandardComponentId"),
                format!(
                    "plan {} is already offered in {} by another company; check the plan id.",
                    plan.plan_id, checked.plan_year
                ),
            );
        }
    }

    let mut loads = Vec::with_capacity(checked.plans.len());
    for plan in &checked.plans {
        let Some(&company_product_pk) = product_pks.get(&normal(&plan.product)) else {
            p.add(
                places.place(PLANS, plan.row, "ProductName"),
                if products.is_empty() {
                    format!("'{}' is not a product of {}, which has no products yet; ask the department to add it on the Companies screen.", plan.product, company.company_name)
                } else {
                    format!("'{}' is not a product of {}; use one of {product_list} (the department adds products on the Companies screen).", plan.product, company.company_name)
                },
            );
            continue;
        };
        let areas = plan
            .areas
            .iter()
            .map(|(name, rates)| AreaLoad {
                rating_area: name.clone(),
                county_ids: area_counties
                    .get(&normal(name))
                    .cloned()
                    .unwrap_or_default(),
                rates: rates.clone(),
            })
            .collect();
        let variances = plan
            .variances
            .iter()
            .map(|v| {
                let [
                    deduct_ind,
                    deduct_fam,
                    rx_ind,
                    rx_fam,
                    copay_prim,
                    copay_spec,
                    copay_rx,
                    co_ins_med,
                    co_ins_rx,
                    moop_ind,
                    moop_fam,
                ] = v.amounts;
                VarianceLoad {
                    variance_id: v.variant_id.clone(),
                    deduct_ind,
                    deduct_fam,
                    rx_ind,
                    rx_fam,
                    copay_prim,
                    copay_spec,
                    copay_rx,
                    co_ins_med,
                    co_ins_rx,
                    moop_ind,
                    moop_fam,
                    benefits_url: v.url.clone(),
                }
            })
            .collect();
        loads.push(PlanLoad {
            plan_id: plan.plan_id.clone(),
            plan_name: plan.name.clone(),
            metal_level_code: plan.metal.code().to_string(),
            company_product_pk,
            variances,
            areas,
        });
    }
    Ok(match year {
        Some(year) if p.is_empty() => Ok(Replacement {
            company_pk: company.company_pk,
            compare_year_id: year.compare_year_id,
            plans: loads,
        }),
        _ => Err(p),
    })
}

/// The county ids of each rating area (by normal name), each county found by FIPS code or
/// name; a county that is unknown, named inconsistently or in two areas is a problem.
fn county_ids(
    conn: &mut PgConnection,
    checked: &Checked,
    p: &mut Problems,
) -> QueryResult<HashMap<String, Vec<i32>>> {
    let all = plans::counties_by_name(conn)?;
    let by_fips: HashMap<&str, (i32, &str)> = all
        .iter()
        .map(|c| (c.fips_code.as_str(), (c.county_id, c.long_name.as_str())))
        .collect();
    let mut by_name: HashMap<String, Vec<i32>> = HashMap::new();
    for c in &all {
        by_name
            .entry(normal(&c.long_name))
            .or_default()
            .push(c.county_id);
        if let Some(short) = normal(&c.long_name).strip_suffix(" county") {
            by_name
                .entry(short.trim().to_owned())
                .or_default()
                .push(c.county_id);
        }
    }
    let places = &checked.places;
    let mut owner: HashMap<i32, (String, u32)> = HashMap::new();
    let mut result: HashMap<String, Vec<i32>> = HashMap::new();
    for area in &checked.rating_areas {
        for row in &area.counties {
            let Some(id) = county_of(row, &by_fips, &by_name, checked, p) else {
                continue;
            };
            if let Some((other, first)) = owner.get(&id) {
                p.add(places.place(RATING_AREAS, row.row, "County"), format!("this county is already listed for rating area '{other}' (row {first}); list each county once."));
                continue;
            }
            owner.insert(id, (area.name.clone(), row.row));
            result.entry(normal(&area.name)).or_default().push(id);
        }
    }
    Ok(result)
}

/// The county a RatingAreas row names.
fn county_of(
    row: &AreaRow,
    by_fips: &HashMap<&str, (i32, &str)>,
    by_name: &HashMap<String, Vec<i32>>,
    checked: &Checked,
    p: &mut Problems,
) -> Option<i32> {
    let places = &checked.places;
    let from_fips = match &row.fips {
        Some(fips) => match by_fips.get(fips.as_str()) {
            Some(found) => Some(*found),
            None => {
                p.add(
                    places.place(RATING_AREAS, row.row, "County"),
                    format!(
                        "{fips} is not the FIPS code of a county of this state; check the code."
                    ),
                );
                return None;
            }
        },
        None => None,
    };
    let from_name = match &row.county_name {
        Some(name) => match by_name.get(&normal(name)).map(Vec::as_slice) {
            Some([id]) => Some(*id),
            _ => {
                p.add(places.place(RATING_AREAS, row.row, "CountyName"), format!("'{name}' is not a county of this state; write the name as on the compare page (e.g. 'Adams County') or give the FIPS code."));
                return None;
            }
        },
        None => None,
    };
    match (from_fips, from_name) {
        (Some((id, long_name)), Some(named)) if id != named => {
            p.add(
                places.place(RATING_AREAS, row.row, "CountyName"),
                format!(
                    "the FIPS code names {long_name}, not '{}'; correct one of them.",
                    row.county_name.as_deref().unwrap_or_default()
                ),
            );
            None
        }
        (Some((id, _)), _) => Some(id),
        (None, named) => named,
    }
}
