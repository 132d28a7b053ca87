//! serff-sim's SOAP State API spoken to over HTTP as the NAIC-generated client speaks it (raw
//! envelopes, HTTP Basic, SOAPAction): windowed queries, the client faults, the throttle, a
//! whole download with its checksums, the injected faults and the WSDL.
#![allow(clippy::unwrap_used, clippy::expect_used)] // a failing test should panic loudly

use std::time::Duration;

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use chrono::{NaiveDate, NaiveDateTime};
use demo::sim::{SimConfig, SimScale, SimServer, SimUser};
use md5::{Digest, Md5};
use quick_xml::events::Event;
use quick_xml::name::ResolveResult;
use quick_xml::reader::NsReader;
use reqwest::StatusCode;
use serde_json::{Value, json};

const TYPES: &str = "uri:StateApiService.types";

/// Starts a simulator of `filings` filings; returns its base address.
fn start(filings: usize, change: impl FnOnce(&mut SimConfig)) -> String {
    let mut config = SimConfig::new(0);
    config.workers = 1;
    config.scale = SimScale::Filings(filings);
    config.today = NaiveDate::from_ymd_opt(2026, 11, 20).unwrap();
    change(&mut config);
    let server = SimServer::build(config).unwrap();
    let base = format!("http://127.0.0.1:{}", server.port());
    actix_web::rt::spawn(server.run_until_stopped());
    base
}

/// An answer: status, content type, body.
struct Answer {
    status: StatusCode,
    content_type: String,
    www_authenticate: Option<String>,
    body: String,
}

/// Calls `operation` on `port` with the body's inner XML `inner`, as `credentials`.
async fn call_as(
    base: &str,
    port: &str,
    operation: &str,
    inner: &str,
    credentials: Option<(&str, &str)>,
) -> Answer {
    let envelope = format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?><env:Envelope xmlns:env=\"http://schemas.xmlsoap.org/soap/envelope/\" xmlns:xsd=\"http://www.w3.org/2001/XMLSchema\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" xmlns:enc=\"http://schemas.xmlsoap.org/soap/encoding/\" xmlns:ns0=\"{TYPES}\"><env:Body><ns0:{operation}>{inner}</ns0:{operation}></env:Body></env:Envelope>"
    );
    let mut request = reqwest::Client::new()
        .post(format!("{base}/state-api_4.1/{port}"))
        .header("Content-Type", "text/xml; charset=utf-8")
        .header("SOAPAction", format!("\"{operation}\""))
        .body(envelope);
    if let Some((user, password)) = credentials {
        request = request.basic_auth(user, Some(password));
    }
    let response = request.send().await.unwrap();
    let header = |name: &str| {
        response
            .headers()
            .get(name)
            .map(|v| v.to_str().unwrap().to_owned())
    };
    Answer {
        status: response.status(),
        content_type: header("content-type").unwrap_or_default(),
        www_authenticate: header("www-authenticate"),
        body: response.text().await.unwrap(),
    }
}

/// Calls as the default local account.
async fn call(base: &str, port: &str, operation: &str, inner: &str) -> Answer {
    call_as(
        base,
        port,
        operation,
        inner,
        Some(("lakeland", "serff-sim")),
    )
    .await
}

fn query_body(form: &str, fields: &[&str], condition: &str, pattern: Option<&str>) -> String {
    let fields: String = fields
        .iter()
        .map(|f| format!("<ns0:field>{f}</ns0:field>"))
        .collect();
    let condition = condition
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;");
    let pattern = pattern
        .map(|p| format!("<ns0:attachmentNamePattern>{p}</ns0:attachmentNamePattern>"))
        .unwrap_or_default();
    format!(
        "<ns0:form>{form}</ns0:form><ns0:fields>{fields}</ns0:fields><ns0:condition>{condition}</ns0:condition>{pattern}"
    )
}

/// An element of an answer, read by namespace.
#[derive(Debug, Default)]
struct Node {
    ns: Option<String>,
    local: String,
    text: String,
    children: Vec<Node>,
}

impl Node {
    fn child(&self, local: &str) -> Option<&Node> {
        self.children.iter().find(|c| c.local == local)
    }

    fn all(&self, local: &str) -> impl Iterator<Item = &Node> {
        self.children.iter().filter(move |c| c.local == local)
    }
}

/// The first element in `env:Body` of `xml`.
fn body(xml: &str) -> Node {
    let mut reader = NsReader::from_str(xml);
    let mut stack: Vec<Node> = vec![Node::default()];
    loop {
        let (ns, event) = reader.read_resolved_event().unwrap();
        let ns = match ns {
            ResolveResult::Bound(ns) => Some(ns.0.to_owned()),
            _ => None,
        };
        let empty = matches!(event, Event::Empty(_));
        match event {
            Event::Start(e) | Event::Empty(e) => {
                stack.push(Node {
                    ns,
                    local: e.local_name().as_ref().to_owned(),
                    ..Node::default()
                });
                if empty {
                    let done = stack.pop().unwrap();
                    stack.last_mut().unwrap().children.push(done);
                }
            }
            Event::End(_) => {
                let done = stack.pop().unwrap();
                stack.last_mut().unwrap().children.push(done);
            }
            Event::Text(t) => stack.last_mut().unwrap().text.push_str(&t.xml10_content()),
            Event::GeneralRef(r) => {
                let name = r.xml10_content();
                let text = quick_xml::escape::resolve_predefined_entity(&name).unwrap();
                stack.last_mut().unwrap().text.push_str(text);
            }
            Event::Eof => break,
            _ => {}
        }
    }
    let envelope = stack.pop().unwrap().children.pop().unwrap();
    assert_eq!(
        envelope.ns.as_deref(),
        Some("http://schemas.xmlsoap.org/soap/envelope/")
    );
    let mut soap_body = envelope
        .children
        .into_iter()
        .find(|c| c.local == "Body")
        .unwrap();
    soap_body.children.remove(0)
}

