//! serff-sim's throttle (refusals with a hint, a streak for a client that ignores it, downloads
//! never counted) and whole downloads in blocks whose MD5s match, a bad block read again.

use std::time::Duration;

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use reqwest::StatusCode;

use crate::support::*;

#[actix_web::test]
async fn the_throttle_refuses_with_a_hint_then_admits_and_never_counts_downloads() {
    // Three calls a minute, and a minute that passes in three seconds: time enough for four
    // calls in one window even on a loaded machine (at half a second, two of five runs under load
    // saw the window pass between the calls and no refusal), short enough to wait out the hint.
    let base = start(5, |config| {
        config.faults.calls_per_minute = 3;
        config.faults.clock_speed = 20.0;
    });
    let ask = query_body("FILING", &["FilingSERFFTrackNum"], EVERYTHING, None);

    let mut admitted = 0;
    let refusal = loop {
        let answer = query_filing(&base, &ask).await;
        if answer.status == StatusCode::OK {
            admitted += 1;
            assert!(admitted < 20, "the throttle never refused");
            continue;
        }
        break answer;
    };
    let (name, children) = fault(&refusal);
    let download = call(
        &base,
        "Attachment",
        "beginDownload",
        "<ns0:attachmentId>nothing</ns0:attachmentId><ns0:maxBlockSize>0</ns0:maxBlockSize>",
    )
    .await;
    // The download is not throttled: it fails for its own reason (an unknown id).
    assert_eq!(
        code(&download),
        ("ServerException".to_owned(), "2004".to_owned())
    );

    assert_eq!(name, "CallRateExceededException");
    assert_eq!(children[0].0, "millisecondsUntilNextAllowedCall");
    assert_eq!(children[1].0, "message");
    let wait: u64 = children[0].1.parse().unwrap();
    assert!((1..=3_000).contains(&wait), "{wait}");
    // Time is the subject: the call is allowed again once the announced wait has passed.
    tokio::time::sleep(Duration::from_millis(wait + 20)).await;
    let after = query_filing(&base, &ask).await;
    assert_eq!(after.status, StatusCode::OK, "{}", after.body);
    let soap = counters(&base).await;
    assert_eq!(soap["throttled"], 1);
    assert_eq!(
        soap["longestThrottledStreak"], 1,
        "a client that waits the hint is refused once in a row"
    );
}

#[actix_web::test]
async fn a_client_that_ignores_the_hint_runs_up_a_streak_of_refusals() {
    let base = start(3, |config| config.faults.calls_per_minute = 1);
    let ask = query_body("FILING", &["FilingSERFFTrackNum"], EVERYTHING, None);

    let first = query_filing(&base, &ask).await;
    let mut refused = Vec::new();
    for _ in 0..3 {
        refused.push(code(&query_filing(&base, &ask).await).0);
    }

    assert_eq!(first.status, StatusCode::OK);
    assert_eq!(refused, ["CallRateExceededException"; 3]);
    assert_eq!(counters(&base).await["longestThrottledStreak"], 3);
}

#[actix_web::test]
async fn a_whole_download_arrives_in_blocks_that_match_their_md5s() {
    let base = start(8, |config| config.block_size = 512);
    let id = some_attachment(&base).await;

    let begin = body(&call(&base, "Attachment", "beginDownload", &format!("<ns0:attachmentId>{id}</ns0:attachmentId><ns0:maxBlockSize>1000000</ns0:maxBlockSize>")).await.body);
    let filesize: usize = begin.child("filesize").unwrap().text.parse().unwrap();
    let block: usize = begin.child("blockSize").unwrap().text.parse().unwrap();
    let mut file = Vec::new();
    while file.len() < filesize {
        let answer = call(&base, "Attachment", "readBlock", &format!("<ns0:attachmentId>{id}</ns0:attachmentId><ns0:offset>{}</ns0:offset><ns0:blockSize>{block}</ns0:blockSize>", file.len())).await;
        let read = body(&answer.body);
        let names: Vec<&str> = read.children.iter().map(|c| c.local.as_str()).collect();
        assert_eq!(names, ["md5", "data"]);
        let data = STANDARD.decode(&read.child("data").unwrap().text).unwrap();
        assert_eq!(read.child("md5").unwrap().text, md5_hex(&data));
        assert!(!data.is_empty() && data.len() <= 512);
        file.extend(data);
    }
    let end = body(
        &call(
            &base,
            "Attachment",
            "endDownload",
            &format!("<ns0:attachmentId>{id}</ns0:attachmentId>"),
        )
        .await
        .body,
    );
    let again = call(&base, "Attachment", "readBlock", &format!("<ns0:attachmentId>{id}</ns0:attachmentId><ns0:offset>0</ns0:offset><ns0:blockSize>10</ns0:blockSize>")).await;

    assert_eq!(block, 512);
    assert!(filesize > 512, "more than one block");
    assert_eq!(end.child("md5").unwrap().text, md5_hex(&file));
    assert_eq!(code(&again).0, "ClientException", "read after the end");
    let soap = counters(&base).await;
    assert_eq!(soap["downloadsCompleted"], 1);
    assert_eq!(soap["bytesServed"].as_u64().unwrap() as usize, filesize);
}

#[actix_web::test]
async fn a_block_with_a_bad_md5_reads_right_the_second_time() {
    let base = start(8, |config| config.faults.bad_block_md5_rate = 1.0);
    let id = some_attachment(&base).await;
    call(
        &base,
        "Attachment",
        "beginDownload",
        &format!("<ns0:attachmentId>{id}</ns0:attachmentId><ns0:maxBlockSize>0</ns0:maxBlockSize>"),
    )
    .await;
    let read_first_block = format!(
        "<ns0:attachmentId>{id}</ns0:attachmentId><ns0:offset>0</ns0:offset><ns0:blockSize>4096</ns0:blockSize>"
    );
    let read = || call(&base, "Attachment", "readBlock", &read_first_block);

    let first = body(&read().await.body);
    let second = body(&read().await.body);

    let data = STANDARD.decode(&first.child("data").unwrap().text).unwrap();
    assert_ne!(first.child("md5").unwrap().text, md5_hex(&data));
    assert_eq!(second.child("md5").unwrap().text, md5_hex(&data));
    assert_eq!(counters(&base).await["badMd5Injected"], 1);
}
