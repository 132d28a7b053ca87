//! `GET /company-products/{companyProductPk}/history`, a company product's rate
//! history for the charts of the Company Page (SPEC 2.8) and Rate Page (SPEC 2.9).

use serde_json::{Value, json};

use crate::fixtures::acme::{AcmeGold, company, product, type_of_insurance};
use crate::helpers::{TestApp, texts};
use test_support::builders::{FilingBuilder, ProductBuilder, date, status};
use test_support::snapshots::key;

fn path(company_product_pk: i32) -> String {
    format!("/company-products/{company_product_pk}/history")
}

/// `(typeOfInsurance, [filingSerffTrackNum…])` of each type of insurance of a history.
fn outline(body: &Value) -> Vec<(&str, Vec<&str>)> {
    body["typesOfInsurance"]
        .as_array()
        .unwrap()
        .iter()
        .map(|group| {
            (
                group["typeOfInsurance"].as_str().unwrap(),
                texts(&group["filings"], "filingSerffTrackNum"),
            )
        })
        .collect()
}

// The product, its company, and per type of insurance each filing with the keys of its
// Rate Page link (SPEC 2.9), tracking number, submission and requested implementation dates, the
// status badge (SPEC 4.1) and the company's rate figures as Latest Rates has them (SPEC 2.7).
#[actix_web::test]
async fn a_history_has_the_product_its_company_and_each_filings_figures() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let acme_gold = AcmeGold::insert_gold_plan(conn);
    let AcmeGold { acme, gold, ind } = acme_gold;
    let filing_id = acme_gold
        .filing(
            "ACME-000000001",
            status::UNDER_REVIEW,
            date(2025, 2, 3),
            "7.5",
        )
        .requested(Some(date(2026, 1, 1)))
        .insert(conn)
        .filing_id;

    // Act
    let body = app.get_ok_json(&path(gold)).await;

    // Assert
    insta::assert_json_snapshot!(body, {
        ".companyProductPk" => key("gold", gold),
        ".companyPk" => key("acme", acme),
        ".typesOfInsurance[].toiId" => key("ind", ind),
        ".typesOfInsurance[].filings[].filingId" => key("filing", filing_id),
        ".typesOfInsurance[].filings[].companyProductPk" => key("gold", gold),
        ".typesOfInsurance[].filings[].companyPk" => key("acme", acme),
        ".typesOfInsurance[].filings[].toiId" => key("ind", ind),
    });
}

// SPEC 2.8: only this product's publicly listed filings ("Do Not Display" never, as
// on the Company Page), per type of insurance by name, each oldest first (a chart's natural
// order; same day: by tracking number).
#[actix_web::test]
async fn only_the_products_public_filings_oldest_first_per_type_of_insurance() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let AcmeGold { acme, gold, ind } = AcmeGold::insert_gold_plan(conn);
    let silver = product(conn, acme, "Silver Plan");
    let grp = type_of_insurance(conn, "H16G", "Group Health");
    let filing = |tracking: &str, product_pk: i32, toi_id: i32, submitted| {
        FilingBuilder::new(tracking, product_pk, toi_id)
            .submitted(submitted)
            .company(acme, "3")
    };
    filing("ACME-000000004", gold, ind, date(2025, 6, 1)).insert(conn);
    filing("ACME-000000002", gold, ind, date(2023, 6, 1)).insert(conn);
    filing("ACME-000000003", gold, ind, date(2023, 6, 1)).insert(conn);
    filing("ACME-000000001", gold, grp, date(2024, 1, 1)).insert(conn);
    filing("ACME-000000005", gold, ind, date(2024, 1, 1))
        .status(status::DO_NOT_DISPLAY)
        .insert(conn);
    filing("ACME-000000006", silver, ind, date(2024, 1, 1)).insert(conn);

    // Act
    let body = app.get_json(&path(gold)).await;

    // Assert
    assert_eq!(
        outline(&body),
        vec![
            ("Group Health", vec!["ACME-000000001"]),
            (
                "Individual Health",
                vec!["ACME-000000002", "ACME-000000003", "ACME-000000004"]
            ),
        ]
    );
}

