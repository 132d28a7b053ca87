//! The provider's signing keys: found through OpenID discovery, cached, and refreshed when a
//! token names a key id the cache does not hold (the provider rotated its keys).

use std::collections::HashMap;
use std::sync::RwLock;
use std::time::{Duration, Instant};

use jsonwebtoken::DecodingKey;
use jsonwebtoken::jwk::JwkSet;
use openidconnect::IssuerUrl;
use openidconnect::core::CoreProviderMetadata;

/// Why keys could not be had from the provider.
#[derive(Debug, thiserror::Error)]
pub enum KeySetError {
    /// Discovery or the JWKS request failed.
    #[error("identity provider discovery failed: {0}")]
    Discovery(String),
}

#[derive(Default)]
struct Cached {
    keys: HashMap<String, DecodingKey>,
    refreshed_at: Option<Instant>,
}

/// A cache of the provider's keys by `kid`.
pub struct KeySet {
    issuer: IssuerUrl,
    http: openidconnect::reqwest::Client,
    min_refresh_interval: Duration,
    cached: RwLock<Cached>,
    refreshing: tokio::sync::Mutex<()>,
}

impl std::fmt::Debug for KeySet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("KeySet")
            .field("issuer", &self.issuer.as_str())
            .finish_non_exhaustive()
    }
}

impl KeySet {
    /// A key set for `issuer`; nothing is fetched until a token needs a key.
    pub fn new(issuer: &str, min_refresh_interval: Duration) -> anyhow::Result<Self> {
        let http = openidconnect::reqwest::ClientBuilder::new()
            .redirect(openidconnect::reqwest::redirect::Policy::none())
            .timeout(Duration::from_secs(5))
            .build()?;
        Ok(Self {
            issuer: IssuerUrl::new(issuer.to_owned())?,
            http,
            min_refresh_interval,
            cached: RwLock::new(Cached::default()),
            refreshing: tokio::sync::Mutex::new(()),
        })
    }

    /// The key with id `kid`, refreshing the cache once if it is not there.
    /// `Ok(None)` means the provider does not publish such a key.
    pub async fn key(&self, kid: &str) -> Result<Option<DecodingKey>, KeySetError> {
        if let Some(key) = self.cached_key(kid) {
            return Ok(Some(key));
        }
        let _guard = self.refreshing.lock().await;
        // Another request may have refreshed while this one waited.
        if let Some(key) = self.cached_key(kid) {
            return Ok(Some(key));
        }
        if self.refreshed_recently() {
            return Ok(None);
        }
        let keys = self.fetch().await?;
        let found = keys.get(kid).cloned();
        if let Ok(mut cached) = self.cached.write() {
            *cached = Cached {
                keys,
                refreshed_at: Some(Instant::now()),
            };
        }
        Ok(found)
    }

    fn cached_key(&self, kid: &str) -> Option<DecodingKey> {
        self.cached
            .read()
            .ok()
            .and_then(|c| c.keys.get(kid).cloned())
    }

    fn refreshed_recently(&self) -> bool {
        self.cached
            .read()
            .ok()
            .and_then(|c| c.refreshed_at)
            .is_some_and(|at| at.elapsed() < self.min_refresh_interval)
    }

    /// Discovery (which also loads the JWKS it names), then the keys usable for signatures.
    async fn fetch(&self) -> Result<HashMap<String, DecodingKey>, KeySetError> {
        let metadata = CoreProviderMetadata::discover_async(self.issuer.clone(), &self.http)
            .await
            // `{:#}`: the error and its causes on one line.
            .map_err(|e| KeySetError::Discovery(format!("{:#}", anyhow::Error::new(e))))?;
        let json = serde_json::to_value(metadata.jwks())
            .map_err(|e| KeySetError::Discovery(e.to_string()))?;
        let set: JwkSet =
            serde_json::from_value(json).map_err(|e| KeySetError::Discovery(e.to_string()))?;
        let keys: HashMap<String, DecodingKey> = set
            .keys
            .iter()
            .filter_map(|jwk| {
                let kid = jwk.common.key_id.clone()?;
                let signing = !matches!(
                    jwk.common.public_key_use,
                    Some(jsonwebtoken::jwk::PublicKeyUse::Encryption)
                );
                signing
                    .then(|| DecodingKey::from_jwk(jwk).ok().map(|key| (kid, key)))
                    .flatten()
            })
            .collect();
        tracing::info!(
            issuer = self.issuer.as_str(),
            keys = keys.len(),
            "identity provider keys loaded"
        );
        Ok(keys)
    }
}
