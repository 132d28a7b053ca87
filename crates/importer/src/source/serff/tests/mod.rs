//! The client against `wiremock` serving canned SOAP answers: what it sends, and what it makes
//! of every kind of answer. Real time (reqwest's I/O does not mix with a paused clock), so the
//! waits in these tests are kept to fractions of a second.

/// Asserts that `value` matches `pattern` (with an optional `if` guard), showing the value when
/// it does not.
macro_rules! assert_matches {
    ($value:expr, $pattern:pat $(if $guard:expr)? $(,)?) => {
        assert!(matches!($value, $pattern $(if $guard)?), "{:?}", $value)
    };
}

mod download;
mod query;
mod retries;

use std::time::Duration;

use chrono::NaiveDate;
use md5::{Digest, Md5};
use wiremock::matchers::{body_string_contains, header, method, path};
use wiremock::{Mock, MockServer, ResponseTemplate, Times};

use super::{Budget, Cmp, Condition, SerffClient, SerffOptions};

pub(super) const USER: &str = "state.user";
pub(super) const PASSWORD: &str = "s3cret";

/// Options for `server` with fast retries.
pub(super) fn options(server: &MockServer) -> SerffOptions {
    let mut options = SerffOptions::new(format!("{}/state-api_4.1", server.uri()), USER, PASSWORD);
    options.backoff_base = Duration::from_millis(1);
    options.backoff_max = Duration::from_millis(5);
    options.read_timeout = Duration::from_secs(5);
    options.budget = Budget {
        per_minute: 1_000,
        per_hour: 10_000,
    };
    options
}

/// The condition `DateLastModified > DATE 'y-m-d 00:00:00'`: everything modified after that
/// midnight.
pub(super) fn modified_after(y: i32, m: u32, d: u32) -> Condition {
    let lo = NaiveDate::from_ymd_opt(y, m, d)
        .and_then(|d| d.and_hms_opt(0, 0, 0))
        .expect("a time");
    Condition::builder()
        .compare("DateLastModified", Cmp::Gt, lo)
        .build()
        .expect("a condition")
}

pub(super) fn client(options: SerffOptions) -> SerffClient {
    SerffClient::new(options).expect("a client")
}

/// An answer envelope around `body`, with prefixes other than the client's own.
pub(super) fn envelope(body: &str) -> String {
    format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\
         <soapenv:Envelope xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\" \
         xmlns:tns=\"uri:StateApiService.types\"><soapenv:Body>{body}</soapenv:Body></soapenv:Envelope>"
    )
}

/// 200 with `body` as XML.
pub(super) fn ok(body: &str) -> ResponseTemplate {
    ResponseTemplate::new(200).set_body_raw(envelope(body).into_bytes(), "text/xml; charset=utf-8")
}

/// 500 with a fault whose detail is `detail`.
pub(super) fn fault(detail: &str) -> ResponseTemplate {
    let body = format!(
        "<soapenv:Fault><faultcode>soapenv:Server</faultcode><faultstring>fault</faultstring>\
         <detail>{detail}</detail></soapenv:Fault>"
    );
    ResponseTemplate::new(500).set_body_raw(envelope(&body).into_bytes(), "text/xml; charset=utf-8")
}

pub(super) fn client_exception(code: u32, message: &str) -> ResponseTemplate {
    fault(&format!(
        "<tns:ClientException><tns:code>{code}</tns:code><tns:message>{message}</tns:message></tns:ClientException>"
    ))
}

pub(super) fn server_exception(code: u32, message: &str) -> ResponseTemplate {
    fault(&format!(
        "<tns:ServerException><tns:code>{code}</tns:code><tns:message>{message}</tns:message></tns:ServerException>"
    ))
}

pub(super) fn call_rate_exceeded(millis: u64) -> ResponseTemplate {
    fault(&format!(
        "<tns:CallRateExceededException><tns:millisecondsUntilNextAllowedCall>{millis}</tns:millisecondsUntilNextAllowedCall>\
         <tns:message>Call rate exceeded</tns:message></tns:CallRateExceededException>"
    ))
}

/// A mock of `operation` on its port.
pub(super) fn on(operation: &str) -> wiremock::MockBuilder {
    let port = match operation {
        "queryFiling" => "Filing",
        _ => "Attachment",
    };
    Mock::given(method("POST"))
        .and(path(format!("/state-api_4.1/{port}")))
        .and(header("SOAPAction", format!("\"{operation}\"").as_str()))
        .and(body_string_contains(format!("<ns0:{operation}>")))
}

/// Mounts on `server` a mock of `operation` answering `answer`, which must receive `calls`
/// calls (`..` for any number); wiremock checks the count when the server is dropped.
pub(super) async fn respond(
    server: &MockServer,
    operation: &str,
    answer: ResponseTemplate,
    calls: impl Into<Times>,
) {
    on(operation)
        .respond_with(answer)
        .expect(calls)
        .mount(server)
        .await;
}

/// Mounts on `server` a mock of `operation` answering `answer` to the first `calls` calls only,
/// and expecting all of them; later calls go to the mocks mounted after it.
pub(super) async fn respond_first(
    server: &MockServer,
    operation: &str,
    answer: ResponseTemplate,
    calls: u64,
) {
    on(operation)
        .respond_with(answer)
        .up_to_n_times(calls)
        .expect(calls)
        .mount(server)
        .await;
}

/// Requests of `operation` the server received, in order, as text.
pub(super) async fn bodies(server: &MockServer, operation: &str) -> Vec<String> {
    let action = format!("\"{operation}\"");
    server
        .received_requests()
        .await
        .unwrap_or_default()
        .into_iter()
        .filter(|r| {
            r.headers.get("SOAPAction").and_then(|v| v.to_str().ok()) == Some(action.as_str())
        })
        .map(|r| String::from_utf8_lossy(&r.body).into_owned())
        .collect()
}

pub(super) fn md5_hex(bytes: &[u8]) -> String {
    Md5::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// The importer holds the client behind `FilingSource`, whose futures must be `Send`.
#[test]
fn calls_can_move_between_threads() {
    fn send<T: Send>(_: &T) {}
    let client = SerffClient::new(SerffOptions::new(
        "http://127.0.0.1:9/state-api_4.1",
        USER,
        PASSWORD,
    ))
    .expect("a client");
    let condition = super::Condition::builder()
        .eq("FilingSERFFTrackNum", "ABCD-123456789")
        .build()
        .expect("a condition");

    send(&client.query("FILING", &["StateStatus"], &condition, None));
    send(&client.download("ATT-1", 1));
}

#[test]
fn a_client_refuses_plain_http_beyond_this_machine() {
    let refused = SerffClient::new(SerffOptions::new(
        "http://serff.example.gov/state-api_4.1",
        USER,
        PASSWORD,
    ));

    assert!(refused.is_err());
}
