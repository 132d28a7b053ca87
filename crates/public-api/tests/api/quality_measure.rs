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
