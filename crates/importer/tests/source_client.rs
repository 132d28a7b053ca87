//! The HTTP client of the source contract against a stand-in source (wiremock): pagination,
//! retries and their limit, final 4xx answers, malformed and cut-off bodies, attachment
//! checks and the bearer token.
#![allow(clippy::unwrap_used, clippy::expect_used)] // a failing test should panic loudly

use std::time::Duration;

use importer::source::{FilingSource, HttpFilingSource, SourceError, SourceOptions, sha256_hex};
use serde_json::{Value, json};
use wiremock::matchers::{header, method, path, query_param, query_param_is_missing};
use wiremock::{Mock, MockServer, ResponseTemplate};

fn options(server: &MockServer) -> SourceOptions {
    let mut options = SourceOptions::new(server.uri());
    options.backoff_base = Duration::from_millis(1);
    options.backoff_max = Duration::from_millis(5);
    options.read_timeout = Duration::from_secs(5);
    options
}

fn client(options: SourceOptions) -> HttpFilingSource {
    HttpFilingSource::new(options).unwrap()
}

fn filing(tracking: &str, attachments: Value) -> Value {
    json!({
        "trackingNumber": tracking,
        "companies": [{"naicCode": "95101", "name": "Blue Lake Health Plan",
            "overallRateChange": 4.5, "maximumRateChange": 9.1, "minimumRateChange": -1.2,
            "policyholdersAffected": 12000}],
        "productName": "Blue Lake Select HMO",
        "productType": "HMO",
        "typeOfInsurance": {"code": "HOrg02I", "name": "Individual Health Organizations - Health Maintenance (HMO)"},
        "marketType": "Individual",
        "submissionDate": "2026-06-01",
        "requestedEffectiveDate": "2027-01-01",
        "stateStatus": "Submitted",
        "companyTrackingNumber": "BLHP-IND-2026-001",
        "overallRateChange": 4.5,
        "lastModified": "2026-06-01T14:00:00Z",
        "attachments": attachments
    })
}

fn page(trackings: &[&str], next: Option<&str>) -> Value {
    json!({
        "filings": trackings.iter().map(|t| filing(t, json!([]))).collect::<Vec<_>>(),
        "nextPageToken": next,
        "asOf": "2026-11-20T10:00:00Z"
    })
}

#[tokio::test]
async fn pages_are_followed_until_the_last_one() {
    let server = MockServer::start().await;
    for (token, body) in [
        (
            None,
            page(&["BLHP-140000001", "BLHP-140000002"], Some("page-2")),
        ),
        (
            Some("page-2"),
            page(&["BLHP-140000003", "BLHP-140000004"], Some("page-3")),
        ),
        (Some("page-3"), page(&["BLHP-140000005"], None)),
    ] {
        let mock = Mock::given(method("GET"))
            .and(path("/filings"))
            .and(query_param("since", "2026-11-01T00:00:00Z"))
            .and(query_param("pageSize", "100"));
        let mock = match token {
            Some(token) => mock.and(query_param("pageToken", token)),
            None => mock.and(query_param_is_missing("pageToken")),
        };
        mock.respond_with(ResponseTemplate::new(200).set_body_json(body))
            .expect(1)
            .mount(&server)
            .await;
    }
    let source = client(options(&server));
    let since = "2026-11-01T00:00:00Z".parse().ok();

    let mut trackings = Vec::new();
    let mut token = None;
    loop {
        let page = source.changed_since(since, token).await.unwrap();
        trackings.extend(page.filings.into_iter().map(|f| f.tracking_number));
        token = page.next_page_token;
        if token.is_none() {
            break;
        }
    }

    assert_eq!(
        trackings,
        [
            "BLHP-140000001",
            "BLHP-140000002",
            "BLHP-140000003",
            "BLHP-140000004",
            "BLHP-140000005"
        ]
    );
}

