//! What cannot be stored is refused with a 4xx a person can act on, never a
//! 500. PostgreSQL `text` cannot hold NUL; the other control characters (but tab and line
//! breaks) are refused with it (`domain::text`). Broken JSON text is a 400.

use serde_json::{Value, json};

use super::{OpenFiling, post_comment, stored};
use crate::helpers::TestApp;

// A NUL anywhere, and the other control characters, are 400 naming `commentary`, the
// character and where it is; nothing is stored.
#[actix_web::test]
async fn nul_and_other_control_characters_are_400_naming_the_field() {
    let app = TestApp::spawn().await;
    let filing = OpenFiling::insert(&app);
    let cases = [
        ("\u{0}", "U+0000 at character 1"),
        ("Too\u{0}high", "U+0000 at character 4"),
        ("Too high.\u{0}", "U+0000 at character 10"),
        (
            "\u{1b}[2J\u{1b}[31mTerminal escape",
            "U+001B at character 1",
        ),
        ("Vertical\u{b}tab", "U+000B at character 9"),
        ("Delete\u{7f}", "U+007F at character 7"),
        ("C1 \u{9b}31m", "U+009B at character 4"),
    ];

    for (text, position) in cases {
        let (status, body, _) =
            post_comment(&app, filing.filing_id, json!(text), "198.51.100.10").await;
        assert_eq!(status, 400, "{text:?}: {body}");
        assert_eq!(body["error"]["code"], "bad_request");
        assert_eq!(body["error"]["field"], "commentary");
        let message = body["error"]["message"].as_str().unwrap();
        assert!(message.contains(position), "{text:?}: {message}");
        assert!(message.contains("delete it"), "{message}");
        let (code_point, at) = position.split_once(" at character ").unwrap();
        crate::helpers::assert_message_code(
            &body,
            "comment_control_character",
            json!({"character": code_point, "position": at.parse::<u64>().unwrap()}),
        );
    }
    assert!(stored(&app).is_empty());
}

// Refusals happen before the client's allowance is counted: after them, the client still
// gets its three comments (the test app's limit), tabs and line breaks kept.
#[actix_web::test]
async fn refused_comments_do_not_use_up_the_clients_allowance() {
    let app = TestApp::spawn().await;
    let filing = OpenFiling::insert(&app);
    for _ in 0..5 {
        let (status, _, _) =
            post_comment(&app, filing.filing_id, json!("a\u{0}b"), "198.51.100.11").await;
        assert_eq!(status, 400);
    }

    let texts = ["One\r\nTwo", "\tIndented", "Line\nbreak"];
    for text in texts {
        let (status, body, _) =
            post_comment(&app, filing.filing_id, json!(text), "198.51.100.11").await;
        assert_eq!(status, 201, "{text:?}: {body}");
    }

    let stored: Vec<String> = stored(&app).into_iter().map(|(_, text)| text).collect();
    assert_eq!(stored, texts);
}

// Text JSON cannot carry as a string (a lone UTF-16 surrogate, bytes that are not UTF-8) or a
// commentary that is not a string is a 400, not a 500.
#[actix_web::test]
async fn text_json_cannot_carry_is_400() {
    let app = TestApp::spawn().await;
    let filing = OpenFiling::insert(&app);
    let id = filing.filing_id;
    let bodies: [Vec<u8>; 4] = [
        format!(r#"{{"filingKey": {id}, "commentary": "lone \ud800 surrogate"}}"#).into_bytes(),
        [
            format!(r#"{{"filingKey": {id}, "commentary": "bad "#).as_bytes(),
            b"\xff\xfe",
            br#" bytes"}"#,
        ]
        .concat(),
        format!(r#"{{"filingKey": {id}, "commentary": ["<script>"]}}"#).into_bytes(),
        format!(r#"{{"filingKey": {id}, "commentary": {{"$ne": null}}}}"#).into_bytes(),
    ];

    for body in bodies {
        let response = app
            .client
            .post(format!("{}/comments", app.address))
            .header("Content-Type", "application/json")
            .body(body.clone())
            .send()
            .await
            .unwrap();
        let status = response.status().as_u16();
        let answer: Value = response.json().await.unwrap_or(Value::Null);
        assert_eq!(status, 400, "{}: {answer}", String::from_utf8_lossy(&body));
        assert_eq!(answer["error"]["code"], "bad_request", "{answer}");
    }
    assert!(stored(&app).is_empty());
}

// A body far over the JSON limit is 413 in the envelope, read no further.
#[actix_web::test]
async fn a_huge_body_is_413() {
    let app = TestApp::spawn().await;
    let filing = OpenFiling::insert(&app);

    let (status, body, _) = post_comment(
        &app,
        filing.filing_id,
        json!("x".repeat(2 * 1024 * 1024)),
        "198.51.100.13",
    )
    .await;

    assert_eq!(status, 413, "{body}");
    assert_eq!(body["error"]["code"], "payload_too_large");
    assert!(stored(&app).is_empty());
}
