//! SPEC 7.2 quality-measure note and link: text shown or used as-is.

use db::schema::quality_measure;
use diesel::{ExpressionMethods, RunQueryDsl};

use crate::helpers::TestApp;

#[actix_web::test]
async fn note_and_link_are_plain_text_as_stored() {
    let app = TestApp::spawn().await;
    diesel::update(quality_measure::table)
        .set((
            quality_measure::note.eq("Plans are rated <b>1</b> to 5 stars."),
            quality_measure::link.eq("https://example.org/q"),
        ))
        .execute(&mut app.db.conn())
        .unwrap();

    let note = app.get("/insurance-forms/quality-measure-note").await;
    let link = app.get("/insurance-forms/quality-measure-link").await;

    assert_eq!(note.status(), 200);
    assert_eq!(note.headers()["content-type"], "text/plain; charset=utf-8");
    assert_eq!(
        note.text().await.unwrap(),
        "Plans are rated <b>1</b> to 5 stars."
    );
    assert_eq!(link.text().await.unwrap(), "https://example.org/q");
}

// The Spanish note and link beside SPEC 7.2's calls, as JSON; empty until staff
// give them, and a change shows once the cache generation moves.
#[actix_web::test]
async fn the_spanish_note_and_link_are_empty_until_given_then_served() {
    let app = TestApp::spawn().await;

    let unset = app
        .get_json("/insurance-forms/quality-measure-spanish")
        .await;
    diesel::update(quality_measure::table)
        .set((
            quality_measure::note_es.eq(Some("Los planes se califican de 1 a 5 estrellas.")),
            quality_measure::link_es.eq(Some("https://example.org/q-es")),
        ))
        .execute(&mut app.db.conn())
        .unwrap();
    db::queries::data_generation::bump(&mut app.db.conn()).unwrap();
    let given = app
        .wait_for_json(
            "/insurance-forms/quality-measure-spanish",
            std::time::Duration::from_secs(5),
            |body| body["note"] != "",
        )
        .await;

    assert_eq!(unset, serde_json::json!({"note": "", "link": ""}));
    assert_eq!(
        given,
        serde_json::json!({
            "note": "Los planes se califican de 1 a 5 estrellas.",
            "link": "https://example.org/q-es"
        })
    );
}
