//! The request id: set by the gateway in `X-Request-Id` (nginx's `$request_id` unless the client
//! sent one), logged with every line of the request and echoed in the answer, so one id follows
//! a request from the gateway's access log through every service's log.

use actix_web::http::header::{HeaderMap, HeaderName, HeaderValue};

/// The header that carries the request id, in and out.
pub const X_REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");

/// Longest request id accepted from a caller.
pub const MAX_LEN: usize = 64;

/// A request id fit to go into logs and a response header: 1 to [`MAX_LEN`] visible ASCII
/// characters (no spaces or control characters).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RequestId(String);

/// Where a request's id came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Origin {
    /// The caller (the gateway) sent a usable id.
    Received,
    /// None was sent: a new one was made.
    Generated,
    /// The caller sent one that is not fit for logs (too long, not visible ASCII): a new one
    /// replaces it.
    Replaced,
}

impl RequestId {
    /// A new random id (a UUID).
    pub fn generate() -> Self {
        Self(uuid::Uuid::new_v4().to_string())
    }

    /// `value` when it is fit to log, else `None`. The header is untrusted input that lands in
    /// every log line of the request.
    pub fn parse(value: &str) -> Option<Self> {
        let fits =
            (1..=MAX_LEN).contains(&value.len()) && value.bytes().all(|b| b.is_ascii_graphic());
        fits.then(|| Self(value.to_owned()))
    }

    /// The id a request carries in `X-Request-Id`, or a new one when it carries none or an
    /// unusable one.
    pub fn from_headers(headers: &HeaderMap) -> (Self, Origin) {
        match headers.get(X_REQUEST_ID) {
            None => (Self::generate(), Origin::Generated),
            Some(value) => match value.to_str().ok().and_then(Self::parse) {
                Some(id) => (id, Origin::Received),
                None => (Self::generate(), Origin::Replaced),
            },
        }
    }

    /// The id as text.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The id as a header value.
    pub fn header_value(&self) -> HeaderValue {
        // Visible ASCII only (checked in `parse`, or a UUID), which every header value allows.
        HeaderValue::from_str(&self.0).unwrap_or_else(|_| HeaderValue::from_static("invalid"))
    }
}

impl std::fmt::Display for RequestId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(value: &[u8]) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert(X_REQUEST_ID, HeaderValue::from_bytes(value).unwrap());
        headers
    }

    #[test]
    fn a_visible_ascii_id_up_to_64_characters_is_kept() {
        let gateway_id = "0f2a9c4e8b7d6a5f4e3d2c1b0a998877";

        let (id, origin) = RequestId::from_headers(&headers(gateway_id.as_bytes()));

        assert_eq!((id.as_str(), origin), (gateway_id, Origin::Received));
        assert!(RequestId::parse(&"x".repeat(64)).is_some());
    }

    #[test]
    fn a_missing_id_is_generated_as_a_uuid() {
        let (id, origin) = RequestId::from_headers(&HeaderMap::new());

        assert_eq!(origin, Origin::Generated);
        assert!(uuid::Uuid::parse_str(id.as_str()).is_ok(), "{id}");
    }

    #[test]
    fn ids_too_long_empty_or_with_spaces_controls_or_non_ascii_are_replaced() {
        for bad in [
            "x".repeat(65).into_bytes(),
            b"".to_vec(),
            b"two words".to_vec(),
            b"tab\there".to_vec(),
            "caf\u{e9}".as_bytes().to_vec(),
        ] {
            let (id, origin) = RequestId::from_headers(&headers(&bad));

            assert_eq!(origin, Origin::Replaced, "{bad:?}");
            assert!(uuid::Uuid::parse_str(id.as_str()).is_ok());
        }
    }
}
