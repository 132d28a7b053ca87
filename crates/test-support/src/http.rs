//! HTTP clients for tests, built after the TLS crypto provider is installed
//! (`service_kit::tls`): reqwest panics without one.

/// A client builder, the crypto provider installed.
pub fn client_builder() -> reqwest::ClientBuilder {
    service_kit::tls::install_crypto_provider();
    reqwest::Client::builder()
}

/// A client with reqwest's defaults.
pub fn client() -> reqwest::Client {
    client_builder()
        .build()
        .expect("an HTTP client with reqwest's defaults")
}

/// `GET url` with a client of reqwest's defaults, like `reqwest::get`.
pub async fn get(url: impl reqwest::IntoUrl) -> reqwest::Result<reqwest::Response> {
    client().get(url).send().await
}
