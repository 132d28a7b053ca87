//! SPEC 2.17, 4.5, 7.3: `GET /api/compare-years`, `POST /api/update/compare-year` and
//! `GET /api/clearCompareCache`.

use serde_json::{Value, json};

use crate::fixtures::changes::{audit_rows, generation};
use crate::fixtures::compare_years::{compare_year, compare_year_rows, county, plan};
use crate::helpers::TestApp;
use test_support::builders::ProductBuilder;

// SPEC 3 compare year record {id, year, active}, newest first.
#[actix_web::test]
async fn compare_years_are_listed_newest_first() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let y2025 = compare_year(conn, 2025, true);
    let y2027 = compare_year(conn, 2027, false);
    let y2026 = compare_year(conn, 2026, true);

    // Act
    let body = app.admin_get_ok("/api/compare-years").await;

    // Assert
    assert_eq!(
        body,
        json!([
            {"id": y2027, "year": 2027, "active": false},
            {"id": y2026, "year": 2026, "active": true},
            {"id": y2025, "year": 2025, "active": true},
        ])
    );
}

// SPEC 4.5: each toggle saves the whole record; other fields are ignored. Audited, and the
// public cache renews (the year list is public).
#[actix_web::test]
async fn toggling_a_year_saves_its_active_flag() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let id = compare_year(conn, 2027, false);
    let generation_before = generation(conn);

    // Act
    let response = app
        .admin_post(
            "/api/update/compare-year",
            &json!({"id": id, "year": 2027, "active": true, "isActive": "ignored"}),
        )
        .await;

    // Assert
    assert_eq!(response.status(), 200);
    assert_eq!(
        response.json::<Value>().await.unwrap(),
        json!({"id": id, "year": 2027, "active": true})
    );
    assert_eq!(compare_year_rows(conn), vec![(id, 2027, true)]);
    let audit = audit_rows(conn);
    assert_eq!(audit.len(), 1);
    assert_eq!(
        (audit[0].0.as_str(), audit[0].1.as_str()),
        ("compare_year.update", "compare_year")
    );
    assert_eq!(audit[0].2.as_deref(), Some(id.to_string().as_str()));
    assert_eq!(
        audit[0].3["before"],
        json!({"id": id, "year": 2027, "active": false})
    );
    assert_eq!(
        audit[0].3["after"],
        json!({"id": id, "year": 2027, "active": true})
    );
    assert_eq!(generation(conn), generation_before + 1);
}

// Saving a record unchanged answers it and records nothing.
#[actix_web::test]
async fn saving_an_unchanged_year_records_nothing() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let id = compare_year(conn, 2027, true);
    let generation_before = generation(conn);

    // Act
    let response = app
        .admin_post(
            "/api/update/compare-year",
            &json!({"id": id, "year": 2027, "active": true}),
        )
        .await;

    // Assert
    assert_eq!(response.status(), 200);
    assert!(audit_rows(conn).is_empty());
    assert_eq!(generation(conn), generation_before);
}

// With no id a year is added (201), inactive unless said otherwise.
#[actix_web::test]
async fn a_year_without_id_is_added() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let generation_before = generation(conn);

    // Act
    let response = app
        .admin_post(
            "/api/update/compare-year",
            &json!({"id": null, "year": 2028}),
        )
        .await;

    // Assert
    assert_eq!(response.status(), 201);
    let body: Value = response.json().await.unwrap();
    assert_eq!(
        (body["year"].clone(), body["active"].clone()),
        (json!(2028), json!(false))
    );
    assert_eq!(compare_year_rows(conn).len(), 1);
    assert_eq!(audit_rows(conn)[0].0, "compare_year.create");
    assert_eq!(generation(conn), generation_before + 1);
}

// Refusals change nothing: a record's year is fixed (400), an unknown id is 404, a year that
// exists is 409, a year out of range or missing is 400.
#[actix_web::test]
async fn refused_saves_change_nothing() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let id = compare_year(conn, 2027, false);
    let cases = [
        (
            json!({"id": id, "year": 2026, "active": true}),
            400,
            Some("year"),
            "The year of a compare year record is fixed: this record is 2027. Add a new year instead.",
        ),
        (
            json!({"id": 424_242, "year": 2027, "active": true}),
            404,
            None,
            "There is no compare year with id 424242.",
        ),
        (
            json!({"year": 2027, "active": true}),
            409,
            Some("year"),
            "The year 2027 is already a compare year.",
        ),
        (
            json!({"year": 1999}),
            400,
            Some("year"),
            "year must be a year from 2000 to 2100.",
        ),
        (
            json!({"year": "twenty"}),
            400,
            Some("year"),
            "year must be a whole number.",
        ),
        (
            json!({"active": true}),
            400,
            Some("year"),
            "Enter the year to add, from 2000 to 2100.",
        ),
        (
            json!({"id": "x", "active": true}),
            400,
            Some("id"),
            "id must be a whole number.",
        ),
    ];
    let generation_before = generation(conn);

    for (body, status, field, message) in cases {
        // Act
        let response = app.admin_post("/api/update/compare-year", &body).await;

        // Assert
        assert_eq!(response.status(), status, "{body}");
        let error: Value = response.json().await.unwrap();
        assert_eq!(error["error"]["message"], message, "{body}");
        assert_eq!(error["error"]["field"].as_str(), field, "{body}");
    }
    assert_eq!(compare_year_rows(conn), vec![(id, 2027, false)]);
    assert!(audit_rows(conn).is_empty());
    assert_eq!(generation(conn), generation_before);
}

// SPEC 4.5 step 1: Reset Cache bumps the public generation and rebuilds every active year's
// dataset, reporting its plans and counties; inactive years are skipped.
#[actix_web::test]
async fn clearing_the_cache_bumps_the_generation_and_rebuilds_active_years() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let product_pk = ProductBuilder::new(app.insurer_company(), "Blue Lake Silver")
        .insert(conn)
        .company_product_pk;
    let (adams, berks, centre) = (
        county(conn, "42001", "Adams County"),
        county(conn, "42011", "Berks County"),
        county(conn, "42027", "Centre County"),
    );
    let y2027 = compare_year(conn, 2027, true);
    compare_year(conn, 2026, true);
    let y2025 = compare_year(conn, 2025, false);
    plan(conn, y2027, product_pk, "95101PA0010001", &[adams, berks]);
    plan(conn, y2027, product_pk, "95101PA0010002", &[centre]);
    plan(conn, y2025, product_pk, "95101PA0010003", &[adams]);
    let generation_before = generation(conn);

    // Act
    let response = app.admin_switch("/api/clearCompareCache").await;

    // Assert
    assert_eq!(response.status(), 200);
    let body: Value = response.json().await.unwrap();
    assert_eq!(
        body,
        json!({
            "generation": generation_before + 1,
            "years": [{"year": 2027, "plans": 2, "counties": 3}, {"year": 2026, "plans": 0, "counties": 0}],
        })
    );
    assert_eq!(generation(conn), generation_before + 1);
    let audit = audit_rows(conn);
    assert_eq!(audit.len(), 1);
    assert_eq!(
        (audit[0].0.as_str(), audit[0].1.as_str()),
        ("compare_cache.clear", "compare_cache")
    );
    assert_eq!(audit[0].3["after"]["generation"], generation_before + 1);
}
