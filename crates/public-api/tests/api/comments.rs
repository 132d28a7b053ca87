//! Public comments (SPEC 4.2, 6, 9): `POST /comments` takes a comment only while
//! commenting is on, for a displayable Submitted filing within 30 days of its submission date,
//! from a client under its rate limit; anything else is refused with a reason and stores nothing.

use db::schema::{comments, companies, company_products, filings};
use diesel::prelude::*;
use serde_json::{Value, json};

use crate::fixtures::blue_lake::BlueLakeSelect;
use crate::fixtures::site::set_public_comments;
use crate::helpers::{TestApp, assert_message_code, assert_message_contains};
use test_support::builders::days_ago;
use test_support::builders::status::{ACCEPTED, DO_NOT_DISPLAY, SUBMITTED};

/// Inserts one filing with `status`, submitted `days_before` today; returns its id.
fn filing(app: &TestApp, status: i16, days_before: i64) -> i32 {
    let mut conn = app.db.conn();
    let existing: Option<(i32, i32, i32)> = company_products::table
        .inner_join(companies::table)
        .filter(companies::co_code.eq(95101))
        .select((
            companies::company_pk,
            company_products::company_product_pk,
            diesel::dsl::sql::<diesel::sql_types::Integer>(
                "(SELECT min(toi_id) FROM types_of_insurance)",
            ),
        ))
        .first(&mut conn)
        .optional()
        .unwrap();
    let blue_lake = existing.map_or_else(
        || BlueLakeSelect::insert(&mut conn),
        |(company_pk, product_pk, toi_id)| BlueLakeSelect {
            company_pk,
            product_pk,
            toi_id,
        },
    );
    let count: i64 = filings::table.count().get_result(&mut conn).unwrap();
    blue_lake
        .filing(&format!("BLHP-{:09}", 130_000_000 + count))
        .status(status)
        .submitted(days_ago(days_before))
        .insert(&mut conn)
        .filing_id
}

fn stored_comments(app: &TestApp) -> Vec<(i32, String, i16)> {
    comments::table
        .select((
            comments::filing_id,
            comments::commentary,
            comments::comment_status_code,
        ))
        .load(&mut app.db.conn())
        .unwrap()
}

async fn post(app: &TestApp, filing_key: Value, commentary: &str) -> (u16, Value, Option<String>) {
    post_as(app, filing_key, commentary, "198.51.100.10").await
}

async fn post_as(
    app: &TestApp,
    filing_key: Value,
    commentary: &str,
    ip: &str,
) -> (u16, Value, Option<String>) {
    app.post_comment(filing_key, json!(commentary), ip).await
}

#[actix_web::test]
async fn a_comment_on_a_submitted_filing_in_its_period_is_stored_verbatim_as_pending() {
    let app = TestApp::spawn().await;
    let filing_id = filing(&app, SUBMITTED, 5);
    let text = "  I oppose a 12% increase.\nMy premium already doubled, \"again\".  ";

    let (status, receipt, _) = post(&app, json!(filing_id), text).await;

    assert_eq!(status, 201, "{receipt}");
    assert!(receipt["commentKey"].is_i64());
    assert_eq!(receipt["filingKey"], filing_id);
    assert_eq!(receipt["status"], 0);
    assert_eq!(receipt["statusDesc"], "Pending");
    assert_eq!(stored_comments(&app), [(filing_id, text.to_owned(), 0)]);
    // Pending: absent from the public answer for the filing.
    let (product_pk, toi_id): (i32, i32) = filings::table
        .find(filing_id)
        .select((filings::company_product_pk, filings::toi_id))
        .first(&mut app.db.conn())
        .unwrap();
    let company_pk: i32 = companies::table
        .select(companies::company_pk)
        .first(&mut app.db.conn())
        .unwrap();
    let page = app
        .get_json(&format!(
            "/company-products/{product_pk}/{filing_id}/{company_pk}/{toi_id}"
        ))
        .await;
    assert_eq!(page["filingList"][0]["comments"], json!([]), "{page}");
    assert!(!page.to_string().contains("I oppose"));
}

