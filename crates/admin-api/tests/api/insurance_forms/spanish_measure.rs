//! The quality-measure note and link in Spanish, saved beside SPEC 7.3's English
//! calls (`/api/insurance-forms/quality-measure-spanish`). Who may call it (401 without a token,
//! 403 for an Insurance user, 403 without the XSRF header) is checked with every other admin
//! route in `routes_table.rs`; here, what it stores and what it refuses.

use serde_json::{Value, json};

use crate::fixtures::changes::{audit_rows, generation};
use crate::fixtures::insurance_forms::{measure, set_measure};
use crate::helpers::TestApp;

const SPANISH: &str = "/api/insurance-forms/quality-measure-spanish";

async fn save(app: &TestApp, body: Value) -> (u16, Value) {
    let response = app.admin_post(SPANISH, &body).await;
    (response.status().as_u16(), response.json().await.unwrap())
}

// Round trip: stored as typed, read back, audited, the public cache renews; the English pair of
// SPEC 3 is untouched. Empty values clear the Spanish ones again.
#[actix_web::test]
async fn the_spanish_note_and_link_are_stored_and_read_back_and_cleared() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    set_measure(conn, "English note", "https://quality.example/en.pdf");
    let before = generation(conn);
    let empty = app.admin_get_json(SPANISH).await;

    // Act
    let (status, saved) = save(
        &app,
        json!({"note": "Los planes se califican de 1 a 5 ★", "link": " https://quality.example/es.pdf "}),
    )
    .await;
    let read = app.admin_get_json(SPANISH).await;
    let (cleared_status, cleared) = save(&app, json!({"note": "  ", "link": null})).await;

    // Assert
    assert_eq!(empty, json!({"note": "", "link": ""}));
    assert_eq!(status, 200, "{saved}");
    let expected = json!({"note": "Los planes se califican de 1 a 5 ★", "link": "https://quality.example/es.pdf"});
    assert_eq!(saved, expected);
    assert_eq!(read, expected);
    assert_eq!(
        (cleared_status, cleared),
        (200, json!({"note": "", "link": ""}))
    );
    assert_eq!(
        measure(conn),
        (
            "English note".to_owned(),
            "https://quality.example/en.pdf".to_owned(),
            Some(app.admin_pk())
        )
    );
    let audit = audit_rows(conn);
    assert_eq!(audit.len(), 2);
    assert_eq!(audit[0].0, "quality_measure.spanish");
    assert_eq!(generation(conn), before + 2);
}

// Refusals name the field and change nothing: a link that is not an http(s) address, a control
// character, a note or link too long (413 as for the English ones), an unknown field.
#[actix_web::test]
async fn refused_values_name_the_field_and_change_nothing() {
    // Arrange
    let app = TestApp::spawn().await;
    save(
        &app,
        json!({"note": "Nota", "link": "https://quality.example/es.pdf"}),
    )
    .await;
    let conn = &mut app.db.conn();
    let before = generation(conn);
    let cases = [
        (
            json!({"note": "Nota", "link": "javascript:alert(1)"}),
            400,
            Some("link"),
        ),
        (
            json!({"note": "Nota", "link": "quality.example/es.pdf"}),
            400,
            Some("link"),
        ),
        (json!({"note": "Nota\u{0}", "link": ""}), 400, Some("note")),
        (json!({"note": "n".repeat(4001), "link": ""}), 413, None),
        (
            json!({"note": "", "link": format!("https://q.example/{}", "a".repeat(2040))}),
            413,
            None,
        ),
        (
            json!({"note": "Nota", "link": "", "noteEs": "x"}),
            400,
            Some("noteEs"),
        ),
    ];

    for (body, status, field) in cases {
        // Act
        let (answered, error) = save(&app, body.clone()).await;

        // Assert
        assert_eq!(answered, status, "{body}: {error}");
        if let Some(field) = field {
            assert_eq!(error["error"]["field"], field, "{body}: {error}");
        }
    }
    let kept = app.admin_get_json(SPANISH).await;
    assert_eq!(
        kept,
        json!({"note": "Nota", "link": "https://quality.example/es.pdf"})
    );
    assert_eq!(generation(conn), before);
}
