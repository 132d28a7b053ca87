//! SPEC 2.13, 5.4, 7.3, 8 ('Rates template upload fails'):
//! `POST /api/provider/upload/{companyPk}` loads a company's rates template for its plan year,
//! or refuses it whole with every problem placed by sheet, row and column.

use db::compare_dataset::Selection;
use reqwest::multipart::{Form, Part};
use serde_json::{Value, json};

use crate::fixtures::changes::{audit_rows, generation};
use crate::fixtures::rates::{GOLD, SILVER, Seeded, filled, seed, snapshot, xls, xlsx};
use crate::helpers::{Caller, TestApp};
use test_support::builders::{CompanyBuilder, ProductBuilder};

mod parts;
mod refusals;

/// Starts the API and seeds the insurer's company for its 2027 rates template; returns the
/// app, the company and what was seeded.
async fn spawn_seeded() -> (TestApp, i32, Seeded) {
    let app = TestApp::spawn().await;
    let company = app.insurer_company();
    let seeded = seed(&mut app.db.conn(), company);
    (app, company, seeded)
}

/// Uploads `bytes` as the form field `file` named `name`, with XSRF, as `caller`.
async fn upload(
    app: &TestApp,
    caller: Caller,
    company_pk: i32,
    name: &str,
    bytes: Vec<u8>,
) -> reqwest::Response {
    let form = Form::new().part("file", Part::bytes(bytes).file_name(name.to_owned()));
    app.request(
        reqwest::Method::POST,
        &format!("/api/provider/upload/{company_pk}"),
        caller,
        true,
    )
    .multipart(form)
    .send()
    .await
    .expect("request failed")
}

/// Uploads `bytes` as the form field `file` named `name`, with XSRF, as the administrator.
async fn admin_upload(
    app: &TestApp,
    company_pk: i32,
    name: &str,
    bytes: Vec<u8>,
) -> reqwest::Response {
    upload(app, Caller::Admin, company_pk, name, bytes).await
}

/// Inserts Northwind Mutual (NAIC 95202) with a product also named "Blue Lake HMO"; returns
/// its key.
fn northwind(app: &TestApp) -> i32 {
    let conn = &mut app.db.conn();
    let company_pk = CompanyBuilder::new("Northwind Mutual")
        .naic_code(95202)
        .insert(conn)
        .company_pk;
    ProductBuilder::new(company_pk, "Blue Lake HMO").insert(conn);
    company_pk
}

/// The error message of a refused upload, after checking its status and code.
async fn refusal(response: reqwest::Response, status: u16) -> String {
    assert_eq!(response.status(), status);
    let body: Value = response.json().await.unwrap();
    body["error"]["message"].as_str().unwrap().to_owned()
}

/// The entries of the compare dataset of 2027 for `county`, Silver, the company.
fn entries(app: &TestApp, county: i32, level: &str, company_pk: i32) -> Vec<String> {
    let dataset = db::compare_dataset::build(&mut app.db.conn(), 2027, Selection::Year)
        .unwrap()
        .unwrap();
    let json = serde_json::to_value(&dataset).unwrap();
    json["comparisonData"][county.to_string()][level][company_pk.to_string()]
        .as_array()
        .map(|list| {
            list.iter()
                .map(|e| e["varianceId"].as_str().unwrap().to_owned())
                .collect()
        })
        .unwrap_or_default()
}

