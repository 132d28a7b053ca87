//! SPEC 7.3 save company with a companyPk: the company is updated and its products follow the
//! listed product types; SPEC 4.4 Activate/Deactivate is a save with active flipped.

use serde_json::{Value, json};

use crate::fixtures::changes::{audit_rows, generation};
use diesel::PgConnection;

use crate::fixtures::companies::{
    company_needing_review, company_update, product_type, products_of, solvent_company,
    typed_product, with,
};
use crate::helpers::TestApp;
use test_support::builders::ProductBuilder;

/// Inserts Acme (NAIC 40001), a solvent company with contact details; returns its key.
fn acme(conn: &mut PgConnection) -> i32 {
    solvent_company("Acme", 40001).insert(conn).company_pk
}

/// Inserts the product type HMO and Acme selling its product "Acme HMO" of that type; returns
/// (company, product type, product) keys.
fn acme_selling_hmo(conn: &mut PgConnection) -> (i32, i32, i32) {
    let hmo = product_type(conn, "HMO");
    let company_pk = acme(conn);
    let hmo_pk = typed_product(conn, company_pk, "Acme HMO", hmo);
    (company_pk, hmo, hmo_pk)
}

// Products sync by type: a listed type with an active product keeps it, one with only an
// inactive product gets it back, a new type gets a new product; unlisted types become
// inactive (never deleted); untyped products are left alone; needs_review is cleared.
#[actix_web::test]
async fn an_update_syncs_products_by_type_and_clears_review() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let (hmo, ppo, epo, pos) = (
        product_type(conn, "HMO"),
        product_type(conn, "PPO"),
        product_type(conn, "EPO"),
        product_type(conn, "POS"),
    );
    let company_pk = company_needing_review(conn, "Acme Health");
    let hmo_pk = typed_product(conn, company_pk, "Acme HMO", hmo);
    let ppo_pk = ProductBuilder::new(company_pk, "Acme PPO")
        .product_type(Some(ppo))
        .active(0)
        .insert(conn)
        .company_product_pk;
    let epo_pk = typed_product(conn, company_pk, "Acme EPO", epo);
    let untyped_pk = ProductBuilder::new(company_pk, "Acme POS")
        .insert(conn)
        .company_product_pk;
    let generation_before = generation(conn);
    let body = company_update(company_pk, "Acme Health Plans", 40001, &[hmo, ppo, pos]);

    // Act
    let response = app.admin_post("/api/companies", &body).await;

    // Assert
    assert_eq!(response.status(), 200);
    let saved: Value = response.json().await.unwrap();
    assert_eq!(saved["companyName"], "Acme Health Plans");
    assert_eq!(saved["needsReview"], false);
    let stored = products_of(conn, company_pk);
    let new_pk = stored.last().unwrap().0;
    assert_eq!(
        stored,
        vec![
            (hmo_pk, Some(hmo), "Acme HMO".to_owned(), 1),
            (ppo_pk, Some(ppo), "Acme PPO".to_owned(), 1),
            (epo_pk, Some(epo), "Acme EPO".to_owned(), 0),
            (untyped_pk, None, "Acme POS".to_owned(), 1),
            // "Acme Health Plans POS" is free, so the new product takes it.
            (new_pk, Some(pos), "Acme Health Plans POS".to_owned(), 1),
        ]
    );
    let audit = audit_rows(conn);
    assert_eq!(audit.len(), 1);
    let (action, entity, id, details) = &audit[0];
    assert_eq!(
        (action.as_str(), entity.as_str()),
        ("company.update", "company")
    );
    assert_eq!(id.as_deref(), Some(company_pk.to_string().as_str()));
    assert_eq!(details["before"]["companyName"], "Acme Health");
    assert_eq!(details["before"]["needsReview"], true);
    assert_eq!(details["before"]["products"].as_array().unwrap().len(), 4);
    assert_eq!(details["after"]["companyName"], "Acme Health Plans");
    assert_eq!(details["after"]["products"].as_array().unwrap().len(), 5);
    assert_eq!(generation(conn), generation_before + 1);
}

// A new product's name never collides with one the company already has (names are unique
// per company): "{companyName} {typeName}" then "... 2".
#[actix_web::test]
async fn a_new_product_name_avoids_an_existing_one() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let hmo = product_type(conn, "HMO");
    let company_pk = acme(conn);
    ProductBuilder::new(company_pk, "Acme HMO").insert(conn);
    let body = company_update(company_pk, "Acme", 40001, &[hmo]);

    // Act
    let response = app.admin_post("/api/companies", &body).await;

    // Assert
    assert_eq!(response.status(), 200);
    let names: Vec<String> = products_of(conn, company_pk)
        .into_iter()
        .map(|p| p.2)
        .collect();
    assert_eq!(names, ["Acme HMO", "Acme HMO 2"]);
}

// SPEC 4.4: the toggle saves the company with active flipped; an update without `products`
// leaves the products alone.
#[actix_web::test]
async fn deactivating_and_reactivating_a_company() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let (company_pk, _, _) = acme_selling_hmo(conn);
    let listed = app.admin_get_json("/api/companies").await;
    let mut acme = listed
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["companyPk"] == company_pk)
        .unwrap()
        .clone();
    acme["active"] = json!(0);
    let without_products = with(acme.clone(), "products", None);

    // Act
    let off = app.admin_post("/api/companies", &without_products).await;
    let off_body: Value = off.json().await.unwrap();
    acme["active"] = json!(1);
    let on = app.admin_post("/api/companies", &acme).await;

    // Assert
    assert_eq!(off_body["active"], 0);
    assert_eq!(
        off_body["products"][0]["active"], 1,
        "products unchanged when not sent"
    );
    assert_eq!(on.status(), 200);
    let on_body: Value = on.json().await.unwrap();
    assert_eq!(on_body["active"], 1);
    assert_eq!(products_of(conn, company_pk).len(), 1);
    let actions: Vec<String> = audit_rows(conn).into_iter().map(|r| r.0).collect();
    assert_eq!(actions, ["company.update", "company.update"]);
}

// A product entry with active 0 does not count as sold: its type's products become inactive.
#[actix_web::test]
async fn a_product_entry_marked_inactive_is_not_sold() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let (company_pk, hmo, hmo_pk) = acme_selling_hmo(conn);
    let mut body = company_update(company_pk, "Acme", 40001, &[]);
    body["products"] = json!([{"active": 0, "productTypeFk": hmo}]);

    // Act
    let response = app.admin_post("/api/companies", &body).await;

    // Assert
    assert_eq!(response.status(), 200);
    assert_eq!(
        products_of(conn, company_pk),
        vec![(hmo_pk, Some(hmo), "Acme HMO".to_owned(), 0)]
    );
}
