//! SPEC 2.9 Rate Page: `GET /company-products/{companyProductPk}/{filingId}/{companyPk}/{toiId}`.

use chrono::{TimeDelta, TimeZone, Utc};
use serde_json::{Value, json};

use crate::fixtures::filings::{attachment, comment, comment_status, moderator};
use crate::helpers::TestApp;
use test_support::builders::{
    CompanyBuilder, FilingBuilder, ProductBuilder, TypeOfInsuranceBuilder, date, days_ago, status,
};

/// Keys of one filing and its path.
struct Seeded {
    product: i32,
    filing: i32,
    company: i32,
    affiliate: i32,
    toi: i32,
}

impl Seeded {
    fn path(&self) -> String {
        format!(
            "/company-products/{}/{}/{}/{}",
            self.product, self.filing, self.company, self.toi
        )
    }
}

/// A company product with one two-company filing in `status`, submitted on `submitted`.
fn seed(app: &TestApp, status: i16, submitted: chrono::NaiveDate) -> Seeded {
    let conn = &mut app.db.conn();
    let acme = CompanyBuilder::new("Acme Health")
        .naic_code(10001)
        .insert(conn)
        .company_pk;
    let affiliate = CompanyBuilder::new("Affiliate Health")
        .naic_code(10002)
        .insert(conn)
        .company_pk;
    let gold = ProductBuilder::new(acme, "Gold Plan")
        .insert(conn)
        .company_product_pk;
    let ind = TypeOfInsuranceBuilder::new("H16I", "Individual Health")
        .insert(conn)
        .toi_id;
    let filing = FilingBuilder::new("ACME-000000001", gold, ind)
        .status(status)
        .submitted(submitted)
        .company(acme, "7.5")
        .company(affiliate, "3")
        .insert(conn)
        .filing_id;
    Seeded {
        product: gold,
        filing,
        company: acme,
        affiliate,
        toi: ind,
    }
}

async fn get_json(app: &TestApp, path: &str) -> Value {
    let response = app.get(path).await;
    assert_eq!(response.status(), 200, "GET {path}");
    response.json().await.unwrap()
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
    let body = get_json(&app, &keys.path()).await;

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
    let path = format!(
        "/company-products/{}/{}/{}/{}",
        keys.product, keys.filing, keys.affiliate, keys.toi
    );

    // Act
    let body = get_json(&app, &path).await;

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
    let group = FilingBuilder::new("ACME-000000002", keys.product, keys.toi)
        .market("Group", Some(" small group"), Some("Union"))
        .company(keys.company, "1")
        .insert(&mut app.db.conn())
        .filing_id;
    let path = format!(
        "/company-products/{}/{group}/{}/{}",
        keys.product, keys.company, keys.toi
    );

    // Act
    let body = get_json(&app, &path).await;

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
    let ind = recent.toi;
    let old = FilingBuilder::new("ACME-000000002", recent.product, ind)
        .status(status::SUBMITTED)
        .submitted(days_ago(31))
        .company(recent.company, "1")
        .insert(conn)
        .filing_id;
    let reviewed = FilingBuilder::new("ACME-000000003", recent.product, ind)
        .status(status::UNDER_REVIEW)
        .submitted(days_ago(10))
        .company(recent.company, "1")
        .insert(conn)
        .filing_id;
    let path_of = |filing: i32| {
        format!(
            "/company-products/{}/{filing}/{}/{ind}",
            recent.product, recent.company
        )
    };

    // Act
    let open = get_json(&app, &recent.path()).await;
    let closed = get_json(&app, &path_of(old)).await;
    let not_submitted = get_json(&app, &path_of(reviewed)).await;

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
    let stranger = CompanyBuilder::new("Stranger Health")
        .naic_code(10003)
        .insert(conn)
        .company_pk;
    let silver = ProductBuilder::new(keys.company, "Silver Plan")
        .insert(conn)
        .company_product_pk;
    let grp = TypeOfInsuranceBuilder::new("H16G", "Group Health")
        .insert(conn)
        .toi_id;
    let hidden = FilingBuilder::new("ACME-000000002", keys.product, keys.toi)
        .status(status::DO_NOT_DISPLAY)
        .company(keys.company, "1")
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
        let response = app.get(&path).await;

        // Assert
        assert_eq!(response.status(), 404, "{path}");
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["error"]["message"], "No data found.", "{path}");
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
        let response = app.get(path).await;

        // Assert
        assert_eq!(response.status(), 400, "{path}");
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["error"]["code"], "bad_request", "{path}");
        assert_eq!(body["error"]["field"], field, "{path}");
    }
}
