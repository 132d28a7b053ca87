//! The simulator's attachments: which documents each filing carries, their names, and their
//! bytes, generated once per distinct content and kept in memory with their SHA-256.

use std::collections::HashMap;
use std::sync::Arc;

use actix_web::web::Bytes;
use chrono::Datelike;
use rand::SeedableRng;
use rand::rngs::StdRng;

use super::document_text::{Kind, render};
use crate::source::{SourceAttachment, SourceFiling, sha256_hex};

/// One document's bytes.
#[derive(Debug)]
pub(super) struct Blob {
    /// The bytes.
    pub bytes: Bytes,
    /// MIME type.
    pub content_type: &'static str,
    /// SHA-256, lower-case hex.
    pub sha256: String,
}

/// Every document the simulator serves, by content and by attachment id.
#[derive(Debug)]
pub(super) struct Library {
    seed: u64,
    /// Whether each filing gets its own memorandum and rate table (small scales) or shares
    /// them with the company's filings of the same market and year (large scales).
    own_copies: bool,
    by_content: HashMap<String, Arc<Blob>>,
    by_attachment: HashMap<String, Arc<Blob>>,
}

impl Library {
    /// An empty library; `own_copies` as for [`Library`].
    pub(super) fn new(seed: u64, own_copies: bool) -> Self {
        Self {
            seed,
            own_copies,
            by_content: HashMap::new(),
            by_attachment: HashMap::new(),
        }
    }

    /// The document behind `attachment_id`.
    pub(super) fn get(&self, attachment_id: &str) -> Option<Arc<Blob>> {
        self.by_attachment.get(attachment_id).cloned()
    }

    /// Number of attachments and of distinct contents.
    pub(super) fn counts(&self) -> (usize, usize) {
        (self.by_attachment.len(), self.by_content.len())
    }

    /// Gives the `index`-th filing its documents. About one in thirteen has none.
    pub(super) fn attach_initial(
        &mut self,
        filing: &mut SourceFiling,
        index: usize,
    ) -> anyhow::Result<()> {
        for kind in kinds_for(index, self.own_copies) {
            self.attach(filing, kind)?;
        }
        Ok(())
    }

    /// Adds the company's answer to an objection letter, written for this amendment.
    pub(super) fn attach_objection_response(
        &mut self,
        filing: &mut SourceFiling,
    ) -> anyhow::Result<()> {
        self.attach(filing, Kind::ObjectionResponse)
    }

    fn attach(&mut self, filing: &mut SourceFiling, kind: Kind) -> anyhow::Result<()> {
        let (document, ext, document_type) = kind.describe();
        let company = filing.companies.first().map_or("", |c| c.name.as_str());
        let abbr = filing.tracking_number.split('-').next().unwrap_or("");
        let year = filing.submission_date.year();
        let own = self.own_copies || matches!(kind, Kind::ObjectionResponse);
        let number = filing.attachments.len() + 1;
        let file_name = match kind {
            Kind::Memorandum if own => format!("{} {document}.{ext}", filing.tracking_number),
            Kind::Memorandum | Kind::Justification => format!("{abbr} {document} {year}.{ext}"),
            Kind::RateTable => {
                let effective = filing
                    .requested_effective_date
                    .map_or(year + 1, |d| d.year());
                format!("{abbr} Rate Table {effective}.{ext}")
            }
            Kind::Certification => format!("LID-RR-7 {document}.{ext}"),
            Kind::CoverLetter => format!("{document}.{ext}"),
            Kind::Distribution => format!("Policyholder Distribution.{ext}"),
            Kind::ObjectionResponse => format!("{document} {number}.{ext}"),
        };
        let content_key = match kind {
            Kind::Certification => "certification".to_owned(),
            Kind::CoverLetter => format!("cover:{company}"),
            _ if own => format!("{kind:?}:{}:{number}", filing.tracking_number),
            _ => format!("{kind:?}:{company}:{}:{year}", filing.market_type),
        };
        let blob = match self.by_content.get(&content_key) {
            Some(blob) => blob.clone(),
            None => {
                let mut rng = StdRng::seed_from_u64(self.seed ^ fnv1a(&content_key));
                let (bytes, content_type) = render(kind, filing, own, &mut rng)?;
                let blob = Arc::new(Blob {
                    sha256: sha256_hex(&bytes),
                    bytes: Bytes::from(bytes),
                    content_type,
                });
                self.by_content.insert(content_key, blob.clone());
                blob
            }
        };
        let attachment_id = format!("{}-{number}", filing.tracking_number);
        filing.attachments.push(SourceAttachment {
            attachment_id: attachment_id.clone(),
            file_name,
            document_name: document.to_owned(),
            document_type: Some(document_type.to_owned()),
            content_type: blob.content_type.to_owned(),
            size_bytes: i64::try_from(blob.bytes.len())?,
            sha256: Some(blob.sha256.clone()),
        });
        self.by_attachment.insert(attachment_id, blob);
        Ok(())
    }
}

/// Which documents the `i`-th filing carries.
fn kinds_for(i: usize, own_copies: bool) -> Vec<Kind> {
    if i % 13 == 6 {
        return Vec::new();
    }
    let wanted = if own_copies {
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

/// FNV-1a of `text`: a stable seed per document.
fn fnv1a(text: &str) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in text.bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    hash
}
