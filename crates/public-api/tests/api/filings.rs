//! SPEC 2.7 / 7.2: `GET /filings` (latest rate rows) and `GET /rates` (every public rate row).

use crate::fixtures::acme::{AcmeGold, company, product, type_of_insurance};
use serde_json::{Value, json};

use crate::helpers::{TestApp, texts};
use test_support::builders::{FilingBuilder, date, status};
use test_support::snapshots::key;

/// The tracking number of each row.
fn tracking_numbers(body: &Value) -> Vec<&str> {
    texts(body, "filingSerffTrackNum")
}

// SPEC 3 "Latest rate row" + SPEC 4.1 badge: exact field names and values.
#[actix_web::test]
async fn a_latest_rate_row_has_the_spec_fields() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let acme_gold = AcmeGold::insert(conn, Some(10), "Individual Health");
    let AcmeGold { acme, gold, ind } = acme_gold;
    let filing_id = acme_gold
        .filing(
            "ACME-000000001",
            status::UNDER_REVIEW,
            date(2026, 3, 4),
            "7.5",
        )
        .insert(conn)
        .filing_id;

    // Act
    let body = app.get_ok_json("/filings").await;

    // Assert
    insta::assert_json_snapshot!(body, {
        "[].filingId" => key("filing", filing_id),
        "[].companyProductPk" => key("gold", gold),
        "[].companyPk" => key("acme", acme),
        "[].toiId" => key("ind", ind),
    });
}

// SPEC 9 "30 days while a filing is Submitted": a Submitted row carries the instant its comment
// period closes, 00:00 UTC of the submission date + 30 days, whether or not that instant has
// passed (a cached answer outlives the day it was made); others carry null.
#[actix_web::test]
async fn a_submitted_row_carries_when_its_comment_period_closes() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let acme = company(conn, "Acme Health", 10001);
    let ind = type_of_insurance(conn, "H16I", "Individual Health");
    for (tracking, product_name, filing_status, submitted) in [
        (
            "ACME-000000001",
            "Gold",
            status::SUBMITTED,
            date(2026, 2, 20),
        ),
        (
            "ACME-000000002",
            "Silver",
            status::SUBMITTED,
            date(2020, 1, 1),
        ),
        (
            "ACME-000000003",
            "Bronze",
            status::ACCEPTED,
            date(2026, 2, 21),
        ),
    ] {
        let product_pk = product(conn, acme, product_name);
        FilingBuilder::new(tracking, product_pk, ind)
            .status(filing_status)
            .submitted(submitted)
            .company(acme, "1")
            .insert(conn);
    }

    // Act
    let body = app.get_ok_json("/filings").await;

    // Assert: February 2026 has 28 days, so 30 days after the 20th is March 22nd.
    let closes: Vec<(&str, &Value)> = body
        .as_array()
        .unwrap()
        .iter()
        .map(|row| {
            (
                row["filingSerffTrackNum"].as_str().unwrap(),
                &row["commentPeriodClosesAt"],
            )
        })
        .collect();
    assert_eq!(
        closes,
        [
            ("ACME-000000003", &Value::Null),
            ("ACME-000000001", &json!("2026-03-22T00:00:00Z")),
            ("ACME-000000002", &json!("2020-01-31T00:00:00Z")),
        ]
    );
}

