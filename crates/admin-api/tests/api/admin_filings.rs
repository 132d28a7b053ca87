//! SPEC 2.11, 2.12, 3 "Filing (admin)", 7.3: `GET /api/filings` and `GET /api/filings/{filingId}`.
//! Staff see every filing, including Do Not Display, with every attachment and comment.

use serde_json::{Value, json};

use crate::fixtures::admin_filings::{
    attachment, comment, filing, filing_company, product, status, toi,
};
use crate::fixtures::companies::company;
use crate::helpers::TestApp;

// SPEC 2.11: every filing (staff see Do Not Display too), newest submission first, with the
// first company of the filing by position.
#[actix_web::test]
async fn every_filing_is_listed_newest_first() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let keystone = company(conn, "Keystone Mutual", 40001, false);
    let acme = company(conn, "Acme Health", 40002, false);
    let product_pk = product(conn, keystone, "Keystone Silver");
    let toi_id = toi(conn, "H16I", "Individual Health");
    let older = filing(
        conn,
        "KSMH-130000001",
        product_pk,
        toi_id,
        "2026-03-01",
        status::ACCEPTED,
    );
    let hidden = filing(
        conn,
        "KSMH-130000002",
        product_pk,
        toi_id,
        "2026-09-14",
        status::DO_NOT_DISPLAY,
    );
    let alone = filing(
        conn,
        "KSMH-130000003",
        product_pk,
        toi_id,
        "2026-06-30",
        status::UNDER_REVIEW,
    );
    filing_company(conn, hidden, acme, 1, "4.5", 10);
    filing_company(conn, hidden, keystone, 0, "7.125", 1200);
    filing_company(conn, older, keystone, 0, "3", 50);

    // Act
    let response = app.admin_get("/api/filings").await;

    // Assert
    assert_eq!(response.status(), 200);
    let body: Value = response.json().await.unwrap();
    assert_eq!(
        body,
        json!([
            {"filingId": hidden, "filingSerffTrackNum": "KSMH-130000002", "submissionDate": "2026-09-14",
             "market": "Individual", "status": "Do Not Display", "companyName": "Keystone Mutual",
             "productName": "Keystone Silver As Filed"},
            {"filingId": alone, "filingSerffTrackNum": "KSMH-130000003", "submissionDate": "2026-06-30",
             "market": "Individual", "status": "Under Review", "companyName": null,
             "productName": "Keystone Silver As Filed"},
            {"filingId": older, "filingSerffTrackNum": "KSMH-130000001", "submissionDate": "2026-03-01",
             "market": "Individual", "status": "Accepted", "companyName": "Keystone Mutual",
             "productName": "Keystone Silver As Filed"},
        ])
    );
}

// SPEC 2.12 / 3 "Filing (admin)": the whole filing, whatever its status; companies by
// position, companyRate of the first; all attachments by documentName; all comments oldest
// first with their status.
#[actix_web::test]
async fn a_filing_is_shown_whole_to_staff() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let keystone = company(conn, "Keystone Mutual", 40001, false);
    let acme = company(conn, "Acme Health", 40002, false);
    let product_pk = product(conn, keystone, "Keystone Silver");
    let toi_id = toi(conn, "H16I", "Individual Health");
    let filing_id = filing(
        conn,
        "KSMH-130000002",
        product_pk,
        toi_id,
        "2026-09-14",
        status::DO_NOT_DISPLAY,
    );
    filing_company(conn, filing_id, acme, 1, "4.5", 10);
    filing_company(conn, filing_id, keystone, 0, "7.125", 1200);
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
    assert_eq!(
        body,
        json!({
            "filingId": filing_id,
            "productName": "Keystone Silver As Filed",
            "filingCompanies": [
                {"companyPk": keystone, "companyName": "Keystone Mutual", "rateOverallRateImpact": 7.125,
                 "rateMaxChange": 9.125, "rateMinChange": 5.125, "rateAffPolicyHolder": 1200},
                {"companyPk": acme, "companyName": "Acme Health", "rateOverallRateImpact": 4.5,
                 "rateMaxChange": 6.5, "rateMinChange": 2.5, "rateAffPolicyHolder": 10},
            ],
            "toi": {"toiId": toi_id, "name": "Individual Health"},
            "lahMarketType": "Individual",
            "lahGrpMarketSize": null,
            "lahGrpMarketType": null,
            "filingSerffTrackNum": "KSMH-130000002",
            "submissionDate": "2026-09-14",
            "effImpDateReqNew": "2027-01-01",
            "stateStatus": {"displayStatus": "Do Not Display"},
            "lahOverallRateImpact": 6.25,
            "compTrackNum": "KS-2027-01",
            "companyRate": {"rateAffPolicyHolder": 1200, "rateMaxChange": 9.125, "rateMinChange": 5.125, "rateOverallRateImpact": 7.125},
            "attachments": [
                {"attachmentKey": memo, "name": "memo.docx", "documentName": "Actuarial memorandum", "fileExtension": "docx"},
                {"attachmentKey": letter, "name": "letter.pdf", "documentName": "Cover letter", "fileExtension": "pdf"},
                {"attachmentKey": rates, "name": "rates.xlsm", "documentName": "Rate table", "fileExtension": "xlsm"},
            ],
            "comments": [
                {"commentKey": published, "commentary": "Too high.", "dateCreatedAsString": "09/20/2026", "status": 1, "statusDesc": "Published"},
                {"commentKey": rejected, "commentary": "Spam spam", "dateCreatedAsString": "09/21/2026", "status": 2, "statusDesc": "Rejected"},
                {"commentKey": pending, "commentary": "Please explain.", "dateCreatedAsString": "09/22/2026", "status": 0, "statusDesc": "Pending"},
            ],
        })
    );
}

// A filing that names no company yet still opens: no companies, rate figures null.
#[actix_web::test]
async fn a_filing_without_companies_has_empty_rates() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let keystone = company(conn, "Keystone Mutual", 40001, false);
    let product_pk = product(conn, keystone, "Keystone Silver");
    let toi_id = toi(conn, "H16I", "Individual Health");
    let filing_id = filing(
        conn,
        "KSMH-130000009",
        product_pk,
        toi_id,
        "2026-09-14",
        status::SUBMITTED,
    );

    // Act
    let body: Value = app
        .admin_get(&format!("/api/filings/{filing_id}"))
        .await
        .json()
        .await
        .unwrap();

    // Assert
    assert_eq!(body["filingCompanies"], json!([]));
    assert_eq!(
        body["companyRate"],
        json!({"rateAffPolicyHolder": null, "rateMaxChange": null, "rateMinChange": null, "rateOverallRateImpact": null})
    );
    assert_eq!(body["attachments"], json!([]));
    assert_eq!(body["comments"], json!([]));
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

    // Assert
    assert_eq!(unknown.status(), 404);
    let unknown: Value = unknown.json().await.unwrap();
    assert_eq!(unknown["error"]["message"], "No data found.");
    for response in [malformed, negative] {
        assert_eq!(response.status(), 400);
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["error"]["field"], "filingId");
        assert_eq!(
            body["error"]["message"],
            "filingId must be the positive whole number of a filing."
        );
    }
}
