//! serff-sim's SOAP State API spoken to over HTTP as the NAIC-generated client speaks it (raw
//! envelopes, HTTP Basic, SOAPAction): windowed queries, the client faults, the throttle, a
//! whole download with its checksums, the State API's own faults, the hostile server's
//! (bare errors, cut-off and oversized answers, oversized and lying attachments, redirects,
//! slow answers) and the WSDL.

use std::time::Duration;

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use chrono::NaiveDateTime;
use demo::sim::SimUser;
use reqwest::StatusCode;
use serde_json::json;

use crate::support::*;

#[actix_web::test]
async fn a_window_answers_its_filings_with_the_fields_in_the_order_asked() {
    let base = start(40, |_| {});
    let fields = [
        "FilingSERFFTrackNum",
        "DateLastModified",
        "StateStatus",
        "LahGrpMarketSize",
    ];

    let all = rows(
        &call(
            &base,
            "Filing",
            "queryFiling",
            &query_body("FILING", &fields, EVERYTHING, None),
        )
        .await,
    );

    assert_eq!(all.len(), 40);
    let mut changed: Vec<NaiveDateTime> = Vec::new();
    for (values, attachments) in &all {
        assert_eq!(values.len(), 4);
        assert!(attachments.is_empty(), "no pattern, no attachments");
        let tracking = values[0].as_deref().unwrap();
        assert!(
            tracking.len() == 14 && tracking.as_bytes()[4] == b'-',
            "{tracking}"
        );
        changed.push(java_date(values[1].as_deref().unwrap()));
        assert!(!values[2].as_deref().unwrap().is_empty());
    }
    assert!(
        all.iter().any(|(v, _)| v[3].is_none()),
        "individual filings have no group size"
    );

    // A narrower window, (lo, hi] in the server's local time, holds exactly the filings changed in it.
    changed.sort();
    let (lo, hi) = (changed[9], changed[29]);
    let window = format!(
        "DateLastModified > DATE '{}' AND DateLastModified <= DATE '{}'",
        lo.format("%Y-%m-%d %H:%M:%S"),
        hi.format("%Y-%m-%d %H:%M:%S")
    );
    let some = rows(
        &call(
            &base,
            "Filing",
            "queryFiling",
            &query_body("filing", &["DateLastModified"], &window, None),
        )
        .await,
    );
    let expected = changed.iter().filter(|t| **t > lo && **t <= hi).count();
    assert_eq!(some.len(), expected);
    assert!(expected >= 15, "{expected}");
}

#[actix_web::test]
async fn child_forms_filter_by_their_filing_and_carry_their_documents() {
    let base = start(60, |_| {});
    let filings = rows(
        &call(
            &base,
            "Filing",
            "queryFiling",
            &query_body(
                "FILING",
                &["FilingSERFFTrackNum", "StateStatus"],
                EVERYTHING,
                Some("*"),
            ),
        )
        .await,
    );
    let decided: Vec<String> = filings
        .iter()
        .filter(|(v, _)| {
            matches!(
                v[1].as_deref(),
                Some("Accepted" | "Denied" | "Withdrawn" | "Rejected")
            )
        })
        .map(|(v, _)| format!("'{}'", v[0].as_deref().unwrap()))
        .collect();
    let batch = format!("FilingSERFFTrackNum IN ({})", decided.join(", "));

    let dispositions = rows(
        &call(
            &base,
            "Filing",
            "queryFiling",
            &query_body(
                "DISPOSITION",
                &[
                    "FilingSERFFTrackNum",
                    "DispositionStatus",
                    "DispositionDate",
                    "DispositionComments",
                ],
                &batch,
                Some("*"),
            ),
        )
        .await,
    );
    let companies = rows(
        &call(
            &base,
            "Filing",
            "queryFiling",
            &query_body(
                "COMPANY",
                &["FilingSERFFTrackNum", "CompanyCoCode", "CompanyName"],
                &format!("{EVERYTHING} AND StateStatus <> 'No such status'"),
                None,
            ),
        )
        .await,
    );
    let docs = rows(
        &call(
            &base,
            "Filing",
            "queryFiling",
            &query_body(
                "SUPPORTDOCS",
                &["FilingSERFFTrackNum", "SuppDocName"],
                EVERYTHING,
                Some(".pdf"),
            ),
        )
        .await,
    );

    assert_eq!(dispositions.len(), decided.len());
    assert!(
        dispositions
            .iter()
            .all(|(v, _)| v.iter().all(Option::is_some))
    );
    assert!(
        dispositions
            .iter()
            .any(|(_, a)| a.iter().any(|(name, _)| name == "Disposition Letter.pdf"))
    );
    assert!(
        companies.len() > filings.len(),
        "a joint filing has two companies"
    );
    assert!(
        docs.iter()
            .all(|(_, a)| a.iter().all(|(name, _)| name.contains(".pdf")))
    );
    assert!(docs.iter().any(|(_, a)| !a.is_empty()));
    let (_, filing_attachments): &Row = filings.iter().find(|(_, a)| !a.is_empty()).unwrap();
    assert!(
        !filing_attachments.is_empty(),
        "FILING rows carry the filing's documents with '*'"
    );
}

