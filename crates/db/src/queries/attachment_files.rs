//! An attachment's stored file, as a download needs it: what the public may download (pdf and
//! xlsm of publicly listed filings) and what staff may (any file of a filing). One row shape
//! for both, so both APIs serve bytes the same way (`web::attachment_download`).

use diesel::prelude::*;
use uuid::Uuid;

use super::public_filings::PUBLIC_ATTACHMENT_EXTENSIONS;
use crate::schema::{attachment_blobs, attachments, filing_statuses, filings};

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
pub fn public(conn: &mut PgConnection, key: Uuid) -> QueryResult<Option<AttachmentFile>> {
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
pub fn of_filing(
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
