//! Verifying a bearer access token: an asymmetric signature by a key the provider publishes,
//! and `iss`, `aud`, `exp`, `nbf` and `sub` as they must be.

use jsonwebtoken::{Algorithm, Validation};
use serde::Deserialize;

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
    /// The provider's subject.
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

#[derive(Debug, Deserialize)]
struct Claims {
    sub: String,
    #[serde(default)]
    uid: Option<UidClaim>,
    #[serde(default)]
    email: Option<String>,
    #[serde(default)]
    preferred_username: Option<String>,
}

#[derive(Debug, Deserialize)]
#[serde(untagged)]
enum UidClaim {
    Number(i64),
    Text(String),
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
        Ok(identity_from(data.claims))
    }
}

fn identity_from(claims: Claims) -> Identity {
    let uid = match claims.uid {
        Some(UidClaim::Number(n)) => Some(n),
        Some(UidClaim::Text(t)) => t.trim().parse().ok(),
        None => None,
    };
    let email = claims
        .email
        .or_else(|| claims.preferred_username.filter(|u| u.contains('@')))
        .filter(|e| !e.trim().is_empty());
    Identity {
        subject: claims.sub,
        uid,
        email,
    }
}
