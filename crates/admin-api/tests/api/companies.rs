//! SPEC 2.13, 4.4, 5.4, 7.3: the Companies screen's calls. `GET /api/companies`,
//! `GET /api/companies/product-types` and `POST /api/companies` (create, update, and the
//! Activate/Deactivate toggle, which is a save with `active` flipped).

mod refusals;
mod updates;

use serde_json::{Value, json};

use crate::fixtures::changes::{audit_rows, generation};
use crate::fixtures::companies::{
    company_needing_review, new_company, product_type, products_of, solvent_company, typed_product,
};
use crate::helpers::{TestApp, texts};
use test_support::builders::ProductBuilder;

// SPEC 3 Company (admin) and 7.3 list companies: every company by name regardless of case,
// with solvency description and every product.
#[actix_web::test]
async fn companies_are_listed_by_name_with_their_products() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let hmo = product_type(conn, "HMO");
    let acme = company_needing_review(conn, "acme Health");
    solvent_company("Zenith Care", 40002).insert(conn);
    let hmo_product = typed_product(conn, acme, "Acme HMO", hmo);
    let old_product = ProductBuilder::new(acme, "Acme Legacy")
        .active(0)
        .insert(conn)
        .company_product_pk;

    // Act
    let body = app.admin_get_ok("/api/companies").await;

    // Assert
    let names = texts(&body, "companyName");
    assert_eq!(
        names,
        ["acme Health", "Blue Lake Health Plan", "Zenith Care"]
    );
    assert_eq!(
        body[0],
        json!({
            "companyPk": acme, "companyName": "acme Health", "coCode": 40001,
            "address1": "1 Main Street", "address2": null, "address3": null,
            "city": "Harrisburg", "state": "PA", "postalCode": "17101",
            "phone": "717-555-0100", "phoneExt": null,
            "website": "https://insurer.example", "websiteDesc": "Insurer site",
            "solvencyFk": 10, "solvencyDesc": "Solvent", "active": 1, "needsReview": true,
            "products": [
                {"companyProductPk": hmo_product, "productTypeFk": hmo, "productTypeName": "HMO", "productName": "Acme HMO", "active": 1},
                {"companyProductPk": old_product, "productTypeFk": null, "productTypeName": null, "productName": "Acme Legacy", "active": 0},
            ],
        })
    );
    assert_eq!(body[1]["solvencyFk"], Value::Null);
    assert_eq!(body[1]["solvencyDesc"], Value::Null);
    assert_eq!(body[1]["products"], json!([]));
}

// SPEC 7.3 product types: {productTypePk, name} by name.
#[actix_web::test]
async fn product_types_are_listed_by_name() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let ppo = product_type(conn, "PPO");
    let epo = product_type(conn, "EPO");
    let hmo = product_type(conn, "HMO");

    // Act
    let body = app.admin_get_ok("/api/companies/product-types").await;

    // Assert
    assert_eq!(
        body,
        json!([
            {"productTypePk": epo, "name": "EPO"},
            {"productTypePk": hmo, "name": "HMO"},
            {"productTypePk": ppo, "name": "PPO"},
        ])
    );
}

// SPEC 7.3 save company with companyPk null creates it; each listed product type gets a
// product named "{companyName} {typeName}"; the change is audited and the public cache renewed.
#[actix_web::test]
async fn a_new_company_is_created_with_a_product_per_type() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let hmo = product_type(conn, "HMO");
    let ppo = product_type(conn, "PPO");
    let generation_before = generation(conn);

    // Act
    let response = app
        .admin_post(
            "/api/companies",
            &new_company("Keystone Mutual", 95102, &[ppo, hmo, ppo]),
        )
        .await;

    // Assert
    assert_eq!(response.status(), 201);
    let body: Value = response.json().await.unwrap();
    let company_pk = i32::try_from(body["companyPk"].as_i64().unwrap()).unwrap();
    let products = products_of(conn, company_pk);
    assert_eq!(
        body,
        json!({
            "companyPk": company_pk, "companyName": "Keystone Mutual", "coCode": 95102,
            "address1": "200 Market Street", "address2": "Floor 4", "address3": null,
            "city": "Lancaster", "state": "PA", "postalCode": "17602-1234",
            "phone": "(717) 555-0199", "phoneExt": "12",
            "website": "https://keystone.example/plans", "websiteDesc": "Keystone plans",
            "solvencyFk": 20, "solvencyDesc": "Hazardous", "active": 1, "needsReview": false,
            "products": [
                {"companyProductPk": products[1].0, "productTypeFk": hmo, "productTypeName": "HMO", "productName": "Keystone Mutual HMO", "active": 1},
                {"companyProductPk": products[0].0, "productTypeFk": ppo, "productTypeName": "PPO", "productName": "Keystone Mutual PPO", "active": 1},
            ],
        })
    );
    let audit = audit_rows(conn);
    assert_eq!(audit.len(), 1);
    let (action, entity, id, details) = &audit[0];
    assert_eq!(
        (action.as_str(), entity.as_str(), id.as_deref()),
        (
            "company.create",
            "company",
            Some(company_pk.to_string().as_str())
        )
    );
    assert_eq!(details["before"], Value::Null);
    assert_eq!(details["after"]["companyName"], "Keystone Mutual");
    assert_eq!(details["after"]["products"].as_array().unwrap().len(), 2);
    assert_eq!(app.audit_entries()[0].3, Some(app.admin_pk()));
    assert_eq!(generation(conn), generation_before + 1);
}

// SPEC 7.3: numbers may come from form inputs as strings; blank optional fields are stored as
// null; absent active means Active for a new company.
#[actix_web::test]
async fn a_minimal_company_with_string_numbers_is_created() {
    // Arrange
    let app = TestApp::spawn().await;
    let body = json!({"companyName": "  Small Co  ", "coCode": "95103", "state": "", "solvencyFk": "", "products": []});

    // Act
    let response = app.admin_post("/api/companies", &body).await;

    // Assert
    assert_eq!(response.status(), 201);
    let saved: Value = response.json().await.unwrap();
    assert_eq!(saved["companyName"], "Small Co");
    assert_eq!(saved["coCode"], 95103);
    assert_eq!(saved["state"], Value::Null);
    assert_eq!(saved["solvencyFk"], Value::Null);
    assert_eq!(saved["active"], 1);
    assert_eq!(saved["products"], json!([]));
}
