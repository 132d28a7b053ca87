//! `GET /api/filings/{filingId}/attachments/{attachmentKey}`. Staff download
//! every file Filing Details lists (SPEC 2.12), of any type and whatever the filing's status,
//! typed by extension as the public attachment call types them, named in
//! `Content-Disposition`, never cached; only a signed-in Administrator; a key is a UUID of
//! that filing's attachment, else 404, never a path.

use serde_json::Value;

use crate::fixtures::admin_filings::{Filer, attachment};
use crate::fixtures::attachment_files::stored_attachment;
use crate::helpers::{Caller, TestApp};
use test_support::builders::status;

/// A filing the public never sees (Do Not Display); returns its id.
fn hidden_filing(app: &TestApp, tracking: &str) -> i32 {
    let conn = &mut app.db.conn();
    Filer::keystone(conn)
        .filing(tracking, (2026, 9, 14), status::DO_NOT_DISPLAY)
        .insert(conn)
        .filing_id
}

fn download_path(filing_id: i32, key: &str) -> String {
    format!("/api/filings/{filing_id}/attachments/{key}")
}

// Every kind, the non-public ones too: the bytes as stored, the type from the extension (never
// the feed's: a .docx the feed called text/html is still bytes), the file name, no caching.
#[actix_web::test]
async fn the_administrator_downloads_every_file_of_a_filing() {
    // Arrange
    let app = TestApp::spawn().await;
    let filing_id = hidden_filing(&app, "KSMH-130000002");
    let letter: Vec<u8> = [b"PK\x03\x04".as_slice(), &vec![b'w'; 150_000]].concat();
    let files = [
        ("Cover Letter.docx", "docx", "text/html", letter.clone()),
        (
            "Policyholder Distribution.csv",
            "csv",
            "text/csv",
            b"age,count\n21,40\n".to_vec(),
        ),
        (
            "Actuarial Memorandum.pdf",
            "pdf",
            "application/pdf",
            b"%PDF-1.4\n%%EOF\n".to_vec(),
        ),
        (
            "Rate Table.xlsm",
            "xlsm",
            "application/vnd.ms-excel.sheet.macroEnabled.12",
            b"PK\x03\x04xl".to_vec(),
        ),
    ];
    let keys: Vec<_> = files
        .iter()
        .map(|(name, ext, feed_type, bytes)| {
            stored_attachment(&app, filing_id, name, ext, feed_type, bytes)
        })
        .collect();
    let expected = [
        (
            "application/octet-stream",
            "attachment; filename=\"Cover Letter.docx\"",
        ),
        (
            "application/octet-stream",
            "attachment; filename=\"Policyholder Distribution.csv\"",
        ),
        (
            "application/pdf",
            "inline; filename=\"Actuarial Memorandum.pdf\"",
        ),
        (
            "application/vnd.ms-excel.sheet.macroEnabled.12",
            "attachment; filename=\"Rate Table.xlsm\"",
        ),
    ];

    for ((key, (name, _, _, bytes)), (content_type, disposition)) in
        keys.iter().zip(&files).zip(expected)
    {
        // Act
        let response = app
            .admin_get(&download_path(filing_id, &key.to_string()))
            .await;

        // Assert
        assert_eq!(response.status(), 200, "{name}");
        let headers = response.headers().clone();
        assert_eq!(headers["content-type"], content_type, "{name}");
        assert_eq!(headers["content-disposition"], disposition, "{name}");
        assert_eq!(headers["cache-control"], "no-store", "{name}");
        assert_eq!(
            headers["content-length"],
            bytes.len().to_string().as_str(),
            "{name}"
        );
        assert_eq!(headers["x-content-type-options"], "nosniff", "{name}");
        assert_eq!(
            response.bytes().await.unwrap().as_ref(),
            bytes.as_slice(),
            "{name}"
        );
    }
}

