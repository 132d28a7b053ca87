//! SPEC 2.16, 4.2, 4.3, 5.4, 7.3: the admin comment list, Approve / Reject / Mark Posted, and
//! the public-comments switch; each change audited and announced to the public cache.

use serde_json::{Value, json};

use crate::fixtures::moderation::{
    TRACKING, filing, generation, moderation_of, pending_comment, switch_off_and_on,
};
use crate::fixtures::users::audit_details;
use crate::helpers::TestApp;
use test_support::snapshots::{key, local_minute, utc_instant};

const LONG: &str = "The proposed increase of nearly nine percent is far more than my pension rose this year, \
and I will have to drop coverage.";

/// A filing with two comments: an older long one and a newer short one. Returns (filing, older, newer).
fn two_comments(app: &TestApp) -> (i32, i32, i32) {
    let mut conn = app.db.conn();
    let filing_id = filing(&mut conn, app.insurer_company());
    let older = pending_comment(&mut conn, filing_id, LONG, 90);
    let newer = pending_comment(&mut conn, filing_id, "Too high.", 5);
    (filing_id, older, newer)
}

/// The whole comment as the SPA holds it (SPEC 4.2), with the note the moderator typed.
fn whole_comment(comment_key: i32, note: Value) -> Value {
    json!({
        "commentKey": comment_key, "commentary": "Too high.", "shortComment": "Too high.", "status": 0,
        "statusDesc": "Pending", "note": note, "approver": "Someone Else", "approverPk": 424_242,
        "filingSerffTrackNum": TRACKING, "dateCreatedAsString": "01/01/2026 09:00 AM"
    })
}

// SPEC 2.16: the list, newest first, with SPEC 3 Comment fields and a short comment.
#[actix_web::test]
async fn the_list_has_every_comment_newest_first_with_spec_fields() {
    // Arrange
    let app = TestApp::spawn().await;
    let (filing_id, older, newer) = two_comments(&app);

    // Act
    let response = app.admin_get("/api/comments").await;

    // Assert
    assert_eq!(response.status(), 200);
    let comments: Vec<Value> = response.json().await.unwrap();
    insta::assert_json_snapshot!(comments, {
        "[0].commentKey" => key("newer", newer),
        "[1].commentKey" => key("older", older),
        "[].filingKey" => key("filing", filing_id),
        "[].dateCreated" => utc_instant(),
        "[].dateCreatedAsString" => local_minute(),
        "[].lastUpdatedAsString" => local_minute(),
    });
}

// SPEC 4.2 Approve, 2.16 "sets the comment's approver to the signed-in user": status 1, the
// note stored, the approver the signed-in administrator whatever the body says; audited; the
// public cache generation moves (only status 1 is public).
#[actix_web::test]
async fn approving_publishes_with_note_and_approver_and_bumps_the_generation() {
    // Arrange
    let app = TestApp::spawn().await;
    let (_, _, comment) = two_comments(&app);
    let generation_before = generation(&mut app.db.conn());

    // Act
    let response = app
        .admin_post(
            "/api/comments/authorize",
            &whole_comment(comment, json!(" Checked with the filer. ")),
        )
        .await;

    // Assert
    assert_eq!(response.status(), 200);
    let answer: Value = response.json().await.unwrap();
    let admin = app.admin_pk();
    assert_eq!(answer["commentKey"], json!(comment));
    assert_eq!(
        (&answer["status"], &answer["statusDesc"]),
        (&json!(1), &json!("Published"))
    );
    assert_eq!(answer["note"], json!("Checked with the filer."));
    assert_eq!(
        (&answer["approver"], &answer["approverPk"]),
        (&json!("Dana Whitfield"), &json!(admin))
    );
    let mut conn = app.db.conn();
    assert_eq!(
        moderation_of(&mut conn, comment),
        (1, Some("Checked with the filer.".into()), Some(admin))
    );
    assert!(generation(&mut conn) > generation_before);
    assert_eq!(
        app.audit_entries(),
        [(
            "comment.authorize".into(),
            "comment".into(),
            Some(comment.to_string()),
            Some(admin)
        )]
    );
    let (_, details) = &audit_details(&mut conn)[0];
    assert_eq!(
        details["before"],
        json!({"status": 0, "note": null, "approverPk": null})
    );
    assert_eq!(
        details["after"],
        json!({"status": 1, "note": "Checked with the filer.", "approverPk": admin})
    );
}

