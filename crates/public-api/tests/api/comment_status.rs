//! Comment receipt and status: the 201 of `POST /comments` carries a receipt
//! code and the comment period's end (SPEC 7.2's fields unchanged), the database keeps only the
//! code's hash, and `POST /comment-status` shows the comment's text, state and filing to whoever
//! holds the code — SPEC 4.2's statuses in words, Posted among the unpublished since only status 1
//! is ever displayed. Refusals use the one error envelope and never tell one unknown code from
//! another; lookups have the comments' hourly limit, counted apart from comments
//! (`rate_limit.rs`).

mod rate_limit;

use chrono::{TimeDelta, Utc};
use db::queries::comments::ModerationAction;
use db::schema::{comments, filings};
use diesel::prelude::*;
use reqwest::header::HeaderMap;
use serde_json::{Value, json};
use sha2::{Digest, Sha256};

use crate::comment_abuse::{OpenFiling, post_comment};
use crate::fixtures::moderation::moderate_comments;
use crate::helpers::{TestApp, assert_message_code};
use test_support::builders::status::DO_NOT_DISPLAY;

/// The one message of a well-formed code that names no comment.
const NO_SUCH_CODE: &str =
    "No comment has this receipt code. Please check the code against your receipt and try again.";

/// The client the tests comment and look up as, unless a test says otherwise.
const VISITOR: &str = "198.51.100.20";

/// A receipt as the 201 gives it: the code and the comment's key.
struct Receipt {
    code: String,
    comment_key: i32,
    body: Value,
}

/// Comments `text` on `filing` as `VISITOR`; the 201's receipt.
async fn comment_on(app: &TestApp, filing: &OpenFiling, text: &str) -> Receipt {
    let (status, body, _) = post_comment(app, filing.filing_id, json!(text), VISITOR).await;
    assert_eq!(status, 201, "{body}");
    Receipt {
        code: body["receiptCode"].as_str().unwrap().to_owned(),
        comment_key: i32::try_from(body["commentKey"].as_i64().unwrap()).unwrap(),
        body,
    }
}

/// POST /comment-status with `body` as the client `ip`: status, headers and JSON body.
async fn lookup_as(app: &TestApp, body: &Value, ip: &str) -> (u16, HeaderMap, Value) {
    let response = app.post_json("/comment-status", body, ip).await;
    let status = response.status().as_u16();
    let headers = response.headers().clone();
    (
        status,
        headers,
        response.json().await.unwrap_or(Value::Null),
    )
}

/// Looks `code` up as `VISITOR`: status and JSON body.
async fn lookup(app: &TestApp, code: &str) -> (u16, Value) {
    let (status, _, body) = lookup_as(app, &json!({ "code": code }), VISITOR).await;
    (status, body)
}

