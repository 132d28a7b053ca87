//! SPEC 2.8 Company Page: `GET /company-products/{companyProductPk}` → company product records.

use serde_json::{Value, json};

use crate::fixtures::acme::{AcmeGold, company, product, type_of_insurance};
use crate::helpers::{TestApp, texts};
use test_support::builders::{CompanyBuilder, FilingBuilder, ProductBuilder, date, status};
use test_support::snapshots::key;

/// `(productName, typeOfInsurance, [filingSerffTrackNum…])` of each record.
fn outline(body: &Value) -> Vec<(&str, Value, Vec<&str>)> {
    body.as_array()
        .unwrap()
        .iter()
        .map(|record| {
            (
                record["productName"].as_str().unwrap(),
                record["typeOfInsurance"].clone(),
                texts(&record["filingList"], "filingSerffTrackNum"),
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
    let other = company(conn, "Other Health", 10002);
    let gold = product(conn, acme, "Gold Plan");
    let bronze = product(conn, acme, "Bronze Plan");
    let hidden = product(conn, acme, "Care Plan");
    ProductBuilder::new(acme, "Retired Plan")
        .active(0)
        .insert(conn);
    let others = product(conn, other, "Other Plan");
    let ind = type_of_insurance(conn, "H16I", "Individual Health");
    let grp = type_of_insurance(conn, "H16G", "Group Health");
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
    let body = app
        .get_ok_json(&format!("/company-products/{bronze}"))
        .await;

    // Assert
    let expected = vec![
        ("Bronze Plan", Value::Null, vec![]),
        ("Care Plan", Value::Null, vec![]),
        ("Gold Plan", json!("Group Health"), vec!["ACME-000000003"]),
        (
            "Gold Plan",
            json!("Individual Health"),
            vec!["ACME-000000002", "ACME-000000001"],
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
    let acme = company(conn, "Acme Health", 10001);
    let retired = ProductBuilder::new(acme, "Retired Plan")
        .active(0)
        .insert(conn)
        .company_product_pk;
    ProductBuilder::new(acme, "Old Plan").active(0).insert(conn);
    product(conn, acme, "Gold Plan");
    let ind = type_of_insurance(conn, "H16I", "Individual Health");
    FilingBuilder::new("ACME-000000001", retired, ind)
        .company(acme, "2")
        .insert(conn);

    // Act
    let body = app.get_json(&format!("/company-products/{retired}")).await;

    // Assert
    let expected = vec![
        ("Gold Plan", Value::Null, vec![]),
        (
            "Retired Plan",
            json!("Individual Health"),
            vec!["ACME-000000001"],
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
    let AcmeGold { acme, gold, ind } = AcmeGold::insert_gold_plan(conn);
    let partner = company(conn, "Partner Health", 10002);
    FilingBuilder::new("ACME-000000001", gold, ind)
        .company(partner, "1")
        .company(acme, "2")
        .insert(conn);

    // Act
    let body = app.get_json(&format!("/company-products/{gold}")).await;

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
    let gold = product(conn, acme, "Gold Plan");
    let ind = type_of_insurance(conn, "H16I", "Individual Health");
    let filing_id = FilingBuilder::new("ACME-000000001", gold, ind)
        .submitted(date(2025, 2, 3))
        .company(acme, "-0.5")
        .insert(conn)
        .filing_id;

    // Act
    let body = app.get_json(&format!("/company-products/{gold}")).await;

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
    let acme = company(conn, "Acme Health", 10001);
    let gold = product(conn, acme, "Gold Plan");

    // Act
    let body = app.get_json(&format!("/company-products/{gold}")).await;

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
    let (status, error) = app.get_error("/company-products/4242").await;

    // Assert
    assert_eq!(status, 404);
    assert_eq!(error["message"], "No data found.");
}

// docs/api-design.md: a malformed key is a 400 naming the path segment.
#[actix_web::test]
async fn a_key_that_is_not_a_positive_whole_number_is_a_bad_request() {
    // Arrange
    let app = TestApp::spawn().await;

    for bad in ["abc", "0", "-3", "1.5"] {
        // Act
        let (status, error) = app.get_error(&format!("/company-products/{bad}")).await;

        // Assert
        assert_eq!(status, 400, "{bad}");
        assert_eq!(error["field"], "companyProductPk", "{bad}");
    }
}
