//! A company's plan-compare data for one year, replaced whole by a rates template upload
//! (SPEC 2.13, 5.4): the plan ids the upload is checked against, the counts before and after,
//! the replacement itself and the upload's history row. Call everything inside one
//! transaction, after `companies::lock`.

use bigdecimal::BigDecimal;
use diesel::prelude::*;
use serde::Serialize;

use crate::models::plan::NewPlan;
use crate::models::plan_area::NewPlanArea;
use crate::models::plan_area_county::PlanAreaCounty;
use crate::models::plan_area_rate::NewPlanAreaRate;
use crate::models::plan_variance::NewPlanVariance;
use crate::schema::{
    company_products, plan_area_counties, plan_area_rates, plan_areas, plan_variances, plans,
    rate_template_uploads,
};

/// PostgreSQL refuses a statement with more bind parameters than this.
const MAX_BIND_PARAMS: usize = 65_535;

/// One cost-sharing variant to load. Amounts in cents; coinsurance in hundredths of a percent.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct VarianceLoad {
    /// Plan id and two-digit variant.
    pub variance_id: String,
    /// Medical deductible, individual.
    pub deduct_ind: Option<i64>,
    /// Medical deductible, family.
    pub deduct_fam: Option<i64>,
    /// Prescription deductible, individual.
    pub rx_ind: Option<i64>,
    /// Prescription deductible, family.
    pub rx_fam: Option<i64>,
    /// Primary-care co-pay.
    pub copay_prim: Option<i64>,
    /// Specialist co-pay.
    pub copay_spec: Option<i64>,
    /// Generic prescription co-pay.
    pub copay_rx: Option<i64>,
    /// Medical coinsurance.
    pub co_ins_med: Option<i64>,
    /// Prescription coinsurance.
    pub co_ins_rx: Option<i64>,
    /// Maximum out of pocket, individual.
    pub moop_ind: Option<i64>,
    /// Maximum out of pocket, family.
    pub moop_fam: Option<i64>,
    /// Summary of benefits page.
    pub benefits_url: Option<String>,
}

/// One rating area of a plan to load: its counties and its rates.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AreaLoad {
    /// Rating area name.
    pub rating_area: String,
    /// The counties it covers.
    pub county_ids: Vec<i32>,
    /// Monthly premiums in cents by SPEC 5.2 key (`20-N` … `65-Y`).
    pub rates: Vec<(String, i64)>,
}

/// One plan to load.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PlanLoad {
    /// Standard 14-character plan id.
    pub plan_id: String,
    /// Plan name.
    pub plan_name: String,
    /// Metal level code: P, G, S, B or C.
    pub metal_level_code: String,
    /// The company product offering it.
    pub company_product_pk: i32,
    /// Its variants.
    pub variances: Vec<VarianceLoad>,
    /// Its rating areas.
    pub areas: Vec<AreaLoad>,
}

/// Everything a company offers in one compare year, replacing what it offered before.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Replacement {
    /// The company.
    pub company_pk: i32,
    /// The compare year.
    pub compare_year_id: i32,
    /// The plans.
    pub plans: Vec<PlanLoad>,
}

/// How much plan-compare data a company has in one year.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LoadCounts {
    /// Plans.
    pub plans: i64,
    /// Cost-sharing variants.
    pub variances: i64,
    /// Plan areas (plan × rating area).
    pub plan_areas: i64,
    /// Rates (92 per plan area).
    pub rates: i64,
}

/// The history row of one upload.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UploadRecord<'a> {
    /// The company uploaded for.
    pub company_pk: i32,
    /// The year loaded.
    pub compare_year_id: i32,
    /// The uploaded file's name.
    pub file_name: &'a str,
    /// Who uploaded it.
    pub uploaded_by: i32,
    /// Plans loaded.
    pub plans_loaded: i32,
    /// Rates loaded.
    pub rates_loaded: i32,
}

/// Those of `plan_ids` that another company offers in the compare year.
pub fn plan_ids_of_other_companies(
    conn: &mut PgConnection,
    compare_year_id: i32,
    company_pk: i32,
    plan_ids: &[String],
) -> QueryResult<Vec<String>> {
    plans::table
        .inner_join(company_products::table)
        .filter(plans::compare_year_id.eq(compare_year_id))
        .filter(company_products::company_pk.ne(company_pk))
        .filter(plans::plan_id.eq_any(plan_ids))
        .select(plans::plan_id)
        .load(conn)
}

/// The company's plans in the compare year.
fn plan_pks(
    conn: &mut PgConnection,
    company_pk: i32,
    compare_year_id: i32,
) -> QueryResult<Vec<i32>> {
    plans::table
        .inner_join(company_products::table)
        .filter(plans::compare_year_id.eq(compare_year_id))
        .filter(company_products::company_pk.eq(company_pk))
        .select(plans::plan_pk)
        .load(conn)
}

/// How much plan-compare data the company has in the compare year.
pub fn counts(
    conn: &mut PgConnection,
    company_pk: i32,
    compare_year_id: i32,
) -> QueryResult<LoadCounts> {
    let plan_pks = plan_pks(conn, company_pk, compare_year_id)?;
    let variances = plan_variances::table
        .filter(plan_variances::plan_pk.eq_any(&plan_pks))
        .count()
        .get_result(conn)?;
    let area_pks: Vec<i32> = plan_areas::table
        .filter(plan_areas::plan_pk.eq_any(&plan_pks))
        .select(plan_areas::plan_area_pk)
        .load(conn)?;
    let rates = plan_area_rates::table
        .filter(plan_area_rates::plan_area_pk.eq_any(&area_pks))
        .count()
        .get_result(conn)?;
    Ok(LoadCounts {
        plans: plan_pks.len() as i64,
        variances,
        plan_areas: area_pks.len() as i64,
        rates,
    })
}

