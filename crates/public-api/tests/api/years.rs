//! SPEC 7.2 years: `GET /get-years` → the active compare years, newest first.

use db::models::compare_year::NewCompareYear;
use db::schema::compare_years;
use diesel::RunQueryDsl;
use serde_json::{Value, json};

use crate::helpers::TestApp;

#[actix_web::test]
async fn only_active_years_are_listed_newest_first() {
    let app = TestApp::spawn().await;
    diesel::insert_into(compare_years::table)
        .values(&vec![
            NewCompareYear {
                plan_year: 2025,
                active: true,
            },
            NewCompareYear {
                plan_year: 2027,
                active: true,
            },
            NewCompareYear {
                plan_year: 2024,
                active: false,
            },
        ])
        .execute(&mut app.db.conn())
        .unwrap();

    let response = app.get("/get-years").await;

    assert_eq!(response.status(), 200);
    assert_eq!(response.json::<Value>().await.unwrap(), json!([2027, 2025]));
}
