//! `plans/{year}.csv` is the long form of the compare dataset (SPEC 3 "Compare
//! dataset"): one row per county, plan choice offered there (SPEC 2.5 "How a result is
//! derived": an entry of comparisonData, a variance priced in a plan area covering the county)
//! and rate key of that plan area (SPEC 5.2: age 20 to 65 × tobacco), with the monthly premium
//! and the cost-sharing fields — what the Compare page can show.

use std::collections::BTreeMap;

use serde_json::Value;

use super::{csv_rows, download, parse_csv};
use crate::fixtures::plan_compare::{
    self, NO_AMOUNTS, SmallMarket, company_with_product, compare_year, small_market,
};
use crate::helpers::TestApp;
use test_support::builders::PlanBuilder;

/// SPEC 2.5: the metal level's badge reads its name.
fn metal_name(code: &str) -> &str {
    match code {
        "P" => "Platinum",
        "G" => "Gold",
        "S" => "Silver",
        "B" => "Bronze",
        "C" => "Catastrophic",
        other => other,
    }
}

/// A JSON value as the CSV cell that must hold it: empty for null, numbers as plain decimals.
fn cell(value: &Value) -> String {
    match value {
        Value::Null => String::new(),
        Value::String(text) => text.clone(),
        Value::Number(number) => format!("{}", number.as_f64().unwrap()),
        other => panic!("unexpected {other}"),
    }
}

/// The rows SPEC 2.5 derives from a compare dataset: every entry of every county, priced at
/// every rate of its plan area, in the CSV's columns.
fn derived_rows(dataset: &Value, county_names: &BTreeMap<String, String>) -> Vec<Vec<String>> {
    let mut rows = Vec::new();
    for (county, by_metal) in dataset["comparisonData"].as_object().unwrap() {
        for (metal, by_company) in by_metal.as_object().unwrap() {
            for (company, entries) in by_company.as_object().unwrap() {
                for entry in entries.as_array().unwrap() {
                    let variance = &dataset["varianceData"][entry["varianceId"].as_str().unwrap()];
                    let area = &dataset["planAreaData"][entry["planAreaId"].to_string()];
                    let plan = &dataset["planData"][area["planId"].as_str().unwrap()];
                    for (key, premium) in area["rates"].as_object().unwrap() {
                        let (age, tobacco) = key.split_once('-').unwrap();
                        let mut row = vec![
                            dataset["compareYear"].to_string(),
                            county.clone(),
                            county_names[county].clone(),
                            company.clone(),
                            cell(&dataset["companyData"][company]),
                            plan["companyProductId"].to_string(),
                            cell(&plan["planId"]),
                            cell(&entry["varianceId"]),
                            cell(&plan["name"]),
                            metal_name(metal).to_owned(),
                            age.to_owned(),
                            if tobacco == "Y" { "Yes" } else { "No" }.to_owned(),
                            cell(premium),
                        ];
                        row.extend(
                            [
                                "deductInd",
                                "deductFam",
                                "rxInd",
                                "rxFam",
                                "coInsMed",
                                "coInsRx",
                                "copayPrim",
                                "copaySpec",
                                "copayRx",
                                "moopInd",
                                "moopFam",
                                "benefitsUrl",
                            ]
                            .map(|field| cell(&variance[field])),
                        );
                        rows.push(row);
                    }
                }
            }
        }
    }
    rows
}

/// County id → name, from `GET /counties`.
async fn county_names(app: &TestApp) -> BTreeMap<String, String> {
    let counties: Value = app.get_json("/counties").await;
    counties
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            (
                c["id"].to_string(),
                c["longName"].as_str().unwrap().to_owned(),
            )
        })
        .collect()
}

/// The small market plus Birchwood Mutual, a second active company whose Catastrophic plan
/// (all 92 rate keys) covers Adams County.
fn market(app: &TestApp) -> SmallMarket {
    let conn = &mut app.db.conn();
    let m = small_market(conn, 2027);
    let (_, product) = company_with_product(conn, "Birchwood Mutual", 33333, 1);
    let plan = PlanBuilder::new(m.year, product, "33333LK0010001")
        .name("Birchwood Basic")
        .metal_level("C")
        .insert(conn)
        .plan_pk;
    plan_compare::variance(conn, plan, "33333LK0010001-01", NO_AMOUNTS, None);
    let rates: Vec<(String, String)> = (20..=65)
        .flat_map(|age| {
            [("N", 100), ("Y", 150)].map(|(tobacco, base)| {
                (
                    format!("{age}-{tobacco}"),
                    format!("{}.{:02}", base + age, age),
                )
            })
        })
        .collect();
    let rates: Vec<(&str, &str)> = rates
        .iter()
        .map(|(k, p)| (k.as_str(), p.as_str()))
        .collect();
    plan_compare::plan_area(conn, plan, "Rating Area 1", &[m.adams], &rates);
    m
}

