//! SPEC 2.14, 5.4, 7.3: the quality-measure note and link, carried URL-encoded in the path.

use serde_json::{Value, json};

use crate::fixtures::changes::{audit_rows, generation};
use crate::fixtures::insurance_forms::{measure, set_measure};
use crate::helpers::TestApp;

const NOTE: &str = "/api/insurance-forms/quality-measure-note/";
const LINK: &str = "/api/insurance-forms/quality-measure-link/";

/// Percent-encodes every byte but unreserved ASCII, as encodeURIComponent does.
fn encode(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                (b as char).to_string()
            }
            other => format!("%{other:02X}"),
        })
        .collect()
}

// The note is stored exactly as typed, whatever characters it holds; the answer is the
// quality measure; who changed it is kept; audited; the public cache renews.
#[actix_web::test]
async fn the_note_is_decoded_and_stored() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    set_measure(conn, "Old note", "https://quality.example/old.pdf");
    let note = "Plans are rated 1/5 to 5/5 ★ — see \"report\" (100% & more)? #2";
    let generation_before = generation(conn);

    // Act
    let response = app
        .admin_post(&format!("{NOTE}{}", encode(note)), &json!({}))
        .await;

    // Assert
    assert_eq!(response.status(), 200);
    assert_eq!(
        response.json::<Value>().await.unwrap(),
        json!({"note": note, "link": "https://quality.example/old.pdf"})
    );
    assert_eq!(
        measure(conn),
        (
            note.to_owned(),
            "https://quality.example/old.pdf".to_owned(),
            Some(app.admin_pk())
        )
    );
    let audit = audit_rows(conn);
    assert_eq!(audit.len(), 1);
    assert_eq!(
        (audit[0].0.as_str(), audit[0].1.as_str()),
        ("quality_measure.note", "quality_measure")
    );
    assert_eq!(audit[0].3["before"]["note"], "Old note");
    assert_eq!(audit[0].3["after"]["note"], note);
    assert_eq!(generation(conn), generation_before + 1);
}

// SPEC 5.4: the link is URL-encoded before sending, so %2F, ? and & arrive intact.
#[actix_web::test]
async fn the_link_is_decoded_and_stored() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    set_measure(conn, "Note", "");
    let link = "https://quality.example/reports/2027/q.pdf?lang=en&v=2#page=3";

    // Act
    let response = app
        .admin_post(&format!("{LINK}{}", encode(link)), &json!({}))
        .await;

    // Assert
    assert_eq!(response.status(), 200);
    assert_eq!(
        response.json::<Value>().await.unwrap(),
        json!({"note": "Note", "link": link})
    );
    assert_eq!(measure(conn).1, link);
    assert_eq!(audit_rows(conn)[0].0, "quality_measure.link");
}

// An unencoded link also works: actix keeps the raw slashes of the path.
#[actix_web::test]
async fn an_unencoded_link_is_taken_as_is() {
    // Arrange
    let app = TestApp::spawn().await;

    // Act
    let response = app
        .admin_post(
            &format!("{LINK}https://quality.example/a/b.pdf"),
            &json!({}),
        )
        .await;

    // Assert
    assert_eq!(response.status(), 200);
    assert_eq!(
        measure(&mut app.db.conn()).1,
        "https://quality.example/a/b.pdf"
    );
}

// Refusals change nothing: empty (SPEC 5.4 sends only non-empty values), too long, wrongly
// encoded, or a link that is not an http(s) address (the table's CHECK).
#[actix_web::test]
async fn refused_values_change_nothing() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    set_measure(conn, "Kept note", "https://quality.example/kept.pdf");
    let generation_before = generation(conn);
    let cases = [
        (NOTE.to_owned(), 400, Some("note"), "Type the note before saving it.".to_owned()),
        (format!("{NOTE}%20%20%0A"), 400, Some("note"), "Type the note before saving it.".to_owned()),
        (format!("{NOTE}{}", "a".repeat(4001)), 413, None,
         "The note can be at most 4,000 characters long; this one has 4001. Please shorten it.".to_owned()),
        (format!("{NOTE}100%zz"), 400, Some("note"), "The note in the address is not correctly URL-encoded (use encodeURIComponent).".to_owned()),
        (format!("{NOTE}%C3%28"), 400, Some("note"), "The note in the address is not correctly URL-encoded (use encodeURIComponent).".to_owned()),
        (LINK.to_owned(), 400, Some("link"), "Type the report's address before saving it.".to_owned()),
        (format!("{LINK}{}", encode("javascript:alert(1)")), 400, Some("link"),
         "link must be a web address starting with http:// or https://, e.g. https://www.example.org/report.pdf.".to_owned()),
        (format!("{LINK}{}", encode("quality.example/r.pdf")), 400, Some("link"),
         "link must be a web address starting with http:// or https://, e.g. https://www.example.org/report.pdf.".to_owned()),
        (format!("{LINK}https://q.example/{}", "a".repeat(2040)), 413, None,
         "The link can be at most 2,048 characters long; this one has 2058. Please use a shorter address.".to_owned()),
    ];

    for (path, status, field, message) in cases {
        // Act
        let response = app.admin_post(&path, &json!({})).await;

        // Assert
        assert_eq!(response.status(), status, "{path}");
        let error: Value = response.json().await.unwrap();
        assert_eq!(error["error"]["message"], message.as_str(), "{path}");
        assert_eq!(error["error"]["field"].as_str(), field, "{path}");
    }
    assert_eq!(
        measure(conn),
        (
            "Kept note".to_owned(),
            "https://quality.example/kept.pdf".to_owned(),
            None
        )
    );
    assert!(audit_rows(conn).is_empty());
    assert_eq!(generation(conn), generation_before);
}

// A 4,000-character note is the most accepted.
#[actix_web::test]
async fn a_note_of_4000_characters_is_accepted() {
    // Arrange
    let app = TestApp::spawn().await;
    let note = "é".repeat(4000);

    // Act
    let response = app
        .admin_post(&format!("{NOTE}{}", encode(&note)), &json!({}))
        .await;

    // Assert
    assert_eq!(response.status(), 200);
    assert_eq!(measure(&mut app.db.conn()).0, note);
}