#[tokio::test]
async fn server_errors_are_retried_until_an_answer_comes() {
    let server = MockServer::start().await;
    Mock::given(path("/filings"))
        .respond_with(ResponseTemplate::new(500))
        .up_to_n_times(2)
        .expect(2)
        .mount(&server)
        .await;
    Mock::given(path("/filings"))
        .respond_with(ResponseTemplate::new(200).set_body_json(page(&["BLHP-140000001"], None)))
        .expect(1)
        .mount(&server)
        .await;

    let page = client(options(&server))
        .changed_since(None, None)
        .await
        .unwrap();

    assert_eq!(page.filings.len(), 1);
}

#[tokio::test]
async fn the_client_gives_up_after_its_retries() {
    let server = MockServer::start().await;
    Mock::given(path("/filings"))
        .respond_with(ResponseTemplate::new(503).set_body_string("maintenance"))
        .expect(4)
        .mount(&server)
        .await;

    let error = client(options(&server))
        .changed_since(None, None)
        .await
        .unwrap_err();

    let SourceError::Unavailable(message) = error else {
        panic!("expected unavailable, got {error:?}");
    };
    assert!(
        message.contains("503") && message.contains("4 attempts"),
        "{message}"
    );
}

#[tokio::test]
async fn a_not_found_answer_is_not_retried() {
    let server = MockServer::start().await;
    Mock::given(path("/filings"))
        .respond_with(ResponseTemplate::new(404))
        .expect(1)
        .mount(&server)
        .await;
    Mock::given(path("/attachments/BLHP-140000001-9"))
        .respond_with(ResponseTemplate::new(404))
        .expect(1)
        .mount(&server)
        .await;
    let source = client(options(&server));

    let listing = source.changed_since(None, None).await.unwrap_err();
    let attachment = source.attachment("BLHP-140000001-9").await.unwrap_err();

    assert!(
        matches!(listing, SourceError::Unavailable(ref m) if m.contains("SERFF_SOURCE_URL")),
        "{listing:?}"
    );
    assert!(
        matches!(attachment, SourceError::NoSuchAttachment(ref id) if id == "BLHP-140000001-9")
    );
}

#[tokio::test]
async fn a_record_of_the_wrong_shape_is_set_aside_naming_the_field_and_the_rest_is_read() {
    let server = MockServer::start().await;
    let mut body = page(&["BLHP-140000001", "BLHP-140000002"], None);
    body["filings"][1]["companies"][0]["policyholdersAffected"] = json!("many");
    Mock::given(path("/filings"))
        .respond_with(ResponseTemplate::new(200).set_body_json(body))
        .expect(1)
        .mount(&server)
        .await;

    let page = client(options(&server))
        .changed_since(None, None)
        .await
        .unwrap();

    let tracking: Vec<&str> = page
        .filings
        .iter()
        .map(|f| f.tracking_number.as_str())
        .collect();
    assert_eq!(tracking, ["BLHP-140000001"]);
    assert_eq!(page.rejected.len(), 1);
    let message = &page.rejected[0].reason;
    assert_eq!(
        page.rejected[0].tracking_number.as_deref(),
        Some("BLHP-140000002")
    );
    assert!(message.contains("filing 2 (BLHP-140000002)"), "{message}");
    assert!(
        message.contains("companies[0]") && message.contains("many"),
        "{message}"
    );
}

#[tokio::test]
async fn a_listing_without_as_of_is_malformed() {
    let server = MockServer::start().await;
    Mock::given(path("/filings"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({"filings": []})))
        .mount(&server)
        .await;

    let error = client(options(&server))
        .changed_since(None, None)
        .await
        .unwrap_err();

    assert!(
        matches!(error, SourceError::Malformed(ref m) if m.contains("asOf")),
        "{error:?}"
    );
}

#[tokio::test]
async fn a_cut_off_listing_is_fetched_again() {
    let server = MockServer::start().await;
    let full = page(&["BLHP-140000001"], None).to_string();
    Mock::given(path("/filings"))
        .respond_with(
            ResponseTemplate::new(200)
                .set_body_raw(full[..full.len() / 2].to_owned(), "application/json"),
        )
        .up_to_n_times(1)
        .expect(1)
        .mount(&server)
        .await;
    Mock::given(path("/filings"))
        .respond_with(ResponseTemplate::new(200).set_body_raw(full, "application/json"))
        .expect(1)
        .mount(&server)
        .await;

    let page = client(options(&server))
        .changed_since(None, None)
        .await
        .unwrap();

    assert_eq!(page.filings[0].tracking_number, "BLHP-140000001");
}

