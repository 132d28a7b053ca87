//! Served from memory: ETag and 304, precompressed gzip and brotli bodies, a
//! generation bump seen within a poll, and cached answers served while the database is down.

use std::time::Duration;

use db::models::county::NewCounty;
use db::schema::counties;
use diesel::prelude::*;
use serde_json::Value;

use crate::helpers::TestApp;
use test_support::wait;

fn add_county(app: &TestApp, fips: &str, name: &str) {
    diesel::insert_into(counties::table)
        .values(NewCounty {
            fips_code: fips,
            long_name: name,
        })
        .execute(&mut app.db.conn())
        .unwrap();
}

fn county_names(body: &Value) -> Vec<String> {
    body.as_array()
        .unwrap()
        .iter()
        .map(|c| c["longName"].as_str().unwrap().to_owned())
        .collect()
}

#[actix_web::test]
async fn answers_carry_an_etag_and_a_matching_if_none_match_gets_304() {
    let app = TestApp::spawn().await;
    add_county(&app, "99001", "Adams County");
    app.settle().await;

    app.assert_revalidated_by_etag("/counties").await;
}

#[actix_web::test]
async fn gzip_and_brotli_bodies_decode_to_the_same_json() {
    let app = TestApp::spawn().await;
    for i in 0..40 {
        add_county(
            &app,
            &format!("99{:03}", 2 * i + 1),
            &format!("County Number {i:02}"),
        );
    }
    app.settle().await;

    app.assert_gzip_and_brotli_match_plain("/counties").await;
}

#[actix_web::test]
async fn a_change_shows_only_once_the_generation_is_bumped_and_then_within_a_second() {
    let app = TestApp::spawn().await;
    add_county(&app, "99001", "Adams County");
    app.settle().await;
    assert_eq!(
        county_names(&app.get("/counties").await.json().await.unwrap()),
        ["Adams County"]
    );

    // A write that does not bump the generation is not seen: the answer comes from memory.
    add_county(&app, "99003", "Birch County");
    app.settle().await;
    assert_eq!(
        county_names(&app.get("/counties").await.json().await.unwrap()),
        ["Adams County"]
    );

    db::queries::data_generation::bump(&mut app.db.conn()).unwrap();
    app.wait_for_json("/counties", Duration::from_secs(1), |body| {
        county_names(body).len() == 2
    })
    .await;
}

#[actix_web::test]
async fn while_the_database_is_down_cached_answers_are_served_and_others_get_503_then_all_recover()
{
    let app = TestApp::spawn().await;
    add_county(&app, "99001", "Adams County");
    app.settle().await;
    assert_eq!(app.get("/counties").await.status(), 200);

    app.set_connections_allowed(false);
    app.wait_until_database_seen_away().await;

    let cached = app.get("/counties").await;
    assert_eq!(
        cached.status(),
        200,
        "a previously fetched answer must keep being served"
    );
    assert_eq!(
        county_names(&cached.json().await.unwrap()),
        ["Adams County"]
    );
    let uncached = app.get("/get-years").await;
    assert_eq!(uncached.status(), 503);
    assert_eq!(
        uncached.json::<Value>().await.unwrap()["error"]["code"],
        "unavailable"
    );

    app.set_connections_allowed(true);
    let recovered = async || (app.get("/get-years").await.status() == 200).then_some(());
    wait::until_within("recovery", Duration::from_secs(5), recovered).await;
}
