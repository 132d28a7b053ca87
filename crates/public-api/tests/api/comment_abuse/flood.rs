//! Issue 10 item 6 "a flood from one client is rate-limited": many comments at once from one
//! client get exactly the hourly allowance (3 in the test app) and 429s with `Retry-After`, never
//! a 5xx, while another client sending at the same moment is served; a client that is not
//! behind a trusted proxy cannot dodge the limit by making up `X-Real-IP`.

use std::path::PathBuf;

use db::roles::ServiceRole;
use serde_json::{Value, json};
use test_support::{TestDb, settings};

use super::{OpenFiling, stored};
use crate::helpers::TestApp;

/// Comments one flooding client sends at once.
const FLOOD: usize = 24;

/// Sends `text` as the client `ip` (with `X-Real-IP`) and returns (status, Retry-After, body).
async fn send(
    client: reqwest::Client,
    address: String,
    filing_id: i32,
    text: String,
    ip: String,
) -> (u16, Option<String>, Value) {
    let response = client
        .post(format!("{address}/comments"))
        .header("X-Real-IP", ip)
        .json(&json!({"filingKey": filing_id, "commentary": text}))
        .send()
        .await
        .expect("request failed");
    let status = response.status().as_u16();
    let retry_after = response
        .headers()
        .get("retry-after")
        .map(|v| v.to_str().unwrap().to_owned());
    (
        status,
        retry_after,
        response.json().await.unwrap_or(Value::Null),
    )
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
    let (bystander_status, _, bystander_body) = bystander.await.unwrap();

    let created = answers.iter().filter(|(s, _, _)| *s == 201).count();
    let limited: Vec<_> = answers.iter().filter(|(s, _, _)| *s == 429).collect();
    assert_eq!(created, 3, "{answers:?}");
    assert_eq!(limited.len(), FLOOD - 3, "{answers:?}");
    for (_, retry_after, body) in limited {
        let seconds: u64 = retry_after.as_deref().unwrap().parse().unwrap();
        assert!((1..=3600).contains(&seconds), "{seconds}");
        assert_eq!(body["error"]["code"], "too_many_requests");
    }
    assert_eq!(bystander_status, 201, "{bystander_body}");
    let texts: Vec<String> = stored(&app).into_iter().map(|(_, t)| t).collect();
    assert_eq!(texts.len(), 4);
    assert!(texts.contains(&"A real comment".to_owned()));
}

/// The API with no trusted proxy: every client is its peer address (here 127.0.0.1).
async fn spawn_without_trusted_proxies() -> TestApp {
    let db = TestDb::new();
    let attachments_dir =
        std::env::temp_dir().join(format!("rr-attachments-{}", uuid::Uuid::new_v4()));
    let settings = public_api::Settings {
        http: settings::local_http(),
        read_database: settings::small_pool(db.url_as(ServiceRole::PublicApi)),
        primary_database: settings::small_pool(db.url_as(ServiceRole::PublicApi)),
        site_profile_file: PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("../../config/site-profile.json"),
        attachments_dir: attachments_dir.clone(),
        trusted_proxies: Vec::new(),
        cache_max_bytes: 16 * 1024 * 1024,
        cache_poll_interval: std::time::Duration::from_millis(100),
        comment_limit: 3,
        comment_client_salt: "test-salt".into(),
    };
    let server = public_api::build(&settings).expect("public-api failed to build");
    let address = format!("http://127.0.0.1:{}", server.port());
    actix_web::rt::spawn(server.run_until_stopped());
    TestApp {
        address,
        db,
        client: reqwest::Client::new(),
        attachments_dir,
    }
}

#[actix_web::test]
async fn a_client_not_behind_a_trusted_proxy_cannot_dodge_the_limit_with_made_up_addresses() {
    let app = spawn_without_trusted_proxies().await;
    let filing = OpenFiling::insert(&app);

    let mut statuses = Vec::new();
    for n in 1..=6 {
        let (status, _, _) = send(
            app.client.clone(),
            app.address.clone(),
            filing.filing_id,
            format!("Comment {n}"),
            format!("192.0.2.{n}"),
        )
        .await;
        statuses.push(status);
    }

    assert_eq!(statuses, [201, 201, 201, 429, 429, 429]);
    assert_eq!(stored(&app).len(), 3);
}
