//! Attachments the public may download.

use diesel::prelude::*;
use uuid::Uuid;

use crate::schema::{attachment_blobs, attachments, filing_statuses, filings};

/// File extensions the public site lists and serves (SPEC 5.4).
pub const PUBLIC_EXTENSIONS: [&str; 2] = ["pdf", "xlsm"];

/// What a download needs.
#[derive(Debug, Clone, PartialEq, Eq, Queryable)]
pub struct PublicAttachment {
    /// File name as filed.
    pub name: String,
    /// Lower-case extension.
    pub file_extension: String,
    /// Where the bytes are in the object store.
    pub storage_key: Uuid,
    /// Content type of the bytes.
    pub content_type: String,
    /// Size in bytes.
    pub byte_size: i64,
    /// Checksum of the bytes (the ETag).
    pub sha256: String,
}

/// The attachment with `key`, if the public may download it: a pdf or xlsm of a filing that
/// is publicly listed.
#[tracing::instrument(skip(conn))]
pub fn find(conn: &mut PgConnection, key: Uuid) -> QueryResult<Option<PublicAttachment>> {
    attachments::table
        .inner_join(attachment_blobs::table)
        .inner_join(filings::table.inner_join(filing_statuses::table))
        .filter(attachments::attachment_key.eq(key))
        .filter(filing_statuses::publicly_listed.eq(true))
        .filter(attachments::file_extension.eq_any(PUBLIC_EXTENSIONS))
        .select((
            attachments::name,
            attachments::file_extension,
            attachment_blobs::storage_key,
            attachment_blobs::content_type,
            attachment_blobs::byte_size,
            attachment_blobs::sha256,
        ))
        .first(conn)
        .optional()
}
