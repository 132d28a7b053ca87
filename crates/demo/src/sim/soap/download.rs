//! Attachment downloads (reference §7): `beginDownload` opens a session per user and
//! attachment and answers the file size and the block size (the caller's, clamped to the
//! server's); `readBlock` answers a block's MD5 (lower-case hex) and then its bytes (base64),
//! any number of times; `endDownload` answers the whole file's MD5 and closes the session.

use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;
use std::sync::Arc;

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use md5::{Digest, Md5};

use super::envelope::Element;
use super::fault::Fault;
use crate::sim::documents::{Blob, Library};

#[derive(Debug)]
struct Session {
    blob: Arc<Blob>,
    block_size: usize,
    /// Offsets whose last answer carried a wrong MD5: the next read of them is right.
    spoiled: HashSet<usize>,
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
    /// Bytes in the block.
    pub len: usize,
    /// Whether the fault gave it a wrong MD5.
    pub spoiled: bool,
}

/// MD5 of `bytes`, lower-case hex.
pub(super) fn md5_hex(bytes: &[u8]) -> String {
    let mut hex = String::with_capacity(32);
    for byte in Md5::digest(bytes) {
        let _ = write!(hex, "{byte:02x}");
    }
    hex
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
    /// `beginDownload`: (file size, block size).
    pub(super) fn begin(
        &mut self,
        library: &Library,
        user: &str,
        op: &Element,
        server_block: usize,
    ) -> Result<(usize, usize), Fault> {
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
        let size = blob.bytes.len();
        self.open.insert(
            (user.to_owned(), id),
            Session {
                blob,
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
        let size = session.blob.bytes.len();
        let offset = integer(op, "offset", None)?;
        let asked = integer(op, "blockSize", None)?;
        let offset = usize::try_from(offset)
            .ok()
            .filter(|o| *o <= size)
            .ok_or_else(|| {
                Fault::client(
                    1002,
                    format!("offset {offset} is outside the file of {size} bytes"),
                )
            })?;
        let asked = usize::try_from(asked)
            .ok()
            .filter(|a| *a > 0)
            .ok_or_else(|| Fault::client(1002, format!("blockSize {asked} must be above 0")))?;
        let len = asked.min(session.block_size).min(size - offset);
        let bytes = &session.blob.bytes[offset..offset + len];
        let mut md5 = md5_hex(bytes);
        let spoiled = if session.spoiled.remove(&offset) {
            false
        } else if spoil() {
            session.spoiled.insert(offset);
            // A digest of other bytes: well-formed, and wrong.
            let mut other = bytes.to_vec();
            other.push(0);
            md5 = md5_hex(&other);
            true
        } else {
            false
        };
        Ok(Block {
            md5,
            data: STANDARD.encode(bytes),
            len,
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
        Ok(md5_hex(&session.blob.bytes))
    }
}

fn no_session(id: &str) -> Fault {
    Fault::client(
        1000,
        format!("No download of attachment {id:?} is in progress: call beginDownload first"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim::records::SourceFiling;

    fn element(op: &str, children: &[(&str, &str)]) -> Element {
        Element {
            local: op.to_owned(),
            children: children
                .iter()
                .map(|(name, text)| Element {
                    local: (*name).to_owned(),
                    text: (*text).to_owned(),
                    ..Element::default()
                })
                .collect(),
            ..Element::default()
        }
    }

    fn library() -> (Library, String, usize) {
        let today = chrono::NaiveDate::from_ymd_opt(2026, 11, 20).expect("date");
        let mut library = Library::new(1, true);
        let mut filings: Vec<SourceFiling> = crate::sim::generate::filings(1, 1, today);
        library
            .attach_initial(&mut filings[0], 0)
            .expect("documents");
        let first = &filings[0].attachments[0];
        let size = usize::try_from(first.size_bytes).expect("size");
        (library, first.attachment_id.clone(), size)
    }

    #[test]
    fn a_whole_download_reads_back_the_file_and_its_md5() {
        let (library, id, size) = library();
        let mut sessions = Sessions::default();

        let (filesize, block) = sessions
            .begin(
                &library,
                "u",
                &element(
                    "beginDownload",
                    &[("attachmentId", &id), ("maxBlockSize", "1000000")],
                ),
                700,
            )
            .expect("begins");
        let mut file = Vec::new();
        while file.len() < filesize {
            let offset = file.len().to_string();
            let answer = sessions
                .read(
                    "u",
                    &element(
                        "readBlock",
                        &[
                            ("attachmentId", &id),
                            ("offset", &offset),
                            ("blockSize", "1000000"),
                        ],
                    ),
                    || false,
                )
                .expect("reads");
            let data = STANDARD.decode(&answer.data).expect("base64");
            assert_eq!(answer.md5, md5_hex(&data));
            assert!(data.len() <= 700);
            file.extend(data);
        }
        let whole = sessions
            .end("u", &element("endDownload", &[("attachmentId", &id)]))
            .expect("ends");

        assert_eq!((filesize, block), (size, 700));
        assert_eq!(whole, md5_hex(&file));
        assert_eq!(whole.len(), 32);
        // The session is gone.
        assert!(
            sessions
                .end("u", &element("endDownload", &[("attachmentId", &id)]))
                .is_err()
        );
    }

    #[test]
    fn a_spoiled_block_is_right_when_read_again() {
        let (library, id, _) = library();
        let mut sessions = Sessions::default();
        sessions
            .begin(
                &library,
                "u",
                &element("beginDownload", &[("attachmentId", &id)]),
                100,
            )
            .expect("begins");
        let read = |s: &mut Sessions, spoil: bool| {
            s.read(
                "u",
                &element(
                    "readBlock",
                    &[("attachmentId", &id), ("offset", "0"), ("blockSize", "100")],
                ),
                || spoil,
            )
            .expect("reads")
        };

        let bad = read(&mut sessions, true);
        let again = read(&mut sessions, true);

        assert!(bad.spoiled && !again.spoiled);
        assert_ne!(bad.md5, again.md5);
        assert_eq!(bad.data, again.data);
    }

    #[test]
    fn wrong_ids_orders_and_offsets_are_faults() {
        let (library, id, size) = library();
        let mut sessions = Sessions::default();
        let read = |offset: &str| {
            element(
                "readBlock",
                &[
                    ("attachmentId", &id),
                    ("offset", offset),
                    ("blockSize", "10"),
                ],
            )
        };

        assert!(matches!(
            sessions.begin(
                &library,
                "u",
                &element("beginDownload", &[("attachmentId", "../etc/passwd")]),
                100
            ),
            Err(Fault::Server { code: 2004, .. })
        ));
        assert!(matches!(
            sessions.read("u", &read("0"), || false),
            Err(Fault::Client { .. })
        ));
        sessions
            .begin(
                &library,
                "u",
                &element("beginDownload", &[("attachmentId", &id)]),
                100,
            )
            .expect("begins");
        assert!(matches!(
            sessions.read("other", &read("0"), || false),
            Err(Fault::Client { .. })
        ));
        assert!(matches!(
            sessions.read("u", &read(&(size + 1).to_string()), || false),
            Err(Fault::Client { code: 1002, .. })
        ));
        assert!(matches!(
            sessions.read("u", &read("-1"), || false),
            Err(Fault::Client { code: 1002, .. })
        ));
        let end = sessions
            .read("u", &read(&size.to_string()), || false)
            .expect("the end is empty");
        assert_eq!(end.len, 0);
    }
}
