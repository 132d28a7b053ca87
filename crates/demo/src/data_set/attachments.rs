//! Filing attachments: real files written to the attachment store once per distinct content
//! (`attachment_blobs`, keyed by SHA-256) and linked to their filings (SPEC 2.9, 3 Attachment).

use std::collections::HashMap;

use chrono::Datelike;
use diesel::prelude::*;
use uuid::Uuid;

use db::attachment_store::AttachmentStore;
use db::models::attachment::NewAttachment;
use db::models::attachment_blob::NewAttachmentBlob;
use db::schema::{attachment_blobs, attachments};

use super::bulk::rows_per_insert;
use super::filings::SeededFiling;
use super::rng::stream;
use super::scale::Sizes;
use crate::catalog::Market;
use crate::documents::{self, FilingFacts, GeneratedFile, Kind, kinds_for, sha256_hex};

/// One attachment to write.
#[derive(Debug)]
struct Planned {
    filing: usize,
    kind: Kind,
    name: String,
    content_key: String,
}

fn plan(filing: usize, f: &SeededFiling, kind: Kind, unique: bool) -> Planned {
    let year = f.submission_date.year();
    let (document, ext, _) = kind.describe();
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
        Kind::CoverLetter | Kind::ObjectionResponse => format!("{document}.{ext}"),
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

fn market_name(market: Market) -> &'static str {
    match market {
        Market::Individual => "Individual",
        Market::SmallGroup => "Small Group",
        Market::LargeGroup => "Large Group",
    }
}

/// The document of `kind` for `filing`, drawn from its own random stream.
fn generate(kind: Kind, filing: &SeededFiling, own_copy: bool) -> anyhow::Result<GeneratedFile> {
    let facts = FilingFacts {
        tracking_number: &filing.tracking,
        company: &filing.company_name,
        issuer_id: filing.issuer_id,
        product_name: &filing.product_name,
        type_of_insurance: filing.toi_name,
        market: market_name(filing.market),
        submission_date: filing.submission_date,
        effective_date: Some(filing.effective_date),
        overall_rate_change: Some(filing.overall as f64 / 1000.0),
    };
    let subject = facts.subject(own_copy);
    let mut rng = stream(&format!("{kind:?}:{subject}:{}", facts.market));
    documents::render(kind, &facts, own_copy, &mut rng)
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
        let file = generate(p.kind, &filings[p.filing], unique)?;
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
            let (document_name, file_extension, _) = p.kind.describe();
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
                decision_document: false,
            })
        })
        .collect::<anyhow::Result<Vec<_>>>()?;
    for chunk in rows.chunks(rows_per_insert(6)) {
        diesel::insert_into(attachments::table)
            .values(chunk)
            .execute(conn)?;
    }
    Ok(())
}
