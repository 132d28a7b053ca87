//! The fields of each form and how a row gives their values: the filing's own (`FILING`,
//! and every child form through its filing), the companies' (`COMPANY`, `COMPANYRATE`), the
//! decision's (`DISPOSITION`, `DISPOSITIONCOMPANYRATE`) and the filed documents'
//! (`SUPPORTDOCS`). Names as `docs/serff-state-api.md` gives them; fields the simulator has
//! no data for answer null.

use super::values::{Value, ValueKind};
use crate::sim::catalog::status;
use crate::sim::documents::fnv1a;
use crate::sim::records::{ApprovedCompanyRate, SourceAttachment, SourceCompany, SourceFiling};

/// The character the illegal-XML fault puts in a product name: legal in no XML 1.0 document.
pub(super) const ILLEGAL_XML_CHAR: char = '\u{1}';

/// One row's sources: its filing and, for child forms, the company, approved figures or
/// document it stands for.
#[derive(Debug, Clone, Copy)]
pub(super) struct Row<'a> {
    /// The filing.
    pub filing: &'a SourceFiling,
    /// The company (`COMPANY`, `COMPANYRATE`, `DISPOSITIONCOMPANYRATE`).
    pub company: Option<&'a SourceCompany>,
    /// The approved figures (`DISPOSITIONCOMPANYRATE`).
    pub approved: Option<&'a ApprovedCompanyRate>,
    /// The filed document (`SUPPORTDOCS`).
    pub document: Option<&'a SourceAttachment>,
    /// Whether the illegal-XML fault spoils this filing's product name.
    pub spoiled: bool,
}

/// A field of a form.
#[derive(Debug)]
pub(super) struct Field {
    /// Its name as the API spells it.
    pub name: &'static str,
    /// What it holds.
    pub kind: ValueKind,
    /// Whether it belongs to the filing (the same for every row of a filing).
    pub filing_level: bool,
    /// Its value in a row; `None` is null.
    pub get: fn(&Row<'_>) -> Option<Value>,
}

const fn filing(name: &'static str, kind: ValueKind, get: fn(&Row<'_>) -> Option<Value>) -> Field {
    Field {
        name,
        kind,
        filing_level: true,
        get,
    }
}

const fn own(name: &'static str, kind: ValueKind, get: fn(&Row<'_>) -> Option<Value>) -> Field {
    Field {
        name,
        kind,
        filing_level: false,
        get,
    }
}

use ValueKind::{Date, Number, Text};

pub(super) static FILING_FIELDS: [Field; 24] = [
    filing("FilingSERFFTrackNum", Text, |r| {
        Value::text(Some(&r.filing.tracking_number))
    }),
    filing("StateTrackNum", Text, |r| {
        Some(Value::Text(state_tracking(r.filing)))
    }),
    filing("SubmissionDate", Date, |r| {
        Some(Value::Time(r.filing.submitted_at))
    }),
    filing("DateCreated", Date, |r| {
        Some(Value::Time(r.filing.created_at))
    }),
    filing("DateLastModified", Date, |r| {
        Some(Value::Time(r.filing.last_modified))
    }),
    filing("PrimaryReviewer", Text, |r| {
        Value::text(Some(reviewer(r.filing)))
    }),
    filing("StatusCode", Text, |r| {
        Value::text(Some(serff_status(r.filing)))
    }),
    filing("StateStatus", Text, |r| {
        Value::text(Some(&r.filing.state_status))
    }),
    filing("StateStatusDateChng", Date, |r| {
        Some(Value::Time(r.filing.status_changed))
    }),
    filing("SERFFStatusDateChg", Date, |r| {
        Some(Value::Time(r.filing.status_changed))
    }),
    filing("TOIName", Text, |r| {
        let toi = &r.filing.type_of_insurance;
        Some(Value::Text(format!("{} {}", toi.code, toi.name)))
    }),
    filing("SubTOIName", Text, |r| Some(Value::Text(sub_toi(r.filing)))),
    filing("FilingType", Text, |_| Value::text(Some("Rate"))),
    filing("SubmissionType", Text, |_| {
        Value::text(Some("New Submission"))
    }),
    filing("ProductName", Text, |r| {
        let name = &r.filing.product_name;
        Some(Value::Text(if r.spoiled {
            spoil(name)
        } else {
            name.clone()
        }))
    }),
    filing("FilingDesc", Text, |r| {
        Some(Value::Text(description(r.filing)))
    }),
    filing("CompTrackNum", Text, |r| {
        Value::text(r.filing.company_tracking_number.as_deref())
    }),
    filing("LahMarketType", Text, |r| {
        Value::text(Some(&r.filing.market_type))
    }),
    filing("LahGrpMarketSize", Text, |r| {
        Value::text(r.filing.group_market_size.as_deref())
    }),
    filing("LahGrpMarketType", Text, |r| {
        Value::text(r.filing.group_market_type.as_deref())
    }),
    filing("EffImpDateReqNew", Date, |r| {
        r.filing.requested_effective_date.map(Value::Day)
    }),
    filing("EffImpDateReqRenew", Date, |r| {
        r.filing.requested_effective_date.map(Value::Day)
    }),
    filing("RequestedFilingMode", Text, |_| {
        Value::text(Some("Review & Approval"))
    }),
    filing("IsElectronic", Text, |_| Value::text(Some("Yes"))),
];

