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

// SPEC 7.3 getCurrentYear, decided in docs/decisions.md: the year being shopped for, which from
// November 1 is next year. Relative to today, so the test holds on any date.
#[actix_web::test]
async fn the_current_year_is_the_year_being_shopped_for() {
    use chrono::Datelike;
    let app = TestApp::spawn().await;
    let today = chrono::Utc::now().date_naive();
    let this_year = i16::try_from(today.year()).unwrap();
    let expected = if today.month() >= 11 {
        this_year + 1
    } else {
        this_year
    };
    diesel::insert_into(compare_years::table)
        .values(&vec![
            NewCompareYear {
                plan_year: this_year - 1,
                active: true,
            },
            NewCompareYear {
                plan_year: this_year,
                active: true,
            },
            NewCompareYear {
                plan_year: this_year + 1,
                active: true,
            },
        ])
        .execute(&mut app.db.conn())
        .unwrap();

    let response = app.get("/getCurrentYear").await;

    assert_eq!(response.status(), 200);
    assert_eq!(response.json::<Value>().await.unwrap(), json!(expected));
}

#[actix_web::test]
async fn with_no_active_year_the_current_year_is_404() {
    let app = TestApp::spawn().await;

    let response = app.get("/getCurrentYear").await;

    assert_eq!(response.status(), 404);
    assert_eq!(
        response.json::<Value>().await.unwrap()["error"]["code"],
        "not_found"
    );
}
