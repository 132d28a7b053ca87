//! The simulator's attachments: which documents each filing carries, their names, and their
//! bytes (written by [`crate::documents`], as the demo data set's are), generated once per
//! distinct content and kept in memory.

use std::collections::HashMap;
use std::sync::Arc;

use actix_web::web::Bytes;
use chrono::Datelike;
use rand::SeedableRng;
use rand::rngs::StdRng;

use super::records::{SourceAttachment, SourceDisposition, SourceFiling};
use crate::documents::{self, FilingFacts, Kind, kinds_for};
use crate::files::{PDF, pdf_document};

/// One document's bytes.
#[derive(Debug)]
pub(super) struct Blob {
    /// The bytes.
    pub bytes: Bytes,
    /// MIME type.
    pub content_type: String,
}

/// Every document the simulator serves, by content and by attachment id.
#[derive(Debug, Clone)]
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

    /// Files `blob`, kept once under `content_key`, as attachment `attachment_id` (documents
    /// read from elsewhere rather than written here).
    pub(super) fn insert(&mut self, attachment_id: String, content_key: String, blob: Arc<Blob>) {
        let blob = self.by_content.entry(content_key).or_insert(blob).clone();
        self.by_attachment.insert(attachment_id, blob);
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

    /// Adds the department's decision letter (`Disposition Letter.pdf`) to `disposition`:
    /// written for the filing at small scales, shared by the company's decisions of the same
    /// outcome and year at large ones (as the other documents are).
    pub(super) fn attach_disposition_letter(
        &mut self,
        filing: &SourceFiling,
        disposition: &mut SourceDisposition,
        title: &str,
        paragraphs: &[String],
    ) -> anyhow::Result<()> {
        let number = (1..)
            .find(|n| {
                !self
                    .by_attachment
                    .contains_key(&format!("{}-D{n}", filing.tracking_number))
            })
            .unwrap_or(1);
        let attachment_id = format!("{}-D{number}", filing.tracking_number);
        let company = filing.companies.first().map_or("", |c| c.name.as_str());
        let content_key = if self.own_copies {
            format!("letter:{attachment_id}")
        } else {
            format!(
                "letter:{company}:{}:{}",
                disposition.status,
                disposition.date.year()
            )
        };
        let blob = match self.by_content.get(&content_key) {
            Some(blob) => blob.clone(),
            None => {
                let paragraphs: Vec<String> = if self.own_copies {
                    paragraphs.to_vec()
                } else {
                    // Shared by several filings: nothing that names one of them.
                    vec![
                        format!(
                            "{company}: rate filings decided in {}",
                            disposition.date.year()
                        ),
                        format!("Disposition: {}.", disposition.status),
                        disposition.comments.clone(),
                    ]
                };
                let bytes = pdf_document(title, &paragraphs);
                let blob = Arc::new(Blob {
                    bytes: Bytes::from(bytes),
                    content_type: PDF.to_owned(),
                });
                self.by_content.insert(content_key, blob.clone());
                blob
            }
        };
        disposition.attachments.push(SourceAttachment {
            attachment_id: attachment_id.clone(),
            file_name: format!("{title}.pdf"),
            document_name: title.to_owned(),
            content_type: PDF.to_owned(),
        });
        self.by_attachment.insert(attachment_id, blob);
        Ok(())
    }

    fn attach(&mut self, filing: &mut SourceFiling, kind: Kind) -> anyhow::Result<()> {
        let (document, ext, _) = kind.describe();
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
                let file = documents::render(kind, &facts(filing), own, &mut rng)?;
                let blob = Arc::new(Blob {
                    bytes: Bytes::from(file.bytes),
                    content_type: file.content_type.to_owned(),
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
            content_type: blob.content_type.clone(),
        });
        self.by_attachment.insert(attachment_id, blob);
        Ok(())
    }
}

/// What the documents say about `filing`. The simulator's companies have no HIOS issuer ids:
/// the rate tables' plan ids start with the NAIC code instead.
fn facts(filing: &SourceFiling) -> FilingFacts<'_> {
    let lead = filing.companies.first();
    FilingFacts {
        tracking_number: &filing.tracking_number,
        company: lead.map_or("", |c| c.name.as_str()),
        issuer_id: lead.and_then(|c| c.naic_code.parse().ok()).unwrap_or(0) % 100_000,
        product_name: &filing.product_name,
        type_of_insurance: &filing.type_of_insurance.name,
        market: filing
            .group_market_size
            .as_deref()
            .unwrap_or(&filing.market_type),
        submission_date: filing.submission_date,
        effective_date: filing.requested_effective_date,
        overall_rate_change: filing.overall_rate_change,
    }
}

/// FNV-1a of `text`: a stable seed per document (and per filing, for the choices made after
/// the main draws, which must not shift them).
pub(super) fn fnv1a(text: &str) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in text.bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    hash
}