// As on the Company Page: a filing naming several companies is one point, with the product's
// company's figures when the filing names it (its Rate Page link carries that companyPk), else
// the first company's; a filing without figures or implementation date answers nulls.
#[actix_web::test]
async fn a_multi_company_filing_is_one_point_with_the_products_company_line() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let AcmeGold { acme, gold, ind } = AcmeGold::insert_gold_plan(conn);
    let partner = company(conn, "Partner Health", 10002);
    let other = company(conn, "Other Health", 10003);
    FilingBuilder::new("ACME-000000001", gold, ind)
        .submitted(date(2024, 1, 1))
        .company(partner, "1")
        .company(acme, "2")
        .insert(conn);
    FilingBuilder::new("ACME-000000002", gold, ind)
        .submitted(date(2025, 1, 1))
        .requested(None)
        .company(other, "4")
        .company(partner, "5")
        .insert(conn);

    // Act
    let body = app.get_json(&path(gold)).await;

    // Assert
    let filings = body["typesOfInsurance"][0]["filings"].as_array().unwrap();
    assert_eq!(filings.len(), 2);
    assert_eq!(filings[0]["companyPk"], acme);
    assert_eq!(filings[0]["companyRate"]["rateOverallRateImpact"], 2.0);
    assert_eq!(filings[1]["companyPk"], other);
    assert_eq!(filings[1]["companyRate"]["rateOverallRateImpact"], 4.0);
    assert_eq!(filings[1]["effImpDateReqNew"], Value::Null);
}

// A product without public filings (here: only "Do Not Display", and inactive) has a
// history with no type of insurance; it is not "No data found.".
#[actix_web::test]
async fn a_product_without_public_filings_has_an_empty_history() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let acme = company(conn, "Acme Health", 10001);
    let retired = ProductBuilder::new(acme, "Retired Plan")
        .active(0)
        .insert(conn)
        .company_product_pk;
    let ind = type_of_insurance(conn, "H16I", "Individual Health");
    FilingBuilder::new("ACME-000000001", retired, ind)
        .status(status::DO_NOT_DISPLAY)
        .company(acme, "3")
        .insert(conn);

    // Act
    let body = app.get_json(&path(retired)).await;

    // Assert
    assert_eq!(body["productName"], "Retired Plan");
    assert_eq!(body["companyName"], "Acme Health");
    assert_eq!(body["typesOfInsurance"], json!([]));
}

// Served from memory, as every public answer: ETag and 304, gzip and brotli, and a
// change shows once the data generation is bumped.
#[actix_web::test]
async fn the_history_is_cached_and_revalidated_like_every_public_answer() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let acme_gold = AcmeGold::insert_gold_plan(conn);
    let gold = acme_gold.gold;
    for n in 1..=30 {
        acme_gold
            .filed(&format!("ACME-{n:09}"), "3")
            .submitted(date(1995 + n, 1, 1))
            .insert(conn);
    }
    app.settle().await;

    // Act and assert
    let etag = app.assert_revalidated_by_etag(&path(gold)).await;
    app.assert_gzip_and_brotli_match_plain(&path(gold)).await;

    acme_gold
        .filed("ACME-000000031", "3")
        .submitted(date(2026, 1, 1))
        .insert(conn);
    db::queries::data_generation::bump(conn).unwrap();
    app.wait_for_json(&path(gold), std::time::Duration::from_secs(1), |body| {
        body["typesOfInsurance"][0]["filings"]
            .as_array()
            .unwrap()
            .len()
            == 31
    })
    .await;
    let changed = app.get_with(&path(gold), &[("If-None-Match", &etag)]).await;
    assert_eq!(changed.status(), 200, "the old ETag no longer matches");
}

// SPEC 8 "No data found." as the Company Page: an unknown company product, or a key too large to
// name one, is a 404.
#[actix_web::test]
async fn an_unknown_company_product_is_not_found() {
    // Arrange
    let app = TestApp::spawn().await;

    for unknown in ["4242", "99999999999"] {
        // Act
        let (status, error) = app
            .get_error(&format!("/company-products/{unknown}/history"))
            .await;

        // Assert
        assert_eq!(status, 404, "{unknown}");
        assert_eq!(error["message"], "No data found.", "{unknown}");
    }
}

// docs/api-design.md: a malformed key is a 400 naming the path segment.
#[actix_web::test]
async fn a_key_that_is_not_a_positive_whole_number_is_a_bad_request() {
    // Arrange
    let app = TestApp::spawn().await;

    for bad in ["abc", "0", "-3", "1.5"] {
        // Act
        let (status, error) = app
            .get_error(&format!("/company-products/{bad}/history"))
            .await;

        // Assert
        assert_eq!(status, 400, "{bad}");
        assert_eq!(error["field"], "companyProductPk", "{bad}");
        assert_eq!(
            error["message"],
            format!(
                "companyProductPk must be a positive whole number, such as 42; it was '{bad}'."
            ),
            "{bad}"
        );
    }
}
