//! Speaking to serff-sim as the NAIC-generated client does (raw envelopes, HTTP Basic,
//! SOAPAction) and reading its answers by namespace, for the simulator's tests.
// Each test file uses the part it needs.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use chrono::{NaiveDate, NaiveDateTime};
use demo::sim::{SimConfig, SimScale, SimServer};
use md5::{Digest, Md5};
use quick_xml::events::Event;
use quick_xml::name::ResolveResult;
use quick_xml::reader::NsReader;
use reqwest::StatusCode;
use serde_json::Value;

pub const TYPES: &str = "uri:StateApiService.types";

/// Starts a simulator of `filings` filings; returns its base address.
pub fn start(filings: usize, change: impl FnOnce(&mut SimConfig)) -> String {
    let mut config = SimConfig::new(0);
    config.workers = 1;
    config.scale = SimScale::Filings(filings);
    config.today = NaiveDate::from_ymd_opt(2026, 11, 20).unwrap();
    change(&mut config);
    start_with(config)
}

/// Starts a simulator of `config`; returns its base address.
pub fn start_with(config: SimConfig) -> String {
    let server = SimServer::build(config).unwrap();
    let base = format!("http://127.0.0.1:{}", server.port());
    actix_web::rt::spawn(server.run_until_stopped());
    base
}

/// An answer: status, content type, body.
pub struct Answer {
    pub status: StatusCode,
    pub content_type: String,
    pub www_authenticate: Option<String>,
    pub body: String,
}

/// The local account the simulator accepts by default.
pub const LOCAL: Option<(&str, &str)> = Some(("lakeland", "serff-sim"));

/// A request calling `operation` on `port` with the body's inner XML `inner`, as
/// `credentials`, sent by `client`.
pub fn soap_request(
    client: &reqwest::Client,
    base: &str,
    port: &str,
    operation: &str,
    inner: &str,
    credentials: Option<(&str, &str)>,
) -> reqwest::RequestBuilder {
    let envelope = format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?><env:Envelope xmlns:env=\"http://schemas.xmlsoap.org/soap/envelope/\" xmlns:xsd=\"http://www.w3.org/2001/XMLSchema\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" xmlns:enc=\"http://schemas.xmlsoap.org/soap/encoding/\" xmlns:ns0=\"{TYPES}\"><env:Body><ns0:{operation}>{inner}</ns0:{operation}></env:Body></env:Envelope>"
    );
    let request = client
        .post(format!("{base}/state-api_4.1/{port}"))
        .header("Content-Type", "text/xml; charset=utf-8")
        .header("SOAPAction", format!("\"{operation}\""))
        .body(envelope);
    match credentials {
        Some((user, password)) => request.basic_auth(user, Some(password)),
        None => request,
    }
}