#[actix_web::test]
async fn basic_auth_is_required_and_an_expired_password_refused() {
    let base = start(5, |config| {
        config.users = vec![SimUser {
            name: "ana".to_owned(),
            password: "pw".to_owned(),
        }];
    });
    let ask = query_body("FILING", &["FilingSERFFTrackNum"], EVERYTHING, None);

    let none = call_as(&base, "Filing", "queryFiling", &ask, None).await;
    let wrong = call_as(&base, "Filing", "queryFiling", &ask, Some(("ana", "nope"))).await;
    let right = call_as(&base, "Filing", "queryFiling", &ask, Some(("ana", "pw"))).await;
    post_json(&base, "/_sim/faults", json!({"expiredPassword": true})).await;
    let expired = call_as(&base, "Filing", "queryFiling", &ask, Some(("ana", "pw"))).await;

    for refused in [&none, &wrong, &expired] {
        assert_eq!(refused.status, StatusCode::UNAUTHORIZED);
        assert_eq!(
            refused.www_authenticate.as_deref(),
            Some("Basic realm=\"SERFF State API\"")
        );
    }
    assert_eq!(right.status, StatusCode::OK);
    assert!(expired.body.contains("expired"), "{}", expired.body);
    assert_eq!(counters(&base).await["unauthorized"], 3);
}

