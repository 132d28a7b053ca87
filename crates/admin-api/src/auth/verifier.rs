//! Verifying a bearer access token: an asymmetric signature by a key the provider publishes;
//! `iss`, `aud`, `exp`, `nbf` and `sub` as they must be; the header `typ` of the provider's
//! access tokens; and the API scope, so an ID token or a token granted for sign-in alone
//! (`scope=openid`) is no key to the API.

use jsonwebtoken::{Algorithm, Validation};
use serde::Deserialize;
use serde_with::{DefaultOnError, DisplayFromStr, PickFirst, serde_as};

use super::key_set::{KeySet, KeySetError};
use crate::OidcSettings;

/// Algorithms accepted: public-key signatures only. `none` and HMAC are refused, since an
/// HMAC "verified" with a public key would let anyone forge tokens.
const ACCEPTED: [Algorithm; 9] = [
    Algorithm::RS256,
    Algorithm::RS384,
    Algorithm::RS512,
    Algorithm::PS256,
    Algorithm::PS384,
    Algorithm::PS512,
    Algorithm::ES256,
    Algorithm::ES384,
    Algorithm::EdDSA,
];

/// Who a verified token says the caller is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Identity {
    /// The token's issuer (`iss`, the configured one).
    pub issuer: String,
    /// The provider's immutable id of the person: Entra's `oid` (its `sub` differs per
    /// application) when the token has one, else `sub`.
    pub subject: String,
    /// The staff UID (`uid` claim), when the token carries one.
    pub uid: Option<i64>,
    /// The e-mail (`email`, else an e-mail-shaped `preferred_username`).
    pub email: Option<String>,
}

/// Why a token was refused.
#[derive(Debug, thiserror::Error)]
pub enum VerifyError {
    /// The token is malformed, unsigned, wrongly signed, expired, not yet valid, or for
    /// another issuer or audience.
    #[error("{0}")]
    Invalid(String),
    /// The provider's keys could not be fetched.
    #[error(transparent)]
    ProviderUnavailable(#[from] KeySetError),
}

#[serde_as]
#[derive(Debug, Deserialize)]
struct Claims {
    iss: String,
    sub: String,
    #[serde(default)]
    oid: Option<String>,
    /// Granted scopes, space-separated (RFC 9068 `scope`).
    #[serde(default)]
    scope: Option<Scopes>,
    /// Granted scopes as Entra ID names them (`scp`).
    #[serde(default)]
    scp: Option<Scopes>,
    /// The staff UID, a number or digits in text as providers differ; anything else leaves the
    /// person to be matched by e-mail rather than refusing the token.
    #[serde_as(as = "DefaultOnError<Option<PickFirst<(_, DisplayFromStr)>>>")]
    #[serde(default)]
    uid: Option<i64>,
    #[serde(default)]
    email: Option<String>,
    #[serde(default)]
    preferred_username: Option<String>,
}

/// A scope claim: space-separated text, or a list as some providers send it.
#[derive(Debug, Deserialize)]
#[serde(untagged)]
enum Scopes {
    Text(String),
    List(Vec<String>),
}

impl Scopes {
    fn contains(&self, wanted: &[&str]) -> bool {
        match self {
            Scopes::Text(text) => text.split_ascii_whitespace().any(|s| wanted.contains(&s)),
            Scopes::List(list) => list.iter().any(|s| wanted.contains(&s.as_str())),
        }
    }
}

/// Verifies access tokens for one issuer and audience.
#[derive(Debug)]
pub struct TokenVerifier {
    settings: OidcSettings,
    keys: KeySet,
}

impl TokenVerifier {
    /// A verifier for the configured provider.
    pub fn new(settings: OidcSettings) -> anyhow::Result<Self> {
        let keys = KeySet::new(&settings.issuer, settings.min_refresh_interval)?;
        Ok(Self { settings, keys })
    }

    /// Verifies `token` and returns the identity it carries.
    pub async fn verify(&self, token: &str) -> Result<Identity, VerifyError> {
        let header = jsonwebtoken::decode_header(token)
            .map_err(|e| VerifyError::Invalid(format!("unreadable token: {e}")))?;
        if !ACCEPTED.contains(&header.alg) {
            return Err(VerifyError::Invalid(format!(
                "algorithm {:?} is not accepted",
                header.alg
            )));
        }
        if !header
            .typ
            .as_deref()
            .is_some_and(|typ| self.is_access_token_type(typ))
        {
            return Err(VerifyError::Invalid(format!(
                "token type {:?} is not the provider's access-token type {:?}",
                header.typ, self.settings.access_token_type
            )));
        }
        let kid = header
            .kid
            .ok_or_else(|| VerifyError::Invalid("token names no key id".into()))?;
        let key = self.keys.key(&kid).await?.ok_or_else(|| {
            VerifyError::Invalid(format!("key {kid} is not published by the provider"))
        })?;
        let mut validation = Validation::new(header.alg);
        validation.algorithms = vec![header.alg];
        validation.set_issuer(&[self.settings.issuer.as_str()]);
        validation.set_audience(&[self.settings.audience.as_str()]);
        validation.set_required_spec_claims(&["exp", "iss", "aud", "sub"]);
        validation.validate_exp = true;
        validation.validate_nbf = true;
        validation.leeway = self.settings.leeway_secs;
        let data = jsonwebtoken::decode::<Claims>(token, &key, &validation)
            .map_err(|e| VerifyError::Invalid(format!("token refused: {e}")))?;
        let api_scope = [
            self.settings.api_scope.as_str(),
            self.settings.api_scope_name(),
        ];
        let claims = data.claims;
        let granted = [&claims.scope, &claims.scp]
            .into_iter()
            .flatten()
            .any(|scopes| scopes.contains(&api_scope));
        if !granted {
            return Err(VerifyError::Invalid(format!(
                "token does not grant the API scope {:?}",
                self.settings.api_scope_name()
            )));
        }
        Ok(identity_from(claims))
    }

    /// Whether a header `typ` names the access-token type, letter case and the
    /// `application/` prefix aside (RFC 9068 section 4).
    fn is_access_token_type(&self, typ: &str) -> bool {
        let typ = typ.trim();
        let bare = typ
            .get(..12)
            .filter(|prefix| prefix.eq_ignore_ascii_case("application/"))
            .map_or(typ, |_| &typ[12..]);
        bare.eq_ignore_ascii_case(&self.settings.access_token_type)
    }
}

fn identity_from(claims: Claims) -> Identity {
    let email = claims
        .email
        .or_else(|| claims.preferred_username.filter(|u| u.contains('@')))
        .filter(|e| !e.trim().is_empty());
    Identity {
        issuer: claims.iss,
        subject: claims
            .oid
            .filter(|oid| !oid.trim().is_empty())
            .unwrap_or(claims.sub),
        uid: claims.uid,
        email,
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use serde_json::json;

    use super::*;

    fn uid_of(uid: serde_json::Value) -> Option<i64> {
        let claims = json!({"iss": "https://idp.example.gov", "sub": "s-1", "uid": uid});
        identity_from(serde_json::from_value(claims).unwrap()).uid
    }

    #[test]
    fn the_uid_claim_is_read_from_a_number_or_from_digits_in_text() {
        assert_eq!(uid_of(json!(100_001)), Some(100_001));
        assert_eq!(uid_of(json!("100001")), Some(100_001));
        assert_eq!(uid_of(json!("jdoe")), None);
        assert_eq!(uid_of(json!(1.5)), None);
        assert_eq!(uid_of(json!(null)), None);
    }
}
