//! SPEC 7.2 counties: `GET /counties` → `[{id, longName}]`.

use db::models::county::NewCounty;
use db::schema::counties;
use diesel::RunQueryDsl;
use serde_json::json;

use crate::helpers::{TestApp, texts};

#[actix_web::test]
async fn counties_are_listed_by_name_with_id_and_long_name() {
    // Arrange
    let app = TestApp::spawn().await;
    let mut conn = app.db.conn();
    diesel::insert_into(counties::table)
        .values(&vec![
            NewCounty {
                fips_code: "99003",
                long_name: "Birch County",
            },
            NewCounty {
                fips_code: "99001",
                long_name: "Adams County",
            },
        ])
        .execute(&mut conn)
        .unwrap();

    // Act
    let body = app.get_ok_json("/counties").await;

    // Assert
    assert_eq!(texts(&body, "longName"), ["Adams County", "Birch County"]);
    let first = &body[0];
    assert!(first["id"].is_i64());
    assert_eq!(
        first.as_object().unwrap().len(),
        2,
        "exactly {{id, longName}}: {first}"
    );
}

#[actix_web::test]
async fn no_counties_is_an_empty_list() {
    let app = TestApp::spawn().await;

    let body = app.get_ok_json("/counties").await;

    assert_eq!(body, json!([]));
}
