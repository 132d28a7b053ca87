//! serff-sim's faults, each met as the NAIC-generated client would meet it: the State API's own
//! (injected server errors, an illegal XML character) and the hostile server's: a bare server
//! error without an envelope, an answer cut off half way, oversized answers and
//! attachments, a redirect to another origin, a web page served as a PDF, slow answers.

use std::time::Duration;

use reqwest::StatusCode;
use serde_json::json;

use crate::support::*;

#[actix_web::test]
async fn injected_server_errors_and_an_illegal_character_arrive_as_the_real_server_sends_them() {
    let base = start(6, |_| {});
    let ask = query_body(
        "FILING",
        &["FilingSERFFTrackNum", "ProductName"],
        EVERYTHING,
        None,
    );
    let first = rows(&query_filing(&base, &ask).await)[0].0[0]
        .clone()
        .unwrap();

    post_json(&base, "/_sim/faults", json!({"serverErrorRate": 1.0})).await;
    let failing = query_filing(&base, &ask).await;
    post_json(&base, "/_sim/faults", json!({"illegalXmlFiling": first})).await;
    let spoiled = query_filing(&base, &ask).await;

    let (name, server_code) = code(&failing);
    assert_eq!(name, "ServerException");
    assert!(
        ["2001", "2002", "2006"].contains(&server_code.as_str()),
        "{server_code}"
    );
    assert_eq!(spoiled.status, StatusCode::OK);
    assert!(
        spoiled.body.contains('\u{1}'),
        "the control character is sent raw"
    );
    assert_eq!(counters(&base).await["serverErrorsInjected"], 1);
    let refused = test_support::http::client()
        .post(format!("{base}/_sim/faults"))
        .json(&json!({"illegalXmlFiling": "NONE-000000000"}))
        .send()
        .await
        .unwrap();
    assert_eq!(refused.status(), StatusCode::BAD_REQUEST);
}

/// A query of every filing's tracking number, with the filed documents (`*`).
fn everything() -> String {
    query_body("FILING", &["FilingSERFFTrackNum"], EVERYTHING, Some("*"))
}

/// Sends `everything()` to `base` with `client`, with the local credentials, and returns the
/// response once its head has arrived.
async fn send_everything(client: &reqwest::Client, base: &str) -> reqwest::Response {
    soap_request(client, base, "Filing", "queryFiling", &everything(), LOCAL)
        .send()
        .await
        .unwrap()
}

#[actix_web::test]
async fn the_error_fault_answers_a_bare_server_error_without_an_envelope() {
    let base = start(5, |config| config.faults.error_rate = 1.0);

    let answer = query_filing(&base, &everything()).await;

    assert!(
        matches!(answer.status.as_u16(), 500 | 503),
        "{}",
        answer.status
    );
    assert!(answer.content_type.starts_with("text/html"));
    assert!(!answer.body.contains("Envelope"), "{}", answer.body);
    assert_eq!(sim_counters(&base).await["errorsInjected"], 1);
    // The call never reached the server.
    assert_eq!(counters(&base).await["callsByOperation"], json!({}));
}

#[actix_web::test]
async fn the_truncate_fault_cuts_the_answer_off_half_way() {
    let base = start(5, |config| config.faults.truncate_rate = 1.0);
    let client = test_support::http::client();

    let response = send_everything(&client, &base).await;
    let announced = response.content_length().unwrap();
    let read = response.bytes().await;

    assert!(announced > 100, "{announced}");
    assert!(read.is_err(), "the body ends before its Content-Length");
    assert_eq!(sim_counters(&base).await["truncationsInjected"], 1);
}

#[actix_web::test]
async fn the_oversize_page_fault_pads_query_answers_inside_the_envelope() {
    const PADDING: u64 = 3 * 1024 * 1024;
    let base = start(5, |config| config.faults.oversize_page_bytes = PADDING);
    let client = test_support::http::client();

    let response = send_everything(&client, &base).await;
    let length = response.content_length();
    let text = response.text().await.unwrap();
    let answer = Answer {
        status: StatusCode::OK,
        content_type: "text/xml; charset=utf-8".to_owned(),
        www_authenticate: None,
        body: text,
    };
    let download = call(
        &base,
        "Attachment",
        "beginDownload",
        "<ns0:attachmentId>nothing</ns0:attachmentId>",
    )
    .await;

    assert_eq!(length, None, "streamed without a Content-Length");
    assert!(answer.body.len() as u64 > PADDING);
    assert!(answer.body.ends_with("</env:Body></env:Envelope>"));
    assert_eq!(rows(&answer).len(), 5, "still well-formed");
    assert!(download.body.len() < 10_000, "only queries are padded");
    assert_eq!(sim_counters(&base).await["paddingBytesSent"], PADDING);
}

