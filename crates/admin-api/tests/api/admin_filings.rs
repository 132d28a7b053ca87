//! SPEC 2.11, 2.12, 3 "Filing (admin)", 7.3: `GET /api/filings` and `GET /api/filings/{filingId}`.
//! Staff see every filing, including Do Not Display, with every attachment and comment.

use serde_json::{Value, json};

use diesel::PgConnection;

use crate::fixtures::admin_filings::{Filer, acme, attachment, comment, unknown_status};
use crate::helpers::TestApp;
use test_support::builders::status;
use test_support::snapshots::{key, text_key};

/// SPEC 4.1 popover texts, as the public site shows them.
const SUBMITTED_POPOVER: &str = "The insurance company has formally proposed a rate change but it has not yet completed the review process. A public comment period of 30 days is available when in the submitted status. To make a comment, select the \"View Details\" button; this will navigate to the \"Rate Filing\" page, which provides a comment section.";

/// Keystone Mutual ready to file, and Acme Health to rate in its filings.
fn keystone_and_acme(conn: &mut PgConnection) -> (Filer, i32) {
    (Filer::keystone(conn), acme(conn))
}

/// The Do Not Display filing KSMH-130000002, rating Keystone (7.125%, 1200 affected) then
/// Acme (4.5%, 10 affected); returns its id.
fn hidden_filing_rating_both(conn: &mut PgConnection, keystone: &Filer, acme: i32) -> i32 {
    keystone
        .filing("KSMH-130000002", (2026, 9, 14), status::DO_NOT_DISPLAY)
        .company_rate(keystone.company_pk, "7.125", 1200)
        .company_rate(acme, "4.5", 10)
        .insert(conn)
        .filing_id
}

// SPEC 2.11: every filing (staff see Do Not Display too), newest submission first, with the
// first company of the filing by position, and each status's badge (SPEC 4.1).
#[actix_web::test]
async fn every_filing_is_listed_newest_first() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let (keystone, acme) = keystone_and_acme(conn);
    let older = keystone
        .filing("KSMH-130000001", (2026, 3, 1), status::ACCEPTED)
        .company_rate(keystone.company_pk, "3", 50)
        .insert(conn)
        .filing_id;
    let hidden = hidden_filing_rating_both(conn, &keystone, acme);
    let alone = keystone
        .filing("KSMH-130000003", (2026, 6, 30), status::UNDER_REVIEW)
        .insert(conn)
        .filing_id;

    // Act
    let body = app.admin_get_ok("/api/filings").await;

    // Assert
    insta::assert_json_snapshot!(body, {
        "[0].filingId" => key("hidden", hidden),
        "[1].filingId" => key("alone", alone),
        "[2].filingId" => key("older", older),
    });
}

// SPEC 2.12 / 3 "Filing (admin)": the whole filing, whatever its status; companies by
// position, companyRate of the first; all attachments by documentName; all comments oldest
// first with their status.
#[actix_web::test]
async fn a_filing_is_shown_whole_to_staff() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let (keystone, acme) = keystone_and_acme(conn);
    let filing_id = hidden_filing_rating_both(conn, &keystone, acme);
    let memo = attachment(conn, filing_id, "memo.docx", "Actuarial memorandum", "docx");
    let rates = attachment(conn, filing_id, "rates.xlsm", "Rate table", "xlsm");
    let letter = attachment(conn, filing_id, "letter.pdf", "Cover letter", "pdf");
    let rejected = comment(conn, filing_id, "Spam spam", 2, "2026-09-21 08:00:00+00");
    let published = comment(conn, filing_id, "Too high.", 1, "2026-09-20 23:30:00+00");
    let pending = comment(
        conn,
        filing_id,
        "Please explain.",
        0,
        "2026-09-22 12:00:00+00",
    );

    // Act
    let body = app.admin_get_ok(&format!("/api/filings/{filing_id}")).await;

    // Assert
    insta::assert_json_snapshot!(body, {
        ".filingId" => key("filing", filing_id),
        ".filingCompanies[0].companyPk" => key("keystone", keystone.company_pk),
        ".filingCompanies[1].companyPk" => key("acme", acme),
        ".toi.toiId" => key("toi", keystone.toi_id),
        ".attachments[0].attachmentKey" => text_key("memo", memo.clone()),
        ".attachments[1].attachmentKey" => text_key("letter", letter.clone()),
        ".attachments[2].attachmentKey" => text_key("rates", rates.clone()),
        ".comments[0].commentKey" => key("published", published),
        ".comments[1].commentKey" => key("rejected", rejected),
        ".comments[2].commentKey" => key("pending", pending),
    });
}

