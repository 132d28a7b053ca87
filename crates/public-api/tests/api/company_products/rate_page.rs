//! SPEC 2.9 Rate Page: `GET /company-products/{companyProductPk}/{filingId}/{companyPk}/{toiId}`.

use chrono::{TimeDelta, TimeZone, Utc};
use serde_json::{Value, json};

use crate::fixtures::acme::{AcmeGold, company, product, type_of_insurance};
use crate::fixtures::filings::{attachment, comment, comment_status, moderator};
use crate::helpers::TestApp;
use test_support::builders::{FilingBuilder, date, days_ago, status};

/// Keys of one filing and its path.
struct Seeded {
    product: i32,
    filing: i32,
    company: i32,
    affiliate: i32,
    toi: i32,
}

impl Seeded {
    /// The Rate Page path of the seeded filing and company.
    fn path(&self) -> String {
        self.path_of(self.filing, self.company)
    }

    /// The Rate Page path of `filing` of the seeded product and type, for `company`.
    fn path_of(&self, filing: i32, company: i32) -> String {
        format!(
            "/company-products/{}/{filing}/{company}/{}",
            self.product, self.toi
        )
    }

    /// Another filing of the seeded product and type, naming only the seeded company (+1 %).
    fn another_filing(&self, tracking: &str) -> FilingBuilder {
        FilingBuilder::new(tracking, self.product, self.toi).company(self.company, "1")
    }
}

/// A company product with one two-company filing in `status`, submitted on `submitted`.
fn seed(app: &TestApp, status: i16, submitted: chrono::NaiveDate) -> Seeded {
    let conn = &mut app.db.conn();
    let acme_gold = AcmeGold::insert_gold_plan(conn);
    let affiliate = company(conn, "Affiliate Health", 10002);
    let filing = acme_gold
        .filing("ACME-000000001", status, submitted, "7.5")
        .company(affiliate, "3")
        .insert(conn)
        .filing_id;
    Seeded {
        product: acme_gold.gold,
        filing,
        company: acme_gold.acme,
        affiliate,
        toi: acme_gold.ind,
    }
}