#[actix_web::test]
async fn mistakes_get_client_codes_1007_1008_1009_and_too_many_rows_1003() {
    // 25 filings, the 12th of them filed jointly by two companies: 26 company rows.
    let base = start(25, |config| config.faults.row_limit = 25);
    let ask =
        |form: &str, fields: &[&str], condition: &str| query_body(form, fields, condition, None);
    let client = |code: &str| ("ClientException".to_owned(), code.to_owned());

    let parse = call(
        &base,
        "Filing",
        "queryFiling",
        &ask("FILING", &["StateStatus"], "StateStatus = 'x' OR 1 = 1"),
    )
    .await;
    let unknown_field = call(
        &base,
        "Filing",
        "queryFiling",
        &ask("FILING", &["NoSuchField"], EVERYTHING),
    )
    .await;
    let unknown_in_condition = call(
        &base,
        "Filing",
        "queryFiling",
        &ask("FILING", &["StateStatus"], "NoSuchField = 1"),
    )
    .await;
    let no_fields = call(
        &base,
        "Filing",
        "queryFiling",
        &ask("FILING", &[], EVERYTHING),
    )
    .await;
    let exactly_the_limit = call(
        &base,
        "Filing",
        "queryFiling",
        &ask("FILING", &["StateStatus"], EVERYTHING),
    )
    .await;
    let over_the_limit = call(
        &base,
        "Filing",
        "queryFiling",
        &ask("COMPANY", &["CompanyCoCode"], EVERYTHING),
    )
    .await;
    let unknown_form = call(
        &base,
        "Filing",
        "queryFiling",
        &ask("OBJECTION", &["X"], EVERYTHING),
    )
    .await;
    let unsupported = call(
        &base,
        "Filing",
        "setStateStatus",
        "<ns0:serffTrackingNumber>X</ns0:serffTrackingNumber><ns0:stateStatus>Y</ns0:stateStatus>",
    )
    .await;
    let binder = call(
        &base,
        "PlanBinder",
        "queryBinder",
        &ask("FILING", &["StateStatus"], EVERYTHING),
    )
    .await;

    assert_eq!(code(&parse), client("1007"));
    assert_eq!(code(&unknown_field), client("1008"));
    assert_eq!(code(&unknown_in_condition), client("1008"));
    assert_eq!(code(&no_fields), client("1009"));
    assert_eq!(rows(&exactly_the_limit).len(), 25);
    assert_eq!(code(&over_the_limit), client("1003"));
    assert!(
        fault(&over_the_limit).1[1]
            .1
            .contains("maximum number of rows")
    );
    assert_eq!(code(&unknown_form), client("1002"));
    assert_eq!(code(&unsupported), client("1002"));
    assert!(
        fault(&unsupported).1[1]
            .1
            .contains("not supported by this simulator")
    );
    assert!(rows(&binder).is_empty());
    assert_eq!(counters(&base).await["rowLimitFaults"], 1);
}

#[actix_web::test]
async fn the_throttle_refuses_with_a_hint_then_admits_and_never_counts_downloads() {
    // Three calls a minute, and a minute that passes in half a second.
    let base = start(5, |config| {
        config.faults.calls_per_minute = 3;
        config.faults.clock_speed = 120.0;
    });
    let ask = query_body("FILING", &["FilingSERFFTrackNum"], EVERYTHING, None);

    let mut admitted = 0;
    let refusal = loop {
        let answer = call(&base, "Filing", "queryFiling", &ask).await;
        if answer.status == StatusCode::OK {
            admitted += 1;
            assert!(admitted < 20, "the throttle never refused");
            continue;
        }
        break answer;
    };
    let (name, children) = fault(&refusal);
    let download = call(
        &base,
        "Attachment",
        "beginDownload",
        "<ns0:attachmentId>nothing</ns0:attachmentId><ns0:maxBlockSize>0</ns0:maxBlockSize>",
    )
    .await;
    // The download is not throttled: it fails for its own reason (an unknown id).
    assert_eq!(
        code(&download),
        ("ServerException".to_owned(), "2004".to_owned())
    );

    assert_eq!(name, "CallRateExceededException");
    assert_eq!(children[0].0, "millisecondsUntilNextAllowedCall");
    assert_eq!(children[1].0, "message");
    let wait: u64 = children[0].1.parse().unwrap();
    assert!((1..=500).contains(&wait), "{wait}");
    // Time is the subject: the call is allowed again once the announced wait has passed.
    tokio::time::sleep(Duration::from_millis(wait + 20)).await;
    let after = call(&base, "Filing", "queryFiling", &ask).await;
    assert_eq!(after.status, StatusCode::OK, "{}", after.body);
    let soap = counters(&base).await;
    assert_eq!(soap["throttled"], 1);
    assert_eq!(
        soap["longestThrottledStreak"], 1,
        "a client that waits the hint is refused once in a row"
    );
}