/// `cents` hundredths as a two-decimal number.
fn hundredths(cents: Option<i64>) -> Option<BigDecimal> {
    cents.map(|c| BigDecimal::new(c.into(), 2))
}

/// Deletes the company's plans of the compare year (their variants, areas, counties and rates
/// go with them) and inserts `replacement`'s; returns the new counts.
#[tracing::instrument(skip_all, fields(company_pk = replacement.company_pk, plans = replacement.plans.len()))]
pub fn replace(conn: &mut PgConnection, replacement: &Replacement) -> QueryResult<LoadCounts> {
    let old = plan_pks(conn, replacement.company_pk, replacement.compare_year_id)?;
    diesel::delete(plans::table.filter(plans::plan_pk.eq_any(&old))).execute(conn)?;

    let new_plans: Vec<NewPlan<'_>> = replacement
        .plans
        .iter()
        .map(|p| NewPlan {
            compare_year_id: replacement.compare_year_id,
            plan_id: &p.plan_id,
            company_product_pk: p.company_product_pk,
            plan_name: &p.plan_name,
            metal_level_code: &p.metal_level_code,
        })
        .collect();
    let mut plan_pks = Vec::with_capacity(new_plans.len());
    for chunk in new_plans.chunks(MAX_BIND_PARAMS / 5) {
        plan_pks.extend(
            diesel::insert_into(plans::table)
                .values(chunk)
                .returning(plans::plan_pk)
                .get_results::<i32>(conn)?,
        );
    }

    let variances: Vec<NewPlanVariance<'_>> = replacement
        .plans
        .iter()
        .zip(&plan_pks)
        .flat_map(|(p, &plan_pk)| p.variances.iter().map(move |v| (plan_pk, v)))
        .map(|(plan_pk, v)| NewPlanVariance {
            plan_pk,
            variance_id: &v.variance_id,
            deduct_ind: hundredths(v.deduct_ind),
            deduct_fam: hundredths(v.deduct_fam),
            rx_ind: hundredths(v.rx_ind),
            rx_fam: hundredths(v.rx_fam),
            copay_prim: hundredths(v.copay_prim),
            copay_spec: hundredths(v.copay_spec),
            copay_rx: hundredths(v.copay_rx),
            co_ins_med: hundredths(v.co_ins_med),
            co_ins_rx: hundredths(v.co_ins_rx),
            moop_ind: hundredths(v.moop_ind),
            moop_fam: hundredths(v.moop_fam),
            benefits_url: v.benefits_url.as_deref(),
        })
        .collect();
    for chunk in variances.chunks(MAX_BIND_PARAMS / 14) {
        diesel::insert_into(plan_variances::table)
            .values(chunk)
            .execute(conn)?;
    }

    let areas: Vec<(&AreaLoad, NewPlanArea<'_>)> = replacement
        .plans
        .iter()
        .zip(&plan_pks)
        .flat_map(|(p, &plan_pk)| {
            p.areas.iter().map(move |a| {
                (
                    a,
                    NewPlanArea {
                        plan_pk,
                        rating_area: &a.rating_area,
                    },
                )
            })
        })
        .collect();
    let area_rows: Vec<NewPlanArea<'_>> = areas.iter().map(|(_, row)| row.clone()).collect();
    let mut area_pks = Vec::with_capacity(area_rows.len());
    for chunk in area_rows.chunks(MAX_BIND_PARAMS / 2) {
        area_pks.extend(
            diesel::insert_into(plan_areas::table)
                .values(chunk)
                .returning(plan_areas::plan_area_pk)
                .get_results::<i32>(conn)?,
        );
    }

    let counties: Vec<PlanAreaCounty> = areas
        .iter()
        .zip(&area_pks)
        .flat_map(|((a, _), &plan_area_pk)| {
            a.county_ids.iter().map(move |&county_id| PlanAreaCounty {
                plan_area_pk,
                county_id,
            })
        })
        .collect();
    if !counties.is_empty() {
        diesel::copy_from(plan_area_counties::table)
            .from_insertable(&counties)
            .execute(conn)?;
    }
    let rates: Vec<NewPlanAreaRate<'_>> = areas
        .iter()
        .zip(&area_pks)
        .flat_map(|((a, _), &plan_area_pk)| {
            a.rates.iter().map(move |(key, cents)| NewPlanAreaRate {
                plan_area_pk,
                age_key: key,
                monthly_premium: BigDecimal::new((*cents).into(), 2),
            })
        })
        .collect();
    if !rates.is_empty() {
        diesel::copy_from(plan_area_rates::table)
            .from_insertable(&rates)
            .execute(conn)?;
    }

    Ok(LoadCounts {
        plans: plan_pks.len() as i64,
        variances: variances.len() as i64,
        plan_areas: area_pks.len() as i64,
        rates: rates.len() as i64,
    })
}

/// Records the upload in its history; returns its key (`uploadId`).
pub fn record_upload(conn: &mut PgConnection, upload: &UploadRecord<'_>) -> QueryResult<i32> {
    diesel::insert_into(rate_template_uploads::table)
        .values((
            rate_template_uploads::company_pk.eq(upload.company_pk),
            rate_template_uploads::compare_year_id.eq(upload.compare_year_id),
            rate_template_uploads::file_name.eq(upload.file_name),
            rate_template_uploads::uploaded_by.eq(upload.uploaded_by),
            rate_template_uploads::plans_loaded.eq(upload.plans_loaded),
            rate_template_uploads::rates_loaded.eq(upload.rates_loaded),
        ))
        .returning(rate_template_uploads::upload_pk)
        .get_result(conn)
}