fn cocode(r: &Row<'_>) -> Option<Value> {
    let code = r
        .approved
        .map(|a| &a.naic_code)
        .or(r.company.map(|c| &c.naic_code));
    Value::text(code.map(String::as_str))
}

fn company_name(r: &Row<'_>) -> Option<Value> {
    Value::text(r.company.map(|c| c.name.as_str()))
}

pub(super) static COMPANY_FIELDS: [Field; 4] = [
    own("CompanyCoCode", Text, cocode),
    own("CompanyName", Text, company_name),
    own("CompanyGroupName", Text, |r| {
        Value::text(r.company.and_then(|c| c.group_name.as_deref()))
    }),
    own("CompanyFEINNumber", Text, |r| {
        Value::text(r.company.and_then(|c| c.fein.as_deref()))
    }),
];

pub(super) static COMPANY_RATE_FIELDS: [Field; 13] = [
    own("CompanyCoCode", Text, cocode),
    own("CompanyName", Text, company_name),
    own("RateOverallRateImpact", Number, |r| {
        r.company?.overall_rate_change.map(Value::Decimal)
    }),
    own("RateAffPolicyHolder", Number, |r| {
        r.company?.policyholders_affected.map(Value::Whole)
    }),
    own("RatePremiumRateChng", Number, |r| {
        r.company?.premium_change.map(Value::Money)
    }),
    own("RatePremium", Number, |r| {
        r.company?.written_premium.map(Value::Money)
    }),
    own("RateMaxChange", Number, |r| {
        r.company?.maximum_rate_change.map(Value::Decimal)
    }),
    own("RateMinChange", Number, |r| {
        r.company?.minimum_rate_change.map(Value::Decimal)
    }),
    own("RateFilingMethod", Text, |_| {
        Value::text(Some("Prior Approval"))
    }),
    own("RateDateCreated", Date, |r| {
        Some(Value::Time(r.filing.submitted_at))
    }),
    own("RateDateLastMod", Date, |r| {
        Some(Value::Time(r.filing.last_modified))
    }),
    own("RateUserCreated", Text, |_| None),
    own("RateUserLastMod", Text, |_| None),
];

pub(super) static DISPOSITION_FIELDS: [Field; 5] = [
    own("DispositionDate", Date, |r| {
        r.filing.disposition.as_ref().map(|d| Value::Time(d.date))
    }),
    own("DispositionStatus", Text, |r| {
        Value::text(r.filing.disposition.as_ref().map(|d| d.status.as_str()))
    }),
    own("DispEffImplDateNew", Date, |r| {
        r.filing.disposition.as_ref()?.effective_new.map(Value::Day)
    }),
    own("DispEffImplDateRenewal", Date, |r| {
        r.filing
            .disposition
            .as_ref()?
            .effective_renewal
            .map(Value::Day)
    }),
    own("DispositionComments", Text, |r| {
        let comments = r.filing.disposition.as_ref().map(|d| d.comments.as_str());
        Value::text(comments.filter(|c| !c.is_empty()))
    }),
];