// The downloaded template filled with a new plan loads, and the plan appears in the compare
// dataset (`/ws/compare-plans/{year}`) for its counties only.
#[actix_web::test]
async fn a_filled_template_loads_and_its_plan_appears_for_its_counties() {
    // Arrange
    let (app, company, seeded) = spawn_seeded().await;
    let [adams, alder, beaver, cedar] = seeded.counties;
    let generation_before = generation(&mut app.db.conn());

    // Act
    let response = admin_upload(&app, company, "blue-lake-2027.xls", xls(&filled(&[SILVER]))).await;

    // Assert
    assert_eq!(response.status(), 200);
    let body: Value = response.json().await.unwrap();
    let upload_id = body["uploadId"].as_i64().unwrap();
    assert_eq!(
        body,
        json!({"uploadId": upload_id, "planYear": 2027, "plans": 1, "variances": 1, "planAreas": 2, "rates": 184})
    );
    for county in [adams, alder, beaver] {
        assert_eq!(
            entries(&app, county, "S", company),
            ["12345LK0010001-01"],
            "county {county}"
        );
    }
    assert!(entries(&app, cedar, "S", company).is_empty());
    let dataset = serde_json::to_value(
        db::compare_dataset::build(&mut app.db.conn(), 2027, Selection::Year)
            .unwrap()
            .unwrap(),
    )
    .unwrap();
    assert_eq!(
        dataset["planData"]["12345LK0010001"],
        json!({"planId": "12345LK0010001", "name": "Lakeland Silver 3500", "companyProductId": seeded.product_pk})
    );
    assert_eq!(
        dataset["varianceData"]["12345LK0010001-01"],
        json!({
            "varianceId": "12345LK0010001-01", "deductInd": 3500.0, "deductFam": 7000.0, "rxInd": null, "rxFam": null,
            "copayPrim": 30.0, "copaySpec": 60.0, "copayRx": 15.0, "coInsMed": 20.0, "coInsRx": 25.0,
            "moopInd": 8000.0, "moopFam": 16000.0, "benefitsUrl": "https://bluelake.example/sbc.pdf"
        })
    );
    // SPEC 5.2: 20 from age 20 (no tobacco rate: same), 21 from 21, 64 and 65 from '64 and over'.
    let area = dataset["planAreaData"]
        .as_object()
        .unwrap()
        .values()
        .next()
        .unwrap()
        .clone();
    assert_eq!(area["rates"].as_object().unwrap().len(), 92);
    assert_eq!(
        (area["rates"]["20-N"].clone(), area["rates"]["20-Y"].clone()),
        (json!(299.0), json!(299.0))
    );
    assert_eq!(
        (area["rates"]["21-N"].clone(), area["rates"]["21-Y"].clone()),
        (json!(300.0), json!(375.0))
    );
    assert_eq!(
        (area["rates"]["64-N"].clone(), area["rates"]["65-N"].clone()),
        (json!(343.0), json!(343.0))
    );
    // Audited with the counts before and after; the public cache renews.
    let audit = audit_rows(&mut app.db.conn());
    let (action, entity, id, details) = audit.last().unwrap();
    assert_eq!(
        (action.as_str(), entity.as_str(), id.as_deref()),
        (
            "rates_template.upload",
            "company",
            Some(company.to_string().as_str())
        )
    );
    assert_eq!(
        details["before"],
        json!({"planYear": 2027, "counts": {"plans": 0, "variances": 0, "planAreas": 0, "rates": 0}})
    );
    assert_eq!(
        details["after"],
        json!({"planYear": 2027, "counts": {"plans": 1, "variances": 1, "planAreas": 2, "rates": 184}, "uploadId": upload_id, "fileName": "blue-lake-2027.xls"})
    );
    assert!(generation(&mut app.db.conn()) > generation_before);
}

// An upload replaces the company's plans for the year: a plan left out is gone.
#[actix_web::test]
async fn a_second_upload_replaces_the_first() {
    // Arrange
    let (app, company, seeded) = spawn_seeded().await;
    let beaver = seeded.counties[2];
    assert_eq!(
        admin_upload(&app, company, "a.xls", xls(&filled(&[SILVER, GOLD])))
            .await
            .status(),
        200
    );
    assert_eq!(entries(&app, beaver, "G", company), ["12345LK0020001-01"]);

    // Act
    let response = admin_upload(&app, company, "b.xls", xls(&filled(&[GOLD]))).await;

    // Assert
    assert_eq!(response.status(), 200);
    let body: Value = response.json().await.unwrap();
    assert_eq!(
        (body["plans"].clone(), body["planAreas"].clone()),
        (json!(1), json!(1))
    );
    assert!(entries(&app, beaver, "S", company).is_empty());
    assert_eq!(entries(&app, beaver, "G", company), ["12345LK0020001-01"]);
    let (_, _, _, details) = audit_rows(&mut app.db.conn()).pop().unwrap();
    assert_eq!(
        details["before"]["counts"],
        json!({"plans": 2, "variances": 2, "planAreas": 3, "rates": 276})
    );
}

// SPEC 5.4 lists .xls; calamine also reads .xlsx, .xlsm and .ods, told apart by their bytes.
#[actix_web::test]
async fn an_xlsx_template_loads_too() {
    // Arrange
    let (app, company, seeded) = spawn_seeded().await;

    // Act
    let response = admin_upload(&app, company, "rates.xlsx", xlsx(&filled(&[SILVER]))).await;

    // Assert
    assert_eq!(response.status(), 200);
    assert_eq!(
        entries(&app, seeded.counties[0], "S", company),
        ["12345LK0010001-01"]
    );
}

// SPEC 6: an Insurance user uploads for their own company only.
#[actix_web::test]
async fn an_insurance_user_may_upload_for_their_own_company_only() {
    // Arrange
    let (app, company, _) = spawn_seeded().await;
    let other = northwind(&app);

    // Act
    let as_insurer = |company_pk, plan| {
        upload(
            &app,
            Caller::Insurer,
            company_pk,
            "rates.xls",
            xls(&filled(&[plan])),
        )
    };
    let own = as_insurer(company, SILVER).await;
    let foreign = as_insurer(other, GOLD).await;

    // Assert
    assert_eq!(own.status(), 200);
    assert_eq!(
        refusal(foreign, 403).await,
        "You may upload rates only for your own company."
    );
    assert_eq!(snapshot(&mut app.db.conn()).plans.len(), 1);
}