#[actix_web::test]
async fn a_client_that_ignores_the_hint_runs_up_a_streak_of_refusals() {
    let base = start(3, |config| config.faults.calls_per_minute = 1);
    let ask = query_body("FILING", &["FilingSERFFTrackNum"], EVERYTHING, None);

    let first = call(&base, "Filing", "queryFiling", &ask).await;
    let mut refused = Vec::new();
    for _ in 0..3 {
        refused.push(code(&call(&base, "Filing", "queryFiling", &ask).await).0);
    }

    assert_eq!(first.status, StatusCode::OK);
    assert_eq!(refused, ["CallRateExceededException"; 3]);
    assert_eq!(counters(&base).await["longestThrottledStreak"], 3);
}

#[actix_web::test]
async fn a_whole_download_arrives_in_blocks_that_match_their_md5s() {
    let base = start(8, |config| config.block_size = 512);
    let id = some_attachment(&base).await;

    let begin = body(&call(&base, "Attachment", "beginDownload", &format!("<ns0:attachmentId>{id}</ns0:attachmentId><ns0:maxBlockSize>1000000</ns0:maxBlockSize>")).await.body);
    let filesize: usize = begin.child("filesize").unwrap().text.parse().unwrap();
    let block: usize = begin.child("blockSize").unwrap().text.parse().unwrap();
    let mut file = Vec::new();
    while file.len() < filesize {
        let answer = call(&base, "Attachment", "readBlock", &format!("<ns0:attachmentId>{id}</ns0:attachmentId><ns0:offset>{}</ns0:offset><ns0:blockSize>{block}</ns0:blockSize>", file.len())).await;
        let read = body(&answer.body);
        let names: Vec<&str> = read.children.iter().map(|c| c.local.as_str()).collect();
        assert_eq!(names, ["md5", "data"]);
        let data = STANDARD.decode(&read.child("data").unwrap().text).unwrap();
        assert_eq!(read.child("md5").unwrap().text, md5_hex(&data));
        assert!(!data.is_empty() && data.len() <= 512);
        file.extend(data);
    }
    let end = body(
        &call(
            &base,
            "Attachment",
            "endDownload",
            &format!("<ns0:attachmentId>{id}</ns0:attachmentId>"),
        )
        .await
        .body,
    );
    let again = call(&base, "Attachment", "readBlock", &format!("<ns0:attachmentId>{id}</ns0:attachmentId><ns0:offset>0</ns0:offset><ns0:blockSize>10</ns0:blockSize>")).await;

    assert_eq!(block, 512);
    assert!(filesize > 512, "more than one block");
    assert_eq!(end.child("md5").unwrap().text, md5_hex(&file));
    assert_eq!(code(&again).0, "ClientException", "read after the end");
    let soap = counters(&base).await;
    assert_eq!(soap["downloadsCompleted"], 1);
    assert_eq!(soap["bytesServed"].as_u64().unwrap() as usize, filesize);
}

#[actix_web::test]
async fn a_block_with_a_bad_md5_reads_right_the_second_time() {
    let base = start(8, |config| config.faults.bad_block_md5_rate = 1.0);
    let id = some_attachment(&base).await;
    call(
        &base,
        "Attachment",
        "beginDownload",
        &format!("<ns0:attachmentId>{id}</ns0:attachmentId><ns0:maxBlockSize>0</ns0:maxBlockSize>"),
    )
    .await;
    let read_first_block = format!(
        "<ns0:attachmentId>{id}</ns0:attachmentId><ns0:offset>0</ns0:offset><ns0:blockSize>4096</ns0:blockSize>"
    );
    let read = || call(&base, "Attachment", "readBlock", &read_first_block);

    let first = body(&read().await.body);
    let second = body(&read().await.body);

    let data = STANDARD.decode(&first.child("data").unwrap().text).unwrap();
    assert_ne!(first.child("md5").unwrap().text, md5_hex(&data));
    assert_eq!(second.child("md5").unwrap().text, md5_hex(&data));
    assert_eq!(counters(&base).await["badMd5Injected"], 1);
}