pub(super) static DISPOSITION_COMPANY_RATE_FIELDS: [Field; 8] = [
    own("CompanyCoCode", Text, cocode),
    own("CompanyName", Text, company_name),
    own("DispRateOverallRateImpact", Number, |r| {
        r.approved?.overall_rate_change.map(Value::Decimal)
    }),
    own("DispRateAffPolicyHolder", Number, |r| {
        r.approved?.policyholders_affected.map(Value::Whole)
    }),
    own("DispRateMaxChange", Number, |r| {
        r.approved?.maximum_rate_change.map(Value::Decimal)
    }),
    own("DispRateMinChange", Number, |r| {
        r.approved?.minimum_rate_change.map(Value::Decimal)
    }),
    own("DispRatePremiumRateChng", Number, |r| {
        r.approved?.premium_change.map(Value::Money)
    }),
    own("DispRatePremium", Number, |r| {
        r.approved?.written_premium.map(Value::Money)
    }),
];

pub(super) static SUPPORT_DOC_FIELDS: [Field; 3] = [
    own("SuppDocName", Text, |r| {
        Value::text(r.document.map(|d| d.document_name.as_str()))
    }),
    own("GenFilingSuppDocComm", Text, |_| None),
    own("SuppDocReviewStatus", Text, |r| {
        let open = matches!(
            r.filing.state_status.as_str(),
            status::SUBMITTED | status::UNDER_REVIEW
        );
        Value::text(Some(if open {
            "Received & Acknowledged"
        } else {
            "Accepted"
        }))
    }),
];

/// `name` with [`ILLEGAL_XML_CHAR`] where a pasted control character would sit: after the
/// first word.
fn spoil(name: &str) -> String {
    match name.split_once(' ') {
        Some((first, rest)) => format!("{first} {ILLEGAL_XML_CHAR}{rest}"),
        None => format!("{name}{ILLEGAL_XML_CHAR}"),
    }
}

/// The department's own tracking number.
fn state_tracking(filing: &SourceFiling) -> String {
    let digits = filing.tracking_number.rsplit('-').next().unwrap_or("");
    let tail = digits
        .get(digits.len().saturating_sub(5)..)
        .unwrap_or(digits);
    format!("LID-{}-{tail}", filing.submission_date.format("%Y"))
}

/// The reviewer the filing is assigned to.
fn reviewer(filing: &SourceFiling) -> &'static str {
    const REVIEWERS: [&str; 4] = [
        "Dana Whitfield",
        "Marcus Oyelaran",
        "Priya Raman",
        "Tomás Reyes",
    ];
    REVIEWERS[(fnv1a(&filing.tracking_number) % 4) as usize]
}

/// SERFF's own status: closed once the state decided (or set the filing aside).
fn serff_status(filing: &SourceFiling) -> &'static str {
    match filing.state_status.as_str() {
        status::SUBMITTED => "Submitted to State",
        status::UNDER_REVIEW => "Pending State Action",
        _ => "Closed",
    }
}

/// `<sub-TOI code> <description>`: the TOI's, ending in the product type when there is one.
fn sub_toi(filing: &SourceFiling) -> String {
    let toi = &filing.type_of_insurance;
    let kind = filing.product_type.as_deref();
    let suffix = match kind {
        None => 1,
        Some("HMO") => 2,
        Some("PPO") => 3,
        Some("EPO") => 4,
        Some(_) => 5,
    };
    match kind {
        Some(kind) => format!("{}.{suffix:03} {} - {kind}", toi.code, toi.name),
        None => format!("{}.{suffix:03} {}", toi.code, toi.name),
    }
}

/// The filing's description as the company wrote it.
fn description(filing: &SourceFiling) -> String {
    let market = filing
        .group_market_size
        .as_deref()
        .unwrap_or(&filing.market_type);
    let effective = filing
        .requested_effective_date
        .map(|d| format!(" effective {}", d.format("%m/%d/%Y")))
        .unwrap_or_default();
    format!(
        "{} rate filing for {}{effective}.",
        market, filing.product_name
    )
}
