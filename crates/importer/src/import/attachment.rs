//! A filing's attachments: checked, fetched from the source only when their bytes are not
//! stored yet, verified (size, SHA-256, the file signature of their extension), put in the
//! object store once per checksum and recorded as `attachment_blobs`.

use std::collections::HashMap;
use std::sync::Arc;

use db::attachment_store::AttachmentStore;
use db::models::attachment_blob::NewAttachmentBlob;
use db::queries::filings::{self, ImportedAttachment};
use uuid::Uuid;

use super::{FilingFailure, ImportContext, RecordError, signature};
use crate::source::{FilingSource, SourceAttachment, sha256_hex};

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
    /// Size the source announces.
    pub size_bytes: i64,
    /// SHA-256 the source announces, lower-case hex.
    pub sha256: Option<String>,
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
    if a.size_bytes < 0 {
        return Err(RecordError::AttachmentSize {
            name,
            announced: a.size_bytes,
            received: 0,
        });
    }
    let document_name = match a.document_name.trim() {
        "" => name.clone(),
        given => given.to_owned(),
    };
    Ok(WantedAttachment {
        attachment_id: a.attachment_id.clone(),
        file_extension: extension(&name, &a.content_type),
        document_name,
        content_type: a.content_type.trim().to_owned(),
        size_bytes: a.size_bytes,
        sha256,
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

/// Makes sure the bytes of every wanted attachment are stored, downloading only those whose
/// announced checksum is not stored yet, and returns the attachments linked to their blobs.
pub async fn store_all<S: FilingSource>(
    ctx: &ImportContext<S>,
    wanted: &[WantedAttachment],
) -> Result<Vec<ImportedAttachment>, FilingFailure> {
    let announced: Vec<String> = wanted.iter().filter_map(|w| w.sha256.clone()).collect();
    let mut blobs: HashMap<String, i32> = ctx
        .db(move |conn| filings::blob_ids_by_sha(conn, &announced))
        .await?;
    let mut stored = Vec::with_capacity(wanted.len());
    for w in wanted {
        let known = w.sha256.as_ref().and_then(|sha| blobs.get(sha)).copied();
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
            decision_document: false,
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
    if received != w.size_bytes {
        return Err(RecordError::AttachmentSize {
            name: w.name.clone(),
            announced: w.size_bytes,
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