#[tokio::test]
async fn an_attachment_whose_checksum_differs_is_refused() {
    let server = MockServer::start().await;
    let attachments = json!([{
        "attachmentId": "BLHP-140000001-1", "fileName": "Actuarial Memorandum.pdf",
        "documentName": "Actuarial Memorandum", "documentType": "Supporting Document",
        "contentType": "application/pdf", "sizeBytes": 14,
        "sha256": sha256_hex(b"%PDF-1.4 right")}]);
    let body =
        json!({"filings": [filing("BLHP-140000001", attachments)], "asOf": "2026-11-20T10:00:00Z"});
    Mock::given(path("/filings"))
        .respond_with(ResponseTemplate::new(200).set_body_json(body))
        .mount(&server)
        .await;
    Mock::given(path("/attachments/BLHP-140000001-1"))
        .respond_with(
            ResponseTemplate::new(200).set_body_raw(b"%PDF-1.4 wrong".to_vec(), "application/pdf"),
        )
        .expect(8) // four attempts for each of the two downloads
        .mount(&server)
        .await;
    let source = client(options(&server));
    let page = source.changed_since(None, None).await.unwrap();

    let by_id = source.attachment("BLHP-140000001-1").await.unwrap_err();
    let by_record = source
        .download(&page.filings[0].attachments[0])
        .await
        .unwrap_err();

    for error in [by_id, by_record] {
        assert!(
            matches!(error, SourceError::Malformed(ref m) if m.contains("SHA-256")),
            "{error:?}"
        );
    }
}

#[tokio::test]
async fn an_attachment_is_checked_against_the_checksum_header_and_returned() {
    let server = MockServer::start().await;
    let bytes = b"PK\x03\x04 a workbook".to_vec();
    Mock::given(path("/attachments/A%201"))
        .respond_with(
            ResponseTemplate::new(200)
                .insert_header("x-content-sha256", sha256_hex(&bytes).as_str())
                .set_body_raw(
                    bytes.clone(),
                    "application/vnd.ms-excel.sheet.macroEnabled.12",
                ),
        )
        .expect(1)
        .mount(&server)
        .await;

    let got = client(options(&server)).attachment("A 1").await.unwrap();

    assert_eq!(got, bytes);
}

#[tokio::test]
async fn an_attachment_over_the_size_limit_is_refused() {
    let server = MockServer::start().await;
    Mock::given(path("/attachments/big"))
        .respond_with(ResponseTemplate::new(200).set_body_raw(vec![b'x'; 2_000], "application/pdf"))
        .expect(1)
        .mount(&server)
        .await;
    let mut options = options(&server);
    options.max_attachment_bytes = 1_000;

    let error = client(options).attachment("big").await.unwrap_err();

    assert!(
        matches!(error, SourceError::Malformed(ref m) if m.contains("limit")),
        "{error:?}"
    );
}

#[tokio::test]
async fn the_bearer_token_is_sent() {
    let server = MockServer::start().await;
    Mock::given(path("/filings"))
        .and(header("authorization", "Bearer s3cret"))
        .respond_with(ResponseTemplate::new(200).set_body_json(page(&[], None)))
        .expect(1)
        .mount(&server)
        .await;
    Mock::given(path("/filings"))
        .respond_with(ResponseTemplate::new(401))
        .expect(1)
        .mount(&server)
        .await;
    let mut with_token = options(&server);
    with_token.token = Some("s3cret".to_owned());

    let accepted = client(with_token).changed_since(None, None).await;
    let refused = client(options(&server))
        .changed_since(None, None)
        .await
        .unwrap_err();

    assert!(accepted.is_ok(), "{accepted:?}");
    assert!(
        matches!(refused, SourceError::Unavailable(ref m) if m.contains("SERFF_SOURCE_TOKEN")),
        "{refused:?}"
    );
}