#[actix_web::test]
async fn empty_and_whitespace_comments_are_400_and_nothing_is_stored() {
    let app = TestApp::spawn().await;
    let filing_id = filing(&app, SUBMITTED, 5);

    for text in ["", "   \n\t "] {
        let (status, body, _) = post(&app, json!(filing_id), text).await;
        assert_eq!(status, 400);
        assert_eq!(body["error"]["field"], "commentary");
        assert_message_code(&body, "comment_empty", json!({}));
    }
    assert!(stored_comments(&app).is_empty());
}

#[actix_web::test]
async fn a_comment_over_4000_characters_is_413_and_exactly_4000_is_taken() {
    let app = TestApp::spawn().await;
    let filing_id = filing(&app, SUBMITTED, 5);

    let (too_long, body, _) = post(&app, json!(filing_id), &"é".repeat(4001)).await;
    let (just_right, _, _) = post(&app, json!(filing_id), &"é".repeat(4000)).await;

    assert_eq!(too_long, 413);
    assert_message_contains(&body, "4000");
    assert_message_code(
        &body,
        "comment_too_long",
        json!({"max": 4000, "chars": 4001}),
    );
    assert_eq!(just_right, 201);
    assert_eq!(stored_comments(&app).len(), 1);
}

#[actix_web::test]
async fn while_commenting_is_off_comments_are_403() {
    let app = TestApp::spawn().await;
    let filing_id = filing(&app, SUBMITTED, 5);
    set_public_comments(&mut app.db.conn(), false);

    let (status, body, _) = post(&app, json!(filing_id), "Too high.").await;

    assert_eq!(status, 403);
    assert_message_contains(&body, "turned off");
    assert_message_code(&body, "comments_turned_off", json!({}));
    assert!(stored_comments(&app).is_empty());
}

#[actix_web::test]
async fn unknown_and_do_not_display_filings_are_404() {
    let app = TestApp::spawn().await;
    let hidden = filing(&app, DO_NOT_DISPLAY, 5);

    let (unknown, unknown_body, _) = post(&app, json!(999_999), "Too high.").await;
    let (not_displayed, hidden_body, _) = post(&app, json!(hidden), "Too high.").await;

    assert_eq!(unknown, 404);
    assert_eq!(not_displayed, 404);
    assert_eq!(unknown_body, hidden_body);
    assert_message_code(&unknown_body, "comment_filing_not_found", json!({}));
    assert!(stored_comments(&app).is_empty());
}

#[actix_web::test]
async fn a_filing_that_is_not_submitted_or_past_its_30_days_is_409() {
    let app = TestApp::spawn().await;
    let accepted = filing(&app, ACCEPTED, 5);
    let old = filing(&app, SUBMITTED, 31);
    let last_day = filing(&app, SUBMITTED, 29);

    let (not_submitted, body, _) = post(&app, json!(accepted), "Too high.").await;
    let (closed, closed_body, _) = post(&app, json!(old), "Too high.").await;
    let (open, _, _) = post(&app, json!(last_day), "Too high.").await;

    assert_eq!(not_submitted, 409);
    assert_message_contains(&body, "Accepted");
    assert_message_code(
        &body,
        "comment_filing_not_submitted",
        json!({"status": "Accepted"}),
    );
    assert_eq!(closed, 409);
    assert_message_contains(&closed_body, "comment period");
    // Submitted 31 days ago: the period closed at 00:00 UTC 30 days after submission.
    let closed_on = days_ago(1).format("%Y-%m-%d").to_string();
    assert_message_code(
        &closed_body,
        "comment_period_closed",
        json!({"closedOn": closed_on}),
    );
    assert_eq!(open, 201);
    assert_eq!(stored_comments(&app).len(), 1);
}