// The row count equals plans × counties × ages × tobacco as the public
// pages show them — for the year, the sum over comparisonData entries of the number of rates
// of the entry's plan area — and every row is one SPEC 2.5 derived result.
#[actix_web::test]
async fn the_rows_are_every_compare_entry_priced_at_every_rate_of_its_plan_area() {
    // Arrange
    let app = TestApp::spawn().await;
    market(&app);
    let dataset: Value = app.get_json("/compare-plans/2027").await;
    let mut expected = derived_rows(&dataset, &county_names(&app).await);

    // Act
    let file = download(&app, "/open-data/plans/2027.csv").await;

    // Assert
    let (_, mut rows) = parse_csv(file.text());
    assert_eq!(rows.len(), 2 * 3 + 92 + 2 * 3 + 1, "Σ entries × rates");
    assert_eq!(rows.len(), expected.len());
    rows.sort();
    expected.sort();
    assert_eq!(rows, expected);
}

// Ordered by county name, company name, plan, variance, age and tobacco (No first);
// SPEC 5.2: age 20 stands for 20 or younger, 65 for 65 or older; SPEC 2.5: metal levels by name.
#[actix_web::test]
async fn rows_come_by_county_company_plan_variance_age_and_tobacco() {
    // Arrange
    let app = TestApp::spawn().await;
    let m = market(&app);

    // Act
    let file = download(&app, "/open-data/plans/2027.csv").await;

    // Assert
    let rows = csv_rows(file.text());
    let order: Vec<String> = rows
        .iter()
        .map(|r| {
            format!(
                "{} {} {} {}-{}",
                r["county"], r["company"], r["variance_id"], r["age"], r["tobacco"]
            )
        })
        .collect();
    let mut expected = Vec::new();
    for age in 20..=65 {
        for tobacco in ["No", "Yes"] {
            expected.push(format!(
                "Adams County Birchwood Mutual 33333LK0010001-01 {age}-{tobacco}"
            ));
        }
    }
    for county in ["Adams County", "Birch County"] {
        for variance in ["11111LK0010001-01", "11111LK0010001-02"] {
            for (age, tobacco) in [(35, "No"), (35, "Yes"), (65, "Yes")] {
                expected.push(format!(
                    "{county} Lakeland Health {variance} {age}-{tobacco}"
                ));
            }
        }
    }
    expected.push("Cedar County Lakeland Health 11111LK0010002-01 20-No".to_owned());
    assert_eq!(order, expected);
    let (_, records) = parse_csv(file.text());
    let first_gold = records
        .iter()
        .find(|r| r[7] == "11111LK0010001-01")
        .unwrap()
        .join(",");
    assert_eq!(
        first_gold,
        format!(
            "2027,{},Adams County,{},Lakeland Health,{},11111LK0010001,11111LK0010001-01,\
             Lakeland Gold 500,Gold,35,No,312.45,500,1000,50,100,20,25,20,40,10,4000,8000,\
             https://lakeland.example/sbc/01",
            m.adams, m.lakeland, m.lakeland_product
        )
    );
    assert_eq!(rows[0]["metal_level"], "Catastrophic");
    assert_eq!(
        file.header("content-disposition"),
        "attachment; filename=\"plan-premiums-2027.csv\""
    );
}

// Only active years are offered (SPEC 4.5), as `GET /compare-plans/{year}` answers; a year
// that is not a four-digit year is refused naming the field.
#[actix_web::test]
async fn a_year_not_offered_is_404_and_a_malformed_one_400() {
    let app = TestApp::spawn().await;
    small_market(&mut app.db.conn(), 2027);
    compare_year(&mut app.db.conn(), 2026, false);

    for (path, status, message) in [
        (
            "/open-data/plans/2026.csv",
            404,
            "No plan comparison is available for 2026.",
        ),
        (
            "/open-data/plans/2031.csv",
            404,
            "No plan comparison is available for 2031.",
        ),
        (
            "/open-data/plans/20x7.csv",
            400,
            "The year must be a four-digit year from 2000 to 2100, such as 2027.",
        ),
        (
            "/open-data/plans/1999.csv",
            400,
            "The year must be a four-digit year from 2000 to 2100, such as 2027.",
        ),
    ] {
        let (got, error) = app.get_error(path).await;
        assert_eq!(got, status, "{path}");
        assert_eq!(error["message"], message, "{path}");
        if status == 400 {
            assert_eq!(error["field"], "year", "{path}");
        }
    }
    assert_eq!(app.get("/open-data/plans/2027").await.status(), 404);
}

// An active year without plans is a file of the header alone, as its compare dataset is empty.
#[actix_web::test]
async fn an_active_year_without_plans_is_the_header_alone() {
    let app = TestApp::spawn().await;
    compare_year(&mut app.db.conn(), 2028, true);
    plan_compare::county(&mut app.db.conn(), "99001", "Adams County");

    let file = download(&app, "/open-data/plans/2028.csv").await;

    let (header, rows) = parse_csv(file.text());
    assert_eq!(header.len(), 25);
    assert_eq!(&header[..3], ["year", "county_id", "county"]);
    assert!(rows.is_empty());
}
