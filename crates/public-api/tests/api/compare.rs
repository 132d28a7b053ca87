//! SPEC 7.2 compare plans: `GET /compare-plans/{year}` → the SPEC 3 "Compare dataset" of one
//! active year.

use serde_json::{Value, json};

use crate::fixtures::plan_compare::{self, SmallMarket, small_market};
use crate::helpers::TestApp;
use test_support::builders::{PlanBuilder, ProductBuilder};

/// The 92 SPEC 5.2 rate keys: ages 20 to 65, each with -N and -Y.
fn all_rate_keys() -> Vec<String> {
    (20..=65)
        .flat_map(|age| [format!("{age}-N"), format!("{age}-Y")])
        .collect()
}

// SPEC 3 "Compare dataset": comparisonData keyed by location, then coverage code, then company
// key, each a list of {varianceId, planAreaId}; companyData, varianceData, planAreaData (rates
// keyed by the SPEC 5.2 age/tobacco key) and planData resolve them (SPEC 2.5 steps 2–3).
#[actix_web::test]
async fn the_dataset_lists_each_county_of_a_plan_area_with_its_lookups() {
    // Arrange
    let app = TestApp::spawn().await;
    let m: SmallMarket = small_market(&mut app.db.conn(), 2027);

    // Act
    let response = app.get("/compare-plans/2027").await;

    // Assert
    assert_eq!(response.status(), 200);
    let body: Value = response.json().await.unwrap();
    let (lakeland, gold_area, bronze_area) = (
        m.lakeland.to_string(),
        m.gold_area.to_string(),
        m.bronze_area.to_string(),
    );
    let gold_entries = json!([
        {"varianceId": "11111LK0010001-01", "planAreaId": m.gold_area},
        {"varianceId": "11111LK0010001-02", "planAreaId": m.gold_area},
    ]);
    let expected = json!({
        "compareYear": 2027,
        "comparisonData": {
            m.adams.to_string(): {"G": {&lakeland: gold_entries}},
            m.birch.to_string(): {"G": {&lakeland: gold_entries}},
            m.cedar.to_string(): {"B": {&lakeland: [{"varianceId": "11111LK0010002-01", "planAreaId": m.bronze_area}]}},
        },
        "companyData": {&lakeland: "Lakeland Health"},
        "varianceData": {
            "11111LK0010001-01": {
                "varianceId": "11111LK0010001-01", "deductInd": 500.0, "deductFam": 1000.0, "rxInd": 50.0,
                "rxFam": 100.0, "copayPrim": 20.0, "copaySpec": 40.0, "copayRx": 10.0, "coInsMed": 20.0,
                "coInsRx": 25.0, "moopInd": 4000.0, "moopFam": 8000.0,
                "benefitsUrl": "https://lakeland.example/sbc/01"
            },
            "11111LK0010001-02": {
                "varianceId": "11111LK0010001-02", "deductInd": 250.5, "deductFam": null, "rxInd": null,
                "rxFam": null, "copayPrim": 15.0, "copaySpec": null, "copayRx": null, "coInsMed": 10.0,
                "coInsRx": null, "moopInd": 3000.0, "moopFam": null, "benefitsUrl": null
            },
            "11111LK0010002-01": {
                "varianceId": "11111LK0010002-01", "deductInd": null, "deductFam": null, "rxInd": null,
                "rxFam": null, "copayPrim": null, "copaySpec": null, "copayRx": null, "coInsMed": null,
                "coInsRx": null, "moopInd": null, "moopFam": null, "benefitsUrl": null
            },
        },
        "planAreaData": {
            &gold_area: {"planId": "11111LK0010001", "rates": {"35-N": 312.45, "35-Y": 400.0, "65-Y": 1201.5}},
            &bronze_area: {"planId": "11111LK0010002", "rates": {"20-N": 150.1}},
        },
        "planData": {
            "11111LK0010001": {"planId": "11111LK0010001", "name": "Lakeland Gold 500", "companyProductId": m.lakeland_product},
            "11111LK0010002": {"planId": "11111LK0010002", "name": "Lakeland Bronze 7000", "companyProductId": m.lakeland_product},
        },
    });
    assert_eq!(body, expected);
}

