//! `queryFiling` over HTTP: the request as sent, answers, faults, retries and throttling.

use base64::Engine as _;
use chrono::{TimeZone, Utc};
use wiremock::{MockServer, ResponseTemplate};

use super::*;
use crate::source::serff::{Condition, Operation, SerffError};

const FIELDS: [&str; 2] = ["FilingSERFFTrackNum", "StateStatus"];

pub(super) fn window() -> Condition {
    modified_after(2022, 3, 1)
}

pub(super) const TWO_ROWS: &str = "<tns:QueryFilingResponse><tns:resultTable>\
    <tns:row><tns:value><tns:vs>ABCD-123456789</tns:vs></tns:value><tns:value><tns:vs>Pending Review</tns:vs></tns:value></tns:row>\
    <tns:row><tns:value><tns:vs>ABCD-987654321</tns:vs></tns:value><tns:value/></tns:row>\
    </tns:resultTable></tns:QueryFilingResponse>";

pub(super) async fn query(
    client: &SerffClient,
) -> Result<crate::source::serff::QueryAnswer, SerffError> {
    client.query("FILING", &FIELDS, &window(), None).await
}

/// Starts a server whose `queryFiling` answers `answer` and must receive `calls` calls, and
/// returns the error that `query` with the usual options gets from it.
pub(super) async fn query_error(answer: ResponseTemplate, calls: u64) -> SerffError {
    query_error_with(answer, calls, |_| {}).await
}

/// `query_error` with the usual options changed by `adjust` first.
pub(super) async fn query_error_with(
    answer: ResponseTemplate,
    calls: u64,
    adjust: impl FnOnce(&mut SerffOptions),
) -> SerffError {
    let server = MockServer::start().await;
    respond(&server, "queryFiling", answer, calls).await;
    let mut options = options(&server);
    adjust(&mut options);
    query(&client(options)).await.expect_err("a failed query")
}

#[tokio::test]
async fn a_query_sends_the_naic_envelope_with_basic_auth_and_reads_the_rows() {
    let server = MockServer::start().await;
    respond(
        &server,
        "queryFiling",
        ok(TWO_ROWS).insert_header("Date", "Tue, 01 Mar 2022 20:03:22 GMT"),
        1,
    )
    .await;
    let client = client(options(&server));

    let answer = client
        .query("FILING", &FIELDS, &window(), Some("*"))
        .await
        .expect("an answer");

    assert_eq!(answer.rows.len(), 2);
    assert_eq!(
        answer.first(&answer.rows[0], "StateStatus"),
        Some("Pending Review")
    );
    assert_eq!(answer.first(&answer.rows[1], "StateStatus"), None);
    assert_eq!(
        answer.server_time,
        Utc.with_ymd_and_hms(2022, 3, 1, 20, 3, 22).single()
    );
    let requests = server.received_requests().await.unwrap_or_default();
    let sent = &requests[0];
    let credentials =
        base64::engine::general_purpose::STANDARD.encode(format!("{USER}:{PASSWORD}"));
    let header = |name: &str| {
        sent.headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .map(str::to_owned)
    };
    assert_eq!(
        header("authorization"),
        Some(format!("Basic {credentials}"))
    );
    assert_eq!(
        header("content-type").as_deref(),
        Some("text/xml; charset=utf-8")
    );
    assert_eq!(header("soapaction").as_deref(), Some("\"queryFiling\""));
    let body = String::from_utf8_lossy(&sent.body);
    assert!(
        body.starts_with("<env:Envelope xmlns:env=\"http://schemas.xmlsoap.org/soap/envelope/\"")
    );
    assert!(body.contains(
        "<ns0:queryFiling><ns0:form>FILING</ns0:form><ns0:fields><ns0:field>FilingSERFFTrackNum</ns0:field>\
         <ns0:field>StateStatus</ns0:field></ns0:fields><ns0:condition>DateLastModified &gt; DATE \
         '2022-03-01 00:00:00'</ns0:condition><ns0:attachmentNamePattern>*</ns0:attachmentNamePattern></ns0:queryFiling>"
    ));
    assert_eq!(client.metrics().calls(Operation::QueryFiling), 1);
    assert_eq!(client.limiter().stats().calls, 1);
}

#[tokio::test]
async fn a_refused_password_fails_at_once_naming_the_settings() {
    let error = query_error(ResponseTemplate::new(401), 1).await;

    assert_eq!(error, SerffError::Unauthorized { status: 401 });
    assert!(error.to_string().contains("SERFF_API_PASSWORD"));
}

#[tokio::test]
async fn a_client_fault_is_final_and_says_what_its_code_means() {
    let server = MockServer::start().await;
    let invalid_field = client_exception(1008, "Invalid field for query");
    respond(&server, "queryFiling", invalid_field, 1).await;
    let client = client(options(&server));

    let error = query(&client).await.expect_err("refused");

    assert_matches!(error, SerffError::Client { code: 1008, .. });
    assert!(
        error
            .to_string()
            .contains("a field name is not valid for the query")
    );
    assert_eq!(client.metrics().faults(Operation::QueryFiling, "client"), 1);
    assert_eq!(client.metrics().retries(Operation::QueryFiling), 0);
}

