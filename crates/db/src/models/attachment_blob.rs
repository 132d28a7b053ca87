//! `attachment_blobs`: one stored object per distinct file content.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use uuid::Uuid;

use crate::schema::attachment_blobs;

/// An attachment-blob row.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Identifiable)]
#[diesel(table_name = attachment_blobs, primary_key(blob_id), check_for_backend(diesel::pg::Pg))]
pub struct AttachmentBlob {
    /// Surrogate key.
    pub blob_id: i32,
    /// Lower-case hex SHA-256 of the bytes.
    pub sha256: String,
    /// Object-store key.
    pub storage_key: Uuid,
    /// Size in bytes.
    pub byte_size: i64,
    /// MIME type served with the bytes.
    pub content_type: String,
    /// When the row was created.
    pub created_at: DateTime<Utc>,
}

/// An attachment blob to insert (after its bytes are in the store).
#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = attachment_blobs)]
pub struct NewAttachmentBlob<'a> {
    /// Lower-case hex SHA-256 of the bytes.
    pub sha256: &'a str,
    /// Object-store key.
    pub storage_key: Uuid,
    /// Size in bytes.
    pub byte_size: i64,
    /// MIME type served with the bytes.
    pub content_type: &'a str,
}
