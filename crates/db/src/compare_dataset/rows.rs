//! The set-based reads behind one year's compare dataset: six queries for the whole year,
//! whatever its size, each returning only what the dataset needs. For one county the same
//! queries are narrowed in SQL to the plan areas covering it (through the index on
//! `plan_area_counties.county_id`), so a county's dataset reads its own rows only.

use std::collections::HashMap;

use diesel::pg::PgRowByRowLoadingMode;
use diesel::prelude::*;
use domain::{CompanyActive, RateKey};

use super::Selection;
use crate::models::plan_variance::PlanVariance;
use crate::schema::{
    companies, company_products, compare_years, counties, plan_area_counties, plan_area_rates,
    plan_areas, plan_variances, plans,
};

/// A plan offered by an active product of an active company.
#[derive(Debug, Clone, Queryable)]
pub(super) struct PlanRow {
    /// Surrogate key.
    pub plan_pk: i32,
    /// Standard 14-character plan identifier.
    pub plan_id: String,
    /// Plan name.
    pub plan_name: String,
    /// Metal level code: P, G, S, B or C.
    pub metal_level_code: String,
    /// The product offering the plan.
    pub company_product_pk: i32,
    /// The company selling that product.
    pub company_pk: i32,
    /// That company's name.
    pub company_name: String,
}

/// Everything the dataset is built from, for one compare year (or the selected part of it).
#[derive(Debug, Clone, Default)]
pub(super) struct YearRows {
    /// Plans of active products of active companies.
    pub plans: Vec<PlanRow>,
    /// Their variances.
    pub variances: Vec<PlanVariance>,
    /// Their plan areas: `(plan_area_pk, plan_pk)`.
    pub areas: Vec<(i32, i32)>,
    /// The counties those plan areas cover: `(plan_area_pk, county_id)`.
    pub area_counties: Vec<(i32, i32)>,
    /// Their rates: `(plan_area_pk, age_key, monthly_premium)`, the premium in dollars.
    /// Rates by plan area, unsorted.
    pub rates: HashMap<i32, Vec<(RateKey, f64)>>,
}

diesel::define_sql_function! {
    /// PostgreSQL's `numeric` to `double precision` conversion, correctly rounded: a premium
    /// such as 312.45 arrives as the nearest `f64`, which prints as 312.45. Converting half a
    /// million rates on the server is much cheaper than decoding them as `BigDecimal`.
    fn float8(amount: diesel::sql_types::Numeric) -> diesel::sql_types::Double;
}

/// The key of the compare year `plan_year` when it is active, else `None`.
pub(super) fn active_year_id(conn: &mut PgConnection, plan_year: i16) -> QueryResult<Option<i32>> {
    compare_years::table
        .filter(compare_years::plan_year.eq(plan_year))
        .filter(compare_years::active.eq(true))
        .select(compare_years::compare_year_id)
        .first(conn)
        .optional()
}

/// Whether `county_id` is a county.
pub(super) fn county_exists(conn: &mut PgConnection, county_id: i32) -> QueryResult<bool> {
    diesel::select(diesel::dsl::exists(
        counties::table.filter(counties::county_id.eq(county_id)),
    ))
    .get_result(conn)
}

/// Reads the plans of compare year `compare_year_id` that visitors may see in `selection`, with
/// everything hanging off them: for one county, only the plans with an area covering it, only
/// those areas (with their rates) and only that county's links to them.
pub(super) fn load(
    conn: &mut PgConnection,
    compare_year_id: i32,
    selection: Selection,
) -> QueryResult<YearRows> {
    let plans = offered_plans(conn, compare_year_id, selection)?;
    let plan_pks: Vec<i32> = plans.iter().map(|p| p.plan_pk).collect();
    let variances = variances(conn, &plan_pks)?;
    let mut areas = plan_areas::table
        .filter(plan_areas::plan_pk.eq_any(&plan_pks))
        .select((plan_areas::plan_area_pk, plan_areas::plan_pk))
        .into_boxed();
    let mut area_counties = plan_area_counties::table
        .select((
            plan_area_counties::plan_area_pk,
            plan_area_counties::county_id,
        ))
        .into_boxed();
    if let Selection::County(county_id) = selection {
        areas = areas.filter(plan_areas::plan_area_pk.eq_any(areas_covering(county_id)));
        area_counties = area_counties.filter(plan_area_counties::county_id.eq(county_id));
    }
    let areas: Vec<(i32, i32)> = areas.load(conn)?;
    let area_pks: Vec<i32> = areas.iter().map(|&(area, _)| area).collect();
    let area_counties = area_counties
        .filter(plan_area_counties::plan_area_pk.eq_any(&area_pks))
        .load(conn)?;
    // Half a million rows in a large year: read one at a time and kept as two-byte keys, so
    // neither libpq nor a Vec of strings holds the whole result.
    let mut rates: HashMap<i32, Vec<(RateKey, f64)>> = HashMap::with_capacity(areas.len());
    let rows = plan_area_rates::table
        .filter(plan_area_rates::plan_area_pk.eq_any(&area_pks))
        .select((
            plan_area_rates::plan_area_pk,
            plan_area_rates::age_key,
            float8(plan_area_rates::monthly_premium),
        ))
        .load_iter::<(i32, String, f64), PgRowByRowLoadingMode>(conn)?;
    for row in rows {
        let (area_pk, age_key, premium) = row?;
        match RateKey::parse(&age_key) {
            Ok(key) => rates.entry(area_pk).or_default().push((key, premium)),
            Err(e) => tracing::warn!(area_pk, error = %e, "rate with an unknown key left out"),
        }
    }
    Ok(YearRows {
        plans,
        variances,
        areas,
        area_counties,
        rates,
    })
}

/// The plan areas covering `county_id`, as a subquery.
fn areas_covering(
    county_id: i32,
) -> plan_area_counties::BoxedQuery<'static, diesel::pg::Pg, diesel::sql_types::Integer> {
    plan_area_counties::table
        .filter(plan_area_counties::county_id.eq(county_id))
        .select(plan_area_counties::plan_area_pk)
        .into_boxed()
}

/// Plans of the year in `selection` whose product and company are both active: an inactive
/// company or product is not offered to visitors (SPEC 9 "Company active flag").
fn offered_plans(
    conn: &mut PgConnection,
    compare_year_id: i32,
    selection: Selection,
) -> QueryResult<Vec<PlanRow>> {
    let active = CompanyActive::Active.code();
    let mut query = plans::table
        .inner_join(company_products::table.inner_join(companies::table))
        .filter(plans::compare_year_id.eq(compare_year_id))
        .filter(company_products::active.eq(active))
        .filter(companies::active.eq(active))
        .select((
            plans::plan_pk,
            plans::plan_id,
            plans::plan_name,
            plans::metal_level_code,
            plans::company_product_pk,
            companies::company_pk,
            companies::company_name,
        ))
        .into_boxed();
    if let Selection::County(county_id) = selection {
        let covering = plan_areas::table
            .filter(plan_areas::plan_area_pk.eq_any(areas_covering(county_id)))
            .select(plan_areas::plan_pk);
        query = query.filter(plans::plan_pk.eq_any(covering));
    }
    query.load(conn)
}

/// The variances of the plans `plan_pks`.
fn variances(conn: &mut PgConnection, plan_pks: &[i32]) -> QueryResult<Vec<PlanVariance>> {
    plan_variances::table
        .filter(plan_variances::plan_pk.eq_any(plan_pks))
        .select(PlanVariance::as_select())
        .load(conn)
}