// A token is required (401 with the Bearer challenge), and the Administrator role: an
// Insurance user or an inactive administrator is refused (403), in the JSON envelope.
#[actix_web::test]
async fn only_a_signed_in_administrator_may_download() {
    // Arrange
    let app = TestApp::spawn().await;
    let filing_id = hidden_filing(&app, "KSMH-130000002");
    let key = stored_attachment(
        &app,
        filing_id,
        "Cover Letter.docx",
        "docx",
        "application/octet-stream",
        b"PK",
    );
    let path = download_path(filing_id, &key.to_string());

    for (caller, want) in [
        (Caller::Anonymous, 401),
        (Caller::Expired, 401),
        (Caller::Insurer, 403),
        (Caller::Inactive, 403),
    ] {
        // Act
        let response = app
            .request(reqwest::Method::GET, &path, caller, false)
            .send()
            .await
            .unwrap();

        // Assert
        assert_eq!(response.status(), want, "{caller:?}");
        if want == 401 {
            assert_eq!(
                response.headers()["www-authenticate"],
                "Bearer",
                "{caller:?}"
            );
        }
        let body: Value = response.json().await.unwrap();
        let code = if want == 401 {
            "unauthorized"
        } else {
            "forbidden"
        };
        assert_eq!(body["error"]["code"], code, "{caller:?}");
        assert!(
            !body["error"]["message"].as_str().unwrap().is_empty(),
            "{caller:?}"
        );
    }
}

// Keys are UUIDs of this filing's attachments: anything else is 404 (never read as a path),
// including a real key asked for under another filing; a filingId that is not a number is the
// same 400 as Filing Details gives.
#[actix_web::test]
async fn other_keys_are_404_never_paths() {
    // Arrange
    let app = TestApp::spawn().await;
    let filing_id = hidden_filing(&app, "KSMH-130000002");
    let other_filing = {
        let conn = &mut app.db.conn();
        Filer::insert(
            conn,
            "Acme Health",
            40002,
            "Acme Gold",
            ("H15G", "Group Health"),
        )
        .filing("ACME-130000003", (2026, 8, 1), status::ACCEPTED)
        .insert(conn)
        .filing_id
    };
    let foreign = stored_attachment(
        &app,
        other_filing,
        "Memo.pdf",
        "pdf",
        "application/pdf",
        b"%PDF-",
    );

    // `%2e%2e` is resolved as `..` before routing, so it reaches no route at all: a 404 too.
    for (key, message) in [
        ("not-a-uuid".to_owned(), "There is no such attachment."),
        (
            "..%2F..%2Fetc%2Fpasswd".to_owned(),
            "There is no such attachment.",
        ),
        ("%2e%2e".to_owned(), "There is no such address."),
        (
            uuid::Uuid::new_v4().to_string(),
            "There is no such attachment.",
        ),
        (foreign.to_string(), "There is no such attachment."),
    ] {
        // Act
        let response = app.admin_get(&download_path(filing_id, &key)).await;

        // Assert
        assert_eq!(response.status(), 404, "{key}");
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["error"]["code"], "not_found", "{key}");
        assert_eq!(body["error"]["message"], message, "{key}");
    }
    let malformed = app
        .admin_get(&format!("/api/filings/abc/attachments/{foreign}"))
        .await;
    assert_eq!(malformed.status(), 400);
    let body: Value = malformed.json().await.unwrap();
    assert_eq!(body["error"]["field"], "filingId");
    let unknown_filing = app
        .admin_get(&download_path(424_242, &foreign.to_string()))
        .await;
    assert_eq!(unknown_filing.status(), 404);
}

// A file listed but missing from the store is a 404 that says so (and is logged), not a 500.
#[actix_web::test]
async fn a_file_missing_from_the_store_is_not_available() {
    // Arrange
    let app = TestApp::spawn().await;
    let filing_id = hidden_filing(&app, "KSMH-130000002");
    let key = attachment(
        &mut app.db.conn(),
        filing_id,
        "letter.docx",
        "Cover letter",
        "docx",
    );

    // Act
    let response = app.admin_get(&download_path(filing_id, &key)).await;

    // Assert
    assert_eq!(response.status(), 404);
    let body: Value = response.json().await.unwrap();
    assert_eq!(
        body["error"]["message"],
        "This attachment is not available right now."
    );
}
