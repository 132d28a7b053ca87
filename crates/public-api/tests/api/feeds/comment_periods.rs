//! `GET /feeds/comment-periods.atom`: public comment periods opening, and closing within 7
//! days (SPEC 9: 30 days from the submission date while a filing is Submitted). Built for each
//! request: it follows the clock, the data and the public-comments switch at once.

use chrono::{NaiveDate, NaiveTime, TimeDelta, Utc};
use db::schema::filings;
use diesel::prelude::*;

use super::{
    TAG, assert_atom, assert_gzip_and_brotli_match_plain_bytes, ids, rate_page, read_feed, title,
};
use crate::fixtures::acme::AcmeGold;
use crate::fixtures::site::set_public_comments;
use crate::helpers::TestApp;
use test_support::builders::{days_ago, status};

const PATH: &str = "/feeds/comment-periods.atom";

/// Acme's Gold Plan with one filing, ACME-000000001, Submitted yesterday; gives its id.
fn submitted_yesterday(conn: &mut PgConnection) -> i32 {
    AcmeGold::insert_gold_plan(conn)
        .filing("ACME-000000001", status::SUBMITTED, days_ago(1), "3")
        .insert(conn)
        .filing_id
}

fn midnight(day: NaiveDate) -> chrono::DateTime<Utc> {
    day.and_time(NaiveTime::MIN).and_utc()
}

// An entry when a Submitted filing's period opens (dated its submission day, 00:00
// UTC), another once 7 days or fewer remain (dated 7 days before it closes); none for a period
// that has closed or not begun, nor for a filing in another status or not displayed.
#[actix_web::test]
async fn open_periods_have_an_entry_and_those_closing_within_a_week_a_second() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let acme_gold = AcmeGold::insert_gold_plan(conn);
    let AcmeGold { acme, gold, ind } = acme_gold;
    let submitted = |tracking: &str, days: i64| {
        acme_gold.filing(tracking, status::SUBMITTED, days_ago(days), "7.5")
    };
    let fresh = submitted("ACME-000000001", 5).insert(conn).filing_id;
    let closing = submitted("ACME-000000002", 25).insert(conn).filing_id;
    submitted("ACME-000000003", 30).insert(conn);
    submitted("ACME-000000004", -3).insert(conn);
    submitted("ACME-000000005", 2)
        .status(status::UNDER_REVIEW)
        .insert(conn);
    submitted("ACME-000000006", 3)
        .status(status::DO_NOT_DISPLAY)
        .insert(conn);

    // Act
    let (feed, xml) = read_feed(&app, PATH).await;

    // Assert
    assert_atom(&feed, "feeds/comment-periods.atom", "/rates");
    let period = |filing: i32, days: i64, event: &str| {
        format!(
            "{TAG}filing/{filing}/comment-period/{}/{event}",
            days_ago(days)
        )
    };
    assert_eq!(
        ids(&feed),
        [
            period(closing, 25, "closing"),
            period(fresh, 5, "open"),
            period(closing, 25, "open"),
        ]
    );
    let closes_on = days_ago(25) + TimeDelta::days(30);
    let [closing_soon, opened, opened_earlier] = &feed.entries[..] else {
        panic!("three entries")
    };
    assert_eq!(
        title(closing_soon),
        format!(
            "Comment period closes {}: Acme Health — Individual (ACME-000000002)",
            closes_on.format("%m/%d/%Y")
        )
    );
    assert_eq!(
        closing_soon.updated,
        Some(midnight(closes_on) - TimeDelta::days(7))
    );
    assert_eq!(
        title(opened),
        "Comment period open: Acme Health — Individual (ACME-000000001)"
    );
    assert_eq!(opened.updated, Some(midnight(days_ago(5))));
    assert_eq!(opened_earlier.updated, Some(midnight(days_ago(25))));
    assert_eq!(opened.links[0].href, rate_page(gold, fresh, acme, ind));
    assert_eq!(closing_soon.categories[0].term, "comment-period-closing");
    assert!(
        opened.summary.as_ref().unwrap().content.contains(
            "The public may comment on Acme Health's proposed +7.5% rate change for Filed Product Name until"
        ),
        "{:?}",
        opened.summary
    );
    for hidden in [
        "ACME-000000003",
        "ACME-000000004",
        "ACME-000000005",
        "ACME-000000006",
    ] {
        assert!(!xml.contains(hidden), "{hidden} has no open period");
    }
}

// The feed is built for each request, never kept: a filing leaving Submitted takes its entries
// away at once, before any generation bump.
#[actix_web::test]
async fn entries_follow_the_data_at_once() {
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let filing = submitted_yesterday(conn);
    let (before, _) = read_feed(&app, PATH).await;

    diesel::update(filings::table.find(filing))
        .set(filings::filing_status_code.eq(status::UNDER_REVIEW))
        .execute(conn)
        .unwrap();
    let (after, _) = read_feed(&app, PATH).await;

    assert_eq!(before.entries.len(), 1);
    assert!(after.entries.is_empty());
}

// SPEC 4.3: while public commenting is off, the feed has no entries and says why; turned on
// again, the open periods return.
#[actix_web::test]
async fn while_commenting_is_off_the_feed_is_empty_and_says_so() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    submitted_yesterday(conn);
    set_public_comments(conn, false);
    let bumped_at = db::queries::data_generation::bump(conn)
        .and_then(|_| db::queries::data_generation::bumped_at(conn))
        .unwrap();

    // Act
    let (off, _) = read_feed(&app, PATH).await;
    set_public_comments(conn, true);
    let (on, _) = read_feed(&app, PATH).await;

    // Assert
    assert_atom(&off, "feeds/comment-periods.atom", "/rates");
    assert!(off.entries.is_empty());
    assert!(
        off.description
            .as_ref()
            .unwrap()
            .content
            .starts_with("Public commenting is closed at the moment"),
        "{:?}",
        off.description
    );
    assert_eq!(off.updated.unwrap().timestamp(), bumped_at.timestamp());
    assert_eq!(on.entries.len(), 1);
}

// Without open periods, the feed is dated by the last moment its content changed: here the
// close of the latest period that ended, later than the last data change.
#[actix_web::test]
async fn a_feed_without_open_periods_is_dated_by_the_last_period_that_closed() {
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let acme_gold = AcmeGold::insert_gold_plan(conn);
    for (tracking, days) in [("ACME-000000001", 40), ("ACME-000000002", 31)] {
        acme_gold
            .filing(tracking, status::SUBMITTED, days_ago(days), "3")
            .insert(conn);
    }
    diesel::sql_query("UPDATE data_generation SET bumped_at = now() - interval '60 days'")
        .execute(conn)
        .unwrap();

    let (feed, _) = read_feed(&app, PATH).await;

    assert!(feed.entries.is_empty());
    assert_eq!(
        feed.updated,
        Some(midnight(days_ago(31) + TimeDelta::days(30)))
    );
}

// Built for each request, yet revalidated and compressed like a cached answer.
#[actix_web::test]
async fn the_feed_is_revalidated_by_etag_and_sent_compressed() {
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    submitted_yesterday(conn);

    app.assert_revalidated_by_etag(PATH).await;
    assert_gzip_and_brotli_match_plain_bytes(&app, PATH).await;
}