#[tokio::test]
async fn every_form_of_the_row_limit_is_row_limit() {
    let row_limit_detail = fault(
        "<tns:QueryRowLimitException><tns:message>Too many rows</tns:message></tns:QueryRowLimitException>",
    );
    for answer in [client_exception(1003, "Too many rows"), row_limit_detail] {
        let error = query_error(answer, 1).await;

        assert_eq!(
            error,
            SerffError::RowLimit {
                message: "Too many rows".to_owned()
            }
        );
    }
}

#[tokio::test]
async fn nothing_found_is_an_empty_answer() {
    for code in [1004, 1005] {
        let server = MockServer::start().await;
        respond(
            &server,
            "queryFiling",
            client_exception(code, "No data")
                .insert_header("Date", "Tue, 01 Mar 2022 20:03:22 GMT"),
            1,
        )
        .await;

        let answer = query(&client(options(&server))).await.expect("an answer");

        assert!(answer.rows.is_empty());
        assert!(answer.server_time.is_some());
    }
}

#[tokio::test]
async fn a_wrong_address_is_final_and_names_the_setting() {
    let server = MockServer::start().await;

    let error = query(&client(options(&server)))
        .await
        .expect_err("not found");

    assert_matches!(
        &error,
        SerffError::Unavailable { reason, .. } if reason.contains("SERFF_API_URL") && reason.contains("404")
    );
    assert_eq!(
        server.received_requests().await.unwrap_or_default().len(),
        1
    );
}

#[tokio::test]
async fn an_unknown_fault_is_reported_as_it_came() {
    let error = query_error(fault(""), 1).await;

    assert_matches!(
        &error,
        SerffError::OtherFault { faultcode, .. } if faultcode == "soapenv:Server"
    );
}

#[tokio::test]
async fn an_illegal_character_in_an_answer_is_illegal_xml_with_its_place() {
    let body = TWO_ROWS.replace("Pending Review", "Pending\u{1}Review");
    let error = query_error(ok(&body), 1).await;

    let SerffError::IllegalXml {
        position, reason, ..
    } = error
    else {
        panic!("{error:?}");
    };
    assert!(reason.contains("U+0001"));
    let answer = envelope(&body);
    assert_eq!(usize::try_from(position.offset).ok(), answer.find('\u{1}'));
}

#[tokio::test]
async fn an_answer_over_the_limit_is_refused() {
    let error = query_error_with(ok(TWO_ROWS), 1, |options| options.max_page_bytes = 100).await;

    assert_matches!(error, SerffError::TooLarge { limit: 100, .. });
}

#[tokio::test]
async fn a_redirect_to_another_origin_is_not_followed() {
    let server = MockServer::start().await;
    let elsewhere = MockServer::start().await;
    on("queryFiling")
        .respond_with(ResponseTemplate::new(307).insert_header(
            "Location",
            format!("{}/state-api_4.1/Filing", elsewhere.uri()).as_str(),
        ))
        .mount(&server)
        .await;

    let error = query(&client(options(&server))).await.expect_err("refused");

    assert_matches!(
        &error,
        SerffError::Unavailable { reason, .. } if reason.contains(&elsewhere.uri())
    );
    assert!(
        elsewhere
            .received_requests()
            .await
            .unwrap_or_default()
            .is_empty()
    );
}

#[tokio::test]
async fn rows_whose_value_count_differs_from_the_fields_are_malformed() {
    let server = MockServer::start().await;
    let one_value = "<tns:QueryFilingResponse><tns:resultTable><tns:row><tns:value><tns:vs>A</tns:vs></tns:value></tns:row></tns:resultTable></tns:QueryFilingResponse>";
    on("queryFiling")
        .respond_with(ok(one_value))
        .mount(&server)
        .await;

    let error = query(&client(options(&server)))
        .await
        .expect_err("malformed");

    assert_matches!(error, SerffError::Malformed(_));
}

#[tokio::test]
async fn bad_requests_are_refused_before_sending() {
    let server = MockServer::start().await;
    let client = client(options(&server));

    let no_fields = client.query::<&str>("FILING", &[], &window(), None).await;
    let bad_field = client
        .query("FILING", &["Date Last"], &window(), None)
        .await;
    let bad_form = client.query("FILING;", &FIELDS, &window(), None).await;

    for refused in [no_fields, bad_field, bad_form] {
        assert_matches!(refused, Err(SerffError::InvalidRequest { .. }));
    }
    assert!(
        server
            .received_requests()
            .await
            .unwrap_or_default()
            .is_empty()
    );
}