// SPEC 4.1 badges in both staff answers: a Submitted filing is blue with the Submitted popover;
// a status SPEC 4.1 does not know keeps its text and is gray without popover.
#[actix_web::test]
async fn status_badges_carry_colour_and_popover() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let keystone = Filer::keystone(conn);
    let pending_code = unknown_status(conn, "Pending Industry Response");
    let submitted = keystone
        .filing("KSMH-130000011", (2026, 9, 14), status::SUBMITTED)
        .insert(conn)
        .filing_id;
    let pending = keystone
        .filing("KSMH-130000012", (2026, 8, 1), pending_code)
        .insert(conn)
        .filing_id;
    let blue = json!({"displayStatus": "Submitted", "statusCode": "submitted", "colour": "blue",
        "popover": SUBMITTED_POPOVER});
    let gray = json!({"displayStatus": "Pending Industry Response", "statusCode": null,
        "colour": "gray", "popover": null});

    // Act
    let rows = app.admin_get_json("/api/filings").await;
    let submitted_detail = app
        .admin_get_json(&format!("/api/filings/{submitted}"))
        .await;
    let pending_detail = app.admin_get_json(&format!("/api/filings/{pending}")).await;

    // Assert
    assert_eq!(rows[0]["filingId"], submitted);
    assert_eq!(rows[0]["status"], "Submitted");
    assert_eq!(rows[0]["stateStatus"], blue);
    assert_eq!(rows[1]["filingId"], pending);
    assert_eq!(rows[1]["status"], "Pending Industry Response");
    assert_eq!(rows[1]["stateStatus"], gray);
    assert_eq!(submitted_detail["stateStatus"], blue);
    assert_eq!(pending_detail["stateStatus"], gray);
}

// A filing that names no company yet still opens: no companies, rate figures null.
#[actix_web::test]
async fn a_filing_without_companies_has_empty_rates() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let keystone = Filer::keystone(conn);
    let filing_id = keystone
        .filing("KSMH-130000009", (2026, 9, 14), status::SUBMITTED)
        .insert(conn)
        .filing_id;

    // Act
    let body = app
        .admin_get_json(&format!("/api/filings/{filing_id}"))
        .await;

    // Assert
    insta::assert_json_snapshot!(body, {
        ".filingId" => key("filing", filing_id),
        ".toi.toiId" => key("toi", keystone.toi_id),
    });
}

// SPEC 8 "Filing Details with no data": 'No data found.'; a filingId that is not a number is 400.
#[actix_web::test]
async fn unknown_and_malformed_filing_ids_are_refused() {
    // Arrange
    let app = TestApp::spawn().await;

    // Act
    let unknown = app.admin_get("/api/filings/424242").await;
    let malformed = app.admin_get("/api/filings/KSMH-130000002").await;
    let negative = app.admin_get("/api/filings/-3").await;
    // One rule for both APIs (domain::parse_path_key): a sign is not part of a key.
    let signed = app.admin_get("/api/filings/+3").await;

    // Assert
    assert_eq!(unknown.status(), 404);
    let unknown: Value = unknown.json().await.unwrap();
    assert_eq!(unknown["error"]["message"], "No data found.");
    for response in [malformed, negative, signed] {
        assert_eq!(response.status(), 400);
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["error"]["field"], "filingId");
        assert_eq!(
            body["error"]["message"],
            "filingId must be the positive whole number of a filing."
        );
    }
}
