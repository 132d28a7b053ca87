//! `GET /feeds/companies/{companyPk}.atom`: the filings feed restricted to one company.

use chrono::{TimeDelta, Utc};
use serde_json::json;

use super::{TAG, assert_atom, ids, link, rate_page, read_feed, title};
use crate::fixtures::acme::{company, product, type_of_insurance};
use crate::helpers::{SITE_URL, TestApp};
use test_support::builders::{FilingBuilder, ProductBuilder, status};

fn path(company_pk: impl std::fmt::Display) -> String {
    format!("/feeds/companies/{company_pk}.atom")
}

// Only the filings naming the company, also those where another company comes
// first (linked to the company's own Rate Page of the filing, telling its own change); never a
// Do Not Display one. The feed follows the company's first active product's Company Page.
#[actix_web::test]
async fn only_the_public_filings_naming_the_company_appear() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let acme = company(conn, "Acme Health", 10001);
    let beta = company(conn, "Beta Health", 10002);
    ProductBuilder::new(acme, "Retired Plan")
        .active(0)
        .insert(conn);
    let gold = product(conn, acme, "Gold Plan");
    product(conn, acme, "Silver Plan");
    let betas = product(conn, beta, "Beta Plan");
    let ind = type_of_insurance(conn, "H16I", "Individual Health");
    let hour = |h| Utc::now() - TimeDelta::hours(h);
    let own = FilingBuilder::new("ACME-000000001", gold, ind)
        .status_changed_at(hour(3))
        .company(acme, "4")
        .insert(conn)
        .filing_id;
    let joint = FilingBuilder::new("BETA-000000001", betas, ind)
        .status_changed_at(hour(2))
        .company(beta, "2")
        .company(acme, "3")
        .insert(conn)
        .filing_id;
    FilingBuilder::new("BETA-000000002", betas, ind)
        .status_changed_at(hour(1))
        .company(beta, "1")
        .insert(conn);
    FilingBuilder::new("ACME-000000002", gold, ind)
        .status(status::DO_NOT_DISPLAY)
        .company(acme, "9")
        .insert(conn);

    // Act
    let (feed, xml) = read_feed(&app, &path(acme)).await;

    // Assert
    assert_atom(
        &feed,
        &format!("feeds/companies/{acme}.atom"),
        &format!("/company/{gold}"),
    );
    assert_eq!(feed.id, format!("{TAG}feeds/companies/{acme}"));
    assert_eq!(
        feed.title.as_ref().unwrap().content,
        "Rate filings of Acme Health — Lakeland Health Insurance Transparency"
    );
    assert_eq!(
        ids(&feed),
        [
            format!("{TAG}filing/{joint}/status/3"),
            format!("{TAG}filing/{own}/status/3"),
        ]
    );
    assert_eq!(
        feed.entries[0].links[0].href,
        rate_page(betas, joint, acme, ind)
    );
    assert_eq!(
        feed.entries[1].links[0].href,
        rate_page(gold, own, acme, ind)
    );
    assert_eq!(
        title(&feed.entries[0]),
        "Accepted: Beta Health and Acme Health — Individual, +3% requested (BETA-000000001)"
    );
    assert!(
        !xml.contains("BETA-000000002") && !xml.contains("ACME-000000002"),
        "{xml}"
    );
}

// A company without public filings has a valid feed without entries; without an active product
// it has no Company Page, so the feed follows the Latest Rates page.
#[actix_web::test]
async fn a_company_without_public_filings_has_an_empty_feed() {
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let quiet = company(conn, "Quiet Health", 10003);
    ProductBuilder::new(quiet, "Old Plan")
        .active(0)
        .insert(conn);

    let (feed, _) = read_feed(&app, &path(quiet)).await;

    assert_atom(&feed, &format!("feeds/companies/{quiet}.atom"), "/rates");
    assert!(feed.entries.is_empty());
    assert_eq!(link(&feed.links, "alternate"), format!("{SITE_URL}/rates"));
}

// Every 4xx says what to do: a key that is not a positive whole number is 400 naming
// companyPk; an id no company has, however large, is 404 naming it.
#[actix_web::test]
async fn a_bad_or_unknown_company_is_refused_with_a_message() {
    let app = TestApp::spawn().await;

    let bad = app.get_error(&path("acme")).await;
    let zero = app.get_error(&path(0)).await;
    let unknown = app.get_error(&path(99_999)).await;
    let huge = app.get_error(&path("99999999999")).await;

    assert_eq!(bad.0, 400);
    assert_eq!(bad.1["field"], json!("companyPk"));
    assert_eq!(
        bad.1["message"],
        json!("companyPk must be a positive whole number, such as 42; it was 'acme'.")
    );
    assert_eq!((zero.0, &zero.1["field"]), (400, &json!("companyPk")));
    assert_eq!(unknown.0, 404);
    assert_eq!(unknown.1["message"], json!("No company has the id 99999."));
    assert_eq!(huge.0, 404);
    assert_eq!(
        huge.1["message"],
        json!("No company has the id 99999999999.")
    );
}