// SPEC 2.7 "latest proposed rate changes": per product and type of insurance only the newest
// publicly listed filing (ties: higher filingId); a newer Do Not Display filing hides nothing.
#[actix_web::test]
async fn latest_picks_the_newest_public_filing_per_product_and_type_of_insurance() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let acme = company(conn, "Acme Health", 10001);
    let gold = product(conn, acme, "Acme Gold");
    let silver = product(conn, acme, "Acme Silver");
    let ind = type_of_insurance(conn, "H16I", "Individual Health");
    let grp = type_of_insurance(conn, "H16G", "Group Health");
    let fixture = |tracking: &str, product_pk: i32, toi_id: i32, y: i32, m: u32| {
        FilingBuilder::new(tracking, product_pk, toi_id)
            .submitted(date(y, m, 1))
            .company(acme, "1")
    };
    fixture("ACME-000000001", gold, ind, 2024, 1).insert(conn);
    fixture("ACME-000000002", gold, ind, 2025, 1).insert(conn);
    fixture("ACME-000000003", gold, ind, 2025, 6)
        .status(status::DO_NOT_DISPLAY)
        .insert(conn);
    fixture("ACME-000000004", gold, grp, 2023, 5).insert(conn);
    fixture("ACME-000000006", silver, ind, 2025, 3).insert(conn);
    fixture("ACME-000000005", silver, ind, 2025, 3).insert(conn);

    // Act
    let body = app.get_ok_json("/filings").await;

    // Assert: newest first; the later-inserted of the two same-day filings wins the tie.
    assert_eq!(
        tracking_numbers(&body),
        ["ACME-000000005", "ACME-000000002", "ACME-000000004"]
    );
}

// SPEC 3: a filing names one or more companies, each with its own companyRate → one row each.
#[actix_web::test]
async fn a_multi_company_filing_gives_a_row_per_company() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let parent = company(conn, "Parent Health", 10001);
    let affiliate = company(conn, "Affiliate Health", 10002);
    let plan = product(conn, parent, "Family Plan");
    let ind = type_of_insurance(conn, "H16I", "Individual Health");
    let filing_id = FilingBuilder::new("PRNT-000000001", plan, ind)
        .company(parent, "4")
        .company(affiliate, "-1.25")
        .insert(conn)
        .filing_id;

    // Act
    let body = app.get_ok_json("/filings").await;

    // Assert
    insta::assert_json_snapshot!(body, {
        "[].filingId" => key("filing", filing_id),
        "[].companyProductPk" => key("plan", plan),
        "[0].companyPk" => key("parent", parent),
        "[1].companyPk" => key("affiliate", affiliate),
        "[].toiId" => key("ind", ind),
    });
}

// SPEC 4.1 "Do Not Display": such filings are never public, in /filings nor /rates.
#[actix_web::test]
async fn do_not_display_filings_appear_nowhere() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    AcmeGold::insert(conn, None, "Individual Health")
        .filed("ACME-000000009", "3")
        .status(status::DO_NOT_DISPLAY)
        .insert(conn);

    // Act
    let latest = app.get_ok_json("/filings").await;
    let rates = app.get_ok_json("/rates").await;

    // Assert
    assert_eq!(latest, json!([]));
    assert_eq!(rates, json!([]));
}

// SPEC 7.2 "rates … not shown"; decided: every public rate row, full history, in the order of
// /filings (SPEC 2.7 default sort: submissionDate descending, then tracking number).
#[actix_web::test]
async fn rates_lists_the_full_public_history_newest_first() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let acme_gold = AcmeGold::insert(conn, None, "Individual Health");
    for (tracking, day) in [
        ("ACME-000000001", 1),
        ("ACME-000000003", 20),
        ("ACME-000000002", 20),
    ] {
        acme_gold
            .filed(tracking, "2")
            .submitted(date(2025, 5, day))
            .insert(conn);
    }
    acme_gold
        .filing(
            "ACME-000000004",
            status::DO_NOT_DISPLAY,
            date(2025, 6, 1),
            "2",
        )
        .insert(conn);

    // Act
    let body = app.get_ok_json("/rates").await;

    // Assert
    assert_eq!(
        tracking_numbers(&body),
        ["ACME-000000002", "ACME-000000003", "ACME-000000001"]
    );
    assert_eq!(body[0]["submissionDate"], "2025-05-20");
    assert_eq!(body[0]["stateStatus"]["colour"], "green");
}

// No filings: an empty list, not an error.
#[actix_web::test]
async fn no_filings_is_an_empty_list() {
    let app = TestApp::spawn().await;

    let body = app.get_ok_json("/filings").await;

    assert_eq!(body, json!([]));
}
