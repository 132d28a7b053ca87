//! serff-sim's SOAP State API spoken to over HTTP as the NAIC-generated client speaks it (raw
//! envelopes, HTTP Basic, SOAPAction): windowed queries, child forms, sign-in, the client
//! faults and the WSDL. The throttle and downloads are in sim_throttle.rs, the server's faults
//! in sim_faults.rs.

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

    let all = query_rows(&base, "FILING", &fields, EVERYTHING, None).await;

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
    let some = query_rows(&base, "filing", &["DateLastModified"], &window, None).await;
    let expected = changed.iter().filter(|t| **t > lo && **t <= hi).count();
    assert_eq!(some.len(), expected);
    assert!(expected >= 15, "{expected}");
}

#[actix_web::test]
async fn child_forms_filter_by_their_filing_and_carry_their_documents() {
    let base = start(60, |_| {});
    let filings = query_rows(
        &base,
        "FILING",
        &["FilingSERFFTrackNum", "StateStatus"],
        EVERYTHING,
        Some("*"),
    )
    .await;
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

    let dispositions = query_rows(
        &base,
        "DISPOSITION",
        &[
            "FilingSERFFTrackNum",
            "DispositionStatus",
            "DispositionDate",
            "DispositionComments",
        ],
        &batch,
        Some("*"),
    )
    .await;
    let companies = query_rows(
        &base,
        "COMPANY",
        &["FilingSERFFTrackNum", "CompanyCoCode", "CompanyName"],
        &format!("{EVERYTHING} AND StateStatus <> 'No such status'"),
        None,
    )
    .await;
    let docs = query_rows(
        &base,
        "SUPPORTDOCS",
        &["FilingSERFFTrackNum", "SuppDocName"],
        EVERYTHING,
        Some(".pdf"),
    )
    .await;

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

    let parse = query_filing(
        &base,
        &ask("FILING", &["StateStatus"], "StateStatus = 'x' OR 1 = 1"),
    )
    .await;
    let unknown_field = query_filing(&base, &ask("FILING", &["NoSuchField"], EVERYTHING)).await;
    let unknown_in_condition =
        query_filing(&base, &ask("FILING", &["StateStatus"], "NoSuchField = 1")).await;
    let no_fields = query_filing(&base, &ask("FILING", &[], EVERYTHING)).await;
    let exactly_the_limit = query_filing(&base, &ask("FILING", &["StateStatus"], EVERYTHING)).await;
    let over_the_limit = query_filing(&base, &ask("COMPANY", &["CompanyCoCode"], EVERYTHING)).await;
    let unknown_form = query_filing(&base, &ask("OBJECTION", &["X"], EVERYTHING)).await;
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
async fn the_wsdl_describes_the_service_at_this_address() {
    let base = start(1, |_| {});

    let response = test_support::http::get(format!("{base}/state-api_4.1/Filing?wsdl"))
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
    let missing = test_support::http::get(format!("{base}/state-api_4.1/Nowhere?wsdl"))
        .await
        .unwrap();
    assert_eq!(missing.status(), StatusCode::NOT_FOUND);
}
