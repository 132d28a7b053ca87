//! Attachment downloads (reference §7, our profile "Attachments"): `beginDownload`, then
//! `readBlock` from offset 0 by the decoded length until `filesize`, each block checked against
//! its MD5 and read again on a mismatch, then `endDownload` — always, also after a failure, since
//! it frees the server's copy — whose MD5 is checked against the whole file. The Attachment port
//! is not throttled, so none of these calls wait for the budget.

use base64::Engine as _;
use md5::{Digest, Md5};

use super::client::SerffClient;
use super::envelope;
use super::error::SerffError;
use super::operation::Operation;
use super::response::{self, DownloadStarted};

/// Cap on the small answers (`beginDownload`, `endDownload`): a few numbers in an envelope.
const SMALL_ANSWER: u64 = 64 * 1024;
/// Room for the envelope around a block's base64 text.
const ENVELOPE_ROOM: u64 = 64 * 1024;

impl SerffClient {
    /// The bytes of attachment `attachment_id`, refused without reading a block when
    /// `beginDownload` announces more than `max_bytes` (the configured
    /// `max_attachment_bytes` is the usual argument).
    pub async fn download(
        &self,
        attachment_id: &str,
        max_bytes: u64,
    ) -> Result<Vec<u8>, SerffError> {
        let invalid = |operation, e: envelope::EnvelopeError| SerffError::InvalidRequest {
            operation,
            reason: e.to_string(),
        };
        let begin = envelope::begin_download(attachment_id, self.options().block_size)
            .map_err(|e| invalid(Operation::BeginDownload, e))?;
        let end = envelope::end_download(attachment_id)
            .map_err(|e| invalid(Operation::EndDownload, e))?;

        let read = match self
            .call(&begin, SMALL_ANSWER, response::begin_download, None)
            .await
        {
            Ok((started, _)) => self.read_blocks(attachment_id, started, max_bytes).await,
            Err(error) => Err(error),
        };
        let ended = self
            .call(&end, SMALL_ANSWER, response::end_download, None)
            .await;

        let bytes = match (read, ended) {
            (Ok(bytes), Ok((ended, _))) => {
                check_file(attachment_id, &bytes, ended.md5.as_deref())?;
                bytes
            }
            (Ok(_), Err(error)) => return Err(error),
            (Err(error), ended) => {
                if let Err(end_error) = ended {
                    // The first failure is the cause; the server drops stale sessions itself.
                    tracing::info!(attachment_id, %end_error, "endDownload failed after a failed download");
                }
                return Err(error);
            }
        };
        Ok(bytes)
    }

    /// Every block of the file `beginDownload` announced.
    async fn read_blocks(
        &self,
        attachment_id: &str,
        started: DownloadStarted,
        max_bytes: u64,
    ) -> Result<Vec<u8>, SerffError> {
        let filesize = started.filesize;
        if filesize > max_bytes {
            return Err(SerffError::TooLarge {
                what: format!("attachment {attachment_id}"),
                size: filesize,
                limit: max_bytes,
            });
        }
        let asked = self.options().block_size.max(1);
        // The server's block size is the most it sends; 0 would mean "not said".
        let block = match started.block_size {
            0 => asked,
            size => size.min(asked),
        };
        let capacity = usize::try_from(filesize).map_err(|_| SerffError::TooLarge {
            what: format!("attachment {attachment_id}"),
            size: filesize,
            limit: max_bytes,
        })?;
        let mut bytes = Vec::with_capacity(capacity);
        let mut offset: u64 = 0;
        while offset < filesize {
            let length = block.min(filesize - offset);
            let data = self.read_block(attachment_id, offset, length).await?;
            if data.is_empty() {
                // Connecticut's client stops here too; the size check below says what is wrong.
                break;
            }
            offset += u64::try_from(data.len()).unwrap_or(u64::MAX);
            bytes.extend_from_slice(&data);
        }
        if offset != filesize {
            return Err(SerffError::Malformed(format!(
                "attachment {attachment_id} ended after {offset} of the {filesize} bytes \
                 beginDownload announced"
            )));
        }
        Ok(bytes)
    }

