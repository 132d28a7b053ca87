//! Serving a seeded database (`--from-database`): at start-up, every filing the database holds
//! is read with its companies and their figures, its decision and approved figures, and its
//! documents, whose bytes come from the attachment store; they become the same records the
//! generated filings are, written in the same formats. An importer reading them into a
//! database that holds the same companies writes the same filings back: percents read back
//! to the stored `numeric(7, 3)`, dollars to the stored `numeric(14, 2)`, dates to the stored
//! dates.
//!
//! | SOAP | database |
//! |---|---|
//! | `FilingSERFFTrackNum` | `filings.serff_tracking_num` |
//! | `DateLastModified` | `filings.source_updated_at`, else `updated_at` |
//! | `SubmissionDate`, `EffImpDateReqNew` | `submission_date`, `requested_effective_date` (midnight in Chicago) |
//! | `StateStatus`, `StateStatusDateChng` | `filing_statuses.display_status`, `status_changed_at` |
//! | `TOIName`, `SubTOIName` | `types_of_insurance` code and name; the company product's product type |
//! | `COMPANY`, `COMPANYRATE` | `filing_companies` in `position` order, with `companies.co_code` and `company_name` |
//! | `DISPOSITION`, `DISPOSITIONCOMPANYRATE` | `filing_decisions`, `filing_company_decisions` |
//! | `SUPPORTDOCS` and the disposition's attachments | `attachments` (`decision_document` sorts them), bytes by `attachment_blobs.storage_key` |

mod convert;
mod rows;

use std::collections::HashMap;
use std::sync::Arc;

use actix_web::web::Bytes;
use anyhow::{Context, bail};
use db::attachment_store::{self, AttachmentStore};
use diesel::prelude::*;

use self::convert::{approved, company, disposition, filing};
use self::rows::{AttachmentRow, Rows};
use super::config::SeededDatabase;
use super::documents::{Blob, Library};
use super::records::SourceAttachment;
use super::snapshot::Snapshot;
use crate::documents::sha256_hex;

/// Reads the filings of `source`; `seed` seeds the documents amendments write later.
pub(super) fn load(source: &SeededDatabase, seed: u64) -> anyhow::Result<Snapshot> {
    let mut conn = PgConnection::establish(&source.url)
        .with_context(|| format!("cannot connect to {}", source.redacted_url()))?;
    // One consistent view of every table, even while something writes to the database.
    let rows = conn
        .build_transaction()
        .read_only()
        .repeatable_read()
        .run(Rows::read)
        .with_context(|| format!("cannot read the filings of {}", source.redacted_url()))?;
    if rows.filings.is_empty() {
        bail!(
            "{} holds no filings: seed it first (cargo run -p demo --bin seed) or leave \
             --from-database out to serve generated filings",
            source.redacted_url()
        );
    }
    let store = attachment_store::open(&source.attachments_dir);
    snapshot(rows, store.as_ref(), seed).with_context(|| {
        format!(
            "cannot serve the filings of {} with the documents in {}",
            source.redacted_url(),
            source.attachments_dir.display()
        )
    })
}

/// The filings `rows` describe, with their documents' bytes from `store`.
fn snapshot(rows: Rows, store: &dyn AttachmentStore, seed: u64) -> anyhow::Result<Snapshot> {
    let mut index = HashMap::new();
    let mut filings = Vec::with_capacity(rows.filings.len());
    for row in rows.filings {
        index.insert(row.filing_id, filings.len());
        filings.push(filing(row)?);
    }
    let of = |filing_id: i32| {
        index
            .get(&filing_id)
            .copied()
            .with_context(|| format!("rows name filing {filing_id}, which was not read"))
    };
    for row in rows.companies {
        let at = of(row.filing_id)?;
        filings[at].companies.push(company(row)?);
    }
    for row in rows.decisions {
        let at = of(row.filing_id)?;
        filings[at].disposition = Some(disposition(row, &filings[at]));
    }
    for row in rows.approved {
        let at = of(row.filing_id)?;
        let tracking = filings[at].tracking_number.clone();
        let approved = approved(row)?;
        match filings[at].disposition.as_mut() {
            Some(decision) => decision.companies.push(approved),
            None => bail!("{tracking} has approved figures but no decision"),
        }
    }
    // The documents are read once per stored object, however many filings carry them.
    let mut library = Library::new(seed, true);
    let mut blobs: HashMap<uuid::Uuid, Arc<Blob>> = HashMap::new();
    for row in rows.attachments {
        let at = of(row.filing_id)?;
        let blob = match blobs.get(&row.storage_key) {
            Some(blob) => blob.clone(),
            None => {
                let blob = Arc::new(read_blob(store, &row)?);
                blobs.insert(row.storage_key, blob.clone());
                blob
            }
        };
        let filing = &mut filings[at];
        let document = SourceAttachment {
            attachment_id: String::new(),
            file_name: row.name,
            document_name: row.document_name,
            content_type: row.content_type,
        };
        // A decision document of a filing with no decision stays among its documents.
        let (kind, documents) = match filing.disposition.as_mut() {
            Some(decision) if row.decision_document => ("D", &mut decision.attachments),
            _ => ("", &mut filing.attachments),
        };
        let attachment_id = format!("{}-{kind}{}", filing.tracking_number, documents.len() + 1);
        documents.push(SourceAttachment {
            attachment_id: attachment_id.clone(),
            ..document
        });
        library.insert(attachment_id, format!("stored:{}", row.storage_key), blob);
    }
    Ok(Snapshot { filings, library })
}

/// The bytes of the document `row` names, checked against the size and SHA-256 the database
/// keeps for them.
fn read_blob(store: &dyn AttachmentStore, row: &AttachmentRow) -> anyhow::Result<Blob> {
    let key = row.storage_key;
    let bytes = store
        .get(key)
        .with_context(|| format!("cannot read the document {key} of {:?}", row.name))?
        .with_context(|| {
            format!(
                "the attachment store has no document {key} ({:?}): point --attachments-dir \
                 at the store the database was seeded with",
                row.name
            )
        })?;
    if i64::try_from(bytes.len()).ok() != Some(row.byte_size)
        || sha256_hex(&bytes) != row.sha256.trim()
    {
        bail!(
            "the document {key} ({:?}) in the attachment store is not the one the database \
             describes ({} bytes, SHA-256 {}): point --attachments-dir at the store the \
             database was seeded with",
            row.name,
            row.byte_size,
            row.sha256.trim()
        );
    }
    Ok(Blob {
        bytes: Bytes::from(bytes),
        content_type: row.content_type.clone(),
    })
}
