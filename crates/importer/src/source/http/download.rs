//! Reading an answer's body under a size cap (listing pages and attachments), and checking an
//! attachment against the size and SHA-256 the listing gave (or the `X-Content-SHA256` header
//! of the answer).

use std::fmt::Write as _;

use sha2::{Digest, Sha256};

use super::retry::Failure;

/// Header in which a source may send the SHA-256 (hex) of an attachment's bytes.
pub const SHA256_HEADER: &str = "x-content-sha256";

/// What an attachment's bytes should be, as far as the source said.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(super) struct Expected {
    /// SHA-256, lower-case hex.
    pub sha256: Option<String>,
    /// Size in bytes.
    pub size: Option<u64>,
}

/// The body of `response`, read chunk by chunk and refused as soon as it would pass `cap`
/// bytes: a `Content-Length` over the cap is refused before any byte is read, and a chunk that
/// would pass it is dropped, so a feed sending an endless or huge body costs at most `cap`
/// bytes of memory. `what` names the answer in the message ("the filing listing",
/// "attachment A-1"). Over the cap is final: another attempt would get the same body.
pub(super) async fn read_capped(
    mut response: reqwest::Response,
    cap: u64,
    what: &str,
) -> Result<Vec<u8>, Failure> {
    let too_large = |size: u64| {
        Failure::malformed(format!(
            "{what} is {size} bytes or more, over the limit of {cap} bytes"
        ))
    };
    if let Some(declared) = response.content_length()
        && declared > cap
    {
        return Err(too_large(declared));
    }
    let mut bytes = Vec::new();
    loop {
        let chunk = response
            .chunk()
            .await
            .map_err(|e| Failure::from_reqwest(what, e))?;
        let Some(chunk) = chunk else {
            return Ok(bytes);
        };
        let size = u64::try_from(bytes.len().saturating_add(chunk.len())).unwrap_or(u64::MAX);
        if size > cap {
            return Err(too_large(size));
        }
        bytes.extend_from_slice(&chunk);
    }
}

/// Checks `bytes` against what the source said; a difference is treated as a body damaged in
/// transit (retried, then reported as malformed).
pub(super) fn verify(bytes: &[u8], expected: &Expected, id: &str) -> Result<(), Failure> {
    let size = u64::try_from(bytes.len()).unwrap_or(u64::MAX);
    if let Some(want) = expected.size
        && want != size
    {
        return Err(Failure::corrupt(format!(
            "attachment {id} has {size} bytes, the source said {want}"
        )));
    }
    if let Some(want) = &expected.sha256 {
        let got = sha256_hex(bytes);
        if !want.trim().eq_ignore_ascii_case(&got) {
            return Err(Failure::corrupt(format!(
                "attachment {id} has SHA-256 {got}, the source said {want}"
            )));
        }
    }
    Ok(())
}

/// SHA-256 of `bytes`, lower-case hex.
pub fn sha256_hex(bytes: &[u8]) -> String {
    let mut hex = String::with_capacity(64);
    for byte in Sha256::digest(bytes) {
        let _ = write!(hex, "{byte:02x}");
    }
    hex
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_checksum_mismatch_is_refused() {
        let expected = Expected {
            sha256: Some(sha256_hex(b"the real bytes")),
            size: None,
        };

        assert!(verify(b"the real bytes", &expected, "a1").is_ok());
        assert!(matches!(
            verify(b"other bytes", &expected, "a1"),
            Err(Failure::Transient { corrupt: true, .. })
        ));
    }
}
