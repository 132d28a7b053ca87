//! A flood from one client is rate-limited: many comments at once from one
//! client get exactly the hourly allowance (3 in the test app) and 429s with `Retry-After`, never
//! a 5xx, while another client sending at the same moment is served. (Made-up client addresses
//! are spoofing.rs.)

use serde_json::{Value, json};

use super::{OpenFiling, stored};
use crate::helpers::{GATEWAY_SECRET, GATEWAY_SECRET_HEADER, TestApp, status_body_retry_after};

/// Comments one flooding client sends at once.
const FLOOD: usize = 24;

/// Sends `text` as the gateway does for the client `ip` and returns (status, body, Retry-After).
async fn send(
    client: reqwest::Client,
    address: String,
    filing_id: i32,
    text: String,
    ip: String,
) -> (u16, Value, Option<String>) {
    let response = client
        .post(format!("{address}/comments"))
        .header("X-Real-IP", ip)
        .header(GATEWAY_SECRET_HEADER, GATEWAY_SECRET)
        .json(&json!({"filingKey": filing_id, "commentary": text}))
        .send()
        .await
        .expect("request failed");
    status_body_retry_after(response).await
}

#[actix_web::test]
async fn a_flood_from_one_client_gets_its_allowance_and_429s_while_another_is_served() {
    let app = TestApp::spawn().await;
    let filing = OpenFiling::insert(&app);

    let mut flood = Vec::new();
    for n in 0..FLOOD {
        flood.push(actix_web::rt::spawn(send(
            app.client.clone(),
            app.address.clone(),
            filing.filing_id,
            format!("Flood {n}"),
            "203.0.113.66".into(),
        )));
    }
    let bystander = actix_web::rt::spawn(send(
        app.client.clone(),
        app.address.clone(),
        filing.filing_id,
        "A real comment".into(),
        "198.51.100.20".into(),
    ));
    let mut answers = Vec::new();
    for task in flood {
        answers.push(task.await.unwrap());
    }
    let (bystander_status, bystander_body, _) = bystander.await.unwrap();

    let created = answers.iter().filter(|(s, _, _)| *s == 201).count();
    let limited: Vec<_> = answers.iter().filter(|(s, _, _)| *s == 429).collect();
    assert_eq!(created, 3, "{answers:?}");
    assert_eq!(limited.len(), FLOOD - 3, "{answers:?}");
    for (_, body, retry_after) in limited {
        let seconds: u64 = retry_after.as_deref().unwrap().parse().unwrap();
        assert!((1..=3600).contains(&seconds), "{seconds}");
        assert_eq!(body["error"]["code"], "too_many_requests");
    }
    assert_eq!(bystander_status, 201, "{bystander_body}");
    let texts: Vec<String> = stored(&app).into_iter().map(|(_, t)| t).collect();
    assert_eq!(texts.len(), 4);
    assert!(texts.contains(&"A real comment".to_owned()));
}