    /// The block at `offset`, read again while its bytes do not match its MD5.
    async fn read_block(
        &self,
        attachment_id: &str,
        offset: u64,
        length: u64,
    ) -> Result<Vec<u8>, SerffError> {
        let request = envelope::read_block(attachment_id, offset, length).map_err(|e| {
            SerffError::InvalidRequest {
                operation: Operation::ReadBlock,
                reason: e.to_string(),
            }
        })?;
        let cap = length
            .div_ceil(3)
            .saturating_mul(4)
            .saturating_add(ENVELOPE_ROOM);
        let reads = self.options().block_rereads.saturating_add(1);
        let mut last = String::new();
        for read in 1..=reads {
            let (block, _) = self.call(&request, cap, response::read_block, None).await?;
            let size = u64::try_from(block.data.len()).unwrap_or(u64::MAX);
            if size > length {
                return Err(SerffError::Malformed(format!(
                    "readBlock of attachment {attachment_id} at offset {offset} sent {size} \
                     bytes for the {length} asked for"
                )));
            }
            if block.data.is_empty() {
                return Ok(block.data);
            }
            let expected = md5_of_text(&block.md5).ok_or_else(|| {
                SerffError::Malformed(format!(
                    "readBlock of attachment {attachment_id} gave the MD5 {:?}, neither hex nor \
                     base64",
                    block.md5
                ))
            })?;
            let actual: [u8; 16] = Md5::digest(&block.data).into();
            if actual == expected {
                return Ok(block.data);
            }
            last = format!(
                "the block at offset {offset} has MD5 {}, readBlock said {}",
                hex(&actual),
                block.md5
            );
            if read < reads {
                self.metrics().reread();
                tracing::info!(attachment_id, offset, read, detail = %last, "reading an attachment block again");
            }
        }
        Err(SerffError::ChecksumMismatch {
            attachment_id: attachment_id.to_owned(),
            detail: format!("{last} ({reads} reads)"),
        })
    }
}

/// The whole file against the MD5 `endDownload` gave. [G] says `endDownload` returns a boolean
/// and [J] a string: with no MD5, or text that is not one, the per-block checks stand alone.
fn check_file(attachment_id: &str, bytes: &[u8], md5: Option<&str>) -> Result<(), SerffError> {
    let Some(text) = md5 else {
        tracing::info!(
            attachment_id,
            "endDownload gave no MD5; the blocks were checked one by one"
        );
        return Ok(());
    };
    let Some(expected) = md5_of_text(text) else {
        tracing::info!(
            attachment_id,
            md5 = text,
            "endDownload's answer is not an MD5; the blocks were checked one by one"
        );
        return Ok(());
    };
    let actual: [u8; 16] = Md5::digest(bytes).into();
    if actual == expected {
        Ok(())
    } else {
        Err(SerffError::ChecksumMismatch {
            attachment_id: attachment_id.to_owned(),
            detail: format!(
                "the whole file ({} bytes) has MD5 {}, endDownload said {text}",
                bytes.len(),
                hex(&actual)
            ),
        })
    }
}

/// The 16 bytes of an MD5 written as hex (either case) or base64: the reference infers hex,
/// but the encoding is not documented (§7).
pub(super) fn md5_of_text(text: &str) -> Option<[u8; 16]> {
    let text = text.trim();
    if text.len() == 32 && text.bytes().all(|b| b.is_ascii_hexdigit()) {
        let mut digest = [0_u8; 16];
        for (i, byte) in digest.iter_mut().enumerate() {
            *byte = u8::from_str_radix(text.get(2 * i..2 * i + 2)?, 16).ok()?;
        }
        return Some(digest);
    }
    let decoded = base64::engine::general_purpose::STANDARD
        .decode(text)
        .ok()?;
    decoded.try_into().ok()
}

/// Lower-case hex, for messages.
fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn md5_is_read_as_hex_in_either_case_or_as_base64() {
        let digest: [u8; 16] = Md5::digest(b"The quick brown fox jumps over the lazy dog").into();

        assert_eq!(hex(&digest), "9e107d9d372bb6826bd81d3542a419d6");
        assert_eq!(
            md5_of_text("9e107d9d372bb6826bd81d3542a419d6"),
            Some(digest)
        );
        assert_eq!(
            md5_of_text(" 9E107D9D372BB6826BD81D3542A419D6 "),
            Some(digest)
        );
        assert_eq!(md5_of_text("nhB9nTcrtoJr2B01QqQZ1g=="), Some(digest));
        assert_eq!(md5_of_text("true"), None);
        assert_eq!(md5_of_text(""), None);
        assert_eq!(md5_of_text("9e107d9d372bb6826bd81d3542a419"), None);
    }

    #[test]
    fn the_whole_file_is_checked_when_end_download_gives_an_md5() {
        let bytes = b"The quick brown fox jumps over the lazy dog";

        assert!(check_file("A", bytes, Some("9e107d9d372bb6826bd81d3542a419d6")).is_ok());
        assert!(check_file("A", bytes, None).is_ok());
        assert!(check_file("A", bytes, Some("true")).is_ok());
        assert!(matches!(
            check_file("A", bytes, Some("d41d8cd98f00b204e9800998ecf8427e")),
            Err(SerffError::ChecksumMismatch { .. })
        ));
    }
}
