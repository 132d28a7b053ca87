//! Filing attachments: real files written to the attachment store once per distinct content
//! (`attachment_blobs`, keyed by SHA-256) and linked to their filings (SPEC 2.9, 3 Attachment).

use std::collections::HashMap;
use std::fmt::Write as _;

use chrono::Datelike;
use diesel::prelude::*;
use sha2::{Digest, Sha256};
use uuid::Uuid;

use super::bulk::rows_per_insert;
use super::documents::{self, GeneratedFile, Kind};
use super::filings::SeededFiling;
use super::scale::Sizes;
use crate::attachment_store::AttachmentStore;
use crate::models::attachment::NewAttachment;
use crate::models::attachment_blob::NewAttachmentBlob;
use crate::schema::{attachment_blobs, attachments};

/// One attachment to write.
#[derive(Debug)]
struct Planned {
    filing: usize,
    kind: Kind,
    name: String,
    content_key: String,
}

/// Which files the `i`-th filing carries. Most filings have several; about one in thirteen
/// has none. The large scale carries fewer per filing.
fn kinds_for(i: usize, unique: bool) -> Vec<Kind> {
    if i % 13 == 6 {
        return Vec::new();
    }
    let wanted: [(Kind, bool); 6] = if unique {
        [
            (Kind::Memorandum, true),
            (Kind::Justification, i % 3 != 2),
            (Kind::RateTable, i % 5 != 4),
            (Kind::Certification, i.is_multiple_of(2)),
            (Kind::CoverLetter, i.is_multiple_of(3)),
            (Kind::Distribution, i % 4 == 1),
        ]
    } else {
        [
            (Kind::Memorandum, true),
            (Kind::Justification, false),
            (Kind::RateTable, i.is_multiple_of(2)),
            (Kind::Certification, i.is_multiple_of(3)),
            (Kind::CoverLetter, i.is_multiple_of(10)),
            (Kind::Distribution, i % 20 == 3),
        ]
    };
    wanted
        .into_iter()
        .filter(|(_, on)| *on)
        .map(|(kind, _)| kind)
        .collect()
}

/// (description, extension) of a kind of file.
fn describe(kind: Kind) -> (&'static str, &'static str) {
    match kind {
        Kind::Memorandum => ("Actuarial Memorandum", "pdf"),
        Kind::Justification => ("Rate Filing Justification", "pdf"),
        Kind::RateTable => ("Rate Table", "xlsm"),
        Kind::Certification => ("Certification of Compliance", "pdf"),
        Kind::CoverLetter => ("Cover Letter", "docx"),
        Kind::Distribution => ("Policyholder Rate Change Distribution", "csv"),
    }
}

fn plan(filing: usize, f: &SeededFiling, kind: Kind, unique: bool) -> Planned {
    let year = f.submission_date.year();
    let (document, ext) = describe(kind);
    let name = match kind {
        Kind::Memorandum if unique => format!("{} Actuarial Memorandum.{ext}", f.tracking),
        Kind::Memorandum | Kind::Justification => {
            format!("{} {document} {year}.{ext}", f.company_abbr)
        }
        Kind::RateTable => format!(
            "{} Rate Table {}.{ext}",
            f.company_abbr,
            f.effective_date.year()
        ),
        Kind::Certification => format!("LID-RR-7 {document}.{ext}"),
        Kind::CoverLetter => format!("{document}.{ext}"),
        Kind::Distribution => format!("Policyholder Distribution.{ext}"),
    };
    let content_key = match kind {
        Kind::Certification => "certification".to_owned(),
        Kind::CoverLetter => format!("cover:{}", f.company_abbr),
        _ if unique => format!("{kind:?}:{}", f.tracking),
        _ => format!("{kind:?}:{}:{:?}:{year}", f.company_abbr, f.market),
    };
    Planned {
        filing,
        kind,
        name,
        content_key,
    }
}

fn sha256_hex(bytes: &[u8]) -> String {
    let mut hex = String::with_capacity(64);
    for byte in Sha256::digest(bytes) {
        let _ = write!(hex, "{byte:02x}");
    }
    hex
}

/// Generates the files, stores each distinct content once, and links them to the filings.
pub(super) fn seed(
    conn: &mut PgConnection,
    store: &dyn AttachmentStore,
    sizes: &Sizes,
    filings: &[SeededFiling],
) -> anyhow::Result<()> {
    let unique = sizes.unique_files_per_filing;
    let planned: Vec<Planned> = filings
        .iter()
        .enumerate()
        .flat_map(|(i, f)| {
            kinds_for(i, unique)
                .into_iter()
                .map(move |kind| plan(i, f, kind, unique))
        })
        .collect();

    // Distinct contents: generated once per content key, then deduplicated by checksum.
    let mut blobs: Vec<(String, GeneratedFile)> = Vec::new();
    let mut blob_of_sha: HashMap<String, usize> = HashMap::new();
    let mut blob_of_key: HashMap<&str, usize> = HashMap::new();
    for p in &planned {
        if blob_of_key.contains_key(p.content_key.as_str()) {
            continue;
        }
        let file = documents::generate(p.kind, &filings[p.filing], unique)?;
        let sha = sha256_hex(&file.bytes);
        let index = *blob_of_sha.entry(sha.clone()).or_insert_with(|| {
            blobs.push((sha, file));
            blobs.len() - 1
        });
        blob_of_key.insert(&p.content_key, index);
    }

    let shas: Vec<&str> = blobs.iter().map(|(sha, _)| sha.as_str()).collect();
    let mut blob_ids: HashMap<String, i32> = attachment_blobs::table
        .filter(attachment_blobs::sha256.eq_any(&shas))
        .select((attachment_blobs::sha256, attachment_blobs::blob_id))
        .load::<(String, i32)>(conn)?
        .into_iter()
        .collect();
    let mut new_rows = Vec::new();
    for (sha, file) in blobs.iter().filter(|(sha, _)| !blob_ids.contains_key(sha)) {
        let storage_key = Uuid::new_v4();
        store.put(storage_key, &file.bytes)?;
        new_rows.push(NewAttachmentBlob {
            sha256: sha,
            storage_key,
            byte_size: i64::try_from(file.bytes.len())?,
            content_type: file.content_type,
        });
    }
    for chunk in new_rows.chunks(rows_per_insert(4)) {
        let returned: Vec<(String, i32)> = diesel::insert_into(attachment_blobs::table)
            .values(chunk)
            .returning((attachment_blobs::sha256, attachment_blobs::blob_id))
            .get_results(conn)?;
        blob_ids.extend(returned);
    }

    let rows = planned
        .iter()
        .map(|p| {
            let (document_name, file_extension) = describe(p.kind);
            let sha = blob_of_key
                .get(p.content_key.as_str())
                .map(|&i| blobs[i].0.as_str());
            let blob_id = sha.and_then(|sha| blob_ids.get(sha)).copied();
            let blob_id =
                blob_id.ok_or_else(|| anyhow::anyhow!("no stored blob for {}", p.content_key))?;
            Ok(NewAttachment {
                filing_id: filings[p.filing].filing_id,
                blob_id,
                name: &p.name,
                document_name,
                file_extension,
            })
        })
        .collect::<anyhow::Result<Vec<_>>>()?;
    for chunk in rows.chunks(rows_per_insert(5)) {
        diesel::insert_into(attachments::table)
            .values(chunk)
            .execute(conn)?;
    }
    Ok(())
}
