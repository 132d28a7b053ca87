//! `GET /feeds/filings.atom`: new filings and status changes of every company, newest first.

use std::time::Duration;

use chrono::{TimeDelta, TimeZone, Utc};
use db::schema::filings;
use diesel::prelude::*;

use super::{
    TAG, assert_atom, assert_gzip_and_brotli_match_plain_bytes, ids, rate_page, read_feed, title,
    wait_for_text,
};
use crate::fixtures::acme::{AcmeGold, company, product, type_of_insurance};
use crate::helpers::TestApp;
use test_support::builders::{FilingBuilder, status};

const PATH: &str = "/feeds/filings.atom";

// At most 50 entries, newest status change first, one per filing and status;
// each entry links to the Rate Page of the filing's first company, and a Do Not Display filing
// never appears, however recent.
#[actix_web::test]
async fn the_fifty_latest_status_changes_come_newest_first_each_linking_its_rate_page() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let acme_gold = AcmeGold::insert_gold_plan(conn);
    let AcmeGold { acme, gold, ind } = acme_gold;
    let beta = company(conn, "Beta Health", 10002);
    let start = Utc.with_ymd_and_hms(2026, 1, 1, 9, 0, 0).unwrap();
    let statuses = [status::SUBMITTED, status::UNDER_REVIEW, status::ACCEPTED];
    let filing_ids: Vec<i32> = (0..60)
        .map(|i: i64| {
            let mut fixture = acme_gold
                .filed(&format!("ACME-{i:09}"), "7.5")
                .status(statuses[usize::try_from(i).unwrap() % 3])
                .status_changed_at(start + TimeDelta::hours(i));
            if i % 10 == 0 {
                fixture = fixture.company(beta, "3");
            }
            fixture.insert(conn).filing_id
        })
        .collect();
    acme_gold
        .filed("HIDE-000000001", "9")
        .status(status::DO_NOT_DISPLAY)
        .status_changed_at(start + TimeDelta::days(30))
        .insert(conn);

    // Act
    let (feed, xml) = read_feed(&app, PATH).await;

    // Assert
    assert_atom(&feed, "feeds/filings.atom", "/rates");
    assert_eq!(feed.entries.len(), 50);
    let expected: Vec<String> = filing_ids[10..]
        .iter()
        .rev()
        .zip((10..60).rev())
        .map(|(id, i)| format!("{TAG}filing/{id}/status/{}", statuses[i % 3]))
        .collect();
    assert_eq!(ids(&feed), expected);
    for (entry, filing_id) in feed.entries.iter().zip(filing_ids[10..].iter().rev()) {
        assert_eq!(entry.links[0].href, rate_page(gold, *filing_id, acme, ind));
        assert_eq!(entry.published, entry.updated);
    }
    let newest = &feed.entries[0];
    assert_eq!(
        title(newest),
        "Accepted: Acme Health — Individual, +7.5% requested (ACME-000000059)"
    );
    assert_eq!(newest.updated, Some(start + TimeDelta::hours(59)));
    assert_eq!(newest.categories[0].term, "Accepted");
    let joint = feed
        .entries
        .iter()
        .find(|e| title(e).contains("ACME-000000040"))
        .unwrap();
    assert_eq!(
        title(joint),
        "Under Review: Acme Health and Beta Health — Individual, +7.5% requested (ACME-000000040)"
    );
    let details = joint.content.as_ref().unwrap().body.as_deref().unwrap();
    for fact in [
        "<strong>Companies:</strong> Acme Health (+7.5%); Beta Health (+3%)",
        "<strong>Requested overall change:</strong> +7.5% (minimum +5.5%, maximum +9.5%)",
        "<strong>Submitted on:</strong> 01/15/2026",
        "<strong>Requested effective date:</strong> 01/01/2027",
        "<strong>Type of insurance:</strong> Individual Health",
        "<p>The public commenting period is now closed",
    ] {
        assert!(details.contains(fact), "{fact} missing from {details}");
    }
    assert!(
        !xml.contains("HIDE-000000001"),
        "Do Not Display is never public"
    );
}

// Ids are stable: the same data gives the same entries whenever the feed is built again.
#[actix_web::test]
async fn entries_keep_their_ids_when_the_feed_is_built_again() {
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let acme_gold = AcmeGold::insert_gold_plan(conn);
    for i in 0..3 {
        acme_gold
            .filed(&format!("ACME-00000000{i}"), "4")
            .insert(conn);
    }
    app.settle().await;
    let (first, _) = read_feed(&app, PATH).await;

    db::queries::data_generation::bump(conn).unwrap();
    app.settle().await;
    let (again, _) = read_feed(&app, PATH).await;

    assert_eq!(ids(&first).len(), 3);
    assert_eq!(ids(&again), ids(&first));
}

