//! Comment limits that hold: a client cannot choose who it is counted as. The
//! API believes `X-Real-IP` only beside the gateway's secret; a client that reaches the API
//! directly with a made-up `X-Real-IP` (or a wrong secret) is counted as its own connection,
//! and IPv6 clients are counted per /64, the block one subscriber gets.

use serde_json::json;

use super::{OpenFiling, post_comment, stored};
use crate::helpers::{GATEWAY_SECRET_HEADER, TestApp};

/// POSTs a comment straight to the API, as a client (not the gateway) sending `headers`.
async fn post_directly(app: &TestApp, filing_id: i32, n: usize, headers: &[(&str, &str)]) -> u16 {
    let mut request = app
        .client
        .post(format!("{}/comments", app.address))
        .json(&json!({"filingKey": filing_id, "commentary": format!("Comment {n}")}));
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    request
        .send()
        .await
        .expect("request failed")
        .status()
        .as_u16()
}

// The test app's limit is 3 an hour. Every comment names another client in X-Real-IP, without
// the gateway's secret or with a wrong one: all count against the one connection.
#[actix_web::test]
async fn x_real_ip_sent_straight_to_the_api_is_not_believed() {
    let app = TestApp::spawn().await;
    let filing = OpenFiling::insert(&app);

    let mut statuses = Vec::new();
    for n in 1..=6 {
        let made_up = format!("203.0.113.{n}");
        let headers: &[(&str, &str)] = if n % 2 == 0 {
            &[("X-Real-IP", &made_up)]
        } else {
            &[
                ("X-Real-IP", &made_up),
                (
                    GATEWAY_SECRET_HEADER,
                    "a-guess-at-the-gateway-secret-0123456789",
                ),
            ]
        };
        statuses.push(post_directly(&app, filing.filing_id, n, headers).await);
    }

    assert_eq!(statuses, [201, 201, 201, 429, 429, 429]);
    assert_eq!(stored(&app).len(), 3);
}

// Rotating through addresses of one /64 (one subscriber's block) gets one allowance; a client
// in the next /64 has its own. Through the gateway, as the public site is reached.
#[actix_web::test]
async fn ipv6_clients_rotating_inside_one_64_share_one_allowance() {
    let app = TestApp::spawn().await;
    let filing = OpenFiling::insert(&app);
    let rotating = [
        "2001:db8:17:5::1",
        "2001:db8:17:5::2",
        "2001:db8:17:5:ffff:ffff:ffff:fffe",
        "2001:db8:17:5:1234::abcd",
        "2001:db8:17:5:0:0:0:99",
    ];

    let mut statuses = Vec::new();
    for (n, ip) in rotating.iter().enumerate() {
        let (status, _, _) =
            post_comment(&app, filing.filing_id, json!(format!("Rotating {n}")), ip).await;
        statuses.push(status);
    }
    let (neighbour, body, _) = post_comment(
        &app,
        filing.filing_id,
        json!("From the next block"),
        "2001:db8:17:6::1",
    )
    .await;

    assert_eq!(statuses, [201, 201, 201, 429, 429]);
    assert_eq!(neighbour, 201, "{body}");
    assert_eq!(stored(&app).len(), 4);
}

// The gateway's own header, with its secret, names the client: two clients behind it each get
// their allowance.
#[actix_web::test]
async fn the_gateways_x_real_ip_names_the_client() {
    let app = TestApp::spawn().await;
    let filing = OpenFiling::insert(&app);

    let mut statuses = Vec::new();
    for n in 0..4 {
        let ip = if n % 2 == 0 {
            "198.51.100.31"
        } else {
            "198.51.100.32"
        };
        let (status, body, _) =
            post_comment(&app, filing.filing_id, json!(format!("{n}")), ip).await;
        assert_ne!(status, 500, "{body}");
        statuses.push(status);
    }

    assert_eq!(statuses, [201, 201, 201, 201]);
}
