//! Rate filings from the rate-filing system (SPEC 2.7, 2.9, 2.11, 2.12, 5.4, 7.2, 7.3): the
//! public lists and Rate Page, the filings the Atom feeds announce, the staff Filings
//! table and Filing Details, attachment downloads and stored bytes, and the importer's upsert of
//! one filing with its companies' rate figures, types of insurance and statuses.

mod attachments;
mod detail;
mod feed;
mod import;
mod listing;

pub use self::attachments::{
    AttachmentFile, PUBLIC_ATTACHMENT_EXTENSIONS, StoredAttachments, attachment_of_filing,
    blob_ids_by_sha, insert_blob, publicly_listed_attachment, stored_attachments,
};
pub use self::detail::{
    AdminAttachment, AdminFilingColumns, AdminFilingComment, AdminFilingCompany, AdminFilingDetail,
    FilingKey, PublicAttachment, PublicFiling, PublicFilingColumns, PublicFilingPage,
    PublishedComment, detail, rate_page,
};
pub use self::feed::{
    FeedFiling, FeedFilingColumns, FeedFilingCompany, FeedScope, latest_status_changes,
    submitted_since,
};
pub use self::import::{
    ImportedAttachment, ImportedCompany, ImportedCompanyDecision, ImportedDecision, ImportedFiling,
    UpsertOutcome, upsert,
};
pub use self::listing::{
    AdminFilingRow, CompanyRateRow, RateRow, all_rate_rows, latest_rate_rows, list,
};
pub(crate) use self::listing::{publicly_listed_lines, rate_row_order};
