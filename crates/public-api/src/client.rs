//! Who is asking: the client address behind the gateway, reduced to a salted hash.

use std::net::IpAddr;
use std::str::FromStr;

use actix_web::HttpRequest;
use sha2::{Digest, Sha256};

/// A proxy the API believes about the client address: one address (`10.0.0.7`) or a network
/// (`10.244.0.0/16`, as gateway pods in a cluster have changing addresses from one range).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TrustedProxy {
    network: IpAddr,
    prefix: u8,
}

impl TrustedProxy {
    /// Whether `ip` is this proxy, or inside its network.
    pub fn contains(&self, ip: IpAddr) -> bool {
        match (self.network, ip) {
            (IpAddr::V4(net), IpAddr::V4(ip)) => {
                let mask = u32::MAX
                    .checked_shl(32 - u32::from(self.prefix))
                    .unwrap_or(0);
                u32::from(net) & mask == u32::from(ip) & mask
            }
            (IpAddr::V6(net), IpAddr::V6(ip)) => {
                let mask = u128::MAX
                    .checked_shl(128 - u32::from(self.prefix))
                    .unwrap_or(0);
                u128::from(net) & mask == u128::from(ip) & mask
            }
            _ => false,
        }
    }
}

impl FromStr for TrustedProxy {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let (address, prefix) = match s.split_once('/') {
            Some((address, prefix)) => (address, Some(prefix)),
            None => (s, None),
        };
        let network: IpAddr = address
            .trim()
            .parse()
            .map_err(|_| format!("{s} is not an IP address or network"))?;
        let longest = if network.is_ipv4() { 32 } else { 128 };
        let prefix = match prefix {
            None => longest,
            Some(p) => p
                .trim()
                .parse::<u8>()
                .ok()
                .filter(|p| *p <= longest)
                .ok_or_else(|| format!("{s}: the prefix length must be 0 to {longest}"))?,
        };
        Ok(TrustedProxy { network, prefix })
    }
}

/// The client's address: `X-Real-IP` when the direct peer is a trusted proxy (the gateway),
/// else the peer itself. A client cannot choose its identity by sending the header directly.
pub fn client_ip(req: &HttpRequest, trusted_proxies: &[TrustedProxy]) -> Option<IpAddr> {
    let peer = req.peer_addr()?.ip();
    if trusted_proxies.iter().any(|proxy| proxy.contains(peer)) {
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

    fn proxy(s: &str) -> TrustedProxy {
        s.parse().unwrap()
    }

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    #[test]
    fn a_trusted_proxy_is_one_address_or_a_network() {
        assert!(proxy("127.0.0.1").contains(ip("127.0.0.1")));
        assert!(!proxy("127.0.0.1").contains(ip("127.0.0.2")));
        assert!(proxy("10.244.0.0/16").contains(ip("10.244.3.17")));
        assert!(!proxy("10.244.0.0/16").contains(ip("10.245.0.1")));
        assert!(proxy("0.0.0.0/0").contains(ip("203.0.113.7")));
        assert!(proxy("fd00::/8").contains(ip("fd12::1")));
        assert!(!proxy("fd00::/8").contains(ip("10.0.0.1")));
        assert!(proxy("::1").contains(ip("::1")));
    }

    #[test]
    fn a_malformed_proxy_is_refused_with_the_reason() {
        assert!(
            "10.0.0.0/33"
                .parse::<TrustedProxy>()
                .unwrap_err()
                .contains("0 to 32")
        );
        assert!(
            "gateway"
                .parse::<TrustedProxy>()
                .unwrap_err()
                .contains("not an IP address")
        );
        assert!("10.0.0.0/x".parse::<TrustedProxy>().is_err());
    }

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