// The same rows give the same bytes, so the response cache's ETag is stable.
#[actix_web::test]
async fn the_same_rows_give_the_same_bytes() {
    // Arrange
    let app = TestApp::spawn().await;
    small_market(&mut app.db.conn(), 2027);

    // Act
    let first = app.get("/compare-plans/2027").await.bytes().await.unwrap();
    let second = app.get("/compare-plans/2027").await.bytes().await.unwrap();

    // Assert
    assert_eq!(first, second);
    let text = std::str::from_utf8(&first).unwrap();
    assert!(
        text.contains(r#""35-N":312.45"#),
        "rates are numbers with cents: {text}"
    );
}

// SPEC 9 "Company active flag: 1 Active, 0 Inactive": an inactive company's plans, and the
// plans of an inactive product, are not offered.
#[actix_web::test]
async fn inactive_companies_and_products_are_left_out() {
    // Arrange: Gone Insurance is inactive; Lakeland Health also has an inactive product.
    let app = TestApp::spawn().await;
    let mut conn = app.db.conn();
    let m = small_market(&mut conn, 2027);
    let year = plan_compare::compare_year(&mut conn, 2028, true);
    let retired = ProductBuilder::new(m.lakeland, "Retired PPO")
        .active(0)
        .insert(&mut conn)
        .company_product_pk;
    let plan = PlanBuilder::new(year, retired, "11111LK0020001")
        .name("Retired Silver")
        .insert(&mut conn)
        .plan_pk;
    plan_compare::variance(
        &mut conn,
        plan,
        "11111LK0020001-01",
        plan_compare::NO_AMOUNTS,
        None,
    );
    plan_compare::plan_area(
        &mut conn,
        plan,
        "Rating Area 1",
        &[m.adams],
        &[("35-N", "300.00")],
    );

    // Act
    let with_inactive_company: Value = app.get("/compare-plans/2027").await.json().await.unwrap();
    let with_inactive_product: Value = app.get("/compare-plans/2028").await.json().await.unwrap();

    // Assert
    let text = with_inactive_company.to_string();
    assert!(
        with_inactive_company["companyData"]
            .get(m.gone.to_string())
            .is_none()
    );
    assert!(
        !text.contains("22222LK0010001"),
        "Gone Insurance's Silver plan is listed: {text}"
    );
    assert!(
        with_inactive_company["comparisonData"][m.adams.to_string()]
            .get("S")
            .is_none()
    );
    assert_eq!(with_inactive_product["comparisonData"], json!({}));
    assert_eq!(with_inactive_product["planData"], json!({}));
}

// SPEC 4.5: only active years are compared; an inactive or unknown year has no dataset.
#[actix_web::test]
async fn an_inactive_or_unknown_year_is_not_found() {
    // Arrange
    let app = TestApp::spawn().await;
    let mut conn = app.db.conn();
    small_market(&mut conn, 2027);
    plan_compare::compare_year(&mut conn, 2026, false);

    for year in [2026, 2030] {
        // Act
        let (status, error) = app.get_error(&format!("/compare-plans/{year}")).await;

        // Assert
        assert_eq!(status, 404, "year {year}");
        assert_eq!(error["code"], "not_found");
        assert_eq!(
            error["message"],
            format!("No plan comparison is available for {year}.")
        );
    }
}

// docs/api-design.md: a malformed request is a 400 whose envelope names the field at fault.
#[actix_web::test]
async fn a_year_that_is_not_a_four_digit_year_is_a_bad_request() {
    // Arrange
    let app = TestApp::spawn().await;

    for year in ["abc", "1999", "2101", "20271"] {
        // Act
        let (status, error) = app.get_error(&format!("/compare-plans/{year}")).await;

        // Assert
        assert_eq!(status, 400, "year {year}");
        assert_eq!(error["code"], "bad_request");
        assert_eq!(error["field"], "year");
        let message = error["message"].as_str().unwrap();
        assert!(message.contains("four-digit year"), "{message}");
    }
}

// SPEC 2.5 with the demo data: every location offers every coverage code P, G, S, B, C
// (SPEC 5.1 "'all' expands to P, G, S, B, C") from at least one company, every entry resolves
// (step 3), and every plan area has a rate for all 92 age/tobacco keys (SPEC 5.2).
#[actix_web::test]
async fn the_demo_data_covers_every_county_and_coverage_level() {
    // Arrange
    let app = TestApp::spawn().await;
    app.seed_demo();
    let counties: Value = app.get("/counties").await.json().await.unwrap();

    // Act
    let response = app.get("/compare-plans/2027").await;

    // Assert
    assert_eq!(response.status(), 200);
    let body: Value = response.json().await.unwrap();
    let counties = counties.as_array().unwrap();
    assert!(!counties.is_empty());
    for county in counties {
        let id = county["id"].to_string();
        for code in ["P", "G", "S", "B", "C"] {
            let companies = body["comparisonData"][&id][code].as_object();
            let offered = companies.is_some_and(|c| {
                c.values()
                    .any(|entries| entries.as_array().is_some_and(|e| !e.is_empty()))
            });
            assert!(offered, "{} has no {code} plan", county["longName"]);
        }
    }
    for (company, levels) in body["comparisonData"]
        .as_object()
        .unwrap()
        .values()
        .flat_map(|c| c.as_object().unwrap().values())
        .flat_map(|l| l.as_object().unwrap())
    {
        assert!(
            body["companyData"][company].is_string(),
            "company {company} has no name"
        );
        for entry in levels.as_array().unwrap() {
            let area = &body["planAreaData"][entry["planAreaId"].to_string()];
            assert!(
                body["varianceData"][entry["varianceId"].as_str().unwrap()].is_object(),
                "{entry}"
            );
            assert!(
                body["planData"][area["planId"].as_str().unwrap()].is_object(),
                "{entry}"
            );
        }
    }
    let keys = all_rate_keys();
    for (id, area) in body["planAreaData"].as_object().unwrap() {
        let rates = area["rates"].as_object().unwrap();
        assert_eq!(rates.len(), 92, "plan area {id}");
        assert!(
            keys.iter().all(|k| rates[k].is_f64()),
            "plan area {id} lacks a key"
        );
    }
}
