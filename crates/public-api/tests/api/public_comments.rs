//! SPEC 7.2 comments allowed and SPEC 4.3: `GET /public-comments` shows or hides the Comment
//! button, and follows the switch once the generation moves.

use db::schema::site_switches;
use diesel::prelude::*;
use serde_json::{Value, json};

use crate::helpers::TestApp;

#[actix_web::test]
async fn the_switch_is_reported_and_a_change_shows_after_the_generation_moves() {
    let app = TestApp::spawn().await;
    assert_eq!(
        app.get("/public-comments")
            .await
            .json::<Value>()
            .await
            .unwrap(),
        json!(true)
    );

    let mut conn = app.db.conn();
    diesel::update(site_switches::table.filter(site_switches::switch_key.eq("public_comments")))
        .set(site_switches::enabled.eq(false))
        .execute(&mut conn)
        .unwrap();
    db::queries::data_generation::bump(&mut conn).unwrap();
    app.settle().await;

    assert_eq!(
        app.get("/public-comments")
            .await
            .json::<Value>()
            .await
            .unwrap(),
        json!(false)
    );
}
