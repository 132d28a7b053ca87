//! Attachment downloads (reference §7): `beginDownload` opens a session per user and
//! attachment and answers the file size and the block size (the caller's, clamped to the
//! server's); `readBlock` answers a block's MD5 (lower-case hex) and then its bytes (base64),
//! any number of times; `endDownload` answers the whole file's MD5 and closes the session.
//! The hostile-server faults spoil a download from its beginning: filler announced and served
//! past the real end (oversize), or an HTML page in place of a PDF (lying attachments), with
//! sizes and MD5s that agree with what is served.

use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;

use actix_web::web::Bytes;
use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use md5::{Digest, Md5};

use super::envelope::Element;
use super::fault::Fault;
use crate::sim::documents::Library;
use crate::sim::faults::{LYING_PDF, lies_about};

/// The byte the oversize-attachment fault serves past a file's real end.
const FILLER: u8 = b' ';

/// How the hostile-server faults spoil the downloads they begin.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(super) struct Spoiling {
    /// Bytes of filler announced and served past each file's real end.
    pub extra: u64,
    /// Whether a PDF's bytes are an HTML page instead.
    pub lying: bool,
}

/// What one download serves: the attachment's bytes (or the lie in their place), then the
/// filler the oversize fault adds.
#[derive(Debug, Clone)]
struct Content {
    bytes: Bytes,
    filler: u64,
}

impl Content {
    fn size(&self) -> u64 {
        self.bytes.len() as u64 + self.filler
    }

    /// The `len` bytes at `offset` (inside the file), and how many of them are filler.
    fn slice(&self, offset: u64, len: u64) -> (Vec<u8>, u64) {
        let real = self.bytes.len() as u64;
        let from_real = real.saturating_sub(offset).min(len);
        let mut out = Vec::with_capacity(usize::try_from(len).unwrap_or(0));
        if from_real > 0 {
            // Both ends are at most `real`, which is a `usize`.
            let start = offset as usize;
            out.extend_from_slice(&self.bytes[start..start + from_real as usize]);
        }
        let filler = len - from_real;
        out.resize(out.len() + filler as usize, FILLER);
        (out, filler)
    }

    /// MD5 of the whole file, filler included, lower-case hex.
    fn md5(&self) -> String {
        let mut md5 = Md5::new();
        md5.update(&self.bytes);
        let chunk = [FILLER; 8192];
        let mut left = self.filler;
        while left > 0 {
            let size = left.min(chunk.len() as u64);
            md5.update(&chunk[..size as usize]);
            left -= size;
        }
        hex(&md5.finalize())
    }
}

#[derive(Debug)]
struct Session {
    content: Content,
    block_size: usize,
    /// Offsets whose last answer carried a wrong MD5: the next read of them is right.
    spoiled: HashSet<u64>,
}

/// The open download sessions, by (user, attachment id).
#[derive(Debug, Default)]
pub(super) struct Sessions {
    open: HashMap<(String, String), Session>,
}

/// A block as `readBlock` answers it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Block {
    /// MD5 of the data, lower-case hex (wrong when the bad-MD5 fault struck).
    pub md5: String,
    /// The data, base64.
    pub data: String,
    /// Bytes of the file in the block.
    pub len: usize,
    /// Bytes of filler in the block (the oversize-attachment fault).
    pub filler: u64,
    /// Whether the fault gave it a wrong MD5.
    pub spoiled: bool,
}

fn hex(bytes: &[u8]) -> String {
    let mut hex = String::with_capacity(bytes.len() * 2);
    for byte in bytes {
        let _ = write!(hex, "{byte:02x}");
    }
    hex
}

/// MD5 of `bytes`, lower-case hex.
pub(super) fn md5_hex(bytes: &[u8]) -> String {
    hex(&Md5::digest(bytes))
}

/// The whole number in child `name` of `op`, or a client fault naming it; `default` when
/// absent.
fn integer(op: &Element, name: &str, default: Option<i64>) -> Result<i64, Fault> {
    match (op.child_text(name), default) {
        (None, Some(default)) => Ok(default),
        (None, None) => Err(Fault::client(1001, format!("{name} is required"))),
        (Some(text), _) => text
            .trim()
            .parse()
            .map_err(|_| Fault::client(1002, format!("{name} {text:?} is not a whole number"))),
    }
}

