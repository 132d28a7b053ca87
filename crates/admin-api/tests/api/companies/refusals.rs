//! Refused company saves: a 400 naming the field (or 404/409), and nothing changed: no company,
//! product, audit row or generation bump (SPEC 5.4, 7.3, 8 "Companies: save fails").

use serde_json::{Value, json};

use crate::fixtures::changes::{audit_rows, generation};
use crate::fixtures::companies::{
    company_needing_review, company_rows, company_update, new_company, product_type, products_of,
    solvent_company, typed_product, with,
};
use crate::helpers::TestApp;

/// Posts `body`, asserts `status` and that nothing was stored; returns the error body.
async fn refused(app: &TestApp, body: &Value, status: u16) -> Value {
    let conn = &mut app.db.conn();
    let (companies_before, generation_before) = (company_rows(conn), generation(conn));

    let response = app.admin_post("/api/companies", body).await;

    assert_eq!(response.status(), status, "{body}");
    assert_eq!(
        company_rows(conn),
        companies_before,
        "a refused save changed a company"
    );
    assert!(audit_rows(conn).is_empty(), "a refused save was audited");
    assert_eq!(
        generation(conn),
        generation_before,
        "a refused save bumped the generation"
    );
    response.json().await.unwrap()
}

// Every field's check, with the field named in the answer.
#[actix_web::test]
async fn malformed_fields_are_refused_by_name() {
    // Arrange
    let app = TestApp::spawn().await;
    let base = new_company("Keystone Mutual", 95102, &[]);
    let cases: Vec<(&str, Option<Value>, &str, &str)> = vec![
        (
            "companyName",
            None,
            "companyName",
            "Enter the company's name.",
        ),
        (
            "companyName",
            Some(json!("   ")),
            "companyName",
            "Enter the company's name.",
        ),
        (
            "companyName",
            Some(json!("x".repeat(201))),
            "companyName",
            "companyName can be at most 200 characters long; this one has 201.",
        ),
        (
            "coCode",
            None,
            "coCode",
            "Enter the company code (NAIC Cocode), a positive whole number.",
        ),
        (
            "coCode",
            Some(json!(0)),
            "coCode",
            "coCode must be a positive whole number.",
        ),
        (
            "coCode",
            Some(json!(-5)),
            "coCode",
            "coCode must be a positive whole number.",
        ),
        (
            "coCode",
            Some(json!(95.5)),
            "coCode",
            "coCode must be a whole number.",
        ),
        (
            "coCode",
            Some(json!("9510A")),
            "coCode",
            "coCode must be a whole number.",
        ),
        (
            "state",
            Some(json!("pa")),
            "state",
            "state must be two capital letters, e.g. PA.",
        ),
        (
            "state",
            Some(json!("PEN")),
            "state",
            "state must be two capital letters, e.g. PA.",
        ),
        (
            "postalCode",
            Some(json!("1710")),
            "postalCode",
            "postalCode must be a ZIP code: 12345 or 12345-6789.",
        ),
        (
            "postalCode",
            Some(json!("17101-12")),
            "postalCode",
            "postalCode must be a ZIP code: 12345 or 12345-6789.",
        ),
        (
            "phone",
            Some(json!("call us")),
            "phone",
            "phone must be a phone number of 7 to 15 digits, written with digits, spaces and ( ) + - . only.",
        ),
        (
            "phoneExt",
            Some(json!("ext 5")),
            "phoneExt",
            "phoneExt must be up to 10 digits.",
        ),
        (
            "website",
            Some(json!("keystone.example")),
            "website",
            "website must be a web address starting with http:// or https://, e.g. https://www.example.org/report.pdf.",
        ),
        (
            "website",
            Some(json!("javascript:alert(1)")),
            "website",
            "website must be a web address starting with http:// or https://, e.g. https://www.example.org/report.pdf.",
        ),
        (
            "solvencyFk",
            Some(json!(15)),
            "solvencyFk",
            "15 is not a solvency code: use 10 (Solvent), 20 (Hazardous) or 30 (Insolvent), or leave it empty.",
        ),
        (
            "active",
            Some(json!(2)),
            "active",
            "active must be 1 (Active) or 0 (Inactive).",
        ),
        (
            "companyPk",
            Some(json!("abc")),
            "companyPk",
            "companyPk must be a whole number.",
        ),
        (
            "products",
            Some(json!([{"active": 1}])),
            "products[0].productTypeFk",
            "products[0].productTypeFk is required: choose a product type.",
        ),
        (
            "products",
            Some(json!([{"active": 5, "productTypeFk": 1}])),
            "products[0].active",
            "products[0].active must be 1 (Active) or 0 (Inactive).",
        ),
    ];

    for (field, value, named, message) in cases {
        // Act
        let error = refused(&app, &with(base.clone(), field, value.clone()), 400).await;

        // Assert
        assert_eq!(error["error"]["field"], named, "{field} = {value:?}");
        assert_eq!(error["error"]["message"], message, "{field} = {value:?}");
        assert_eq!(error["error"]["code"], "bad_request");
    }
}

