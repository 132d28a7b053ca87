//! A stand-in OpenID provider for Rust integration tests: it publishes a discovery document and
//! the JWKS of a committed test key, and signs whatever claims a test asks for.

use jsonwebtoken::{Algorithm, EncodingKey, Header};
use serde_json::{Value, json};
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

const SIGNING_KEY: &[u8] = include_bytes!("../keys/test-signing-key.pem");
const OTHER_KEY: &[u8] = include_bytes!("../keys/other-signing-key.pem");
const JWKS: &str = include_str!("../keys/test-jwks.json");
/// `kid` of the published test key.
pub const KEY_ID: &str = "test-key-1";
/// The audience the admin API is configured with in tests.
pub const AUDIENCE: &str = "api://rate-review-admin";
/// The JWT `typ` header of access tokens (RFC 9068).
pub const ACCESS_TOKEN_TYPE: &str = "at+jwt";
/// The API scope, as access tokens name it in their `scope` (or Entra's `scp`) claim.
pub const API_SCOPE_NAME: &str = "admin.access";

/// A running test provider.
#[derive(Debug)]
pub struct TestIdp {
    server: MockServer,
}

impl TestIdp {
    /// Starts the provider on a random local port.
    pub async fn start() -> Self {
        let server = MockServer::start().await;
        let issuer = server.uri();
        let discovery = json!({
            "issuer": issuer,
            "authorization_endpoint": format!("{issuer}/auth"),
            "token_endpoint": format!("{issuer}/token"),
            "jwks_uri": format!("{issuer}/jwks"),
            "response_types_supported": ["code"],
            "subject_types_supported": ["public"],
            "id_token_signing_alg_values_supported": ["RS256"],
        });
        Mock::given(method("GET"))
            .and(path("/.well-known/openid-configuration"))
            .respond_with(ResponseTemplate::new(200).set_body_json(discovery))
            .mount(&server)
            .await;
        let jwks: Value = serde_json::from_str(JWKS).unwrap_or_default();
        Mock::given(method("GET"))
            .and(path("/jwks"))
            .respond_with(ResponseTemplate::new(200).set_body_json(jwks))
            .mount(&server)
            .await;
        Self { server }
    }

    /// The issuer URL (`iss` of valid tokens).
    pub fn issuer(&self) -> String {
        self.server.uri()
    }

    /// Claims of a valid one-hour access token for the staff member with this UID and e-mail.
    pub fn valid_claims(&self, uid: i64, email: &str) -> Value {
        let now = now_seconds();
        json!({
            "iss": self.issuer(),
            "aud": AUDIENCE,
            "sub": uid.to_string(),
            "uid": uid.to_string(),
            "email": email,
            "name": "Test User",
            "iat": now,
            "nbf": now,
            "exp": now + 3600,
            "scope": format!("openid profile email {API_SCOPE_NAME}"),
        })
    }

    /// `claims` signed (RS256) with the published test key, as an access token
    /// (`typ: at+jwt`, RFC 9068, as the dev identity provider issues them).
    pub fn sign(&self, claims: &Value) -> String {
        self.sign_typed(claims, Some(ACCESS_TOKEN_TYPE))
    }

    /// `claims` signed with the published test key, with the header `typ` given (none when
    /// `None`): an ID token or a plain JWT presented as an access token.
    pub fn sign_typed(&self, claims: &Value, typ: Option<&str>) -> String {
        let mut header = Header::new(Algorithm::RS256);
        header.kid = Some(KEY_ID.to_owned());
        header.typ = typ.map(str::to_owned);
        encode_with(SIGNING_KEY, &header, claims)
    }

    /// `claims` signed with a key the provider does not publish (same `kid`).
    pub fn sign_with_unpublished_key(&self, claims: &Value) -> String {
        sign_with(OTHER_KEY, claims)
    }

    /// `claims` as an HS256 token keyed with `secret` (an algorithm the API must refuse).
    pub fn sign_hmac(&self, claims: &Value, secret: &[u8]) -> String {
        let mut header = Header::new(Algorithm::HS256);
        header.kid = Some(KEY_ID.to_owned());
        jsonwebtoken::encode(&header, claims, &EncodingKey::from_secret(secret)).unwrap_or_default()
    }

    /// `claims` as an unsigned `alg: none` token.
    pub fn unsigned(&self, claims: &Value) -> String {
        let header = json!({"alg": "none", "typ": "JWT", "kid": KEY_ID});
        format!("{}.{}.", base64_url(&header), base64_url(claims))
    }

    /// How many times the JWKS was fetched (to test caching).
    pub async fn jwks_fetches(&self) -> usize {
        self.server
            .received_requests()
            .await
            .unwrap_or_default()
            .iter()
            .filter(|r| r.url.path() == "/jwks")
            .count()
    }
}

fn sign_with(pem: &[u8], claims: &Value) -> String {
    let mut header = Header::new(Algorithm::RS256);
    header.kid = Some(KEY_ID.to_owned());
    header.typ = Some(ACCESS_TOKEN_TYPE.to_owned());
    encode_with(pem, &header, claims)
}

fn encode_with(pem: &[u8], header: &Header, claims: &Value) -> String {
    let key = EncodingKey::from_rsa_pem(pem).unwrap_or_else(|e| panic!("test key unreadable: {e}"));
    jsonwebtoken::encode(header, claims, &key).unwrap_or_else(|e| panic!("signing failed: {e}"))
}

/// Seconds since the Unix epoch.
pub fn now_seconds() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX))
        .unwrap_or_default()
}

/// Base64url without padding of a JSON value.
fn base64_url(value: &Value) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let bytes = value.to_string().into_bytes();
    let mut out = String::new();
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |acc, (i, b)| acc | (u32::from(*b) << (16 - 8 * i)));
        let chars = chunk.len() + 1;
        for i in 0..chars {
            out.push(char::from(ALPHABET[((n >> (18 - 6 * i)) & 63) as usize]));
        }
    }
    out
}
