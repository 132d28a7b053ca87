//! SPEC 7.2 quality-measure comparisons and SPEC 4.3: only published forms are public.

use db::schema::insurance_forms;
use diesel::prelude::*;
use serde_json::json;

use crate::helpers::{TestApp, texts};

#[actix_web::test]
async fn only_published_forms_are_listed_in_display_order() {
    let app = TestApp::spawn().await;
    diesel::insert_into(insurance_forms::table)
        .values(&vec![
            (
                insurance_forms::title.eq("2027 Plan Ratings"),
                insurance_forms::link.eq("https://example.org/2027.pdf"),
                insurance_forms::sort_order.eq(2),
                insurance_forms::published.eq(true),
                insurance_forms::plan_year.eq(Some(2027_i16)),
            ),
            (
                insurance_forms::title.eq("Draft ratings"),
                insurance_forms::link.eq("https://example.org/draft.pdf"),
                insurance_forms::sort_order.eq(1),
                insurance_forms::published.eq(false),
                insurance_forms::plan_year.eq(None),
            ),
            (
                insurance_forms::title.eq("How ratings work"),
                insurance_forms::link.eq("https://example.org/how.pdf"),
                insurance_forms::sort_order.eq(1),
                insurance_forms::published.eq(true),
                insurance_forms::plan_year.eq(None),
            ),
        ])
        .execute(&mut app.db.conn())
        .unwrap();

    let body = app.get_ok_json("/insurance-forms/comparisons").await;

    assert_eq!(
        texts(&body, "title"),
        ["How ratings work", "2027 Plan Ratings"]
    );
    assert_eq!(body[1]["planYear"], json!(2027));
    assert_eq!(body[1]["link"], "https://example.org/2027.pdf");
    assert!(body[1].get("published").is_none());
}
