//! `GET /compare-plans/{year}/counties/{countyId}`, the SPEC 3 "Compare
//! dataset" of one active year restricted to one location (SPEC 2.5), for the first search of a
//! visitor whose browser has not stored the year's dataset yet (SPEC 4.6). Served and cached
//! like every public answer (ETag, 304, gzip and br, the data generation).

use std::time::Duration;

use db::queries::audit::Actor;
use diesel::Connection;
use serde_json::{Value, json};
use test_support::compare_dataset::{empty_dataset, restricted_to_county, unclosed_references};

use crate::fixtures::plan_compare::{self, SmallMarket, small_market};
use crate::helpers::TestApp;
use test_support::builders::PlanBuilder;

fn slice_path(year: impl std::fmt::Display, county: impl std::fmt::Display) -> String {
    format!("/compare-plans/{year}/counties/{county}")
}

/// Adds a Gold plan of Lakeland Health in `county`, with one variance and one rate.
fn add_gold_plan(conn: &mut diesel::PgConnection, m: &SmallMarket, plan_id: &str, county: i32) {
    let plan = PlanBuilder::new(m.year, m.lakeland_product, plan_id)
        .name("Lakeland Gold 1000")
        .metal_level("G")
        .insert(conn)
        .plan_pk;
    let variance_id = format!("{plan_id}-01");
    plan_compare::variance(conn, plan, &variance_id, plan_compare::NO_AMOUNTS, None);
    plan_compare::plan_area(
        conn,
        plan,
        "Rating Area 3",
        &[county],
        &[("35-N", "290.00")],
    );
}

/// GET `path` once it lists the plan `plan_id` (within a second: one generation poll).
async fn showing_plan(app: &TestApp, path: &str, plan_id: &str) -> Value {
    app.wait_for_json(path, Duration::from_secs(1), |body| {
        body["planData"].get(plan_id).is_some()
    })
    .await
}

// SPEC 3 / SPEC 2.5 steps 2–3: comparisonData holds the one location; the lookups hold exactly
// what its entries refer to (Adams: the Gold plan's shared area; not Cedar's Bronze plan, not the
// inactive company's Silver plan).
#[actix_web::test]
async fn the_slice_is_the_county_alone_with_the_lookups_its_entries_refer_to() {
    // Arrange
    let app = TestApp::spawn().await;
    let m = small_market(&mut app.db.conn(), 2027);
    let full = app.get_json("/compare-plans/2027").await;

    // Act
    let response = app.get(&slice_path(2027, m.adams)).await;

    // Assert
    assert_eq!(response.status(), 200);
    let body: Value = response.json().await.unwrap();
    let (lakeland, gold_area) = (m.lakeland.to_string(), m.gold_area.to_string());
    let expected = json!({
        "compareYear": 2027,
        "comparisonData": {m.adams.to_string(): {"G": {&lakeland: [
            {"varianceId": "11111LK0010001-01", "planAreaId": m.gold_area},
            {"varianceId": "11111LK0010001-02", "planAreaId": m.gold_area},
        ]}}},
        "companyData": {&lakeland: "Lakeland Health"},
        "varianceData": {
            "11111LK0010001-01": full["varianceData"]["11111LK0010001-01"],
            "11111LK0010001-02": full["varianceData"]["11111LK0010001-02"],
        },
        "planAreaData": {&gold_area: full["planAreaData"][&gold_area]},
        "planData": {"11111LK0010001": full["planData"]["11111LK0010001"]},
    });
    assert_eq!(body, expected);
}

// For every county and every year of the demo data, the slice is the whole year's
// answer restricted to that county, and its references close: every varianceId, planAreaId,
// planId and company key mentioned resolves, and every lookup entry is referred to.
#[actix_web::test]
async fn every_demo_county_gets_the_years_answer_restricted_to_it_with_references_closed() {
    // Arrange
    let app = TestApp::spawn().await;
    app.seed_demo();
    let years = app.get_json("/get-years").await;
    let counties = app.get_json("/counties").await;
    assert_eq!(counties.as_array().unwrap().len(), 24);

    for year in years.as_array().unwrap() {
        let full = app.get_json(&format!("/compare-plans/{year}")).await;
        for county in counties.as_array().unwrap() {
            let id = county["id"].to_string();

            // Act
            let response = app.get(&slice_path(year, &id)).await;

            // Assert
            assert_eq!(response.status(), 200, "{year} county {id}");
            let slice: Value = response.json().await.unwrap();
            assert_eq!(unclosed_references(&slice), Vec::<String>::new());
            assert!(
                slice["comparisonData"][&id].is_object(),
                "{year}: the demo data offers plans in county {id}"
            );
            assert!(
                slice == restricted_to_county(&full, &id),
                "{year} county {id}: the slice is not the year's answer restricted to it"
            );
        }
    }
}

// SPEC 4.5: only active years are compared; the message is the whole year's. A county id no
// county has (however large) is a 404 that names it.
#[actix_web::test]
async fn an_unknown_or_inactive_year_or_an_unknown_county_is_not_found() {
    // Arrange
    let app = TestApp::spawn().await;
    let mut conn = app.db.conn();
    let m = small_market(&mut conn, 2027);
    plan_compare::compare_year(&mut conn, 2026, false);
    let unknown = "999999";

    let cases = [
        (
            slice_path(2026, m.adams),
            "No plan comparison is available for 2026.",
        ),
        (
            slice_path(2030, m.adams),
            "No plan comparison is available for 2030.",
        ),
        (
            slice_path(2030, unknown),
            "No plan comparison is available for 2030.",
        ),
        (
            slice_path(2027, unknown),
            "No county has the id 999999: choose a location from the counties list.",
        ),
        (
            slice_path(2027, "2147483648"),
            "No county has the id 2147483648: choose a location from the counties list.",
        ),
    ];
    for (path, message) in cases {
        // Act
        let (status, error) = app.get_error(&path).await;

        // Assert
        assert_eq!(status, 404, "{path}");
        assert_eq!(error["code"], "not_found", "{path}");
        assert_eq!(error["message"], message, "{path}");
    }
}