/// Calls `operation` on `port` with the body's inner XML `inner`, as `credentials`.
pub async fn call_as(
    base: &str,
    port: &str,
    operation: &str,
    inner: &str,
    credentials: Option<(&str, &str)>,
) -> Answer {
    let client = test_support::http::client();
    let request = soap_request(&client, base, port, operation, inner, credentials);
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
pub async fn call(base: &str, port: &str, operation: &str, inner: &str) -> Answer {
    call_as(base, port, operation, inner, LOCAL).await
}

/// `queryFiling` with the body's inner XML `inner`, as the local user.
pub async fn query_filing(base: &str, inner: &str) -> Answer {
    call(base, "Filing", "queryFiling", inner).await
}

/// The rows `queryFiling` answers for `form`'s `fields` under `condition`, with the documents
/// whose names match `pattern`.
pub async fn query_rows(
    base: &str,
    form: &str,
    fields: &[&str],
    condition: &str,
    pattern: Option<&str>,
) -> Vec<Row> {
    rows(&query_filing(base, &query_body(form, fields, condition, pattern)).await)
}

pub fn query_body(form: &str, fields: &[&str], condition: &str, pattern: Option<&str>) -> String {
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
pub struct Node {
    pub ns: Option<String>,
    pub local: String,
    pub text: String,
    pub children: Vec<Node>,
}

impl Node {
    pub fn child(&self, local: &str) -> Option<&Node> {
        self.children.iter().find(|c| c.local == local)
    }

    pub fn all(&self, local: &str) -> impl Iterator<Item = &Node> {
        self.children.iter().filter(move |c| c.local == local)
    }
}

/// The first element in `env:Body` of `xml`.
pub fn body(xml: &str) -> Node {
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
pub type Row = (Vec<Option<String>>, Vec<(String, String)>);

/// The rows of a query answer, checking the element order the WSDL prescribes.
pub fn rows(answer: &Answer) -> Vec<Row> {
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
pub fn fault(answer: &Answer) -> (String, Vec<(String, String)>) {
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
pub fn code(answer: &Answer) -> (String, String) {
    let (name, children) = fault(answer);
    (name, children[0].1.clone())
}

/// `Tue Mar 01 14:03:22 CST 2022` as a local time.
pub fn java_date(text: &str) -> NaiveDateTime {
    let parts: Vec<&str> = text.split(' ').collect();
    assert_eq!(parts.len(), 6, "{text}");
    assert!(matches!(parts[4], "CST" | "CDT"), "{text}");
    let plain = format!(
        "{} {} {} {} {}",
        parts[0], parts[1], parts[2], parts[3], parts[5]
    );
    NaiveDateTime::parse_from_str(&plain, "%a %b %d %H:%M:%S %Y").unwrap()
}

pub async fn post_json(base: &str, path: &str, body: Value) -> Value {
    let response = test_support::http::client()
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

/// The simulator's counters (`counters` of `/_sim/stats`).
pub async fn sim_counters(base: &str) -> Value {
    let stats: Value = test_support::http::get(format!("{base}/_sim/stats"))
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    stats["counters"].clone()
}

/// The SOAP side's counters (`counters.soap`).
pub async fn counters(base: &str) -> Value {
    sim_counters(base).await["soap"].clone()
}

pub const EVERYTHING: &str =
    "DateLastModified > DATE '2000-01-01 00:00:00' AND DateLastModified <= DATE '2099-01-01'";

/// The attachment id of the first document of the first filing that has one.
pub async fn some_attachment(base: &str) -> String {
    let docs = query_rows(base, "SUPPORTDOCS", &["SuppDocName"], EVERYTHING, Some("*")).await;
    docs.into_iter()
        .find_map(|(_, a)| a.into_iter().next())
        .unwrap()
        .1
}

pub fn md5_hex(bytes: &[u8]) -> String {
    Md5::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// A whole download as a client reads it.
#[derive(Debug)]
pub struct Download {
    /// The size `beginDownload` announced.
    pub filesize: u64,
    /// The bytes of every block, each checked against its MD5.
    pub bytes: Vec<u8>,
    /// The MD5 `endDownload` gave.
    pub md5: String,
}

/// Downloads attachment `id` in blocks of at most 64 KiB, checking each block's MD5.
pub async fn download(base: &str, id: &str) -> Download {
    let begin = call(
        base,
        "Attachment",
        "beginDownload",
        &format!(
            "<ns0:attachmentId>{id}</ns0:attachmentId><ns0:maxBlockSize>65536</ns0:maxBlockSize>"
        ),
    )
    .await;
    assert_eq!(begin.status, StatusCode::OK, "{}", begin.body);
    let begin = body(&begin.body);
    let filesize: u64 = begin.child("filesize").unwrap().text.parse().unwrap();
    let block: u64 = begin.child("blockSize").unwrap().text.parse().unwrap();
    let mut bytes = Vec::new();
    while (bytes.len() as u64) < filesize {
        let answer = call(
            base,
            "Attachment",
            "readBlock",
            &format!(
                "<ns0:attachmentId>{id}</ns0:attachmentId><ns0:offset>{}</ns0:offset><ns0:blockSize>{block}</ns0:blockSize>",
                bytes.len()
            ),
        )
        .await;
        let read = body(&answer.body);
        let data = STANDARD.decode(&read.child("data").unwrap().text).unwrap();
        assert_eq!(read.child("md5").unwrap().text, md5_hex(&data));
        assert!(!data.is_empty(), "a block before the end is never empty");
        bytes.extend(data);
    }
    let end = body(
        &call(
            base,
            "Attachment",
            "endDownload",
            &format!("<ns0:attachmentId>{id}</ns0:attachmentId>"),
        )
        .await
        .body,
    );
    Download {
        filesize,
        bytes,
        md5: end.child("md5").unwrap().text.clone(),
    }
}
