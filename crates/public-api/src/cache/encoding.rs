//! Content negotiation and precompression.

use std::io::Write;

use actix_web::http::header::{self, ACCEPT_ENCODING, HeaderMap, Preference, Quality, QualityItem};

/// A body encoding the cache keeps.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Encoding {
    /// Brotli.
    Brotli,
    /// gzip.
    Gzip,
    /// As is.
    Identity,
}

impl Encoding {
    /// The `Content-Encoding` value, if any.
    pub fn header_value(self) -> Option<&'static str> {
        match self {
            Self::Brotli => Some("br"),
            Self::Gzip => Some("gzip"),
            Self::Identity => None,
        }
    }
}

/// The best encoding the client accepts: br, then gzip, then identity (our order, whatever the
/// client's weights, since each is kept ready). Codings given `q=0` are refused; `*` accepts
/// both. The header is read by actix's typed `Accept-Encoding` items; one that does not parse
/// gets the plain body.
pub fn preferred(headers: &HeaderMap) -> Encoding {
    let items: Vec<QualityItem<Preference<header::Encoding>>> =
        header::from_comma_delimited(headers.get_all(ACCEPT_ENCODING)).unwrap_or_default();
    let accepts = |wanted: header::Encoding| {
        items.iter().any(|item| {
            item.quality > Quality::ZERO
                && match &item.item {
                    Preference::Any => true,
                    Preference::Specific(coding) => *coding == wanted,
                }
        })
    };
    if accepts(header::Encoding::brotli()) {
        Encoding::Brotli
    } else if accepts(header::Encoding::gzip()) {
        Encoding::Gzip
    } else {
        Encoding::Identity
    }
}

/// `bytes` gzip-compressed.
pub fn gzip(bytes: &[u8]) -> std::io::Result<Vec<u8>> {
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::new(6));
    encoder.write_all(bytes)?;
    encoder.finish()
}

/// `bytes` brotli-compressed, at the [`brotli_quality`] of their size but no denser than
/// `max_quality`.
pub fn brotli(bytes: &[u8], max_quality: i32) -> std::io::Result<Vec<u8>> {
    brotli_at(bytes, brotli_quality(bytes.len()).min(max_quality))
}

/// `bytes` brotli-compressed at `quality` (0 to 11).
pub fn brotli_at(bytes: &[u8], quality: i32) -> std::io::Result<Vec<u8>> {
    let mut out = Vec::new();
    let params = brotli::enc::BrotliEncoderParams {
        quality,
        lgwin: 22,
        ..Default::default()
    };
    brotli::BrotliCompress(&mut &bytes[..], &mut out, &params)?;
    Ok(out)
}

/// An answer is compressed once per data generation and sent to every visitor after, so the
/// densest setting pays wherever its one-off cost stays under a second: quality 11 up to 1 MiB
/// (a large state's heaviest county slice of the compare dataset: 614 KB plain, 112 KB at 6,
/// 73 KB at 11 in 0.8 s — a fifth of a second less for every phone at 1.6 Mbit/s),
/// and 6 above (a whole year, 13.5 MB: 11 would take a minute; 6 gets most of the gain).
pub fn brotli_quality(len: usize) -> i32 {
    if len <= 1_048_576 { 11 } else { 6 }
}

#[cfg(test)]
mod tests {
    use actix_web::http::header::HeaderValue;

    use super::*;

    fn accept(value: &str) -> Encoding {
        let mut headers = HeaderMap::new();
        headers.insert(ACCEPT_ENCODING, HeaderValue::from_str(value).unwrap());
        preferred(&headers)
    }

    #[test]
    fn brotli_is_preferred_then_gzip_then_identity() {
        assert_eq!(accept("gzip, deflate, br"), Encoding::Brotli);
        assert_eq!(accept("gzip"), Encoding::Gzip);
        assert_eq!(accept("deflate"), Encoding::Identity);
        assert_eq!(preferred(&HeaderMap::new()), Encoding::Identity);
    }

    #[test]
    fn a_coding_with_q_zero_is_refused() {
        assert_eq!(accept("br;q=0, gzip"), Encoding::Gzip);
        assert_eq!(accept("br;q=0.5, gzip"), Encoding::Brotli);
        assert_eq!(accept("*;q=0"), Encoding::Identity);
        assert_eq!(accept("BR;Q=0.000, gzip;q=0.001"), Encoding::Gzip);
    }

    #[test]
    fn a_header_that_does_not_parse_gets_the_plain_body() {
        assert_eq!(accept("gzip;q=2"), Encoding::Identity);
    }

    #[test]
    fn bodies_sent_many_times_get_the_densest_brotli_their_size_allows() {
        assert_eq!(brotli_quality(0), 11);
        assert_eq!(brotli_quality(1024 * 1024), 11);
        assert_eq!(brotli_quality(1024 * 1024 + 1), 6);
    }

    #[test]
    fn brotli_bodies_unpack_to_what_was_packed() {
        let body = br#"{"20-N":376.4,"21-N":592.75,"21-Y":770.58}"#.repeat(100);
        let packed = brotli(&body, 11).unwrap();
        assert!(packed.len() < body.len() / 10);
        let mut unpacked = Vec::new();
        brotli::BrotliDecompress(&mut &packed[..], &mut unpacked).unwrap();
        assert_eq!(unpacked, body);
    }
}
