//! SPEC 2.11, 2.12, 3 "Filing (admin)", 7.3: `GET /api/filings` and `GET /api/filings/{filingId}`.
//! Staff see every filing, including Do Not Display, with every attachment and comment.

use serde_json::{Value, json};

use crate::fixtures::admin_filings::{attachment, comment, unknown_status};
use crate::helpers::TestApp;
use test_support::builders::{
    CompanyBuilder, FilingBuilder, ProductBuilder, TypeOfInsuranceBuilder, date, status,
};
use test_support::snapshots::{key, text_key};

/// SPEC 4.1 popover texts, as the public site shows them.
const SUBMITTED_POPOVER: &str = "The insurance company has formally proposed a rate change but it has not yet completed the review process. A public comment period of 30 days is available when in the submitted status. To make a comment, select the \"View Details\" button; this will navigate to the \"Rate Filing\" page, which provides a comment section.";

// SPEC 2.11: every filing (staff see Do Not Display too), newest submission first, with the
// first company of the filing by position, and each status's badge (SPEC 4.1).
#[actix_web::test]
async fn every_filing_is_listed_newest_first() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let keystone = CompanyBuilder::new("Keystone Mutual")
        .naic_code(40001)
        .insert(conn)
        .company_pk;
    let acme = CompanyBuilder::new("Acme Health")
        .naic_code(40002)
        .insert(conn)
        .company_pk;
    let product_pk = ProductBuilder::new(keystone, "Keystone Silver")
        .insert(conn)
        .company_product_pk;
    let toi_id = TypeOfInsuranceBuilder::new("H16I", "Individual Health")
        .insert(conn)
        .toi_id;
    let older = FilingBuilder::new("KSMH-130000001", product_pk, toi_id)
        .product_name("Keystone Silver As Filed")
        .company_tracking_num("KS-2027-01")
        .submitted(date(2026, 3, 1))
        .status(status::ACCEPTED)
        .company_rate(keystone, "3", 50)
        .insert(conn)
        .filing_id;
    let hidden = FilingBuilder::new("KSMH-130000002", product_pk, toi_id)
        .product_name("Keystone Silver As Filed")
        .company_tracking_num("KS-2027-01")
        .submitted(date(2026, 9, 14))
        .status(status::DO_NOT_DISPLAY)
        .company_rate(keystone, "7.125", 1200)
        .company_rate(acme, "4.5", 10)
        .insert(conn)
        .filing_id;
    let alone = FilingBuilder::new("KSMH-130000003", product_pk, toi_id)
        .product_name("Keystone Silver As Filed")
        .company_tracking_num("KS-2027-01")
        .submitted(date(2026, 6, 30))
        .status(status::UNDER_REVIEW)
        .insert(conn)
        .filing_id;

    // Act
    let response = app.admin_get("/api/filings").await;

    // Assert
    assert_eq!(response.status(), 200);
    let body: Value = response.json().await.unwrap();
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
    let keystone = CompanyBuilder::new("Keystone Mutual")
        .naic_code(40001)
        .insert(conn)
        .company_pk;
    let acme = CompanyBuilder::new("Acme Health")
        .naic_code(40002)
        .insert(conn)
        .company_pk;
    let product_pk = ProductBuilder::new(keystone, "Keystone Silver")
        .insert(conn)
        .company_product_pk;
    let toi_id = TypeOfInsuranceBuilder::new("H16I", "Individual Health")
        .insert(conn)
        .toi_id;
    let filing_id = FilingBuilder::new("KSMH-130000002", product_pk, toi_id)
        .product_name("Keystone Silver As Filed")
        .company_tracking_num("KS-2027-01")
        .submitted(date(2026, 9, 14))
        .status(status::DO_NOT_DISPLAY)
        .company_rate(keystone, "7.125", 1200)
        .company_rate(acme, "4.5", 10)
        .insert(conn)
        .filing_id;
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
    let response = app.admin_get(&format!("/api/filings/{filing_id}")).await;

    // Assert
    assert_eq!(response.status(), 200);
    let body: Value = response.json().await.unwrap();
    insta::assert_json_snapshot!(body, {
        ".filingId" => key("filing", filing_id),
        ".filingCompanies[0].companyPk" => key("keystone", keystone),
        ".filingCompanies[1].companyPk" => key("acme", acme),
        ".toi.toiId" => key("toi", toi_id),
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
    let keystone = CompanyBuilder::new("Keystone Mutual")
        .naic_code(40001)
        .insert(conn)
        .company_pk;
    let product_pk = ProductBuilder::new(keystone, "Keystone Silver")
        .insert(conn)
        .company_product_pk;
    let toi_id = TypeOfInsuranceBuilder::new("H16I", "Individual Health")
        .insert(conn)
        .toi_id;
    let pending_code = unknown_status(conn, "Pending Industry Response");
    let submitted = FilingBuilder::new("KSMH-130000011", product_pk, toi_id)
        .product_name("Keystone Silver As Filed")
        .company_tracking_num("KS-2027-01")
        .submitted(date(2026, 9, 14))
        .status(status::SUBMITTED)
        .insert(conn)
        .filing_id;
    let pending = FilingBuilder::new("KSMH-130000012", product_pk, toi_id)
        .product_name("Keystone Silver As Filed")
        .company_tracking_num("KS-2027-01")
        .submitted(date(2026, 8, 1))
        .status(pending_code)
        .insert(conn)
        .filing_id;
    let blue = json!({"displayStatus": "Submitted", "statusCode": "submitted", "colour": "blue",
        "popover": SUBMITTED_POPOVER});
    let gray = json!({"displayStatus": "Pending Industry Response", "statusCode": null,
        "colour": "gray", "popover": null});

    // Act
    let rows: Value = app.admin_get("/api/filings").await.json().await.unwrap();
    let submitted_detail: Value = app
        .admin_get(&format!("/api/filings/{submitted}"))
        .await
        .json()
        .await
        .unwrap();
    let pending_detail: Value = app
        .admin_get(&format!("/api/filings/{pending}"))
        .await
        .json()
        .await
        .unwrap();

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
    let keystone = CompanyBuilder::new("Keystone Mutual")
        .naic_code(40001)
        .insert(conn)
        .company_pk;
    let product_pk = ProductBuilder::new(keystone, "Keystone Silver")
        .insert(conn)
        .company_product_pk;
    let toi_id = TypeOfInsuranceBuilder::new("H16I", "Individual Health")
        .insert(conn)
        .toi_id;
    let filing_id = FilingBuilder::new("KSMH-130000009", product_pk, toi_id)
        .product_name("Keystone Silver As Filed")
        .company_tracking_num("KS-2027-01")
        .submitted(date(2026, 9, 14))
        .status(status::SUBMITTED)
        .insert(conn)
        .filing_id;

    // Act
    let body: Value = app
        .admin_get(&format!("/api/filings/{filing_id}"))
        .await
        .json()
        .await
        .unwrap();

    // Assert
    insta::assert_json_snapshot!(body, {
        ".filingId" => key("filing", filing_id),
        ".toi.toiId" => key("toi", toi_id),
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
