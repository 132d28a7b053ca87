//! The records a source hands the import: one filing with everything the site shows of it (its
//! companies and their requested figures, its documents, the department's decision), assembled by
//! the source from the rate-filing system's forms. They are checked and mapped to the domain by
//! the import, record by record.

use chrono::{DateTime, NaiveDate, NaiveDateTime, Utc};

/// A range of the rate-filing system's modification times, `(lower, upper]` in its local time,
/// optionally only the tracking numbers starting with `tracking_prefix`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Window {
    /// Exclusive lower bound.
    pub lower: NaiveDateTime,
    /// Inclusive upper bound.
    pub upper: NaiveDateTime,
    /// Only tracking numbers starting with these capital letters (a window of one second split
    /// further), when set.
    pub tracking_prefix: Option<String>,
}

/// The filings of one window.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct WindowListing {
    /// The filings modified in the window, each whole.
    pub filings: Vec<SourceFiling>,
    /// Records of the window that could not be read: the import counts each as failed and goes
    /// on with the others.
    pub rejected: Vec<RejectedRecord>,
    /// Notes for the run's errors that concern the whole source rather than one filing (e.g. an
    /// optional field the server does not know), each said once per run by the source.
    pub notices: Vec<String>,
}

/// A record of a listing that could not be read as a filing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RejectedRecord {
    /// Its tracking number, when it has a readable one.
    pub tracking_number: Option<String>,
    /// What is wrong with it.
    pub reason: String,
}

/// A rate filing as the source describes it.
#[derive(Debug, Clone, PartialEq)]
pub struct SourceFiling {
    /// SERFF tracking number, e.g. `ABCD-123456789`: the key an amendment keeps.
    pub tracking_number: String,
    /// The companies named in the filing, the lead company first, with their rate figures.
    pub companies: Vec<SourceCompany>,
    /// Product name as filed.
    pub product_name: String,
    /// Product type, e.g. `PPO`, when the source gives one.
    pub product_type: Option<String>,
    /// Type of insurance.
    pub type_of_insurance: SourceTypeOfInsurance,
    /// Market type, e.g. `Individual`, `Group`.
    pub market_type: String,
    /// Group market size, e.g. `Small Group`; absent for individual filings.
    pub group_market_size: Option<String>,
    /// Group market type, e.g. `Employer`; absent for individual filings.
    pub group_market_type: Option<String>,
    /// When the insurer submitted the filing.
    pub submission_date: NaiveDate,
    /// Implementation date the insurer requested.
    pub requested_effective_date: Option<NaiveDate>,
    /// State status, e.g. `Submitted`, `Under Review`, `Accepted` (SPEC 4.1 values).
    pub state_status: String,
    /// When the state status last changed, when the source says.
    pub status_changed_at: Option<DateTime<Utc>>,
    /// The insurer's own tracking number.
    pub company_tracking_number: Option<String>,
    /// Overall rate change of the filing, percent, when the source gives one; otherwise the
    /// import weighs the companies' (`domain::weighted_overall_thousandths`).
    pub overall_rate_change: Option<f64>,
    /// When the source last changed this filing.
    pub last_modified: DateTime<Utc>,
    /// Documents filed with it, and those of its decision.
    pub attachments: Vec<SourceAttachment>,
    /// The department's decision, when there is one.
    pub disposition: Option<SourceDisposition>,
}

/// A company named in a filing, with its rate figures.
#[derive(Debug, Clone, PartialEq)]
pub struct SourceCompany {
    /// NAIC company code (digits).
    pub naic_code: String,
    /// Company name; used only when the company is new to the site.
    pub name: String,
    /// Overall rate change for this company, percent.
    pub overall_rate_change: Option<f64>,
    /// Largest change a policyholder sees, percent.
    pub maximum_rate_change: Option<f64>,
    /// Smallest change a policyholder sees, percent.
    pub minimum_rate_change: Option<f64>,
    /// Policyholders affected.
    pub policyholders_affected: Option<i64>,
    /// Change of written premium, dollars a year.
    pub premium_change: Option<f64>,
    /// Written premium the change applies to, dollars a year.
    pub written_premium: Option<f64>,
}

impl SourceCompany {
    /// The company `naic_code` named `name`, its figures not yet known.
    pub(crate) fn without_figures(naic_code: String, name: String) -> Self {
        Self {
            naic_code,
            name,
            overall_rate_change: None,
            maximum_rate_change: None,
            minimum_rate_change: None,
            policyholders_affected: None,
            premium_change: None,
            written_premium: None,
        }
    }
}

/// A type of insurance code and name, e.g. `H16I`, `Individual Health - Major Medical`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SourceTypeOfInsurance {
    /// The source's TOI code.
    pub code: String,
    /// Its name.
    pub name: String,
}

/// A document filed with a filing or with its decision.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SourceAttachment {
    /// The source's id of the document, for downloading its bytes.
    pub attachment_id: String,
    /// File name as filed, e.g. `Actuarial Memorandum.pdf`.
    pub file_name: String,
    /// Document name, e.g. `Actuarial Memorandum`.
    pub document_name: String,
    /// MIME type of the bytes, when the source says; otherwise the file name's extension decides.
    pub content_type: Option<String>,
    /// Size in bytes, when the source announces it; checked after download.
    pub size_bytes: Option<i64>,
    /// SHA-256 of the bytes (hex), when the source announces it; checked after download.
    pub sha256: Option<String>,
    /// Filed with the department's decision rather than by the insurer.
    pub decision_document: bool,
}

/// The department's decision on a filing (SERFF's disposition).
#[derive(Debug, Clone, PartialEq)]
pub struct SourceDisposition {
    /// When the department decided.
    pub decision_date: NaiveDate,
    /// The disposition status, e.g. `Approved`, `Disapproved`.
    pub status: String,
    /// Approved effective date for new business.
    pub effective_date_new: Option<NaiveDate>,
    /// Approved effective date for renewals.
    pub effective_date_renewal: Option<NaiveDate>,
    /// The reason, as the department wrote it.
    pub reason: Option<String>,
    /// Approved figures per company.
    pub companies: Vec<SourceCompany>,
}