/// The `attachmentId` of `op`.
pub(super) fn attachment_id(op: &Element) -> Result<String, Fault> {
    op.child_text("attachmentId")
        .map(|id| id.trim().to_owned())
        .filter(|id| !id.is_empty())
        .ok_or_else(|| Fault::client(1001, "attachmentId is required"))
}

impl Sessions {
    /// `beginDownload`: (file size, block size), the file spoiled as `spoiling` says.
    pub(super) fn begin(
        &mut self,
        library: &Library,
        user: &str,
        op: &Element,
        server_block: usize,
        spoiling: Spoiling,
    ) -> Result<(u64, usize), Fault> {
        let id = attachment_id(op)?;
        let asked = integer(op, "maxBlockSize", Some(0))?;
        if asked < 0 {
            return Err(Fault::client(
                1002,
                format!("maxBlockSize {asked} is negative"),
            ));
        }
        let blob = library
            .get(&id)
            .ok_or_else(|| Fault::server(2004, format!("The attachment id {id:?} is not valid")))?;
        let block_size = match usize::try_from(asked) {
            Ok(0) | Err(_) => server_block,
            Ok(asked) => asked.min(server_block),
        };
        let bytes = if spoiling.lying && lies_about(&blob.content_type) {
            Bytes::from_static(LYING_PDF)
        } else {
            blob.bytes.clone()
        };
        let content = Content {
            bytes,
            filler: spoiling.extra,
        };
        let size = content.size();
        self.open.insert(
            (user.to_owned(), id),
            Session {
                content,
                block_size,
                spoiled: HashSet::new(),
            },
        );
        Ok((size, block_size))
    }

    /// `readBlock`; `spoil` decides whether this answer's MD5 is wrong (asked only for a block
    /// whose last answer was right).
    pub(super) fn read(
        &mut self,
        user: &str,
        op: &Element,
        spoil: impl FnOnce() -> bool,
    ) -> Result<Block, Fault> {
        let id = attachment_id(op)?;
        let session = self
            .open
            .get_mut(&(user.to_owned(), id.clone()))
            .ok_or_else(|| no_session(&id))?;
        let size = session.content.size();
        let offset = integer(op, "offset", None)?;
        let asked = integer(op, "blockSize", None)?;
        let offset = u64::try_from(offset)
            .ok()
            .filter(|o| *o <= size)
            .ok_or_else(|| {
                Fault::client(
                    1002,
                    format!("offset {offset} is outside the file of {size} bytes"),
                )
            })?;
        let asked = u64::try_from(asked)
            .ok()
            .filter(|a| *a > 0)
            .ok_or_else(|| Fault::client(1002, format!("blockSize {asked} must be above 0")))?;
        let len = asked.min(session.block_size as u64).min(size - offset);
        let (bytes, filler) = session.content.slice(offset, len);
        let mut md5 = md5_hex(&bytes);
        let spoiled = if session.spoiled.remove(&offset) {
            false
        } else if spoil() {
            session.spoiled.insert(offset);
            // A digest of other bytes: well-formed, and wrong.
            let mut other = bytes.clone();
            other.push(0);
            md5 = md5_hex(&other);
            true
        } else {
            false
        };
        Ok(Block {
            md5,
            data: STANDARD.encode(&bytes),
            len: bytes.len() - filler as usize,
            filler,
            spoiled,
        })
    }

    /// `endDownload`: the whole file's MD5; the session is closed.
    pub(super) fn end(&mut self, user: &str, op: &Element) -> Result<String, Fault> {
        let id = attachment_id(op)?;
        let session = self
            .open
            .remove(&(user.to_owned(), id.clone()))
            .ok_or_else(|| no_session(&id))?;
        Ok(session.content.md5())
    }
}

fn no_session(id: &str) -> Fault {
    Fault::client(
        1000,
        format!("No download of attachment {id:?} is in progress: call beginDownload first"),
    )
}

#[cfg(test)]
#[path = "download_tests.rs"]
mod tests;
