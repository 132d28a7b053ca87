//! Who is asking: the client address behind the gateway, reduced to a salted hash.

use std::fmt;
use std::net::{IpAddr, Ipv6Addr};
use std::str::FromStr;

use actix_web::HttpRequest;
use sha2::{Digest, Sha256};

/// The header the gateway sends its secret in, beside its `X-Real-IP` (deploy/nginx).
pub const GATEWAY_SECRET_HEADER: &str = "X-Gateway-Secret";

/// Shortest secret accepted: 32 characters, as `openssl rand -hex 16` gives, cannot be guessed.
const SHORTEST_SECRET: usize = 32;

/// The secret the gateway sends with every request it passes on (`GATEWAY_SECRET`). Only a
/// request carrying it may name the client in `X-Real-IP`: the gateway's addresses are not
/// fixed where it scales (Kubernetes pods), and anything else that reaches the API directly
/// (on the same host, or in the same cluster) would otherwise be believed too
/// (docs/decisions.md, "Who names the client").
#[derive(Clone, PartialEq, Eq)]
pub struct GatewaySecret {
    /// SHA-256 of the secret: what arrives is hashed and compared with this, so the comparison
    /// tells nothing about how much of a guess was right.
    digest: [u8; 32],
}

impl GatewaySecret {
    /// Whether `presented` is the secret.
    pub fn matches(&self, presented: &[u8]) -> bool {
        <[u8; 32]>::from(Sha256::digest(presented)) == self.digest
    }
}

impl fmt::Debug for GatewaySecret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("GatewaySecret(..)")
    }
}

impl FromStr for GatewaySecret {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if s.len() < SHORTEST_SECRET || !s.bytes().all(|b| b.is_ascii_graphic()) {
            return Err(format!(
                "give at least {SHORTEST_SECRET} visible ASCII characters (e.g. `openssl rand -hex 32`), the same value as the gateway's GATEWAY_SECRET"
            ));
        }
        Ok(Self {
            digest: Sha256::digest(s.as_bytes()).into(),
        })
    }
}

/// The client's address: the gateway's `X-Real-IP` when the request carries the gateway's
/// secret, else the peer itself. A client cannot choose its identity by sending the header.
pub fn client_ip(req: &HttpRequest, gateway: Option<&GatewaySecret>) -> Option<IpAddr> {
    let peer = req.peer_addr()?.ip();
    let from_gateway = gateway.is_some_and(|secret| {
        req.headers()
            .get(GATEWAY_SECRET_HEADER)
            .is_some_and(|presented| secret.matches(presented.as_bytes()))
    });
    if from_gateway {
        let named = req
            .headers()
            .get("X-Real-IP")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.trim().parse().ok());
        return Some(named.unwrap_or(peer));
    }
    Some(peer)
}

/// What one client is counted as: its IPv4 address, or the /64 of its IPv6 address. A /64 is
/// what one subscriber (a home, a phone) gets, and every address in it is theirs to use, so
/// counting single IPv6 addresses would let one client rotate through 2^64 allowances.
fn counted_as(ip: IpAddr) -> IpAddr {
    match ip.to_canonical() {
        IpAddr::V4(v4) => IpAddr::V4(v4),
        IpAddr::V6(v6) => IpAddr::V6(Ipv6Addr::from(u128::from(v6) & !u128::from(u64::MAX))),
    }
}

/// What a client's attempts are counted for: each bucket is its own allowance, so checking a
/// receipt code does not use up the comments a visitor may send (docs/decisions.md).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bucket {
    /// `POST /comments`.
    Comments,
    /// `POST /comment-status`.
    CommentStatus,
}

impl Bucket {
    /// What is hashed beside the salt and the client. Comments hash nothing more, as they did
    /// before there were other buckets.
    fn label(self) -> &'static [u8] {
        match self {
            Bucket::Comments => b"",
            Bucket::CommentStatus => b"comment-status\0",
        }
    }
}

/// SHA-256 of the salt, the bucket and what the client is counted as, as 64 hex digits: enough
/// to count a client's attempts without storing where they came from.
pub fn client_hash(ip: Option<IpAddr>, salt: &str, bucket: Bucket) -> String {
    let client = ip.map(|ip| counted_as(ip).to_string()).unwrap_or_default();
    sha256_hex(&[salt.as_bytes(), b"\0", bucket.label(), client.as_bytes()])
}

