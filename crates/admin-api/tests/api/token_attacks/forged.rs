//! Tokens an attacker can make, each from the administrator's claims: headers
//! are written by hand, so a test can put anything in them (`alg`, `kid`, `jwk`, `jku`, `x5u`).

use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Validation};
use serde_json::{Value, json};
use test_support::test_idp::{ACCESS_TOKEN_TYPE, AUDIENCE, KEY_ID};

/// The provider's private key: only the provider has it; tests use it to show that a token
/// signed correctly is still refused when something else is wrong.
const PROVIDER_KEY: &[u8] = include_bytes!("../../../../test-support/keys/test-signing-key.pem");
/// A key the provider does not publish: the attacker's.
const ATTACKER_KEY: &[u8] = include_bytes!("../../../../test-support/keys/other-signing-key.pem");
/// The attacker's public key as a JWK set (kid `attacker-key-1`).
pub const ATTACKER_JWKS: &str = include_str!("keys/attacker-jwks.json");
/// The attacker's key id.
pub const ATTACKER_KID: &str = "attacker-key-1";

/// The provider's public key in every form an attacker can fetch or derive, as HMAC secrets.
pub const PROVIDER_PUBLIC_KEYS: [(&str, &[u8]); 5] = [
    (
        "SubjectPublicKeyInfo PEM",
        include_bytes!("keys/provider-public.pem"),
    ),
    (
        "PKCS#1 PEM",
        include_bytes!("keys/provider-public-pkcs1.pem"),
    ),
    (
        "SubjectPublicKeyInfo DER",
        include_bytes!("keys/provider-public.der"),
    ),
    (
        "PKCS#1 DER",
        include_bytes!("keys/provider-public-pkcs1.der"),
    ),
    (
        "the published JWKS",
        include_bytes!("../../../../test-support/keys/test-jwks.json"),
    ),
];

/// A JWT with this exact `header`, `claims` and signature text.
fn assemble(header: &Value, claims: &Value, signature: &str) -> String {
    format!(
        "{}.{}.{signature}",
        base64_url(header.to_string().as_bytes()),
        base64_url(claims.to_string().as_bytes())
    )
}

/// `claims` under `header`, signed with `key` by `alg`.
pub fn signed(header: &Value, claims: &Value, key: &EncodingKey, alg: Algorithm) -> String {
    let unsigned = assemble(header, claims, "");
    let message = unsigned.trim_end_matches('.');
    let signature = jsonwebtoken::crypto::sign(message.as_bytes(), key, alg)
        .unwrap_or_else(|e| panic!("signing failed: {e}"));
    format!("{message}.{signature}")
}

fn provider_key() -> EncodingKey {
    EncodingKey::from_rsa_pem(PROVIDER_KEY).unwrap()
}

fn attacker_key() -> EncodingKey {
    EncodingKey::from_rsa_pem(ATTACKER_KEY).unwrap()
}

/// Signed (RS256) by the provider's own key, with `kid` as given (`None`: no `kid` at all).
pub fn provider_signed_with_kid(claims: &Value, kid: Option<&str>) -> String {
    let mut header = json!({"alg": "RS256", "typ": ACCESS_TOKEN_TYPE});
    if let Some(kid) = kid {
        header["kid"] = json!(kid);
    }
    signed(&header, claims, &provider_key(), Algorithm::RS256)
}

/// Unsigned, under an `alg` spelling of "none" (`none`, `None`, `NONE`, ...).
pub fn unsigned(claims: &Value, alg: &str) -> String {
    assemble(
        &json!({"alg": alg, "typ": ACCESS_TOKEN_TYPE, "kid": KEY_ID}),
        claims,
        "",
    )
}

/// HS256 keyed with `secret` (the provider's public key bytes), naming the provider's key.
pub fn hmac_with(claims: &Value, secret: &[u8]) -> String {
    signed(
        &json!({"alg": "HS256", "typ": ACCESS_TOKEN_TYPE, "kid": KEY_ID}),
        claims,
        &EncodingKey::from_secret(secret),
        Algorithm::HS256,
    )
}

/// Signed by the attacker, whose key travels in the header: embedded (`jwk`) and by address
/// (`jku`, `x5u` pointing at `key_url`). A verifier must trust only the provider's JWKS.
pub fn with_attacker_key_in_header(claims: &Value, key_url: &str) -> String {
    let jwks: Value = serde_json::from_str(ATTACKER_JWKS).unwrap();
    let header = json!({
        "alg": "RS256",
        "typ": ACCESS_TOKEN_TYPE,
        "kid": ATTACKER_KID,
        "jwk": jwks["keys"][0],
        "jku": key_url,
        "x5u": key_url,
    });
    signed(&header, claims, &attacker_key(), Algorithm::RS256)
}

/// `genuine` (a valid token) with its payload replaced by `claims` and its signature kept.
pub fn payload_swapped(genuine: &str, claims: &Value) -> String {
    let mut parts = genuine.split('.');
    let (header, _, signature) = (parts.next(), parts.next(), parts.next());
    format!(
        "{}.{}.{}",
        header.unwrap(),
        base64_url(claims.to_string().as_bytes()),
        signature.unwrap()
    )
}

/// `genuine` with its signature removed (header still RS256).
pub fn signature_stripped(genuine: &str) -> String {
    let cut = genuine.rfind('.').unwrap();
    genuine[..=cut].to_owned()
}

/// Base64url without padding (RFC 7515).
fn base64_url(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |acc, (i, b)| acc | (u32::from(*b) << (16 - 8 * i)));
        for i in 0..=chunk.len() {
            out.push(char::from(ALPHABET[((n >> (18 - 6 * i)) & 63) as usize]));
        }
    }
    out
}

/// The fixtures are what they claim: the public PEM verifies a token the provider signed, so
/// the HMAC forgeries really are keyed with the provider's public key.
#[test]
fn the_public_key_fixtures_are_the_providers_key() {
    let claims = json!({"sub": "1", "aud": AUDIENCE, "exp": 4_102_444_800_i64});
    let token = provider_signed_with_kid(&claims, Some(KEY_ID));
    let mut validation = Validation::new(Algorithm::RS256);
    validation.set_audience(&[AUDIENCE]);
    validation.required_spec_claims.clear();

    for (name, pem) in &PROVIDER_PUBLIC_KEYS[..2] {
        let key = DecodingKey::from_rsa_pem(pem).unwrap();
        assert!(
            jsonwebtoken::decode::<Value>(&token, &key, &validation).is_ok(),
            "{name} is not the provider's public key"
        );
    }
    let der = DecodingKey::from_rsa_der(PROVIDER_PUBLIC_KEYS[3].1);
    assert!(jsonwebtoken::decode::<Value>(&token, &der, &validation).is_ok());
    // SubjectPublicKeyInfo wraps the PKCS#1 key as its last field.
    assert!(
        PROVIDER_PUBLIC_KEYS[2]
            .1
            .ends_with(PROVIDER_PUBLIC_KEYS[3].1)
    );
    assert_eq!(base64_url(b"any carnal pleas"), "YW55IGNhcm5hbCBwbGVhcw");
    assert_eq!(base64_url(b"any carnal pleasu"), "YW55IGNhcm5hbCBwbGVhc3U");
}
