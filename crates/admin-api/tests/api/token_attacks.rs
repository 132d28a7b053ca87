//! Token attacks on every admin route: each attack is sent to every route of
//! the admin route list behind a token (`routes_table.rs`) and must be refused 401 ("sign in again") with
//! `WWW-Authenticate: Bearer` and the JSON error envelope. The API runs with the production
//! clock-skew leeway (`OIDC_LEEWAY_SECS` default, 30 s), so "beyond the leeway" is beyond it.
//! access.rs holds the access checks' attacks (no token, unpublished key, expired, wrong audience,
//! inactive user, Insurance beyond its rights, missing XSRF); `xsrf.rs` the wrong-XSRF ones.

mod forged;
mod xsrf;

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use serde_json::{Value, json};
use test_support::test_idp::{KEY_ID, now_seconds};

use crate::helpers::{ADMIN_EMAIL, ADMIN_UID, INSURER_EMAIL, INSURER_UID, TestApp, XsrfMode};
use crate::routes_table::assert_every_route;

/// The production default of `OIDC_LEEWAY_SECS`.
const LEEWAY_SECS: i64 = 30;

async fn app() -> TestApp {
    TestApp::spawn_with_leeway(LEEWAY_SECS.unsigned_abs()).await
}

fn admin_claims(app: &TestApp) -> Value {
    app.idp.valid_claims(ADMIN_UID, ADMIN_EMAIL)
}

fn with(mut claims: Value, key: &str, value: Value) -> Value {
    claims[key] = value;
    claims
}

/// Every route answers `token` with a 401 in the envelope.
async fn refused_everywhere(app: &TestApp, attack: &str, token: &str) {
    assert_every_route(app, attack, Some(token), XsrfMode::Matching, |_| Some(401)).await;
}

/// The status of `GET /api/users/active` for `token` (the controls that show an attack's
/// token differs from a good one only in what the attack changes).
async fn status_of(app: &TestApp, token: &str) -> u16 {
    app.get("/api/users/active", Some(token))
        .await
        .status()
        .as_u16()
}

#[actix_web::test]
async fn a_token_not_yet_valid_beyond_the_leeway_is_401_on_every_route() {
    let app = app().await;
    let early = |secs: i64| {
        let claims = with(admin_claims(&app), "nbf", json!(now_seconds() + secs));
        app.idp
            .sign(&with(claims, "iat", json!(now_seconds() + secs)))
    };

    refused_everywhere(
        &app,
        "nbf 2 minutes past the leeway",
        &early(LEEWAY_SECS + 120),
    )
    .await;
    // Control: a clock a few seconds ahead is within the leeway.
    assert_eq!(status_of(&app, &early(5)).await, 200);
}

#[actix_web::test]
async fn a_token_expired_beyond_the_leeway_is_401_on_every_route() {
    let app = app().await;
    let expired = |secs_ago: i64| {
        app.idp.sign(&with(
            admin_claims(&app),
            "exp",
            json!(now_seconds() - secs_ago),
        ))
    };

    refused_everywhere(
        &app,
        "exp a minute past the leeway",
        &expired(LEEWAY_SECS + 60),
    )
    .await;
    assert_eq!(status_of(&app, &expired(5)).await, 200);
}

#[actix_web::test]
async fn a_token_from_another_issuer_is_401_on_every_route() {
    let app = app().await;
    let issuer = app.idp.issuer();

    for wrong in [
        "https://login.evil.example".to_owned(),
        format!("{issuer}/"),
        format!("{issuer}/another-tenant"),
        String::new(),
    ] {
        let token = app.idp.sign(&with(admin_claims(&app), "iss", json!(wrong)));
        refused_everywhere(&app, &format!("iss {wrong:?}"), &token).await;
    }
    assert_eq!(status_of(&app, &app.admin_token()).await, 200);
}

#[actix_web::test]
async fn an_unsigned_alg_none_token_is_401_on_every_route() {
    let app = app().await;

    for alg in ["none", "None", "NONE", "nOnE"] {
        let token = forged::unsigned(&admin_claims(&app), alg);
        refused_everywhere(&app, &format!("alg {alg:?}"), &token).await;
    }
}

#[actix_web::test]
async fn hs256_keyed_with_the_providers_public_key_is_401_on_every_route() {
    let app = app().await;

    for (form, public_key) in forged::PROVIDER_PUBLIC_KEYS {
        let token = forged::hmac_with(&admin_claims(&app), public_key);
        refused_everywhere(&app, &format!("HS256 keyed with {form}"), &token).await;
    }
}

#[actix_web::test]
async fn a_key_id_the_provider_does_not_publish_is_401_on_every_route_without_a_fetch_storm() {
    let app = app().await;
    let started = Instant::now();
    let long_kid = "k".repeat(1024);

    // Signed with the provider's real key: only the key id is wrong.
    for kid in [
        "test-key-2",
        "",
        "../../../../etc/passwd",
        "' OR '1'='1",
        long_kid.as_str(),
    ] {
        let token = forged::provider_signed_with_kid(&admin_claims(&app), Some(kid));
        refused_everywhere(&app, &format!("kid {:.40?}", kid), &token).await;
    }

    // An unknown kid refreshes the keys at most once per minimum interval (10 s in tests), so
    // a flood of made-up key ids cannot turn the API against the provider.
    let fetches = app.idp.jwks_fetches().await;
    let allowed = 1 + usize::try_from(started.elapsed().as_secs() / 10).unwrap();
    assert!(
        fetches <= allowed,
        "{fetches} JWKS fetches in {:?} of made-up key ids",
        started.elapsed()
    );
    let genuine = forged::provider_signed_with_kid(&admin_claims(&app), Some(KEY_ID));
    assert_eq!(status_of(&app, &genuine).await, 200);
}

#[actix_web::test]
async fn a_token_naming_no_key_id_is_401_on_every_route() {
    let app = app().await;

    let token = forged::provider_signed_with_kid(&admin_claims(&app), None);

    refused_everywhere(&app, "no kid", &token).await;
}

#[actix_web::test]
async fn a_key_carried_in_the_token_header_is_never_trusted_or_fetched() {
    let app = app().await;
    let (key_url, contacted) = counting_listener().await;

    let token = forged::with_attacker_key_in_header(&admin_claims(&app), &key_url);

    refused_everywhere(&app, "jwk/jku/x5u in the header", &token).await;
    assert_eq!(
        contacted.load(Ordering::SeqCst),
        0,
        "the API fetched keys from an address the token named"
    );
}

#[actix_web::test]
async fn tampered_and_stripped_signatures_are_401_on_every_route() {
    let app = app().await;
    let insurer = app
        .idp
        .sign(&app.idp.valid_claims(INSURER_UID, INSURER_EMAIL));

    // The insurer's genuine signature over the administrator's claims.
    let swapped = forged::payload_swapped(&insurer, &admin_claims(&app));
    refused_everywhere(&app, "payload swapped", &swapped).await;
    let stripped = forged::signature_stripped(&app.admin_token());
    refused_everywhere(&app, "signature stripped", &stripped).await;
}

/// A local address that counts the connections made to it (a stand-in for the attacker's
/// key server).
async fn counting_listener() -> (String, Arc<AtomicUsize>) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}/jwks.json", listener.local_addr().unwrap());
    let count = Arc::new(AtomicUsize::new(0));
    let counter = Arc::clone(&count);
    actix_web::rt::spawn(async move {
        while listener.accept().await.is_ok() {
            counter.fetch_add(1, Ordering::SeqCst);
        }
    });
    (url, count)
}
