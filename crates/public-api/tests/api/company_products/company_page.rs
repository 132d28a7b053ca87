//! SPEC 2.8 Company Page: `GET /company-products/{companyProductPk}` → company product records.

use serde_json::{Value, json};

use crate::helpers::TestApp;
use test_support::builders::{
    CompanyBuilder, FilingBuilder, ProductBuilder, TypeOfInsuranceBuilder, date, status,
};
use test_support::snapshots::key;

/// `(productName, typeOfInsurance, [filingSerffTrackNum…])` of each record.
fn outline(body: &Value) -> Vec<(String, Value, Vec<String>)> {
    body.as_array()
        .unwrap()
        .iter()
        .map(|record| {
            let tracking = record["filingList"]
                .as_array()
                .unwrap()
                .iter()
                .map(|row| row["filingSerffTrackNum"].as_str().unwrap().to_owned())
                .collect();
            (
                record["productName"].as_str().unwrap().to_owned(),
                record["typeOfInsurance"].clone(),
                tracking,
            )
        })
        .collect()
}

// SPEC 3 "Company product record" and SPEC 2.8; decided: one record per active product and type
// of insurance with public filings, one with typeOfInsurance null per product without; by
// product name then type of insurance; filings newest first; Do Not Display never shown.
#[actix_web::test]
async fn records_cover_every_active_product_and_type_of_insurance() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let acme = CompanyBuilder::new("Acme Health")
        .naic_code(10001)
        .solvency(Some(20))
        .insert(conn)
        .company_pk;
    let other = CompanyBuilder::new("Other Health")
        .naic_code(10002)
        .insert(conn)
        .company_pk;
    let gold = ProductBuilder::new(acme, "Gold Plan")
        .insert(conn)
        .company_product_pk;
    let bronze = ProductBuilder::new(acme, "Bronze Plan")
        .insert(conn)
        .company_product_pk;
    let hidden = ProductBuilder::new(acme, "Care Plan")
        .insert(conn)
        .company_product_pk;
    ProductBuilder::new(acme, "Retired Plan")
        .active(0)
        .insert(conn);
    let others = ProductBuilder::new(other, "Other Plan")
        .insert(conn)
        .company_product_pk;
    let ind = TypeOfInsuranceBuilder::new("H16I", "Individual Health")
        .insert(conn)
        .toi_id;
    let grp = TypeOfInsuranceBuilder::new("H16G", "Group Health")
        .insert(conn)
        .toi_id;
    let filing = |tracking: &str, product_pk: i32, toi_id: i32, month: u32| {
        FilingBuilder::new(tracking, product_pk, toi_id)
            .submitted(date(2025, month, 1))
            .company(acme, "3")
    };
    filing("ACME-000000001", gold, ind, 1).insert(conn);
    filing("ACME-000000002", gold, ind, 9).insert(conn);
    filing("ACME-000000003", gold, grp, 4).insert(conn);
    filing("ACME-000000004", hidden, ind, 2)
        .status(status::DO_NOT_DISPLAY)
        .insert(conn);
    filing("OTHR-000000001", others, ind, 3).insert(conn);

    // Act
    let response = app.get(&format!("/company-products/{bronze}")).await;

    // Assert
    assert_eq!(response.status(), 200);
    let body: Value = response.json().await.unwrap();
    let expected = vec![
        ("Bronze Plan".to_owned(), Value::Null, vec![]),
        ("Care Plan".to_owned(), Value::Null, vec![]),
        (
            "Gold Plan".to_owned(),
            json!("Group Health"),
            vec!["ACME-000000003".to_owned()],
        ),
        (
            "Gold Plan".to_owned(),
            json!("Individual Health"),
            vec!["ACME-000000002".to_owned(), "ACME-000000001".to_owned()],
        ),
    ];
    assert_eq!(outline(&body), expected);
}

// Decided: the requested product is shown even when inactive, so a Details link from the latest
// rates never lands on a page without its filing; other inactive products stay hidden.
#[actix_web::test]
async fn a_requested_inactive_product_is_still_shown() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let acme = CompanyBuilder::new("Acme Health")
        .naic_code(10001)
        .insert(conn)
        .company_pk;
    let retired = ProductBuilder::new(acme, "Retired Plan")
        .active(0)
        .insert(conn)
        .company_product_pk;
    ProductBuilder::new(acme, "Old Plan").active(0).insert(conn);
    ProductBuilder::new(acme, "Gold Plan").insert(conn);
    let ind = TypeOfInsuranceBuilder::new("H16I", "Individual Health")
        .insert(conn)
        .toi_id;
    FilingBuilder::new("ACME-000000001", retired, ind)
        .company(acme, "2")
        .insert(conn);

    // Act
    let body: Value = app
        .get(&format!("/company-products/{retired}"))
        .await
        .json()
        .await
        .unwrap();

    // Assert
    let expected = vec![
        ("Gold Plan".to_owned(), Value::Null, vec![]),
        (
            "Retired Plan".to_owned(),
            json!("Individual Health"),
            vec!["ACME-000000001".to_owned()],
        ),
    ];
    assert_eq!(outline(&body), expected);
}