/// A row: values by position (`None` when no `vs`) and attachments (name, id).
type Row = (Vec<Option<String>>, Vec<(String, String)>);

/// The rows of a query answer, checking the element order the WSDL prescribes.
fn rows(answer: &Answer) -> Vec<Row> {
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    assert_eq!(answer.content_type, "text/xml; charset=utf-8");
    let response = body(&answer.body);
    assert_eq!(response.ns.as_deref(), Some(TYPES));
    let table = response.child("resultTable").unwrap();
    table
        .all("row")
        .map(|row| {
            let names: Vec<&str> = row.children.iter().map(|c| c.local.as_str()).collect();
            let values_end = names.iter().take_while(|n| **n == "value").count();
            assert!(
                names[values_end..]
                    .iter()
                    .all(|n| *n == "attachmentIdentifier"),
                "values, then attachments: {names:?}"
            );
            let values = row
                .all("value")
                .map(|v| v.child("vs").map(|vs| vs.text.clone()))
                .collect();
            let attachments = row
                .all("attachmentIdentifier")
                .map(|a| {
                    let names: Vec<&str> = a.children.iter().map(|c| c.local.as_str()).collect();
                    assert_eq!(names, ["attachmentName", "attachmentId"]);
                    (
                        a.child("attachmentName").unwrap().text.clone(),
                        a.child("attachmentId").unwrap().text.clone(),
                    )
                })
                .collect();
            (values, attachments)
        })
        .collect()
}

/// A fault answer's detail: (exception name, its children as (name, text)).
fn fault(answer: &Answer) -> (String, Vec<(String, String)>) {
    assert_eq!(
        answer.status,
        StatusCode::INTERNAL_SERVER_ERROR,
        "{}",
        answer.body
    );
    let fault = body(&answer.body);
    assert_eq!(fault.local, "Fault");
    let names: Vec<&str> = fault.children.iter().map(|c| c.local.as_str()).collect();
    assert_eq!(names, ["faultcode", "faultstring", "detail"]);
    assert_eq!(fault.child("faultcode").unwrap().text, "env:Server");
    let exception = &fault.child("detail").unwrap().children[0];
    assert_eq!(exception.ns.as_deref(), Some(TYPES));
    (
        exception.local.clone(),
        exception
            .children
            .iter()
            .map(|c| (c.local.clone(), c.text.clone()))
            .collect(),
    )
}

/// The client or server code of a fault answer.
fn code(answer: &Answer) -> (String, String) {
    let (name, children) = fault(answer);
    (name, children[0].1.clone())
}

/// `Tue Mar 01 14:03:22 CST 2022` as a local time.
fn java_date(text: &str) -> NaiveDateTime {
    let parts: Vec<&str> = text.split(' ').collect();
    assert_eq!(parts.len(), 6, "{text}");
    assert!(matches!(parts[4], "CST" | "CDT"), "{text}");
    let plain = format!(
        "{} {} {} {} {}",
        parts[0], parts[1], parts[2], parts[3], parts[5]
    );
    NaiveDateTime::parse_from_str(&plain, "%a %b %d %H:%M:%S %Y").unwrap()
}

async fn post_json(base: &str, path: &str, body: Value) -> Value {
    let response = reqwest::Client::new()
        .post(format!("{base}{path}"))
        .json(&body)
        .send()
        .await
        .unwrap();
    assert!(
        response.status().is_success(),
        "{path}: {}",
        response.status()
    );
    response.json().await.unwrap()
}

async fn counters(base: &str) -> Value {
    let stats: Value = reqwest::get(format!("{base}/_sim/stats"))
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    stats["counters"]["soap"].clone()
}

const EVERYTHING: &str =
    "DateLastModified > DATE '2000-01-01 00:00:00' AND DateLastModified <= DATE '2099-01-01'";

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
    tokio::time::sleep(Duration::from_millis(wait + 20)).await;
    let after = call(&base, "Filing", "queryFiling", &ask).await;
    assert_eq!(after.status, StatusCode::OK, "{}", after.body);
    assert!(counters(&base).await["throttled"].as_u64().unwrap() >= 1);
}

/// The attachment id of the first document of the first filing that has one.
async fn some_attachment(base: &str) -> String {
    let docs = rows(
        &call(
            base,
            "Filing",
            "queryFiling",
            &query_body("SUPPORTDOCS", &["SuppDocName"], EVERYTHING, Some("*")),
        )
        .await,
    );
    docs.into_iter()
        .find_map(|(_, a)| a.into_iter().next())
        .unwrap()
        .1
}

fn md5_hex(bytes: &[u8]) -> String {
    Md5::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
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
    let json_route = reqwest::get(format!("{base}/attachments/{id}"))
        .await
        .unwrap()
        .bytes()
        .await
        .unwrap();
    assert_eq!(file, json_route.to_vec());
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