#[actix_web::test]
async fn injected_server_errors_and_an_illegal_character_arrive_as_the_real_server_sends_them() {
    let base = start(6, |_| {});
    let ask = query_body(
        "FILING",
        &["FilingSERFFTrackNum", "ProductName"],
        EVERYTHING,
        None,
    );
    let first = rows(&call(&base, "Filing", "queryFiling", &ask).await)[0].0[0]
        .clone()
        .unwrap();

    post_json(&base, "/_sim/faults", json!({"serverErrorRate": 1.0})).await;
    let failing = call(&base, "Filing", "queryFiling", &ask).await;
    post_json(&base, "/_sim/faults", json!({"illegalXmlFiling": first})).await;
    let spoiled = call(&base, "Filing", "queryFiling", &ask).await;

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
    let refused = reqwest::Client::new()
        .post(format!("{base}/_sim/faults"))
        .json(&json!({"illegalXmlFiling": "NONE-000000000"}))
        .send()
        .await
        .unwrap();
    assert_eq!(refused.status(), StatusCode::BAD_REQUEST);
}

#[actix_web::test]
async fn the_wsdl_describes_the_service_at_this_address() {
    let base = start(1, |_| {});

    let response = reqwest::get(format!("{base}/state-api_4.1/Filing?wsdl"))
        .await
        .unwrap();
    let status = response.status();
    let wsdl = response.text().await.unwrap();

    assert_eq!(status, StatusCode::OK);
    assert!(wsdl.contains("targetNamespace=\"uri:StateApiService.wsdl\""));
    assert!(wsdl.contains("targetNamespace=\"uri:StateApiService.types\""));
    assert!(wsdl.contains("<service name=\"StateApiService\">"));
    assert!(wsdl.contains("<operation name=\"queryFiling\">"));
    assert!(wsdl.contains(&format!("location=\"{base}/state-api_4.1/Attachment\"")));
    let missing = reqwest::get(format!("{base}/state-api_4.1/Nowhere?wsdl"))
        .await
        .unwrap();
    assert_eq!(missing.status(), StatusCode::NOT_FOUND);
}

/// A query of every filing's tracking number, with the filed documents (`*`).
fn everything() -> String {
    query_body("FILING", &["FilingSERFFTrackNum"], EVERYTHING, Some("*"))
}

#[actix_web::test]
async fn the_error_fault_answers_a_bare_server_error_without_an_envelope() {
    let base = start(5, |config| config.faults.error_rate = 1.0);

    let answer = call(&base, "Filing", "queryFiling", &everything()).await;

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
    let client = reqwest::Client::new();

    let response = soap_request(
        &client,
        &base,
        "Filing",
        "queryFiling",
        &everything(),
        LOCAL,
    )
    .send()
    .await
    .unwrap();
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
    let client = reqwest::Client::new();

    let response = soap_request(
        &client,
        &base,
        "Filing",
        "queryFiling",
        &everything(),
        LOCAL,
    )
    .send()
    .await
    .unwrap();
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
    let client = reqwest::Client::new();

    let mut response = soap_request(
        &client,
        &base,
        "Filing",
        "queryFiling",
        &everything(),
        LOCAL,
    )
    .send()
    .await
    .unwrap();
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
    let client = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();

    let query = soap_request(
        &client,
        &base,
        "Filing",
        "queryFiling",
        &everything(),
        LOCAL,
    )
    .send()
    .await
    .unwrap();
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
    let docs = rows(
        &call(
            &base,
            "Filing",
            "queryFiling",
            &query_body("SUPPORTDOCS", &["SuppDocName"], EVERYTHING, Some(".pdf")),
        )
        .await,
    );
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
    let answer = call(&base, "Filing", "queryFiling", &everything()).await;

    assert_eq!(answer.status, StatusCode::OK);
    assert!(started.elapsed() >= Duration::from_millis(150));
    assert_eq!(sim_counters(&base).await["slowed"], 1);
}
