//! A filing's attachments: checked, fetched from the source only when their bytes are not
//! stored yet (a filing the source has not changed keeps the documents it has, by file name; an
//! announced checksum already stored is not fetched again), verified (size and SHA-256 when
//! announced, the file signature of their extension), put in the object store once per checksum
//! and recorded as `attachment_blobs`.

use std::collections::HashMap;
use std::sync::Arc;

use db::attachment_store::AttachmentStore;
use db::models::attachment_blob::NewAttachmentBlob;
use db::queries::filings::{self, ImportedAttachment};
use uuid::Uuid;

use super::{FilingFailure, ImportContext, RecordError, signature};
use sha2::{Digest, Sha256};

use crate::source::{FilingSource, SourceAttachment};

/// An attachment the source lists, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WantedAttachment {
    /// The source's id for downloading it.
    pub attachment_id: String,
    /// File name as filed, trimmed.
    pub name: String,
    /// Document name; the file name when the source gives none.
    pub document_name: String,
    /// Lower-case extension from the file name, else from the content type.
    pub file_extension: String,
    /// MIME type of the bytes.
    pub content_type: String,
    /// Size the source announces, when it does.
    pub size_bytes: Option<i64>,
    /// SHA-256 the source announces, lower-case hex.
    pub sha256: Option<String>,
    /// Filed with the department's decision.
    pub decision_document: bool,
}

/// Checks every attachment of a record; file names must be distinct within a filing.
pub fn check_all(source: &[SourceAttachment]) -> Result<Vec<WantedAttachment>, RecordError> {
    let mut checked: Vec<WantedAttachment> = Vec::with_capacity(source.len());
    for a in source {
        let wanted = check(a)?;
        if checked.iter().any(|c| c.name == wanted.name) {
            return Err(RecordError::AttachmentTwice(wanted.name));
        }
        checked.push(wanted);
    }
    Ok(checked)
}

fn check(a: &SourceAttachment) -> Result<WantedAttachment, RecordError> {
    let name = a.file_name.trim().to_owned();
    if name.is_empty() {
        return Err(RecordError::Missing("attachment file name"));
    }
    let sha256 = match a.sha256.as_deref().map(str::trim) {
        None | Some("") => None,
        Some(hex) if hex.len() == 64 && hex.bytes().all(|b| b.is_ascii_hexdigit()) => {
            Some(hex.to_ascii_lowercase())
        }
        Some(_) => return Err(RecordError::AttachmentChecksum(name)),
    };
    if let Some(announced) = a.size_bytes.filter(|&size| size < 0) {
        return Err(RecordError::AttachmentSize {
            name,
            announced,
            received: 0,
        });
    }
    let document_name = match a.document_name.trim() {
        "" => name.clone(),
        given => given.to_owned(),
    };
    let file_extension = extension(&name, a.content_type.as_deref().unwrap_or(""));
    let content_type = match a.content_type.as_deref().map(str::trim) {
        Some(given) if !given.is_empty() => given.to_owned(),
        _ => content_type_of(&file_extension).to_owned(),
    };
    Ok(WantedAttachment {
        attachment_id: a.attachment_id.clone(),
        file_extension,
        document_name,
        content_type,
        size_bytes: a.size_bytes,
        sha256,
        decision_document: a.decision_document,
        name,
    })
}

/// The file name's extension in lower case when it is one to ten letters or digits; otherwise
/// one for the content type, or `bin`.
fn extension(name: &str, content_type: &str) -> String {
    let from_name = name
        .rsplit_once('.')
        .map(|(_, ext)| ext.to_ascii_lowercase())
        .filter(|ext| {
            (1..=10).contains(&ext.len()) && ext.bytes().all(|b| b.is_ascii_alphanumeric())
        });
    if let Some(ext) = from_name {
        return ext;
    }
    let mime = content_type
        .split(';')
        .next()
        .unwrap_or("")
        .trim()
        .to_ascii_lowercase();
    let ext = match mime.as_str() {
        "application/pdf" => "pdf",
        "application/vnd.ms-excel.sheet.macroenabled.12" => "xlsm",
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" => "xlsx",
        "application/vnd.ms-excel" => "xls",
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document" => "docx",
        "application/msword" => "doc",
        "text/csv" => "csv",
        "text/plain" => "txt",
        "application/zip" => "zip",
        _ => "bin",
    };
    ext.to_owned()
}