#[actix_web::test]
async fn a_client_that_hangs_up_on_an_oversized_answer_stops_the_padding() {
    const PADDING: u64 = 256 * 1024 * 1024;
    const CAP: usize = 1024 * 1024;
    let base = start(5, |config| config.faults.oversize_page_bytes = PADDING);
    let client = test_support::http::client();

    let mut response = send_everything(&client, &base).await;
    let mut read = 0;
    while read <= CAP {
        read += response.chunk().await.unwrap().unwrap().len();
    }
    drop(response);
    drop(client);

    let sent = sim_counters(&base).await["paddingBytesSent"]
        .as_u64()
        .unwrap();
    assert!(sent < PADDING / 4, "{sent} bytes of padding sent");
}

#[actix_web::test]
async fn the_oversize_attachment_fault_announces_more_and_serves_filler_with_right_md5s() {
    const EXTRA: u64 = 200_000;
    let base = start(8, |_| {});
    let id = some_attachment(&base).await;
    let real = download(&base, &id).await;

    post_json(
        &base,
        "/_sim/faults",
        json!({"oversizeAttachmentBytes": EXTRA}),
    )
    .await;
    let spoiled = download(&base, &id).await;

    assert_eq!(spoiled.filesize, real.filesize + EXTRA);
    assert_eq!(&spoiled.bytes[..real.bytes.len()], &real.bytes[..]);
    assert!(spoiled.bytes[real.bytes.len()..].iter().all(|b| *b == b' '));
    assert_eq!(spoiled.md5, md5_hex(&spoiled.bytes));
    assert_eq!(sim_counters(&base).await["paddingBytesSent"], EXTRA);
}

#[actix_web::test]
async fn the_redirect_fault_sends_every_soap_call_to_the_other_origin() {
    let base = start(3, |config| {
        config.faults.redirect_origin = Some("http://elsewhere.example:9999".to_owned());
    });
    let client = test_support::http::client_builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();

    let query = send_everything(&client, &base).await;
    let read = soap_request(
        &client,
        &base,
        "Attachment",
        "readBlock",
        "<ns0:attachmentId>x</ns0:attachmentId>",
        None,
    )
    .send()
    .await
    .unwrap();

    for (response, path) in [(&query, "Filing"), (&read, "Attachment")] {
        assert_eq!(response.status(), StatusCode::FOUND);
        assert_eq!(
            response.headers()["location"],
            format!("http://elsewhere.example:9999/state-api_4.1/{path}").as_str()
        );
    }
    assert_eq!(sim_counters(&base).await["redirectsInjected"], 2);
}

#[actix_web::test]
async fn the_lying_fault_serves_a_web_page_as_a_pdf_with_consistent_size_and_md5s() {
    let base = start(8, |config| config.faults.lying_attachments = true);
    let docs = query_rows(
        &base,
        "SUPPORTDOCS",
        &["SuppDocName"],
        EVERYTHING,
        Some(".pdf"),
    )
    .await;
    let (name, id) = docs
        .into_iter()
        .find_map(|(_, a)| a.into_iter().next())
        .unwrap();

    let lie = download(&base, &id).await;

    assert!(name.ends_with(".pdf"), "{name}");
    assert!(lie.bytes.starts_with(b"<!DOCTYPE html>"));
    assert_eq!(lie.filesize, lie.bytes.len() as u64);
    assert_eq!(lie.md5, md5_hex(&lie.bytes));
}

#[actix_web::test]
async fn the_slow_fault_delays_every_answer() {
    let base = start(3, |config| config.faults.slow_ms = 150);

    let started = std::time::Instant::now();
    let answer = query_filing(&base, &everything()).await;

    assert_eq!(answer.status, StatusCode::OK);
    assert!(started.elapsed() >= Duration::from_millis(150));
    assert_eq!(sim_counters(&base).await["slowed"], 1);
}
