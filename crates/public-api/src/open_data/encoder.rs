//! The content coding of a streamed download, applied as the bytes are written: brotli or gzip
//! when the client takes them, the bytes as they are otherwise.
//!
//! A cached answer is compressed once and sent many times, so the cache packs densely
//! (`cache::encoding`). A download is compressed as it streams, up to 2 GB of CSV for one
//! plan year, by a public-api whose cores also answer every other request: the levels here
//! are the fast ones, chosen by measuring the largest file (docs/decisions.md).

use std::io::{self, Write};

use flate2::write::GzEncoder;

use crate::cache::Encoding;

/// gzip level of downloads (1 to 9). The 2.46 GB plans file of a large year, streamed in
/// 7.4 s as is: level 1 gives 96.7 MB in 6.7 s, 4 gives 65.9 MB in 9.4 s, 6 gives 61.2 MB in
/// 14.5 s. Level 4 is within 10% of the densest for a third of its time.
const GZIP_LEVEL: u32 = 4;
/// brotli quality of downloads (0 to 11). On that file: quality 1 gives 76.7 MB in 8.1 s; 0
/// gives 90.9 MB, 2 to 6 give 263 to 109 MB in 11.8 to 17.1 s (the fast qualities use a
/// different matcher that suits these long repeated rows better).
const BROTLI_QUALITY: i32 = 1;
/// brotli window, log2 bytes: 4 MiB, as the cache's.
const BROTLI_WINDOW: i32 = 22;
/// brotli's output buffer.
const BROTLI_BUFFER: usize = 64 * 1024;

/// A writer that encodes what it is given and passes it on to `W`.
pub enum Encoder<W: Write> {
    /// As is.
    Identity(W),
    /// gzip.
    Gzip(Box<GzEncoder<W>>),
    /// brotli.
    Brotli(Box<brotli::CompressorWriter<W>>),
}

impl<W: Write> std::fmt::Debug for Encoder<W> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Encoder::Identity(_) => "Encoder::Identity",
            Encoder::Gzip(_) => "Encoder::Gzip",
            Encoder::Brotli(_) => "Encoder::Brotli",
        })
    }
}

impl<W: Write> Encoder<W> {
    /// An encoder into `inner` for `encoding`.
    pub fn new(encoding: Encoding, inner: W) -> Self {
        match encoding {
            Encoding::Identity => Encoder::Identity(inner),
            Encoding::Gzip => Encoder::Gzip(Box::new(GzEncoder::new(
                inner,
                flate2::Compression::new(GZIP_LEVEL),
            ))),
            Encoding::Brotli => {
                let params = brotli::enc::BrotliEncoderParams {
                    quality: BROTLI_QUALITY,
                    lgwin: BROTLI_WINDOW,
                    ..Default::default()
                };
                Encoder::Brotli(Box::new(brotli::CompressorWriter::with_params(
                    inner,
                    BROTLI_BUFFER,
                    &params,
                )))
            }
        }
    }

    /// Ends the encoded stream (its last block and trailer) and gives the writer back. brotli
    /// reports no error while ending; the writer given back must remember one of its own.
    pub fn finish(self) -> io::Result<W> {
        match self {
            Encoder::Identity(inner) => Ok(inner),
            Encoder::Gzip(encoder) => encoder.finish(),
            Encoder::Brotli(encoder) => Ok(encoder.into_inner()),
        }
    }
}

impl<W: Write> Write for Encoder<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match self {
            Encoder::Identity(inner) => inner.write(buf),
            Encoder::Gzip(encoder) => encoder.write(buf),
            Encoder::Brotli(encoder) => encoder.write(buf),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        match self {
            Encoder::Identity(inner) => inner.flush(),
            Encoder::Gzip(encoder) => encoder.flush(),
            Encoder::Brotli(encoder) => encoder.flush(),
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use std::io::Read;

    use super::*;

    #[test]
    fn each_encoding_unpacks_to_what_was_written() {
        let body = b"year,county_id,county\r\n2027,1,Adams County\r\n".repeat(1000);
        for encoding in [Encoding::Identity, Encoding::Gzip, Encoding::Brotli] {
            let mut encoder = Encoder::new(encoding, Vec::new());
            for piece in body.chunks(777) {
                encoder.write_all(piece).unwrap();
            }
            let packed = encoder.finish().unwrap();

            let mut unpacked = Vec::new();
            match encoding {
                Encoding::Identity => unpacked.clone_from(&packed),
                Encoding::Gzip => {
                    flate2::read::GzDecoder::new(&packed[..])
                        .read_to_end(&mut unpacked)
                        .unwrap();
                }
                Encoding::Brotli => {
                    brotli::Decompressor::new(&packed[..], 4096)
                        .read_to_end(&mut unpacked)
                        .unwrap();
                }
            }
            assert_eq!(unpacked, body, "{encoding:?}");
        }
    }
}
