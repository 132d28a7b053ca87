//! The filings the simulator serves, as the SOAP forms (`docs/serff-state-api.md`) show them,
//! written on their own rather than borrowed from the importer, so the importer's tests read
//! what the API says and not just what the importer itself writes.

use chrono::{DateTime, NaiveDate, Utc};
use chrono_tz::Tz;

/// The zone the SOAP server keeps its dates in and reads condition dates in: NAIC is in
/// Kansas City.
pub const SERVER_ZONE: Tz = chrono_tz::America::Chicago;

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
    /// The insurer's own tracking number.
    pub company_tracking_number: Option<String>,
    /// Overall rate change of the filing, percent.
    pub overall_rate_change: Option<f64>,
    /// When the source last changed this filing.
    pub last_modified: DateTime<Utc>,
    /// Documents filed with it.
    pub attachments: Vec<SourceAttachment>,
    /// When the insurer submitted it, to the second (SOAP `SubmissionDate`); on
    /// `submission_date` in the server's zone.
    pub submitted_at: DateTime<Utc>,
    /// When the insurer created it in SERFF, before submitting (SOAP `DateCreated`).
    pub created_at: DateTime<Utc>,
    /// When the state status last changed (SOAP `StateStatusDateChng`, and the disposition
    /// date of a decided filing).
    pub status_changed: DateTime<Utc>,
    /// The department's decision, for Accepted, Denied, Withdrawn and Rejected filings (SOAP
    /// forms `DISPOSITION` and `DISPOSITIONCOMPANYRATE`).
    pub disposition: Option<SourceDisposition>,
}

/// A company named in a filing, with its rate figures.
#[derive(Debug, Clone, PartialEq)]
pub struct SourceCompany {
    /// NAIC company code (digits).
    pub naic_code: String,
    /// Company name.
    pub name: String,
    /// Overall rate change for this company, percent.
    pub overall_rate_change: Option<f64>,
    /// Largest change a policyholder sees, percent.
    pub maximum_rate_change: Option<f64>,
    /// Smallest change a policyholder sees, percent.
    pub minimum_rate_change: Option<f64>,
    /// Policyholders affected.
    pub policyholders_affected: Option<i64>,
    /// Change in written premium the rates bring, a year (SOAP `RatePremiumRateChng`).
    pub premium_change: Option<Money>,
    /// Written premium, a year (SOAP `RatePremium`).
    pub written_premium: Option<Money>,
    /// The company's group, when it belongs to one (SOAP `CompanyGroupName`).
    pub group_name: Option<String>,
    /// Federal employer id, `NN-NNNNNNN` (SOAP `CompanyFEINNumber`).
    pub fein: Option<String>,
}

/// The department's decision on a filing, as SERFF's disposition records it.
#[derive(Debug, Clone, PartialEq)]
pub struct SourceDisposition {
    /// `Approved`, `Approved with Modification`, `Disapproved`, `Withdrawn` or `Rejected`.
    pub status: String,
    /// When the decision was made: the filing's state status change.
    pub date: DateTime<Utc>,
    /// Approved effective date for new business (approvals only).
    pub effective_new: Option<NaiveDate>,
    /// Approved effective date for renewals (approvals only).
    pub effective_renewal: Option<NaiveDate>,
    /// The reason in plain language, one to three sentences.
    pub comments: String,
    /// Approved figures per company, in the filing's company order (approvals only).
    pub companies: Vec<ApprovedCompanyRate>,
    /// The decision documents (the letter), when the department attached one.
    pub attachments: Vec<SourceAttachment>,
}

/// One company's approved rate figures.
#[derive(Debug, Clone, PartialEq)]
pub struct ApprovedCompanyRate {
    /// NAIC company code.
    pub naic_code: String,
    /// Approved overall change, percent.
    pub overall_rate_change: Option<f64>,
    /// Approved largest change, percent.
    pub maximum_rate_change: Option<f64>,
    /// Approved smallest change, percent.
    pub minimum_rate_change: Option<f64>,
    /// Policyholders affected.
    pub policyholders_affected: Option<i64>,
    /// Approved change in written premium, a year.
    pub premium_change: Option<Money>,
    /// Written premium, a year.
    pub written_premium: Option<Money>,
}

/// A type of insurance code and name, e.g. `H16I`, `Individual Health - Major Medical`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SourceTypeOfInsurance {
    /// The source's TOI code.
    pub code: String,
    /// Its name.
    pub name: String,
}

/// A document filed with a filing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SourceAttachment {
    /// The id `beginDownload` takes (`attachmentIdentifier/attachmentId`).
    pub attachment_id: String,
    /// File name as filed, e.g. `Actuarial Memorandum.pdf`.
    pub file_name: String,
    /// Document name, e.g. `Actuarial Memorandum`.
    pub document_name: String,
    /// MIME type of the bytes.
    pub content_type: String,
}

/// An amount of dollars, kept in whole cents so that a database's `numeric(14, 2)` passes
/// through exactly. Generated filings have whole dollars.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Money {
    /// The amount in cents.
    pub cents: i64,
}

impl Money {
    /// `dollars` whole dollars.
    pub fn dollars(dollars: i64) -> Self {
        Self {
            cents: dollars * 100,
        }
    }

    /// The amount as a number of dollars (for comparisons and arithmetic, not for writing).
    pub fn as_dollars(self) -> f64 {
        self.cents as f64 / 100.0
    }
}