// Decided: the Company Page lists each filing once, with the page company's rates (the Details
// link carries companyId), even when the filing names other companies first.
#[actix_web::test]
async fn a_multi_company_filing_is_listed_once_with_the_page_companys_row() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let acme = CompanyBuilder::new("Acme Health")
        .naic_code(10001)
        .insert(conn)
        .company_pk;
    let partner = CompanyBuilder::new("Partner Health")
        .naic_code(10002)
        .insert(conn)
        .company_pk;
    let gold = ProductBuilder::new(acme, "Gold Plan")
        .insert(conn)
        .company_product_pk;
    let ind = TypeOfInsuranceBuilder::new("H16I", "Individual Health")
        .insert(conn)
        .toi_id;
    FilingBuilder::new("ACME-000000001", gold, ind)
        .company(partner, "1")
        .company(acme, "2")
        .insert(conn);

    // Act
    let body: Value = app
        .get(&format!("/company-products/{gold}"))
        .await
        .json()
        .await
        .unwrap();

    // Assert
    let rows = body[0]["filingList"].as_array().unwrap();
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0]["companyPk"], acme);
    assert_eq!(rows[0]["companyRate"]["rateOverallRateImpact"], 2.0);
}

// SPEC 2.8 Company Information and SPEC 3 record fields: exact names and values.
#[actix_web::test]
async fn a_record_has_the_company_fields_and_rate_rows() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let acme = CompanyBuilder::new("Acme Health")
        .naic_code(10001)
        .contact_details()
        .address2("Suite 200")
        .solvency(Some(20))
        .insert(conn)
        .company_pk;
    let gold = ProductBuilder::new(acme, "Gold Plan")
        .insert(conn)
        .company_product_pk;
    let ind = TypeOfInsuranceBuilder::new("H16I", "Individual Health")
        .insert(conn)
        .toi_id;
    let filing_id = FilingBuilder::new("ACME-000000001", gold, ind)
        .submitted(date(2025, 2, 3))
        .company(acme, "-0.5")
        .insert(conn)
        .filing_id;

    // Act
    let body: Value = app
        .get(&format!("/company-products/{gold}"))
        .await
        .json()
        .await
        .unwrap();

    // Assert
    insta::assert_json_snapshot!(body, {
        "[].companyId" => key("acme", acme),
        "[].companyProductPk" => key("gold", gold),
        "[].toiId" => key("ind", ind),
        "[].filingList[].filingId" => key("filing", filing_id),
        "[].filingList[].companyPk" => key("acme", acme),
        "[].filingList[].companyProductPk" => key("gold", gold),
        "[].filingList[].toiId" => key("ind", ind),
    });
}

// SPEC 2.8 "Solvency: shown only when solvency is set": null code and description.
#[actix_web::test]
async fn a_company_without_solvency_has_null_solvency() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let acme = CompanyBuilder::new("Acme Health")
        .naic_code(10001)
        .insert(conn)
        .company_pk;
    let gold = ProductBuilder::new(acme, "Gold Plan")
        .insert(conn)
        .company_product_pk;

    // Act
    let body: Value = app
        .get(&format!("/company-products/{gold}"))
        .await
        .json()
        .await
        .unwrap();

    // Assert
    assert_eq!(body[0]["solvency"], Value::Null);
    assert_eq!(body[0]["solvencyDesc"], Value::Null);
    assert_eq!(body[0]["toiId"], Value::Null);
    assert_eq!(body[0]["filingList"], json!([]));
}

// SPEC 8 "Company … with no data → No data found.": an unknown company product is a 404.
#[actix_web::test]
async fn an_unknown_company_product_is_not_found() {
    // Arrange
    let app = TestApp::spawn().await;

    // Act
    let response = app.get("/company-products/4242").await;

    // Assert
    assert_eq!(response.status(), 404);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["error"]["message"], "No data found.");
}

// docs/api-design.md: a malformed key is a 400 naming the path segment.
#[actix_web::test]
async fn a_key_that_is_not_a_positive_whole_number_is_a_bad_request() {
    // Arrange
    let app = TestApp::spawn().await;

    for bad in ["abc", "0", "-3", "1.5"] {
        // Act
        let response = app.get(&format!("/company-products/{bad}")).await;

        // Assert
        assert_eq!(response.status(), 400, "{bad}");
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["error"]["field"], "companyProductPk", "{bad}");
    }
}
