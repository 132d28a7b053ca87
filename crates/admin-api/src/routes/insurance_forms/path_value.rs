//! A value carried in the path (SPEC 7.3 save note / save link): taken from the raw request
//! path after its route prefix and percent-decoded here, so encoded slashes (`%2F`), question
//! marks and the like arrive exactly as the SPA encoded them (SPEC 5.4).

use actix_web::HttpRequest;
use service_kit::ApiError;

use crate::routes::fields::without_control_characters;

/// The percent-decoded text after `marker` (e.g. `/quality-measure-note/`) in the raw path.
pub(crate) fn decoded_after(
    req: &HttpRequest,
    marker: &str,
    field: &str,
) -> Result<String, ApiError> {
    let raw = req.uri().path();
    let encoded = raw.find(marker).map_or("", |at| &raw[at + marker.len()..]);
    let text = percent_decode(encoded).ok_or_else(|| {
        ApiError::bad_field(
            field,
            format!(
                "The {field} in the address is not correctly URL-encoded (use encodeURIComponent)."
            ),
        )
    })?;
    without_control_characters(field, &text)?;
    Ok(text)
}

/// `%XX` sequences to bytes, then UTF-8; `None` for a malformed escape or invalid UTF-8.
/// A `+` stays a `+`: in a path it is not a space.
pub(crate) fn percent_decode(encoded: &str) -> Option<String> {
    let bytes = encoded.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = bytes.get(i + 1..i + 3)?;
            if !hex.iter().all(u8::is_ascii_hexdigit) {
                return None;
            }
            out.push(u8::from_str_radix(std::str::from_utf8(hex).ok()?, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_become_characters() {
        assert_eq!(
            percent_decode("https%3A%2F%2Fexample.org%2Fq.pdf%3Fa%3D1%26b%3D2").as_deref(),
            Some("https://example.org/q.pdf?a=1&b=2")
        );
        assert_eq!(
            percent_decode("Plans%20are%20rated%20%E2%98%85").as_deref(),
            Some("Plans are rated ★")
        );
        assert_eq!(percent_decode("a+b%2Bc").as_deref(), Some("a+b+c"));
        assert_eq!(percent_decode("").as_deref(), Some(""));
    }

    #[test]
    fn malformed_escapes_are_refused() {
        for bad in ["%", "%2", "%zz", "abc%4", "%C3%28", "%+1"] {
            assert_eq!(percent_decode(bad), None, "{bad}");
        }
    }
}