/// SHA-256 of the concatenated `parts`, as 64 lower-case hex digits.
pub(crate) fn sha256_hex(parts: &[&[u8]]) -> String {
    let mut hasher = Sha256::new();
    for part in parts {
        hasher.update(part);
    }
    hasher
        .finalize()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

#[cfg(test)]
mod tests {
    use actix_web::test::TestRequest;

    use super::*;

    const SECRET: &str = "0123456789abcdef0123456789abcdef";

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    fn request(headers: &[(&str, &str)]) -> HttpRequest {
        let mut request = TestRequest::default().peer_addr("192.0.2.1:40000".parse().unwrap());
        for (name, value) in headers {
            request = request.insert_header((*name, *value));
        }
        request.to_http_request()
    }

    #[test]
    fn only_a_request_with_the_gateways_secret_names_the_client() {
        let secret: GatewaySecret = SECRET.parse().unwrap();
        let named = [
            ("X-Real-IP", "203.0.113.9"),
            (GATEWAY_SECRET_HEADER, SECRET),
        ];
        let guessed = [
            ("X-Real-IP", "203.0.113.9"),
            (GATEWAY_SECRET_HEADER, "0123456789abcdef0123456789abcdeX"),
        ];

        assert_eq!(
            client_ip(&request(&named), Some(&secret)),
            Some(ip("203.0.113.9"))
        );
        assert_eq!(
            client_ip(&request(&guessed), Some(&secret)),
            Some(ip("192.0.2.1"))
        );
        assert_eq!(
            client_ip(&request(&[("X-Real-IP", "203.0.113.9")]), Some(&secret)),
            Some(ip("192.0.2.1"))
        );
        // No secret configured (the default): nobody names the client.
        assert_eq!(client_ip(&request(&named), None), Some(ip("192.0.2.1")));
    }

    #[test]
    fn a_short_or_invisible_secret_is_refused_with_the_reason() {
        assert!(
            "short"
                .parse::<GatewaySecret>()
                .unwrap_err()
                .contains("at least 32")
        );
        assert!(
            format!("{SECRET} with spaces")
                .parse::<GatewaySecret>()
                .is_err()
        );
        assert!(!format!("{:?}", SECRET.parse::<GatewaySecret>().unwrap()).contains("0123"));
    }

    #[test]
    fn ipv6_clients_are_counted_per_64_and_ipv4_per_address() {
        let hash = |s: &str| client_hash(Some(ip(s)), "s1", Bucket::Comments);

        assert_eq!(
            hash("2001:db8:1:2::1"),
            hash("2001:db8:1:2:ffff:ffff:ffff:ffff")
        );
        assert_ne!(hash("2001:db8:1:2::1"), hash("2001:db8:1:3::1"));
        assert_ne!(hash("203.0.113.7"), hash("203.0.113.8"));
        // An IPv4 client seen through an IPv6 socket is the same IPv4 client.
        assert_eq!(hash("::ffff:203.0.113.7"), hash("203.0.113.7"));
        assert_ne!(hash("::ffff:203.0.113.7"), hash("::ffff:203.0.113.8"));
    }

    #[test]
    fn the_hash_depends_on_salt_and_address_and_hides_the_address() {
        let a: IpAddr = "203.0.113.7".parse().unwrap();
        let b: IpAddr = "203.0.113.8".parse().unwrap();

        let hash = client_hash(Some(a), "s1", Bucket::Comments);

        assert_eq!(hash.len(), 64);
        assert!(!hash.contains("203"));
        assert_eq!(hash, client_hash(Some(a), "s1", Bucket::Comments));
        assert_ne!(hash, client_hash(Some(b), "s1", Bucket::Comments));
        assert_ne!(hash, client_hash(Some(a), "s2", Bucket::Comments));
    }

    #[test]
    fn each_bucket_counts_the_client_apart_and_comments_keep_their_hash() {
        let a: IpAddr = "203.0.113.7".parse().unwrap();
        // SHA-256 of "s1", NUL and the address: the comment hash as it was before buckets.
        let before_buckets = sha256_hex(&[b"s1", b"\0", b"203.0.113.7"]);

        assert_eq!(client_hash(Some(a), "s1", Bucket::Comments), before_buckets);
        assert_ne!(
            client_hash(Some(a), "s1", Bucket::CommentStatus),
            client_hash(Some(a), "s1", Bucket::Comments)
        );
    }
}
