//! A filing's attachments as files: what a download needs, and the stored bytes behind them.
//!
//! Downloads: what the public may download (pdf and xlsm of publicly listed filings) and what
//! staff may (any file of a filing). One row shape for both, so both APIs serve bytes the same
//! way (`service_kit::attachment_download`).
//!
//! Bytes are stored once per checksum (`attachment_blobs`): an import finds a checksum's stored
//! blob, or records a newly stored one.

use std::collections::HashMap;

use diesel::prelude::*;
use uuid::Uuid;

use crate::models::attachment_blob::NewAttachmentBlob;
use crate::schema::{attachment_blobs, attachments, filing_statuses, filings};

/// File extensions listed and served publicly (SPEC 5.4 "only extensions xlsm and pdf are listed").
pub const PUBLIC_ATTACHMENT_EXTENSIONS: [&str; 2] = ["pdf", "xlsm"];

/// What a download needs.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = attachments, check_for_backend(diesel::pg::Pg))]
pub struct AttachmentFile {
    /// File name as filed.
    pub name: String,
    /// Lower-case extension.
    pub file_extension: String,
    /// Where the bytes are in the object store.
    #[diesel(select_expression = attachment_blobs::storage_key)]
    pub storage_key: Uuid,
    /// Size in bytes.
    #[diesel(select_expression = attachment_blobs::byte_size)]
    pub byte_size: i64,
    /// Checksum of the bytes (the public ETag).
    #[diesel(select_expression = attachment_blobs::sha256)]
    pub sha256: String,
}

/// The attachment with `key`, if the public may download it: a pdf or xlsm of a filing that
/// is publicly listed (SPEC 5.4).
#[tracing::instrument(skip(conn))]
pub fn publicly_listed_attachment(
    conn: &mut PgConnection,
    key: Uuid,
) -> QueryResult<Option<AttachmentFile>> {
    attachments::table
        .inner_join(attachment_blobs::table)
        .inner_join(filings::table.inner_join(filing_statuses::table))
        .filter(attachments::attachment_key.eq(key))
        .filter(filing_statuses::publicly_listed.eq(true))
        .filter(attachments::file_extension.eq_any(PUBLIC_ATTACHMENT_EXTENSIONS))
        .select(AttachmentFile::as_select())
        .first(conn)
        .optional()
}

/// The attachment with `key` of filing `filing_id`, whatever its type and the filing's
/// status: staff see every file Filing Details lists (SPEC 2.12). `None` when the key is
/// unknown or belongs to another filing.
#[tracing::instrument(skip(conn))]
pub fn attachment_of_filing(
    conn: &mut PgConnection,
    filing_id: i32,
    key: Uuid,
) -> QueryResult<Option<AttachmentFile>> {
    attachments::table
        .inner_join(attachment_blobs::table)
        .filter(attachments::attachment_key.eq(key))
        .filter(attachments::filing_id.eq(filing_id))
        .select(AttachmentFile::as_select())
        .first(conn)
        .optional()
}

/// The blob ids of those of `sha256s` (lower-case hex) already stored.
pub fn blob_ids_by_sha(
    conn: &mut PgConnection,
    sha256s: &[String],
) -> QueryResult<HashMap<String, i32>> {
    if sha256s.is_empty() {
        return Ok(HashMap::new());
    }
    Ok(attachment_blobs::table
        .filter(attachment_blobs::sha256.eq_any(sha256s))
        .select((attachment_blobs::sha256, attachment_blobs::blob_id))
        .load::<(String, i32)>(conn)?
        .into_iter()
        .collect())
}

/// A stored filing's last change in the rate-filing system, and its attachments' blob ids by file
/// name.
pub type StoredAttachments = (Option<chrono::DateTime<chrono::Utc>>, HashMap<String, i32>);

/// What is stored of the filing `tracking_number`'s attachments; `None` when no filing has the
/// tracking number. The import keeps a document of a filing the source has not changed instead
/// of downloading it again.
pub fn stored_attachments(
    conn: &mut PgConnection,
    tracking_number: &str,
) -> QueryResult<Option<StoredAttachments>> {
    let Some((filing_id, source_updated_at)) = filings::table
        .filter(filings::serff_tracking_num.eq(tracking_number))
        .select((filings::filing_id, filings::source_updated_at))
        .first::<(i32, Option<chrono::DateTime<chrono::Utc>>)>(conn)
        .optional()?
    else {
        return Ok(None);
    };
    let by_name = attachments::table
        .filter(attachments::filing_id.eq(filing_id))
        .select((attachments::name, attachments::blob_id))
        .load::<(String, i32)>(conn)?
        .into_iter()
        .collect();
    Ok(Some((source_updated_at, by_name)))
}

/// Records bytes just put in the object store; when a blob with the same checksum exists
/// already, that one's id is returned and the new object is left unreferenced.
pub fn insert_blob(conn: &mut PgConnection, blob: &NewAttachmentBlob<'_>) -> QueryResult<i32> {
    let inserted: Option<i32> = diesel::insert_into(attachment_blobs::table)
        .values(blob)
        .on_conflict(attachment_blobs::sha256)
        .do_nothing()
        .returning(attachment_blobs::blob_id)
        .get_result(conn)
        .optional()?;
    match inserted {
        Some(blob_id) => Ok(blob_id),
        None => attachment_blobs::table
            .filter(attachment_blobs::sha256.eq(blob.sha256))
            .select(attachment_blobs::blob_id)
            .first(conn),
    }
}
