//! SPEC 7.2 counties: `GET /counties` → `[{id, longName}]`.

use db::models::county::NewCounty;
use db::schema::counties;
use diesel::RunQueryDsl;
use serde_json::{Value, json};

use crate::helpers::TestApp;

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
    let response = app.get("/counties").await;

    // Assert
    assert_eq!(response.status(), 200);
    let body: Value = response.json().await.unwrap();
    let names: Vec<&str> = body
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["longName"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Adams County", "Birch County"]);
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

    let response = app.get("/counties").await;

    assert_eq!(response.status(), 200);
    assert_eq!(response.json::<Value>().await.unwrap(), json!([]));
}
