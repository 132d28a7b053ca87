//! The records of the source contract (`docs/serff-contract.md`), as they arrive: JSON,
//! camelCase, modelled on SERFF's data elements. They are checked and mapped to the domain by
//! the import, record by record.

use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};

/// One page of `GET /filings?since=…&pageToken=…`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FilingPage {
    /// Filings on this page, oldest change first.
    pub filings: Vec<SourceFiling>,
    /// Pass it back to get the next page; `None` on the last page.
    pub next_page_token: Option<String>,
    /// The source's clock when the listing began: the next run asks for changes since then.
    pub as_of: DateTime<Utc>,
    /// Records of this page that do not follow the contract: the import counts each as failed
    /// and goes on with the others (never part of the wire format).
    #[serde(default, skip_serializing)]
    pub rejected: Vec<RejectedRecord>,
}

/// A record of a listing that could not be read as a filing.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RejectedRecord {
    /// Its tracking number, when it has a readable one.
    pub tracking_number: Option<String>,
    /// What is wrong with it.
    pub reason: String,
}

/// A rate filing as the source describes it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SourceFiling {
    /// SERFF tracking number, e.g. `ABCD-123456789`: the key an amendment keeps.
    pub tracking_number: String,
    /// The companies named in the filing, the lead company first, with their rate figures.
    pub companies: Vec<SourceCompany>,
    /// Product name as filed.
    pub product_name: String,
    /// Product type, e.g. `PPO`, when the source gives one.
    #[serde(default)]
    pub product_type: Option<String>,
    /// Type of insurance.
    pub type_of_insurance: SourceTypeOfInsurance,
    /// Market type, e.g. `Individual`, `Group`.
    pub market_type: String,
    /// Group market size, e.g. `Small Group`; absent for individual filings.
    #[serde(default)]
    pub group_market_size: Option<String>,
    /// Group market type, e.g. `Employer`; absent for individual filings.
    #[serde(default)]
    pub group_market_type: Option<String>,
    /// When the insurer submitted the filing.
    pub submission_date: NaiveDate,
    /// Implementation date the insurer requested.
    #[serde(default)]
    pub requested_effective_date: Option<NaiveDate>,
    /// State status, e.g. `Submitted`, `Under Review`, `Accepted` (SPEC 4.1 values).
    pub state_status: String,
    /// The insurer's own tracking number.
    #[serde(default)]
    pub company_tracking_number: Option<String>,
    /// Overall rate change of the filing, percent.
    #[serde(default)]
    pub overall_rate_change: Option<f64>,
    /// When the source last changed this filing.
    pub last_modified: DateTime<Utc>,
    /// Documents filed with it.
    #[serde(default)]
    pub attachments: Vec<SourceAttachment>,
}

/// A company named in a filing, with its rate figures.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SourceCompany {
    /// NAIC company code (digits).
    pub naic_code: String,
    /// Company name.
    pub name: String,
    /// Overall rate change for this company, percent.
    #[serde(default)]
    pub overall_rate_change: Option<f64>,
    /// Largest change a policyholder sees, percent.
    #[serde(default)]
    pub maximum_rate_change: Option<f64>,
    /// Smallest change a policyholder sees, percent.
    #[serde(default)]
    pub minimum_rate_change: Option<f64>,
    /// Policyholders affected.
    #[serde(default)]
    pub policyholders_affected: Option<i64>,
}

/// A type of insurance code and name, e.g. `H16I`, `Individual Health - Major Medical`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SourceTypeOfInsurance {
    /// The source's TOI code.
    pub code: String,
    /// Its name.
    pub name: String,
}

/// A document filed with a filing.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SourceAttachment {
    /// The source's id of the document: `GET /attachments/{attachmentId}` returns its bytes.
    pub attachment_id: String,
    /// File name as filed, e.g. `Actuarial Memorandum.pdf`.
    pub file_name: String,
    /// Document name, e.g. `Actuarial Memorandum`.
    pub document_name: String,
    /// Document type as the source classifies it, e.g. `Supporting Document`.
    #[serde(default)]
    pub document_type: Option<String>,
    /// MIME type of the bytes.
    pub content_type: String,
    /// Size in bytes.
    pub size_bytes: i64,
    /// SHA-256 of the bytes (hex), when the source gives it; checked after download.
    #[serde(default)]
    pub sha256: Option<String>,
}
