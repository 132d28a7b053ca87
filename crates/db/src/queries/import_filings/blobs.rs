//! Attachment bytes are stored once per checksum: these find a checksum's stored blob and
//! record a newly stored one.

use std::collections::HashMap;

use diesel::prelude::*;

use crate::models::attachment_blob::NewAttachmentBlob;
use crate::schema::attachment_blobs;

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
