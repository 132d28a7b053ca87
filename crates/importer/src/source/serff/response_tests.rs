//! Answers as the reference shows them, and as a server with other habits could send them.

use super::*;
use crate::source::serff::xml::TextPosition;

/// An envelope around `body`, with the prefixes of the reference's examples.
fn envelope(body: &str) -> Vec<u8> {
    format!(
        "<env:Envelope xmlns:env=\"http://schemas.xmlsoap.org/soap/envelope/\" \
         xmlns:ns0=\"uri:StateApiService.types\"><env:Body>{body}</env:Body></env:Envelope>"
    )
    .into_bytes()
}

fn rows(body: &[u8]) -> Vec<Row> {
    match query_filing(body) {
        Ok(Answer::Response(rows)) => rows,
        other => panic!("{other:?}"),
    }
}

fn strings(values: &[&str]) -> Option<Vec<String>> {
    Some(values.iter().map(|v| (*v).to_owned()).collect())
}

#[test]
fn the_reference_example_reads_as_one_row_with_an_attachment() {
    let body = envelope(
        "<ns0:QueryFilingResponse><ns0:resultTable>\n <ns0:row>\n\
         <ns0:value><ns0:vs>ABCD-123456789</ns0:vs></ns0:value>\n\
         <ns0:value><ns0:vs>Pending Review</ns0:vs></ns0:value>\n\
         <ns0:value><ns0:vs>19.0 Personal Auto</ns0:vs></ns0:value>\n\
         <ns0:attachmentIdentifier><ns0:attachmentName>Rate Exhibit.pdf</ns0:attachmentName>\
         <ns0:attachmentId>ATT-1</ns0:attachmentId></ns0:attachmentIdentifier>\n\
         </ns0:row>\n</ns0:resultTable></ns0:QueryFilingResponse>",
    );

    let rows = rows(&body);

    assert_eq!(
        rows,
        vec![Row {
            values: vec![
                strings(&["ABCD-123456789"]),
                strings(&["Pending Review"]),
                strings(&["19.0 Personal Auto"]),
            ],
            attachments: vec![AttachmentIdentifier {
                name: "Rate Exhibit.pdf".to_owned(),
                id: "ATT-1".to_owned()
            }],
        }]
    );
    assert_eq!(rows[0].first(2), Some("19.0 Personal Auto"));
}

#[test]
fn an_empty_result_has_no_rows() {
    let empty_table =
        envelope("<ns0:QueryFilingResponse><ns0:resultTable/></ns0:QueryFilingResponse>");
    let no_table = envelope("<ns0:QueryFilingResponse/>");

    assert!(rows(&empty_table).is_empty());
    assert!(rows(&no_table).is_empty());
}

#[test]
fn missing_empty_and_nil_values_are_null() {
    let body = envelope(
        "<ns0:QueryFilingResponse xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\">\
         <ns0:resultTable><ns0:row>\
         <ns0:value/>\
         <ns0:value><ns0:vs/></ns0:value>\
         <ns0:value><ns0:vs></ns0:vs><ns0:vs xsi:nil=\"true\"/></ns0:value>\
         <ns0:value xsi:nil=\"true\"/>\
         <ns0:value><ns0:vs> </ns0:vs></ns0:value>\
         </ns0:row></ns0:resultTable></ns0:QueryFilingResponse>",
    );

    let rows = rows(&body);

    assert_eq!(
        rows[0].values,
        vec![None, None, None, None, strings(&[" "])]
    );
    assert_eq!(rows[0].first(0), None);
    assert!(rows[0].all(1).is_empty());
    assert_eq!(rows[0].first(9), None);
}

