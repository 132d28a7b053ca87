//! The TLS crypto provider of the workspace's HTTP clients: *ring*. reqwest is built without a
//! provider of its own (its default, aws-lc-rs, is a C library that took half a minute of CPU in
//! every cold build), so a process installs this one before it builds a client, or the build
//! panics.

/// Installs *ring* as the process's default rustls crypto provider, unless one is installed.
pub fn install_crypto_provider() {
    // An error means a provider is installed already (this one, by an earlier call): it serves.
    let _ = rustls::crypto::ring::default_provider().install_default();
}
