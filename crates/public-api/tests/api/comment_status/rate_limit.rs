//! Receipt codes are checked at the rate limit of comments: the same hourly
//! allowance per client (3 in the test app), 429 with `Retry-After` beyond it, counted in a
//! bucket of its own, so looking codes up and commenting never use up each other's allowance.
//! Only well-formed codes count: a malformed one is refused before the database is asked.

use serde_json::json;

use super::{VISITOR, comment_on, lookup, lookup_as};
use crate::comment_abuse::{OpenFiling, post_comment};
use crate::helpers::{TestApp, assert_message_contains};

#[actix_web::test]
async fn lookups_past_the_limit_are_429_with_retry_after_and_comments_are_still_taken() {
    let app = TestApp::spawn().await;
    let filing = OpenFiling::insert(&app);
    let receipt = comment_on(&app, &filing, "Too steep.").await;
    for n in 0..3 {
        let code = if n == 0 {
            receipt.code.as_str()
        } else {
            "0000-0000-0000-0000"
        };
        assert!(
            [200, 404].contains(&lookup(&app, code).await.0),
            "lookup {n}"
        );
    }

    let (limited, headers, body) = lookup_as(&app, &json!({"code": receipt.code}), VISITOR).await;
    let (other_client, _, _) =
        lookup_as(&app, &json!({"code": receipt.code}), "198.51.100.99").await;
    let (comment, _, _) = post_comment(&app, filing.filing_id, json!("Still mine."), VISITOR).await;

    assert_eq!(limited, 429, "{body}");
    assert_eq!(body["error"]["code"], "too_many_requests");
    assert_message_contains(&body, "Please wait");
    let seconds: u64 = headers["retry-after"].to_str().unwrap().parse().unwrap();
    assert!((3000..=3600).contains(&seconds), "{seconds}");
    crate::helpers::assert_message_code(
        &body,
        "too_many_lookups",
        json!({"minutes": seconds.div_ceil(60)}),
    );
    assert_eq!(headers["cache-control"], "no-store");
    assert_eq!(other_client, 200);
    assert_eq!(
        comment, 201,
        "a lookup does not use up the comment allowance"
    );
}

#[actix_web::test]
async fn a_client_at_its_comment_limit_can_still_check_its_codes() {
    let app = TestApp::spawn().await;
    let filing = OpenFiling::insert(&app);
    let mut codes = Vec::new();
    for n in 0..3 {
        codes.push(
            comment_on(&app, &filing, &format!("Comment {n}"))
                .await
                .code,
        );
    }
    let (over, _, _) = post_comment(&app, filing.filing_id, json!("One more"), VISITOR).await;

    let answers = [
        lookup(&app, &codes[0]).await.0,
        lookup(&app, &codes[1]).await.0,
        lookup(&app, &codes[2]).await.0,
    ];

    assert_eq!(over, 429);
    assert_eq!(answers, [200, 200, 200]);
}

#[actix_web::test]
async fn malformed_codes_do_not_count_against_the_limit() {
    let app = TestApp::spawn().await;
    let filing = OpenFiling::insert(&app);
    let receipt = comment_on(&app, &filing, "Too steep.").await;
    for _ in 0..5 {
        assert_eq!(lookup(&app, "not a code").await.0, 400);
    }

    let (status, _) = lookup(&app, &receipt.code).await;

    assert_eq!(status, 200);
}
