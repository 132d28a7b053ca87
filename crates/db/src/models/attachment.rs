//! `attachments`: the files of a filing (SPEC 3 Attachment).

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use uuid::Uuid;

use crate::schema::attachments;

/// An attachment row.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Identifiable)]
#[diesel(table_name = attachments, primary_key(attachment_pk), check_for_backend(diesel::pg::Pg))]
pub struct Attachment {
    /// Surrogate key.
    pub attachment_pk: i32,
    /// Public key in `{apiBase}/attachments/{attachmentKey}`.
    pub attachment_key: Uuid,
    /// The filing the file belongs to.
    pub filing_id: i32,
    /// The stored bytes.
    pub blob_id: i32,
    /// File name as filed (Filename).
    pub name: String,
    /// Description (`documentName`).
    pub document_name: String,
    /// Lower-case extension (`fileExtension`).
    pub file_extension: String,
    /// When the row was created.
    pub created_at: DateTime<Utc>,
    /// A document of the department's decision rather than one the insurer filed.
    pub decision_document: bool,
}

/// An attachment to insert; the database draws its public key.
#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = attachments)]
pub struct NewAttachment<'a> {
    /// The filing the file belongs to.
    pub filing_id: i32,
    /// The stored bytes.
    pub blob_id: i32,
    /// File name as filed, unique within the filing.
    pub name: &'a str,
    /// Description.
    pub document_name: &'a str,
    /// Lower-case extension.
    pub file_extension: &'a str,
    /// A document of the department's decision rather than one the insurer filed.
    pub decision_document: bool,
}
