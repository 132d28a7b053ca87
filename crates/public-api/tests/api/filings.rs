//! SPEC 2.7 / 7.2: `GET /filings` (latest rate rows) and `GET /rates` (every public rate row).

use crate::fixtures::acme::AcmeGold;
use serde_json::{Value, json};

use crate::helpers::TestApp;
use test_support::builders::{
    CompanyBuilder, FilingBuilder, ProductBuilder, TypeOfInsuranceBuilder, date, status,
};
use test_support::snapshots::key;

async fn get_json(app: &TestApp, path: &str) -> Value {
    let response = app.get(path).await;
    assert_eq!(response.status(), 200, "GET {path}");
    response.json().await.unwrap()
}

fn tracking_numbers(body: &Value) -> Vec<&str> {
    body.as_array()
        .unwrap()
        .iter()
        .map(|row| row["filingSerffTrackNum"].as_str().unwrap())
        .collect()
}

// SPEC 3 "Latest rate row" + SPEC 4.1 badge: exact field names and values.
#[actix_web::test]
async fn a_latest_rate_row_has_the_spec_fields() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let acme_gold = AcmeGold::insert(conn, Some(10), "Individual Health");
    let AcmeGold {
        acme,
        gold,
        individual: ind,
        ..
    } = acme_gold;
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
    let body = get_json(&app, "/filings").await;

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
    let acme = CompanyBuilder::new("Acme Health")
        .naic_code(10001)
        .insert(conn)
        .company_pk;
    let ind = TypeOfInsuranceBuilder::new("H16I", "Individual Health")
        .insert(conn)
        .toi_id;
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
        let product_pk = ProductBuilder::new(acme, product_name)
            .insert(conn)
            .company_product_pk;
        FilingBuilder::new(tracking, product_pk, ind)
            .status(filing_status)
            .submitted(submitted)
            .company(acme, "1")
            .insert(conn);
    }

    // Act
    let body = get_json(&app, "/filings").await;

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
    let acme = CompanyBuilder::new("Acme Health")
        .naic_code(10001)
        .insert(conn)
        .company_pk;
    let gold = ProductBuilder::new(acme, "Acme Gold")
        .insert(conn)
        .company_product_pk;
    let silver = ProductBuilder::new(acme, "Acme Silver")
        .insert(conn)
        .company_product_pk;
    let ind = TypeOfInsuranceBuilder::new("H16I", "Individual Health")
        .insert(conn)
        .toi_id;
    let grp = TypeOfInsuranceBuilder::new("H16G", "Group Health")
        .insert(conn)
        .toi_id;
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
    let body = get_json(&app, "/filings").await;

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
    let parent = CompanyBuilder::new("Parent Health")
        .naic_code(10001)
        .insert(conn)
        .company_pk;
    let affiliate = CompanyBuilder::new("Affiliate Health")
        .naic_code(10002)
        .insert(conn)
        .company_pk;
    let plan = ProductBuilder::new(parent, "Family Plan")
        .insert(conn)
        .company_product_pk;
    let ind = TypeOfInsuranceBuilder::new("H16I", "Individual Health")
        .insert(conn)
        .toi_id;
    let filing_id = FilingBuilder::new("PRNT-000000001", plan, ind)
        .company(parent, "4")
        .company(affiliate, "-1.25")
        .insert(conn)
        .filing_id;

    // Act
    let body = get_json(&app, "/filings").await;

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
    let acme_gold = AcmeGold::insert(conn, None, "Individual Health");
    let AcmeGold {
        acme,
        gold,
        individual: ind,
        ..
    } = acme_gold;
    FilingBuilder::new("ACME-000000009", gold, ind)
        .status(status::DO_NOT_DISPLAY)
        .company(acme, "3")
        .insert(conn);

    // Act
    let latest = get_json(&app, "/filings").await;
    let rates = get_json(&app, "/rates").await;

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
    let AcmeGold {
        acme,
        gold,
        individual: ind,
        ..
    } = acme_gold;
    for (tracking, day) in [
        ("ACME-000000001", 1),
        ("ACME-000000003", 20),
        ("ACME-000000002", 20),
    ] {
        FilingBuilder::new(tracking, gold, ind)
            .submitted(date(2025, 5, day))
            .company(acme, "2")
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
    let body = get_json(&app, "/rates").await;

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

    let body = get_json(&app, "/filings").await;

    assert_eq!(body, json!([]));
}
