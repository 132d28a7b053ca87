//! Who is asking: the client address behind the gateway, reduced to a salted hash.

use std::net::IpAddr;

use actix_web::HttpRequest;
use sha2::{Digest, Sha256};

/// The client's address: `X-Real-IP` when the direct peer is a trusted proxy (the gateway),
/// else the peer itself. A client cannot choose its identity by sending the header directly.
pub fn client_ip(req: &HttpRequest, trusted_proxies: &[IpAddr]) -> Option<IpAddr> {
    let peer = req.peer_addr()?.ip();
    if trusted_proxies.contains(&peer) {
        let forwarded = req
            .headers()
            .get("X-Real-IP")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.trim().parse().ok());
        return Some(forwarded.unwrap_or(peer));
    }
    Some(peer)
}

/// SHA-256 of the salt and the address, as 64 hex digits: enough to count a client's
/// submissions without storing where they came from.
pub fn client_hash(ip: Option<IpAddr>, salt: &str) -> String {
    let mut hasher = Sha256::new();
    hasher.update(salt.as_bytes());
    hasher.update(b"\0");
    hasher.update(ip.map(|ip| ip.to_string()).unwrap_or_default().as_bytes());
    hasher
        .finalize()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_hash_depends_on_salt_and_address_and_hides_the_address() {
        let a: IpAddr = "203.0.113.7".parse().unwrap();
        let b: IpAddr = "203.0.113.8".parse().unwrap();

        let hash = client_hash(Some(a), "s1");

        assert_eq!(hash.len(), 64);
        assert!(!hash.contains("203"));
        assert_eq!(hash, client_hash(Some(a), "s1"));
        assert_ne!(hash, client_hash(Some(b), "s1"));
        assert_ne!(hash, client_hash(Some(a), "s2"));
    }
}