#[test]
fn multi_valued_fields_keep_every_string_in_order() {
    let body = envelope(
        "<ns0:QueryFilingResponse><ns0:resultTable><ns0:row>\
         <ns0:value><ns0:vs>Jane Roe</ns0:vs><ns0:vs></ns0:vs><ns0:vs>John Doe</ns0:vs>\
         <ns0:fix-visual-studios-broken-code-generator>0</ns0:fix-visual-studios-broken-code-generator>\
         </ns0:value></ns0:row></ns0:resultTable></ns0:QueryFilingResponse>",
    );

    let rows = rows(&body);

    assert_eq!(rows[0].values, vec![strings(&["Jane Roe", "John Doe"])]);
    assert_eq!(rows[0].first(0), Some("Jane Roe"));
    assert_eq!(rows[0].all(0).len(), 2);
}

#[test]
fn other_prefixes_and_a_default_namespace_read_the_same() {
    let soapenv = b"<?xml version='1.0' encoding='UTF-8'?>\
        <soapenv:Envelope xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\">\
        <soapenv:Header/><soapenv:Body>\
        <tns:QueryFilingResponse xmlns:tns=\"uri:StateApiService.types\"><tns:resultTable>\
        <tns:row><tns:value><tns:vs>A</tns:vs></tns:value></tns:row>\
        </tns:resultTable></tns:QueryFilingResponse></soapenv:Body></soapenv:Envelope>";
    let default_ns = b"<S:Envelope xmlns:S=\"http://schemas.xmlsoap.org/soap/envelope/\"><S:Body>\
        <QueryFilingResponse xmlns=\"uri:StateApiService.types\"><resultTable>\
        <row><value><vs>A</vs></value></row></resultTable></QueryFilingResponse></S:Body></S:Envelope>";

    assert_eq!(rows(soapenv)[0].first(0), Some("A"));
    assert_eq!(rows(default_ns)[0].first(0), Some("A"));
}

#[test]
fn elements_in_other_namespaces_or_unknown_names_are_passed_over() {
    let body = envelope(
        "<ns0:QueryFilingResponse><ns0:queryTime>12</ns0:queryTime><ns0:resultTable>\
         <ns0:row><x:value xmlns:x=\"urn:other\"><x:vs>ignored</x:vs></x:value>\
         <ns0:rowNumber>1</ns0:rowNumber>\
         <ns0:value><ns0:vs>kept</ns0:vs><ns0:extra><ns0:vs>no</ns0:vs></ns0:extra></ns0:value>\
         <value><vs>unqualified, not ours</vs></value>\
         </ns0:row><ns0:summary/></ns0:resultTable></ns0:QueryFilingResponse>",
    );

    assert_eq!(rows(&body)[0].values, vec![strings(&["kept"])]);
}

#[test]
fn an_illegal_character_in_a_value_is_illegal_xml_with_its_position() {
    let mut body = envelope(
        "<ns0:QueryFilingResponse><ns0:resultTable><ns0:row>\
         <ns0:value><ns0:vs>Comment with \u{0B} a vertical tab</ns0:vs></ns0:value>\
         </ns0:row></ns0:resultTable></ns0:QueryFilingResponse>",
    );
    let offset = body.iter().position(|b| *b == 0x0B).expect("the tab");

    let error = query_filing(&body);

    assert_eq!(
        error,
        Err(ReadError::IllegalXml(NotXml {
            position: TextPosition::locate(&body, offset),
            reason: "the character U+000B is not allowed in XML 1.0".to_owned()
        }))
    );
    body.truncate(40);
    assert!(matches!(query_filing(&body), Err(ReadError::IllegalXml(_))));
}

#[test]
fn faults_are_read_whatever_the_operation() {
    let body = envelope(
        "<env:Fault><faultcode>env:Server</faultcode><faultstring>f</faultstring><detail>\
         <ns0:ClientException><ns0:code>1008</ns0:code><ns0:message>Invalid field for query</ns0:message>\
         </ns0:ClientException></detail></env:Fault>",
    );
    let expected = Fault::ClientException {
        code: 1008,
        message: "Invalid field for query".to_owned(),
    };

    assert_eq!(query_filing(&body), Ok(Answer::Fault(expected.clone())));
    assert_eq!(read_block(&body), Ok(Answer::Fault(expected)));
}

