//! SPEC 7.2 comments allowed and SPEC 4.3: `GET /public-comments` shows or hides the Comment
//! button, and follows the switch once the generation moves.

use serde_json::json;

use crate::fixtures::site::set_public_comments;
use crate::helpers::TestApp;

#[actix_web::test]
async fn the_switch_is_reported_and_a_change_shows_after_the_generation_moves() {
    let app = TestApp::spawn().await;
    assert_eq!(app.get_json("/public-comments").await, json!(true));

    let mut conn = app.db.conn();
    set_public_comments(&mut conn, false);
    db::queries::data_generation::bump(&mut conn).unwrap();
    app.settle().await;

    assert_eq!(app.get_json("/public-comments").await, json!(false));
}