// SPEC 5.4 "Code is editable only when creating a company".
#[actix_web::test]
async fn the_company_code_cannot_change() {
    // Arrange
    let app = TestApp::spawn().await;
    let company_pk = solvent_company("Acme", 40001)
        .insert(&mut app.db.conn())
        .company_pk;
    let body = company_update(company_pk, "Acme", 40002, &[]);

    // Act
    let error = refused(&app, &body, 400).await;

    // Assert
    assert_eq!(error["error"]["field"], "coCode");
    assert_eq!(
        error["error"]["message"],
        "The company code cannot be changed after the company is created."
    );
}

// A company code belongs to one company: 409 naming the company that has it.
#[actix_web::test]
async fn a_code_used_by_another_company_is_a_conflict() {
    // Arrange
    let app = TestApp::spawn().await;

    // Act
    let error = refused(&app, &new_company("Copycat Health", 95101, &[]), 409).await;

    // Assert
    assert_eq!(error["error"]["code"], "conflict");
    assert_eq!(error["error"]["field"], "coCode");
    assert_eq!(
        error["error"]["message"],
        "The company code 95101 is already used by Blue Lake Health Plan."
    );
}

// An unknown companyPk is 404.
#[actix_web::test]
async fn an_unknown_company_is_not_found() {
    // Arrange
    let app = TestApp::spawn().await;
    let body = company_update(987_654, "Ghost", 40001, &[]);

    // Act
    let error = refused(&app, &body, 404).await;

    // Assert
    assert_eq!(
        error["error"]["message"],
        "There is no company with companyPk 987654."
    );
}

// An unknown product type refuses the whole save: the company's own changes are not kept.
#[actix_web::test]
async fn an_unknown_product_type_refuses_the_whole_save() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let hmo = product_type(conn, "HMO");
    let company_pk = company_needing_review(conn, "Acme");
    typed_product(conn, company_pk, "Acme HMO", hmo);
    let products_before = products_of(conn, company_pk);
    let body = company_update(company_pk, "Acme Renamed", 40001, &[hmo, 424_242]);

    // Act
    let error = refused(&app, &body, 400).await;

    // Assert
    assert_eq!(error["error"]["field"], "products[1].productTypeFk");
    assert_eq!(
        error["error"]["message"],
        "There is no product type 424242. Choose one of the product types offered."
    );
    assert_eq!(products_of(conn, company_pk), products_before);
}

// A body that is not JSON of the right shape names the field (JsonBody).
#[actix_web::test]
async fn a_wrongly_typed_field_is_named() {
    // Arrange
    let app = TestApp::spawn().await;
    let body = with(
        new_company("Acme", 40001, &[]),
        "products",
        Some(json!("HMO")),
    );

    // Act
    let error = refused(&app, &body, 400).await;

    // Assert
    assert_eq!(error["error"]["field"], "products");
}