// SPEC 3 "Single filing", 2.9, 5.4 (pdf/xlsm only, by documentName) and 4.2 (status 1 only,
// oldest first, no note or approver): exact field names and values.
#[actix_web::test]
async fn the_filing_has_the_spec_fields_public_attachments_and_published_comments() {
    // Arrange
    let app = TestApp::spawn().await;
    let keys = seed(&app, status::ACCEPTED, date(2025, 5, 6));
    let conn = &mut app.db.conn();
    let rates = attachment(conn, keys.filing, "rates.xlsm", "B Rate tables", "xlsm");
    let memo = attachment(
        conn,
        keys.filing,
        "memo.pdf",
        "A Actuarial memorandum",
        "pdf",
    );
    attachment(conn, keys.filing, "notes.docx", "C Notes", "docx");
    attachment(conn, keys.filing, "old.xls", "D Old rates", "xls");
    let staff = moderator(conn);
    let at = |day| Utc.with_ymd_and_hms(2025, 6, day, 14, 30, 0).unwrap();
    let later = comment(
        conn,
        keys.filing,
        "Second",
        comment_status::PUBLISHED,
        at(9),
        Some(staff),
    );
    let first = comment(
        conn,
        keys.filing,
        "First",
        comment_status::PUBLISHED,
        at(2),
        Some(staff),
    );
    comment(
        conn,
        keys.filing,
        "Pending",
        comment_status::PENDING,
        at(3),
        None,
    );
    comment(
        conn,
        keys.filing,
        "Rejected",
        comment_status::REJECTED,
        at(4),
        Some(staff),
    );
    comment(
        conn,
        keys.filing,
        "Posted",
        comment_status::POSTED,
        at(5),
        Some(staff),
    );

    // Act
    let body = app.get_ok_json(&keys.path()).await;

    // Assert
    let published = |key: i32, text: &str, day: u32| {
        json!({
            "commentKey": key,
            "commentary": text,
            "dateCreated": format!("2025-06-{day:02}T14:30:00Z"),
            "dateCreatedAsString": format!("06/{day:02}/2025"),
            "status": 1,
            "statusDesc": "Published"
        })
    };
    assert_eq!(
        body,
        json!({
            "productName": "Gold Plan",
            "typeOfInsurance": "Individual Health",
            "typeOfInsuranceCode": "H16I",
            "companyName": "Acme Health",
            "filingList": [{
                "filingId": keys.filing,
                "productName": "Filed Product Name",
                "lahMarketType": "Individual",
                "lahMarketTypeCode": "individual",
                "lahGrpMarketSize": null,
                "lahGrpMarketSizeCode": null,
                "lahGrpMarketType": null,
                "lahGrpMarketTypeCode": null,
                "filingSerffTrackNum": "ACME-000000001",
                "submissionDate": "2025-05-06",
                "effImpDateReqNew": "2027-01-01",
                "stateStatus": {
                    "displayStatus": "Accepted",
                    "statusCode": "accepted",
                    "colour": "green",
                    "popover": "The Insurance Department completed the rate review process and found the proposed rate change to be reasonable."
                },
                "compTrackNum": "CT-1",
                "lahOverallRateImpact": 6.25,
                "companyRate": {
                    "rateOverallRateImpact": 7.5,
                    "rateAffPolicyHolder": 1000,
                    "rateMaxChange": 9.5,
                    "rateMinChange": 5.5
                },
                "commentPeriod": {"open": false, "closesOn": null, "closesAt": null},
                "attachments": [
                    {"attachmentKey": memo, "name": "memo.pdf", "documentName": "A Actuarial memorandum", "fileExtension": "pdf"},
                    {"attachmentKey": rates, "name": "rates.xlsm", "documentName": "B Rate tables", "fileExtension": "xlsm"}
                ],
                "comments": [published(first, "First", 2), published(later, "Second", 9)]
            }]
        })
    );
    let text = body.to_string();
    assert!(
        !text.contains("note") && !text.contains("approver"),
        "{text}"
    );
}

// SPEC 3: a filing names several companies; the path's company picks its companyRate.
#[actix_web::test]
async fn the_company_segment_picks_that_companys_rates() {
    // Arrange
    let app = TestApp::spawn().await;
    let keys = seed(&app, status::ACCEPTED, date(2025, 5, 6));
    // Act
    let body = app
        .get_ok_json(&keys.path_of(keys.filing, keys.affiliate))
        .await;

    // Assert
    assert_eq!(body["companyName"], "Affiliate Health");
    assert_eq!(
        body["filingList"][0]["companyRate"]["rateOverallRateImpact"],
        3.0
    );
}

// A group filing's market texts go out as stored, each with the code of the market or kind of
// group it names (case and outer spaces aside), or null for one the site does not know.
#[actix_web::test]
async fn the_market_texts_are_sent_as_stored_with_their_codes() {
    // Arrange
    let app = TestApp::spawn().await;
    let keys = seed(&app, status::ACCEPTED, date(2025, 5, 6));
    let group = keys
        .another_filing("ACME-000000002")
        .market("Group", Some(" small group"), Some("Union"))
        .insert(&mut app.db.conn())
        .filing_id;

    // Act
    let body = app.get_ok_json(&keys.path_of(group, keys.company)).await;

    // Assert
    let filing = &body["filingList"][0];
    let market = [
        "lahMarketType",
        "lahMarketTypeCode",
        "lahGrpMarketSize",
        "lahGrpMarketSizeCode",
        "lahGrpMarketType",
        "lahGrpMarketTypeCode",
    ]
    .map(|field| filing[field].clone());
    assert_eq!(
        market,
        [
            json!("Group"),
            json!("group"),
            json!(" small group"),
            json!("smallGroup"),
            json!("Union"),
            Value::Null,
        ]
    );
}