#[test]
fn the_wrong_answer_or_no_envelope_is_malformed() {
    let wrong = envelope("<ns0:readBlockResponse/>");
    let other_ns = envelope("<QueryFilingResponse/>");
    let not_soap = b"<html><body>Service Unavailable</body></html>";
    let empty_body = envelope("");

    for body in [&wrong[..], &other_ns[..], &not_soap[..], &empty_body[..]] {
        assert!(
            matches!(query_filing(body), Err(ReadError::Malformed(_))),
            "{}",
            String::from_utf8_lossy(body)
        );
    }
}

#[test]
fn the_response_name_is_matched_without_case() {
    let body = envelope("<ns0:queryFilingResponse><ns0:resultTable/></ns0:queryFilingResponse>");

    assert!(rows(&body).is_empty());
}

#[test]
fn an_attachment_without_an_id_is_malformed() {
    let body = envelope(
        "<ns0:QueryFilingResponse><ns0:resultTable><ns0:row><ns0:attachmentIdentifier>\
         <ns0:attachmentName>a.pdf</ns0:attachmentName></ns0:attachmentIdentifier>\
         </ns0:row></ns0:resultTable></ns0:QueryFilingResponse>",
    );

    assert!(matches!(query_filing(&body), Err(ReadError::Malformed(_))));
}

#[test]
fn download_answers_read_their_numbers_md5_and_data() {
    let begin = envelope(
        "<ns0:beginDownloadResponse><ns0:filesize>1500000</ns0:filesize>\
         <ns0:blockSize>1000000</ns0:blockSize></ns0:beginDownloadResponse>",
    );
    let block = envelope(
        "<ns0:readBlockResponse><ns0:md5>9e107d9d372bb6826bd81d3542a419d6</ns0:md5>\
         <ns0:data>JVBERi0x\nLjQK</ns0:data></ns0:readBlockResponse>",
    );
    let end =
        envelope("<ns0:endDownloadResponse><ns0:md5> ABC </ns0:md5></ns0:endDownloadResponse>");
    let end_without = envelope("<ns0:endDownloadResponse/>");

    assert_eq!(
        begin_download(&begin),
        Ok(Answer::Response(DownloadStarted {
            filesize: 1_500_000,
            block_size: 1_000_000
        }))
    );
    assert_eq!(
        read_block(&block),
        Ok(Answer::Response(Block {
            md5: "9e107d9d372bb6826bd81d3542a419d6".to_owned(),
            data: b"%PDF-1.4\n".to_vec()
        }))
    );
    assert_eq!(
        end_download(&end),
        Ok(Answer::Response(DownloadEnded {
            md5: Some("ABC".to_owned())
        }))
    );
    assert_eq!(
        end_download(&end_without),
        Ok(Answer::Response(DownloadEnded { md5: None }))
    );
}

#[test]
fn download_answers_missing_parts_or_with_bad_data_are_malformed() {
    let no_size = envelope(
        "<ns0:beginDownloadResponse><ns0:blockSize>1</ns0:blockSize></ns0:beginDownloadResponse>",
    );
    let bad_size = envelope(
        "<ns0:beginDownloadResponse><ns0:filesize>-1</ns0:filesize><ns0:blockSize>1</ns0:blockSize></ns0:beginDownloadResponse>",
    );
    let bad_data = envelope(
        "<ns0:readBlockResponse><ns0:md5>x</ns0:md5><ns0:data>%%%</ns0:data></ns0:readBlockResponse>",
    );

    assert!(matches!(
        begin_download(&no_size),
        Err(ReadError::Malformed(_))
    ));
    assert!(matches!(
        begin_download(&bad_size),
        Err(ReadError::Malformed(_))
    ));
    assert!(matches!(
        read_block(&bad_data),
        Err(ReadError::Malformed(_))
    ));
}