// SPEC 4.2 Reject and Mark Posted: statuses 2 and 3, each audited.
#[actix_web::test]
async fn rejecting_and_marking_posted_set_their_statuses() {
    // Arrange
    let app = TestApp::spawn().await;
    let (_, older, newer) = two_comments(&app);

    // Act
    let rejected = app
        .admin_post(
            "/api/comments/reject",
            &whole_comment(older, json!("Off topic.")),
        )
        .await;
    let posted = app
        .admin_post("/api/comments/post", &whole_comment(newer, Value::Null))
        .await;

    // Assert
    assert_eq!(rejected.status(), 200);
    assert_eq!(posted.status(), 200);
    let rejected: Value = rejected.json().await.unwrap();
    let posted: Value = posted.json().await.unwrap();
    assert_eq!(
        (&rejected["status"], &rejected["statusDesc"]),
        (&json!(2), &json!("Rejected"))
    );
    assert_eq!(
        (&posted["status"], &posted["statusDesc"]),
        (&json!(3), &json!("Posted"))
    );
    let mut conn = app.db.conn();
    assert_eq!(
        moderation_of(&mut conn, older),
        (2, Some("Off topic.".into()), Some(app.admin_pk()))
    );
    assert_eq!(
        moderation_of(&mut conn, newer),
        (3, None, Some(app.admin_pk()))
    );
    let actions: Vec<String> = app.audit_entries().into_iter().map(|e| e.0).collect();
    assert_eq!(actions, ["comment.reject", "comment.post"]);
}

// SPEC 4.2 "Each action sends the whole comment, including note": a body without a note keeps
// the stored one; an explicit null or blank note clears it.
#[actix_web::test]
async fn an_absent_note_is_kept_and_a_null_note_clears_it() {
    // Arrange
    let app = TestApp::spawn().await;
    let (_, _, comment) = two_comments(&app);
    app.admin_post(
        "/api/comments/reject",
        &whole_comment(comment, json!("First look.")),
    )
    .await;

    // Act
    let kept = app
        .admin_post("/api/comments/authorize", &json!({"commentKey": comment}))
        .await;
    let kept_note = moderation_of(&mut app.db.conn(), comment).1;
    let cleared = app
        .admin_post(
            "/api/comments/authorize",
            &whole_comment(comment, json!("   ")),
        )
        .await;

    // Assert
    assert_eq!(
        (kept.status(), kept_note),
        (reqwest::StatusCode::OK, Some("First look.".to_owned()))
    );
    assert_eq!(cleared.status(), 200);
    assert_eq!(moderation_of(&mut app.db.conn(), comment).1, None);
}

// Validation: unknown comment 404, missing key or overlong note 400; nothing changes.
#[actix_web::test]
async fn refused_moderations_change_nothing() {
    // Arrange
    let app = TestApp::spawn().await;
    let (_, _, comment) = two_comments(&app);
    let generation_before = generation(&mut app.db.conn());
    let cases = [
        (whole_comment(987_654, Value::Null), 404, Value::Null),
        (json!({"note": "No key."}), 400, json!("commentKey")),
        (json!({"commentKey": "twelve"}), 400, json!("commentKey")),
        (
            whole_comment(comment, json!("x".repeat(2001))),
            400,
            json!("note"),
        ),
    ];

    for (body, want_status, want_field) in cases {
        // Act
        let response = app.admin_post("/api/comments/authorize", &body).await;

        // Assert
        assert_eq!(response.status().as_u16(), want_status, "{body}");
        let answer: Value = response.json().await.unwrap();
        assert_eq!(answer["error"]["field"], want_field, "{answer}");
    }
    let mut conn = app.db.conn();
    assert_eq!(moderation_of(&mut conn, comment), (0, None, None));
    assert_eq!(generation(&mut conn), generation_before);
    assert!(app.audit_entries().is_empty());
    let at_limit = app
        .admin_post(
            "/api/comments/authorize",
            &whole_comment(comment, json!("é".repeat(2000))),
        )
        .await;
    assert_eq!(at_limit.status(), 200, "2,000 characters are accepted");
}

// SPEC 2.16 and 4.3: 'Comments are currently allowed/disabled.' and its toggle; the public
// Comment button follows through the generation; audited with before and after.
#[actix_web::test]
async fn the_public_comments_switch_turns_off_and_on() {
    // Arrange
    let app = TestApp::spawn().await;
    let generation_before = generation(&mut app.db.conn());
    let status = app.admin_get_json("/api/public-comments").await;
    assert_eq!(status, json!(true));

    // Act
    let round_trip = switch_off_and_on(&app, "/api/public-comments", "public_comments").await;

    // Assert
    round_trip.assert_off_then_on(&app).await;
    let mut conn = app.db.conn();
    assert_eq!(generation(&mut conn), generation_before + 2);
    let details = audit_details(&mut conn);
    assert_eq!(
        details,
        [
            (
                "switch.public_comments.disable".into(),
                json!({"before": {"enabled": true}, "after": {"enabled": false}})
            ),
            (
                "switch.public_comments.enable".into(),
                json!({"before": {"enabled": false}, "after": {"enabled": true}})
            ),
        ]
    );
}