// SPEC 9 "30 days while a filing is Submitted", from the submission date.
#[actix_web::test]
async fn the_comment_period_is_open_for_thirty_days_after_submission() {
    // Arrange
    let app = TestApp::spawn().await;
    let recent = seed(&app, status::SUBMITTED, days_ago(10));
    let conn = &mut app.db.conn();
    let old = recent
        .another_filing("ACME-000000002")
        .status(status::SUBMITTED)
        .submitted(days_ago(31))
        .insert(conn)
        .filing_id;
    let reviewed = recent
        .another_filing("ACME-000000003")
        .status(status::UNDER_REVIEW)
        .submitted(days_ago(10))
        .insert(conn)
        .filing_id;
    let path_of = |filing: i32| recent.path_of(filing, recent.company);

    // Act
    let open = app.get_ok_json(&recent.path()).await;
    let closed = app.get_ok_json(&path_of(old)).await;
    let not_submitted = app.get_ok_json(&path_of(reviewed)).await;

    // Assert
    let closes_on = |days: i64| (days_ago(days) + TimeDelta::days(30)).to_string();
    // The closing instant is 00:00 UTC of closesOn, the server's rule.
    let closes_at = |days: i64| format!("{}T00:00:00Z", closes_on(days));
    assert_eq!(
        open["filingList"][0]["commentPeriod"],
        json!({"open": true, "closesOn": closes_on(10), "closesAt": closes_at(10)})
    );
    assert_eq!(
        closed["filingList"][0]["commentPeriod"],
        json!({"open": false, "closesOn": closes_on(31), "closesAt": closes_at(31)})
    );
    assert_eq!(
        not_submitted["filingList"][0]["commentPeriod"],
        json!({"open": false, "closesOn": null, "closesAt": null})
    );
}

// SPEC 2.9 "No data found." unless all four keys match a publicly listed filing.
#[actix_web::test]
async fn mismatched_keys_and_hidden_filings_are_not_found() {
    // Arrange
    let app = TestApp::spawn().await;
    let keys = seed(&app, status::ACCEPTED, date(2025, 5, 6));
    let conn = &mut app.db.conn();
    let stranger = company(conn, "Stranger Health", 10003);
    let silver = product(conn, keys.company, "Silver Plan");
    let grp = type_of_insurance(conn, "H16G", "Group Health");
    let hidden = keys
        .another_filing("ACME-000000002")
        .status(status::DO_NOT_DISPLAY)
        .insert(conn)
        .filing_id;
    let (p, f, c, t) = (keys.product, keys.filing, keys.company, keys.toi);
    let paths = [
        format!("/company-products/{silver}/{f}/{c}/{t}"),
        format!("/company-products/{p}/{f}/{stranger}/{t}"),
        format!("/company-products/{p}/{f}/{c}/{grp}"),
        format!("/company-products/{p}/999999/{c}/{t}"),
        format!("/company-products/{p}/{hidden}/{c}/{t}"),
        format!("/company-products/{p}/{f}/{c}/99999999999"),
    ];

    for path in paths {
        // Act
        let (status, error) = app.get_error(&path).await;

        // Assert
        assert_eq!(status, 404, "{path}");
        assert_eq!(error["message"], "No data found.", "{path}");
    }
}

// docs/api-design.md: a segment that is not a positive whole number is a 400 naming it.
#[actix_web::test]
async fn a_malformed_segment_is_a_bad_request_naming_it() {
    // Arrange
    let app = TestApp::spawn().await;
    let cases = [
        ("/company-products/abc/1/1/1", "companyProductPk"),
        ("/company-products/1/0/1/1", "filingId"),
        ("/company-products/1/1/x1/1", "companyPk"),
        ("/company-products/1/1/1/-2", "toiId"),
    ];

    for (path, field) in cases {
        // Act
        let (status, error) = app.get_error(path).await;

        // Assert
        assert_eq!(status, 400, "{path}");
        assert_eq!(error["code"], "bad_request", "{path}");
        assert_eq!(error["field"], field, "{path}");
    }
}