// docs/api-design.md: a malformed request is a 400 whose envelope names the field at fault; the
// year as on `/compare-plans/{year}`, countyId as every other key in a path
// (`domain::parse_path_key`). The year is checked first.
#[actix_web::test]
async fn a_bad_year_or_county_id_is_a_bad_request_naming_it() {
    // Arrange
    let app = TestApp::spawn().await;
    let m = small_market(&mut app.db.conn(), 2027);

    let mut cases: Vec<(String, &str)> = ["abc", "1999", "2101", "20271"]
        .into_iter()
        .map(|year| (slice_path(year, m.adams), "year"))
        .collect();
    cases.extend(
        ["0", "-3", "+5", "abc", "1.5", "%205"]
            .into_iter()
            .map(|county| (slice_path(2027, county), "countyId")),
    );
    cases.push((slice_path(1999, 0), "year"));
    for (path, field) in cases {
        // Act
        let (status, error) = app.get_error(&path).await;

        // Assert
        assert_eq!(status, 400, "{path}");
        assert_eq!(error["code"], "bad_request", "{path}");
        assert_eq!(error["field"], field, "{path}");
    }
    let (_, year) = app.get_error(&slice_path(2101, m.adams)).await;
    assert_eq!(
        year["message"],
        "The year must be a four-digit year from 2000 to 2100, such as 2027."
    );
    let (_, county) = app.get_error(&slice_path(2027, "abc")).await;
    assert_eq!(
        county["message"],
        "countyId must be a positive whole number, such as 42; it was 'abc'."
    );
}

// A known county where the year offers nothing is answered with the shape and every
// map empty; comparisonData has no key for it, as the whole year's answer has none.
#[actix_web::test]
async fn a_county_without_plans_is_answered_with_every_map_empty() {
    // Arrange
    let app = TestApp::spawn().await;
    let mut conn = app.db.conn();
    small_market(&mut conn, 2027);
    let dale = plan_compare::county(&mut conn, "99007", "Dale County");

    // Act
    let response = app.get(&slice_path(2027, dale)).await;

    // Assert
    assert_eq!(response.status(), 200);
    assert_eq!(response.json::<Value>().await.unwrap(), empty_dataset(2027));
}

// Served from memory, for the slice: an ETag, 304 on a matching If-None-Match, and
// gzip and brotli bodies of the same JSON.
#[actix_web::test]
async fn the_slice_has_an_etag_answers_304_and_comes_in_gzip_and_brotli() {
    // Arrange
    let app = TestApp::spawn().await;
    let m = small_market(&mut app.db.conn(), 2027);
    app.settle().await;
    let path = slice_path(2027, m.adams);

    // Act and assert
    app.assert_revalidated_by_etag(&path).await;
    app.assert_gzip_and_brotli_match_plain(&path).await;
}

// SPEC 4.5 step 1: "Reset Cache" clears the remote comparison cache. A change written without
// a generation bump is not seen (the answer comes from memory); after the reset it is, with a
// new ETag.
#[actix_web::test]
async fn the_compare_cache_reset_gives_a_new_answer() {
    // Arrange
    let app = TestApp::spawn().await;
    let mut conn = app.db.conn();
    let m = small_market(&mut conn, 2027);
    app.settle().await;
    let path = slice_path(2027, m.cedar);
    let before = app.get(&path).await;
    let etag = before.headers()["etag"].to_str().unwrap().to_owned();
    add_gold_plan(&mut conn, &m, "11111LK0010003", m.cedar);
    app.settle().await;
    assert_eq!(
        app.get_json(&path).await,
        before.json::<Value>().await.unwrap()
    );

    // Act
    let actor = Actor {
        user_pk: None,
        label: "compare cache reset test".to_owned(),
    };
    db::queries::compare_years::clear_cache(&mut conn, &actor).unwrap();

    // Assert
    let after = showing_plan(&app, &path, "11111LK0010003").await;
    assert_eq!(unclosed_references(&after), Vec::<String>::new());
    let now = app.get_with(&path, &[("If-None-Match", &etag)]).await;
    assert_eq!(now.status(), 200, "the old ETag no longer matches");
}

// A rates upload writes the plans and bumps the generation in one transaction (admin-api
// `rates_upload`): the slice shows it within a second.
#[actix_web::test]
async fn a_rates_upload_gives_a_new_answer_within_a_second() {
    // Arrange
    let app = TestApp::spawn().await;
    let mut conn = app.db.conn();
    let m = small_market(&mut conn, 2027);
    app.settle().await;
    let path = slice_path(2027, m.birch);
    let before = app.get_json(&path).await;
    assert!(before["planData"].get("11111LK0010003").is_none());

    // Act
    conn.transaction::<_, diesel::result::Error, _>(|conn| {
        add_gold_plan(conn, &m, "11111LK0010003", m.birch);
        db::queries::data_generation::bump(conn).map(|_| ())
    })
    .unwrap();

    // Assert
    let after = showing_plan(&app, &path, "11111LK0010003").await;
    assert_eq!(
        after["comparisonData"][m.birch.to_string()]["G"][m.lakeland.to_string()]
            .as_array()
            .unwrap()
            .len(),
        3,
        "the two variances of the shared Gold plan and the new plan's one"
    );
}
