//! Attachments whose bytes are in a test server's store, for the download tests of both APIs
//! (`GET /attachments/{attachmentKey}`, `GET /api/filings/{filingId}/attachments/{attachmentKey}`).

use std::path::Path;

use db::attachment_store;
use db::schema::{attachment_blobs, attachments};
use diesel::prelude::*;
use sha2::{Digest, Sha256};
use uuid::Uuid;

/// One file as the feed gave it: its name, extension, declared type and bytes.
#[derive(Debug, Clone, Copy)]
pub struct StoredFile<'a> {
    /// The file name shown to people.
    pub name: &'a str,
    /// The extension the file is served by.
    pub extension: &'a str,
    /// The type the feed declared (never trusted when serving).
    pub feed_type: &'a str,
    /// The bytes.
    pub bytes: &'a [u8],
}

/// Writes `file`'s bytes to the attachment store in `attachments_dir` (through the same
/// `AttachmentStore` the services use) and files them with `filing_id`; returns the attachment
/// key. The blob's checksum is the real SHA-256, as the importer stores it.
#[allow(clippy::expect_used)] // a fixture that cannot be written fails the test that needs it
pub fn store_attachment(
    conn: &mut PgConnection,
    attachments_dir: &Path,
    filing_id: i32,
    file: StoredFile<'_>,
) -> Uuid {
    let sha256: String = Sha256::digest(file.bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    // Like the importer, one blob per checksum: equal bytes share it.
    let existing: Option<i32> = attachment_blobs::table
        .filter(attachment_blobs::sha256.eq(&sha256))
        .select(attachment_blobs::blob_id)
        .first(conn)
        .optional()
        .expect("the attachment blobs can be read");
    let blob_id = existing.unwrap_or_else(|| {
        let storage_key = Uuid::new_v4();
        attachment_store::open(attachments_dir)
            .put(storage_key, file.bytes)
            .expect("the test attachment store accepts the bytes");
        diesel::insert_into(attachment_blobs::table)
            .values((
                attachment_blobs::sha256.eq(&sha256),
                attachment_blobs::storage_key.eq(storage_key),
                attachment_blobs::byte_size.eq(i64::try_from(file.bytes.len()).unwrap_or(i64::MAX)),
                attachment_blobs::content_type.eq(file.feed_type),
            ))
            .returning(attachment_blobs::blob_id)
            .get_result(conn)
            .expect("the attachment blob is stored")
    });
    let document_name = file
        .name
        .rsplit_once('.')
        .map_or(file.name, |(stem, _)| stem);
    diesel::insert_into(attachments::table)
        .values((
            attachments::filing_id.eq(filing_id),
            attachments::blob_id.eq(blob_id),
            attachments::name.eq(file.name),
            attachments::document_name.eq(document_name),
            attachments::file_extension.eq(file.extension),
        ))
        .returning(attachments::attachment_key)
        .get_result(conn)
        .expect("the attachment is filed")
}
