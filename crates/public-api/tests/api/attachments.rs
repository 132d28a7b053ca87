//! Attachments (SPEC 2.9, 5.4): files are streamed from the object store with their
//! type, a safe file name and an ETag; only pdf and xlsm of displayable filings are served, and
//! a key that is not a known UUID is 404.

use test_support::attachments::{StoredFile, store_attachment};
use uuid::Uuid;

use crate::fixtures::blue_lake::BlueLakeSelect;
use crate::helpers::TestApp;
use test_support::builders::status;

/// A filing with `status_code` holding one attachment with `bytes`; returns the attachment key.
fn filing_with_file(
    app: &TestApp,
    status_code: i16,
    name: &str,
    extension: &str,
    content_type: &str,
    bytes: &[u8],
) -> Uuid {
    let mut conn = app.db.conn();
    let filing_id = BlueLakeSelect::insert(&mut conn)
        .filing("BLHP-133000001")
        .status(status_code)
        .insert(&mut conn)
        .filing_id;
    store_attachment(
        &mut conn,
        &app.attachments_dir,
        filing_id,
        StoredFile {
            name,
            extension,
            feed_type: content_type,
            bytes,
        },
    )
}

#[actix_web::test]
async fn a_pdf_is_streamed_with_its_type_a_safe_name_and_an_etag_then_304() {
    let app = TestApp::spawn().await;
    let pdf: Vec<u8> = [b"%PDF-1.4\n".as_slice(), &vec![b'x'; 200_000], b"\n%%EOF\n"].concat();
    let key = filing_with_file(
        &app,
        status::SUBMITTED,
        "Actuarial \"Memo\"\r\n.pdf",
        "pdf",
        "application/pdf",
        &pdf,
    );

    let response = app.get(&format!("/attachments/{key}")).await;

    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()["content-type"], "application/pdf");
    assert_eq!(
        response.headers()["content-disposition"],
        "inline; filename=\"Actuarial _Memo___.pdf\""
    );
    let etag = response.headers()["etag"].to_str().unwrap().to_owned();
    assert_eq!(response.bytes().await.unwrap().as_ref(), pdf.as_slice());
    let again = app
        .get_with(&format!("/attachments/{key}"), &[("If-None-Match", &etag)])
        .await;
    assert_eq!(again.status(), 304);
}

#[actix_web::test]
async fn an_xlsm_downloads_as_an_attachment() {
    let app = TestApp::spawn().await;
    let key = filing_with_file(
        &app,
        status::ACCEPTED,
        "Rate Table.xlsm",
        "xlsm",
        "application/vnd.ms-excel.sheet.macroEnabled.12",
        b"PK\x03\x04rest",
    );

    let response = app.get(&format!("/attachments/{key}")).await;

    assert_eq!(response.status(), 200);
    assert_eq!(
        response.headers()["content-disposition"],
        "attachment; filename=\"Rate Table.xlsm\""
    );
}

#[actix_web::test]
async fn other_types_and_files_of_filings_not_displayed_are_404() {
    let app = TestApp::spawn().await;
    let docx = filing_with_file(
        &app,
        status::SUBMITTED,
        "Letter.docx",
        "docx",
        "application/octet-stream",
        b"PK",
    );
    let app2 = TestApp::spawn().await;
    let hidden = filing_with_file(
        &app2,
        status::DO_NOT_DISPLAY,
        "Memo.pdf",
        "pdf",
        "application/pdf",
        b"%PDF-",
    );

    assert_eq!(app.get(&format!("/attachments/{docx}")).await.status(), 404);
    assert_eq!(
        app2.get(&format!("/attachments/{hidden}")).await.status(),
        404
    );
}

#[actix_web::test]
async fn keys_that_are_not_known_uuids_are_404_never_paths() {
    let app = TestApp::spawn().await;

    for key in [
        "not-a-uuid",
        "..%2F..%2Fetc%2Fpasswd",
        "%2e%2e",
        &Uuid::new_v4().to_string(),
    ] {
        let (status, error) = app.get_error(&format!("/attachments/{key}")).await;
        assert_eq!(status, 404, "{key}");
        assert_eq!(error["code"], "not_found");
    }
}