#[actix_web::test]
async fn malformed_requests_are_400_naming_the_field() {
    let app = TestApp::spawn().await;

    let (text_key, body, _) = post(&app, json!("abc"), "Too high.").await;
    let (zero_key, zero_body, _) = post(&app, json!(0), "Too high.").await;
    let missing = app
        .post_json(
            "/comments",
            &json!({"commentary": "Too high."}),
            "198.51.100.10",
        )
        .await;

    assert_eq!(text_key, 400);
    assert_eq!(body["error"]["field"], "filingKey");
    assert_eq!(zero_key, 400);
    assert_eq!(zero_body["error"]["field"], "filingKey");
    assert_eq!(missing.status(), 400);
}

// The body is one JSON value of the SPEC's closed shape, nothing after it
// and no field it does not name; both are refused before anything is stored.
#[actix_web::test]
async fn garbage_after_the_json_or_an_unknown_field_is_400_and_nothing_is_stored() {
    let app = TestApp::spawn().await;
    let filing_key = filing(&app, SUBMITTED, 3);
    let comment = json!({"filingKey": filing_key, "commentary": "Too high."});

    let garbage = app
        .client
        .post(format!("{}/comments", app.address))
        .header("Content-Type", "application/json")
        .header("X-Real-IP", "198.51.100.10")
        .body(format!("{comment}<<garbage>>"))
        .send()
        .await
        .unwrap();
    let garbage_status = garbage.status().as_u16();
    let garbage_error: Value = garbage.json().await.unwrap();
    let unknown = app
        .post_json(
            "/comments",
            &json!({"filingKey": filing_key, "commentary": "Too high.", "commentStatusCode": 1}),
            "198.51.100.10",
        )
        .await;
    let unknown_status = unknown.status().as_u16();
    let unknown_error: Value = unknown.json().await.unwrap();

    assert_eq!(garbage_status, 400, "{garbage_error}");
    assert_message_contains(&garbage_error, "nothing after it");
    assert_eq!(unknown_status, 400, "{unknown_error}");
    assert_eq!(unknown_error["error"]["field"], "commentStatusCode");
    assert!(stored_comments(&app).is_empty());
}

#[actix_web::test]
async fn a_client_over_its_limit_gets_429_with_retry_after_while_others_are_served() {
    // The test app allows 3 comments per client per hour.
    let app = TestApp::spawn().await;
    let filing_id = filing(&app, SUBMITTED, 5);
    for n in 0..3 {
        assert_eq!(
            post(&app, json!(filing_id), &format!("Comment {n}"))
                .await
                .0,
            201
        );
    }

    let (limited, body, retry_after) = post(&app, json!(filing_id), "One more").await;
    let (other_client, _, _) = post_as(&app, json!(filing_id), "Mine", "198.51.100.99").await;

    assert_eq!(limited, 429);
    assert_eq!(body["error"]["code"], "too_many_requests");
    let seconds: u64 = retry_after.expect("Retry-After").parse().unwrap();
    assert!((3000..=3600).contains(&seconds), "{seconds}");
    assert_message_code(
        &body,
        "too_many_comments",
        json!({"minutes": seconds.div_ceil(60)}),
    );
    assert_eq!(other_client, 201);
    assert_eq!(stored_comments(&app).len(), 4);
}

#[actix_web::test]
async fn with_the_database_down_a_comment_gets_503_and_is_taken_once_it_is_back() {
    let app = TestApp::spawn().await;
    let filing_id = filing(&app, SUBMITTED, 5);

    app.set_connections_allowed(false);
    let (down, body, _) = post(&app, json!(filing_id), "Too high.").await;
    app.set_connections_allowed(true);

    assert_eq!(down, 503);
    assert_eq!(body["error"]["code"], "unavailable");
    assert_message_code(&body, "unavailable", json!({}));
    test_support::wait::until("a comment accepted once the database is back", async || {
        (post(&app, json!(filing_id), "Too high.").await.0 == 201).then_some(())
    })
    .await;
    assert_eq!(stored_comments(&app).len(), 1);
}
