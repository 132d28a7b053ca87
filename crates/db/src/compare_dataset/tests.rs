//! Assembling the dataset from rows (SPEC 2.5 "How a result is derived", SPEC 3); the county
//! selection against a database is in `selection`.
#![allow(clippy::unwrap_used)]

mod selection;

use std::collections::HashMap;
use std::str::FromStr;

use bigdecimal::BigDecimal;
use domain::RateKey;
use serde_json::json;
use test_support::compare_dataset::empty_dataset;

use super::assemble::assemble;
use super::rows::{PlanRow, YearRows};
use super::types::RateTable;
use crate::models::plan_variance::PlanVariance;

fn rates(rows: &[(i32, &str, f64)]) -> HashMap<i32, Vec<(RateKey, f64)>> {
    let mut rates: HashMap<i32, Vec<(RateKey, f64)>> = HashMap::new();
    for &(area, key, amount) in rows {
        rates
            .entry(area)
            .or_default()
            .push((RateKey::parse(key).unwrap(), amount));
    }
    rates
}

fn money(text: &str) -> BigDecimal {
    BigDecimal::from_str(text).unwrap()
}

fn plan(plan_pk: i32, plan_id: &str, metal: &str, company_pk: i32) -> PlanRow {
    PlanRow {
        plan_pk,
        plan_id: plan_id.to_owned(),
        plan_name: format!("Plan {plan_pk}"),
        metal_level_code: metal.to_owned(),
        company_product_pk: 100 + company_pk,
        company_pk,
        company_name: format!("Company {company_pk}"),
    }
}

fn variance(plan_pk: i32, variance_id: &str) -> PlanVariance {
    PlanVariance {
        variance_pk: 0,
        plan_pk,
        variance_id: variance_id.to_owned(),
        deduct_ind: Some(money("1500.00")),
        deduct_fam: None,
        rx_ind: None,
        rx_fam: None,
        copay_prim: Some(money("25.50")),
        copay_spec: None,
        copay_rx: None,
        co_ins_med: Some(money("20.00")),
        co_ins_rx: None,
        moop_ind: None,
        moop_fam: None,
        benefits_url: None,
    }
}

// SPEC 2.5 step 2: for a location and coverage code, each company holds a list of
// {varianceId, planAreaId}; one entry per variance of the plan, in every county its plan
// area covers.
#[test]
fn each_county_of_a_plan_area_gets_one_entry_per_variance_in_a_stable_order() {
    // Arrange: plan 1 (Silver, company 3) has two variances and one area covering counties 9
    // and 10; the variances arrive out of order.
    let rows = YearRows {
        plans: vec![plan(1, "12345LK0010001", "S", 3)],
        variances: vec![
            variance(1, "12345LK0010001-02"),
            variance(1, "12345LK0010001-01"),
        ],
        areas: vec![(17, 1)],
        area_counties: vec![(17, 10), (17, 9)],
        rates: rates(&[(17, "35-N", 312.45)]),
    };

    // Act
    let dataset = assemble(2027, rows);

    // Assert
    let entries = json!([
        {"varianceId": "12345LK0010001-01", "planAreaId": 17},
        {"varianceId": "12345LK0010001-02", "planAreaId": 17},
    ]);
    let body = serde_json::to_value(&dataset).unwrap();
    assert_eq!(
        body["comparisonData"],
        json!({"10": {"S": {"3": entries}}, "9": {"S": {"3": entries}}})
    );
    assert_eq!(body["companyData"], json!({"3": "Company 3"}));
    assert_eq!(
        body["planAreaData"],
        json!({"17": {"planId": "12345LK0010001", "rates": {"35-N": 312.45}}})
    );
    assert_eq!(
        body["planData"],
        json!({"12345LK0010001": {"planId": "12345LK0010001", "name": "Plan 1", "companyProductId": 103}})
    );
    let first = &body["varianceData"]["12345LK0010001-01"];
    assert_eq!(first["deductInd"], json!(1500.0));
    assert_eq!(first["copayPrim"], json!(25.5));
    assert_eq!(first["coInsMed"], json!(20.0));
    assert_eq!(first["moopFam"], json!(null));
    assert_eq!(first["benefitsUrl"], json!(null));
}

// SPEC 3: every entry resolves through varianceData, planAreaData and planData; things no
// entry can reach (a plan without variances, an area without counties) are left out.
#[test]
fn lookups_hold_only_what_some_entry_refers_to() {
    // Arrange: plan 2 has no variance; plan 1's area 18 covers no county.
    let rows = YearRows {
        plans: vec![
            plan(1, "12345LK0010001", "G", 3),
            plan(2, "54321LK0010001", "B", 4),
        ],
        variances: vec![variance(1, "12345LK0010001-01")],
        areas: vec![(17, 1), (18, 1), (19, 2)],
        area_counties: vec![(17, 5), (19, 5)],
        rates: rates(&[
            (17, "20-N", 100.0),
            (18, "20-N", 200.0),
            (19, "20-N", 300.0),
        ]),
    };

    // Act
    let dataset = assemble(2027, rows);

    // Assert
    assert_eq!(dataset.company_data.keys().collect::<Vec<_>>(), ["3"]);
    assert_eq!(dataset.plan_area_data.keys().collect::<Vec<_>>(), ["17"]);
    assert_eq!(
        dataset.plan_data.keys().collect::<Vec<_>>(),
        ["12345LK0010001"]
    );
    assert_eq!(
        dataset.variance_data.keys().collect::<Vec<_>>(),
        ["12345LK0010001-01"]
    );
    assert_eq!(
        dataset.comparison_data["5"].keys().collect::<Vec<_>>(),
        ["G"]
    );
}

// SPEC 2.5 shows deductibles, co-pays and maximums in dollars and coinsurance in percent:
// the stored decimals must print exactly as stored.
#[test]
fn cost_sharing_amounts_print_as_stored() {
    // Arrange
    let amounts = ["0.10", "312.45", "1201.50", "99999999.99"];
    let variances = amounts
        .iter()
        .enumerate()
        .map(|(i, amount)| PlanVariance {
            deduct_ind: Some(money(amount)),
            ..variance(1, &format!("12345LK0010001-0{i}"))
        })
        .collect();
    let rows = YearRows {
        plans: vec![plan(1, "12345LK0010001", "P", 3)],
        variances,
        areas: vec![(17, 1)],
        area_counties: vec![(17, 1)],
        rates: HashMap::new(),
    };

    // Act
    let dataset = assemble(2027, rows);

    // Assert
    let printed: Vec<String> = dataset
        .variance_data
        .values()
        .map(|v| serde_json::to_string(&v.deduct_ind).unwrap())
        .collect();
    assert_eq!(printed, ["0.1", "312.45", "1201.5", "99999999.99"]);
}

#[test]
fn a_year_without_plans_is_an_empty_dataset() {
    let dataset = assemble(2027, YearRows::default());

    let body = serde_json::to_value(&dataset).unwrap();

    assert_eq!(body, empty_dataset(2027));
}

#[test]
fn a_rate_table_is_written_as_an_object_in_rate_table_order() {
    // Arrange: keys out of order, 35-N given twice (the later amount wins).
    let key = |text: &str| RateKey::parse(text).unwrap();
    let table = RateTable::new(vec![
        (key("65-Y"), 900.5),
        (key("35-N"), 300.0),
        (key("20-N"), 150.1),
        (key("35-N"), 312.45),
    ]);

    // Act
    let text = serde_json::to_string(&table).unwrap();

    // Assert
    assert_eq!(text, r#"{"20-N":150.1,"35-N":312.45,"65-Y":900.5}"#);
}