// A status change reaches a reader as a new item: the entry id names the status.
#[actix_web::test]
async fn a_status_change_arrives_as_a_new_entry() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let filing = AcmeGold::insert_gold_plan(conn)
        .filed("ACME-000000001", "-2")
        .status(status::SUBMITTED)
        .insert(conn)
        .filing_id;
    app.settle().await;
    let (before, _) = read_feed(&app, PATH).await;

    // Act: the importer's change, in one transaction with the generation bump.
    let changed_at = Utc::now();
    diesel::update(filings::table.find(filing))
        .set((
            filings::filing_status_code.eq(status::ACCEPTED),
            filings::status_changed_at.eq(changed_at),
        ))
        .execute(conn)
        .unwrap();
    db::queries::data_generation::bump(conn).unwrap();
    wait_for_text(&app, PATH, Duration::from_secs(2), |xml| {
        xml.contains("status/3")
    })
    .await;
    let (after, _) = read_feed(&app, PATH).await;

    // Assert
    assert_eq!(ids(&before), [format!("{TAG}filing/{filing}/status/1")]);
    assert_eq!(ids(&after), [format!("{TAG}filing/{filing}/status/3")]);
    assert_eq!(
        title(&after.entries[0]),
        "Accepted: Acme Health — Individual, -2% requested (ACME-000000001)"
    );
    assert_eq!(
        after.entries[0].updated.unwrap().timestamp(),
        changed_at.timestamp()
    );
}

// Names and products come from the rate-filing system: markup, entities, CDATA ends and quotes
// in them reach the reader as the text they are, never as markup.
#[actix_web::test]
async fn hostile_names_reach_the_reader_as_text() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let name = "<script>alert(\"owned\")</script> & ]]> 'Acme'";
    let product_name = "Gold <b>\"Plan\"</b> & ]]>";
    let acme = company(conn, name, 10001);
    let gold = product(conn, acme, "Gold Plan");
    let ind = type_of_insurance(conn, "H16I", "Individual & <Health>");
    FilingBuilder::new("ACME-000000001", gold, ind)
        .status(status::SUBMITTED)
        .product_name(product_name)
        .company(acme, "7.5")
        .insert(conn);

    // Act
    let (feed, xml) = read_feed(&app, PATH).await;

    // Assert
    let entry = &feed.entries[0];
    assert_eq!(
        title(entry),
        format!("Submitted: {name} — Individual, +7.5% requested (ACME-000000001)")
    );
    let summary = &entry.summary.as_ref().unwrap().content;
    assert!(
        summary.contains(name) && summary.contains(product_name),
        "{summary}"
    );
    let html = entry.content.as_ref().unwrap().body.as_deref().unwrap();
    assert!(
        html.contains(
            "&lt;script&gt;alert(&quot;owned&quot;)&lt;/script&gt; &amp; ]]&gt; &apos;Acme&apos;"
        ),
        "{html}"
    );
    assert!(
        html.contains("Gold &lt;b&gt;&quot;Plan&quot;&lt;/b&gt; &amp; ]]&gt;"),
        "{html}"
    );
    assert!(!html.contains("<script") && !html.contains("<b>"), "{html}");
    assert!(!xml.contains("<script") && !xml.contains("<b>"), "{xml}");
}

// A site without public filings still has a valid feed, dated by the last change of the public
// data (the data generation's bump), not by a made-up time.
#[actix_web::test]
async fn a_feed_without_filings_is_valid_and_dated_by_the_last_data_change() {
    let app = TestApp::spawn().await;
    let bumped_at = db::queries::data_generation::bumped_at(&mut app.db.conn()).unwrap();

    let (feed, _) = read_feed(&app, PATH).await;

    assert_atom(&feed, "feeds/filings.atom", "/rates");
    assert!(feed.entries.is_empty());
    assert_eq!(feed.updated.unwrap().timestamp(), bumped_at.timestamp());
}

// Cached like other answers: ETag and 304, gzip and br.
#[actix_web::test]
async fn the_feed_is_revalidated_by_etag_and_sent_compressed() {
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    AcmeGold::insert_gold_plan(conn)
        .filed("ACME-000000001", "4")
        .insert(conn);
    app.settle().await;

    app.assert_revalidated_by_etag(PATH).await;
    assert_gzip_and_brotli_match_plain_bytes(&app, PATH).await;
}