fn sha256_hex(text: &str) -> String {
    Sha256::digest(text.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

// The 201 gains the code (Crockford base 32, four groups of four) and the period's end; every
// field SPEC 7.2's receipt had stays as it was.
#[actix_web::test]
async fn the_201_carries_a_receipt_code_and_the_period_end_and_only_its_hash_is_stored() {
    let app = TestApp::spawn().await;
    let filing = OpenFiling::insert(&app);

    let first = comment_on(&app, &filing, "Too steep.").await;
    let second = comment_on(&app, &filing, "Please explain.").await;

    assert!(is_grouped_code(&first.code), "{}", first.code);
    assert_ne!(first.code, second.code);
    let submitted = Utc::now().date_naive() - TimeDelta::days(5);
    assert_eq!(
        first.body["commentPeriodClosesOn"],
        (submitted + TimeDelta::days(30)).to_string()
    );
    for field in [
        "commentKey",
        "filingKey",
        "status",
        "statusDesc",
        "dateCreated",
    ] {
        assert!(!first.body[field].is_null(), "{field}: {}", first.body);
    }
    assert_eq!(
        first.body["message"],
        "Thank you. Your comment was received and will be published after the Insurance Department reviews it."
    );
    let stored: Option<String> = comments::table
        .find(first.comment_key)
        .select(comments::receipt_hash)
        .first(&mut app.db.conn())
        .unwrap();
    assert_eq!(stored, Some(sha256_hex(&first.code.replace('-', ""))));
}

/// Whether `code` is 16 characters of Crockford's alphabet in four dash-separated groups.
fn is_grouped_code(code: &str) -> bool {
    const ALPHABET: &str = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    let groups: Vec<&str> = code.split('-').collect();
    groups.len() == 4
        && groups
            .iter()
            .all(|g| g.len() == 4 && g.chars().all(|c| ALPHABET.contains(c)))
}

// SPEC 4.2: Pending is awaiting review, Published (1) is published, Rejected and Posted are not
// published (only status 1 is ever displayed). The answer holds the text, the filing with its
// Rate Page keys, and its comment period.
#[actix_web::test]
async fn the_right_code_shows_each_state_in_words_with_the_text_and_the_filing() {
    let app = TestApp::spawn().await;
    let filing = OpenFiling::insert(&app);
    let text = "I oppose a 12% increase.\n<b>Twice</b> in two years.";
    let receipt = comment_on(&app, &filing, text).await;

    let (status, pending) = lookup(&app, &receipt.code).await;
    assert_eq!(status, 200, "{pending}");
    assert_eq!(pending["state"], "awaiting_review");
    assert_eq!(pending["stateDesc"], "Received and awaiting review");
    assert_eq!(pending["commentary"], text);
    assert_eq!(pending["dateCreated"], receipt.body["dateCreated"]);
    let received: chrono::DateTime<Utc> = pending["dateCreated"].as_str().unwrap().parse().unwrap();
    assert_eq!(
        pending["dateCreatedAsString"],
        received.format("%m/%d/%Y").to_string()
    );
    let shown = &pending["filing"];
    assert_eq!(shown["filingId"], filing.filing_id);
    assert_eq!(shown["companyProductPk"], filing.product_pk);
    assert_eq!(shown["companyPk"], filing.company_pk);
    assert_eq!(shown["toiId"], filing.toi_id);
    assert_eq!(shown["filingSerffTrackNum"], "BLHP-130000001");
    assert_eq!(shown["companyName"], "Blue Lake Health Plan");
    assert_eq!(shown["productName"], "Filed Product Name");
    assert_eq!(shown["commentPeriod"]["open"], true);
    assert_eq!(
        shown["commentPeriod"]["closesOn"],
        receipt.body["commentPeriodClosesOn"]
    );
    // The keys lead to the filing's Rate Page.
    assert_eq!(app.get(&filing.rate_page()).await.status(), 200);

    for (action, state, words, ip) in [
        (
            ModerationAction::Authorize,
            "published",
            "Published",
            "198.51.100.31",
        ),
        (
            ModerationAction::Reject,
            "not_published",
            "Not published",
            "198.51.100.32",
        ),
        (
            ModerationAction::MarkPosted,
            "not_published",
            "Not published",
            "198.51.100.33",
        ),
    ] {
        moderate_comments(&mut app.db.conn(), &[receipt.comment_key], action);

        // A client each: the hourly limit (3 here) is not what this test is about.
        let (status, _, answer) = lookup_as(&app, &json!({ "code": receipt.code }), ip).await;

        assert_eq!(status, 200, "{action:?}: {answer}");
        assert_eq!(answer["state"], state, "{action:?}");
        assert_eq!(answer["stateDesc"], words, "{action:?}");
        assert_eq!(answer["commentary"], text);
        // Nothing staff-only: the moderator's note and name never reach the author.
        let raw = answer.to_string();
        assert!(
            !raw.contains("Mod Erator") && !raw.contains("note"),
            "{raw}"
        );
    }
}

// Crockford's reading: lower case, spaces instead of dashes, I and L for 1, O for 0.
#[actix_web::test]
async fn the_code_is_found_however_it_is_typed() {
    let app = TestApp::spawn().await;
    let filing = OpenFiling::insert(&app);
    let receipt = comment_on(&app, &filing, "Too steep.").await;
    let lower_spaced = receipt.code.to_lowercase().replace('-', " ");
    let look_alikes = receipt.code.replace('1', "l").replace('0', "O");

    for typed in [
        format!("  {lower_spaced} "),
        look_alikes,
        receipt.code.replace('-', ""),
    ] {
        let (status, answer) = lookup(&app, &typed).await;

        assert_eq!(status, 200, "{typed}: {answer}");
        assert_eq!(answer["commentary"], "Too steep.");
    }
}

// One fixed 404 for every well-formed code that names nothing: a near miss of a real code, and
// codes on a site with and without comments, all read alike.
#[actix_web::test]
async fn a_wrong_code_is_one_fixed_404_whether_or_not_other_codes_exist() {
    let empty = TestApp::spawn().await;
    let app = TestApp::spawn().await;
    let filing = OpenFiling::insert(&app);
    let receipt = comment_on(&app, &filing, "Too steep.").await;
    let last = receipt.code.chars().last().unwrap();
    let near_miss = format!(
        "{}{}",
        &receipt.code[..receipt.code.len() - 1],
        if last == 'Z' { 'Y' } else { 'Z' }
    );

    let answers = [
        lookup(&app, &near_miss).await,
        lookup(&app, "0000-0000-0000-0000").await,
        lookup(&empty, "0000-0000-0000-0000").await,
    ];

    for (status, body) in &answers {
        assert_eq!(*status, 404, "{body}");
        assert_eq!(
            body,
            &json!({"error": {
                "code": "not_found",
                "message": NO_SUCH_CODE,
                "messageCode": "receipt_code_unknown"
            }})
        );
    }
}

// A code that cannot be one is a 400 naming `code`, with the reason; so is a missing code, and
// any other field (the shape is closed).
#[actix_web::test]
async fn a_malformed_code_is_400_naming_code() {
    let app = TestApp::spawn().await;

    for (code, reason, message_code, params) in [
        (
            "7KQ2-M9XD-4HTB",
            "this one has 12",
            "receipt_code_invalid",
            json!({"chars": 12}),
        ),
        (
            "7KQ2-M9XD-4HTB-Z1PU",
            "'U' is not used",
            "receipt_code_character",
            json!({"character": "U"}),
        ),
        (
            "",
            "this one has 0",
            "receipt_code_invalid",
            json!({"chars": 0}),
        ),
    ] {
        let (status, body) = lookup(&app, code).await;

        assert_eq!(status, 400, "{code}: {body}");
        assert_eq!(body["error"]["field"], "code", "{code}");
        let message = body["error"]["message"].as_str().unwrap();
        assert!(message.contains(reason), "{code}: {message}");
        assert_message_code(&body, message_code, params);
    }
    let (too_long, _, body) = lookup_as(&app, &json!({"code": "7".repeat(65)}), VISITOR).await;
    assert_eq!(
        (too_long, body["error"]["field"].clone()),
        (400, json!("code"))
    );
    assert_message_code(&body, "receipt_code_too_long", json!({"chars": 65}));
    let (missing, _, _) = lookup_as(&app, &json!({}), VISITOR).await;
    assert_eq!(missing, 400);
    let (extra, _, body) = lookup_as(
        &app,
        &json!({"code": "7KQ2-M9XD-4HTB-Z1PA", "commentKey": 1}),
        VISITOR,
    )
    .await;
    assert_eq!(
        (extra, body["error"]["field"].clone()),
        (400, json!("commentKey"))
    );
}

// A comment whose filing became Do Not Display: the author still sees their text and its state,
// and nothing of the hidden filing.
#[actix_web::test]
async fn a_comment_on_a_filing_now_hidden_shows_no_filing() {
    let app = TestApp::spawn().await;
    let filing = OpenFiling::insert(&app);
    let receipt = comment_on(&app, &filing, "Too steep.").await;
    diesel::update(filings::table.find(filing.filing_id))
        .set(filings::filing_status_code.eq(DO_NOT_DISPLAY))
        .execute(&mut app.db.conn())
        .unwrap();

    let (status, answer) = lookup(&app, &receipt.code).await;

    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["commentary"], "Too steep.");
    assert_eq!(answer["state"], "awaiting_review");
    assert_eq!(answer["filing"], Value::Null);
    assert!(!answer.to_string().contains("BLHP-130000001"), "{answer}");
}

// Every answer, the refusals too, is `Cache-Control: no-store`: a secret's answer is kept by no
// browser, proxy or gateway.
#[actix_web::test]
async fn every_answer_is_no_store() {
    let app = TestApp::spawn().await;
    let filing = OpenFiling::insert(&app);
    let receipt = comment_on(&app, &filing, "Too steep.").await;

    for (body, expected) in [
        (json!({"code": receipt.code}), 200),
        (json!({"code": "0000-0000-0000-0000"}), 404),
        (json!({"code": "nope"}), 400),
    ] {
        let (status, headers, _) = lookup_as(&app, &body, VISITOR).await;

        assert_eq!(status, expected, "{body}");
        assert_eq!(headers["cache-control"], "no-store", "{body}");
    }
    let get = app.get("/comment-status").await;
    assert_eq!(get.status(), 405);
    assert_eq!(get.headers()["allow"], "POST");
}

// Neither the code nor its hash reaches anything else the public reads: the Rate Page and the
// open-data comments, once the comment is published.
#[actix_web::test]
async fn the_code_and_its_hash_appear_in_no_other_public_answer() {
    let app = TestApp::spawn().await;
    let filing = OpenFiling::insert(&app);
    let receipt = comment_on(&app, &filing, "Too steep.").await;
    moderate_comments(
        &mut app.db.conn(),
        &[receipt.comment_key],
        ModerationAction::Authorize,
    );
    let canonical = receipt.code.replace('-', "");
    let hash = sha256_hex(&canonical);

    let rate_page = app
        .wait_for_json(
            &filing.rate_page(),
            std::time::Duration::from_secs(5),
            |page| {
                page["filingList"][0]["comments"]
                    .as_array()
                    .is_some_and(|c| c.len() == 1)
            },
        )
        .await
        .to_string();
    let comments_json = app
        .get("/open-data/comments.json")
        .await
        .text()
        .await
        .unwrap();
    let comments_csv = app
        .get("/open-data/comments.csv")
        .await
        .text()
        .await
        .unwrap();

    assert!(comments_json.contains("Too steep."), "{comments_json}");
    for answer in [rate_page, comments_json, comments_csv] {
        for secret in [&receipt.code, &canonical, &hash] {
            assert!(!answer.contains(secret.as_str()), "{secret} in {answer}");
        }
    }
}