/// The MIME type files with this extension are stored under when the source names none.
fn content_type_of(extension: &str) -> &'static str {
    match extension {
        "pdf" => "application/pdf",
        "xlsm" => "application/vnd.ms-excel.sheet.macroEnabled.12",
        "xlsx" => "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "xls" => "application/vnd.ms-excel",
        "docx" => "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        "doc" => "application/msword",
        "csv" => "text/csv",
        "txt" => "text/plain",
        "zip" => "application/zip",
        _ => "application/octet-stream",
    }
}

/// Makes sure the bytes of every wanted attachment are stored and returns the attachments
/// linked to their blobs. Nothing is downloaded for a file name the filing already has when the
/// source's last change of the filing is the one stored (`unchanged_since`), nor for an announced
/// checksum already stored.
pub async fn store_all<S: FilingSource>(
    ctx: &ImportContext<S>,
    tracking_number: &str,
    last_modified: chrono::DateTime<chrono::Utc>,
    wanted: &[WantedAttachment],
) -> Result<Vec<ImportedAttachment>, FilingFailure> {
    let announced: Vec<String> = wanted.iter().filter_map(|w| w.sha256.clone()).collect();
    let tracking = tracking_number.to_owned();
    let (mut blobs, kept): (HashMap<String, i32>, HashMap<String, i32>) = ctx
        .db(move |conn| {
            let blobs = filings::blob_ids_by_sha(conn, &announced)?;
            let kept = match filings::stored_attachments(conn, &tracking)? {
                Some((stored_at, by_name)) if stored_at == Some(last_modified) => by_name,
                _ => HashMap::new(),
            };
            Ok::<_, diesel::result::Error>((blobs, kept))
        })
        .await?;
    let mut stored = Vec::with_capacity(wanted.len());
    for w in wanted {
        let known = kept
            .get(&w.name)
            .or_else(|| w.sha256.as_ref().and_then(|sha| blobs.get(sha)))
            .copied();
        let blob_id = match known {
            Some(id) => id,
            None => {
                let (sha, id) = fetch_and_store(ctx, w, &blobs).await?;
                blobs.insert(sha, id);
                id
            }
        };
        stored.push(ImportedAttachment {
            name: w.name.clone(),
            document_name: w.document_name.clone(),
            file_extension: w.file_extension.clone(),
            blob_id,
            decision_document: w.decision_document,
        });
    }
    Ok(stored)
}

/// Downloads one attachment, verifies it, and stores it unless its checksum is stored already.
async fn fetch_and_store<S: FilingSource>(
    ctx: &ImportContext<S>,
    w: &WantedAttachment,
    blobs: &HashMap<String, i32>,
) -> Result<(String, i32), FilingFailure> {
    let bytes = ctx
        .source
        .attachment(&w.attachment_id)
        .await
        .map_err(|e| FilingFailure::from_source(&w.name, e))?;
    let received = i64::try_from(bytes.len()).unwrap_or(i64::MAX);
    if let Some(announced) = w.size_bytes.filter(|&announced| announced != received) {
        return Err(RecordError::AttachmentSize {
            name: w.name.clone(),
            announced,
            received,
        }
        .into());
    }
    let sha = sha256_hex(&bytes);
    if w.sha256.as_ref().is_some_and(|announced| *announced != sha) {
        return Err(RecordError::AttachmentChecksum(w.name.clone()).into());
    }
    signature::check(&w.file_extension, &bytes).map_err(|mismatch| {
        RecordError::AttachmentType {
            name: w.name.clone(),
            mismatch,
        }
    })?;
    if let Some(&id) = blobs.get(&sha) {
        return Ok((sha, id));
    }
    let store: Arc<dyn AttachmentStore> = Arc::clone(&ctx.store);
    let content_type = w.content_type.clone();
    let sha_for_row = sha.clone();
    let id = ctx
        .db(move |conn| -> anyhow::Result<i32> {
            let storage_key = Uuid::new_v4();
            store
                .put(storage_key, &bytes)
                .map_err(|e| anyhow::anyhow!("cannot store an attachment: {e}"))?;
            let row = NewAttachmentBlob {
                sha256: &sha_for_row,
                storage_key,
                byte_size: i64::try_from(bytes.len())?,
                content_type: &content_type,
            };
            Ok(filings::insert_blob(conn, &row)?)
        })
        .await?;
    Ok((sha, id))
}

/// The SHA-256 of `bytes` in lower-case hex: blobs are stored once per checksum.
pub fn sha256_hex(bytes: &[u8]) -> String {
    use std::fmt::Write;
    let mut hex = String::with_capacity(64);
    for byte in Sha256::digest(bytes) {
        let _ = write!(hex, "{byte:02x}");
    }
    hex
}
