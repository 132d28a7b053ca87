//! The SERFF forms the import reads, their fields (`docs/serff-state-api.md` "Forms and fields
//! we query"), and each row read into the part of a filing it describes. A value that cannot be
//! read is an error naming the form, field and value; the filing it belongs to is set aside.

use chrono::{DateTime, NaiveDate, Utc};
use chrono_tz::Tz;

use crate::source::serff::values::{parse_date, parse_datetime, parse_decimal, parse_integer};
use crate::source::serff::{AttachmentIdentifier, QueryAnswer, Row};
use crate::source::{SourceAttachment, SourceCompany, SourceTypeOfInsurance};

/// A form the import queries: its name, the fields it always asks for, the fields the reference
/// does not confirm (left out, with a notice, when the server refuses them), and whether rows
/// carry attachments.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Form {
    /// The `form` of `queryFiling`.
    pub name: &'static str,
    /// Fields every server has, in order.
    pub fields: &'static [&'static str],
    /// Fields asked for after those unless the server refused them.
    pub optional: &'static [&'static str],
    /// Whether the whole form is our inference (skipped when the server does not know it).
    pub inferred: bool,
    /// `attachmentNamePattern`: `*` for the form's documents.
    pub attachments: Option<&'static str>,
}

pub(super) const TRACKING: &str = "FilingSERFFTrackNum";
pub(super) const MODIFIED: &str = "DateLastModified";

pub(super) const FILING: Form = Form {
    name: "FILING",
    fields: &[
        TRACKING,
        MODIFIED,
        "SubmissionDate",
        "StateStatus",
        "StateStatusDateChng",
        "TOIName",
        "SubTOIName",
        "ProductName",
        "CompTrackNum",
        "LahMarketType",
        "LahGrpMarketSize",
        "LahGrpMarketType",
        "EffImpDateReqNew",
    ],
    optional: &[],
    inferred: false,
    attachments: None,
};

pub(super) const COMPANY: Form = Form {
    name: "COMPANY",
    fields: &[TRACKING, "CompanyCoCode", "CompanyGroupName"],
    optional: &["CompanyName"],
    inferred: false,
    attachments: None,
};

pub(super) const COMPANY_RATE: Form = Form {
    name: "COMPANYRATE",
    fields: &[
        TRACKING,
        "RateOverallRateImpact",
        "RateAffPolicyHolder",
        "RateMaxChange",
        "RateMinChange",
        "RatePremiumRateChng",
        "RatePremium",
    ],
    optional: &["CompanyCoCode"],
    inferred: false,
    attachments: None,
};

pub(super) const DISPOSITION: Form = Form {
    name: "DISPOSITION",
    fields: &[
        TRACKING,
        "DispositionDate",
        "DispositionStatus",
        "DispEffImplDateNew",
        "DispEffImplDateRenewal",
    ],
    optional: &["DispositionComments"],
    inferred: false,
    attachments: Some("*"),
};

pub(super) const DISPOSITION_COMPANY_RATE: Form = Form {
    name: "DISPOSITIONCOMPANYRATE",
    fields: &[
        TRACKING,
        "CompanyCoCode",
        "DispRateOverallRateImpact",
        "DispRateAffPolicyHolder",
        "DispRateMaxChange",
        "DispRateMinChange",
        "DispRatePremiumRateChng",
        "DispRatePremium",
    ],
    optional: &[],
    inferred: true,
    attachments: None,
};

pub(super) const SUPPORTING_DOCUMENTS: Form = Form {
    name: "SUPPORTDOCS",
    fields: &[TRACKING, "SuppDocName", "SuppDocReviewStatus"],
    optional: &[],
    inferred: false,
    attachments: Some("*"),
};

/// The forms read for each window's filings, after `FILING`.
pub(super) const CHILDREN: [Form; 5] = [
    COMPANY,
    COMPANY_RATE,
    DISPOSITION,
    DISPOSITION_COMPANY_RATE,
    SUPPORTING_DOCUMENTS,
];

/// One row of an answer, read field by field.
pub(super) struct Fields<'a> {
    answer: &'a QueryAnswer,
    row: &'a Row,
    form: &'static str,
    zone: Tz,
}

impl<'a> Fields<'a> {
    pub(super) fn new(answer: &'a QueryAnswer, row: &'a Row, form: &'static str, zone: Tz) -> Self {
        Self {
            answer,
            row,
            form,
            zone,
        }
    }

    /// The text of `field`, trimmed; `None` when null, blank or not asked for.
    pub(super) fn text(&self, field: &str) -> Option<String> {
        self.answer
            .first(self.row, field)
            .map(str::trim)
            .filter(|t| !t.is_empty())
            .map(str::to_owned)
    }

    /// The text of `field`, which must be there.
    pub(super) fn required(&self, field: &str) -> Result<String, String> {
        self.text(field)
            .ok_or_else(|| format!("{} has no {field}", self.form))
    }

    fn bad(&self, field: &str, value: &str, what: &str) -> String {
        format!("{} {field} \"{value}\" is not {what}", self.form)
    }

    pub(super) fn datetime(&self, field: &str) -> Result<Option<DateTime<Utc>>, String> {
        self.text(field)
            .map(|t| {
                parse_datetime(&t, self.zone).map_err(|_| self.bad(field, &t, "a date and time"))
            })
            .transpose()
    }

    pub(super) fn date(&self, field: &str) -> Result<Option<NaiveDate>, String> {
        self.text(field)
            .map(|t| parse_date(&t, self.zone).map_err(|_| self.bad(field, &t, "a date")))
            .transpose()
    }

    pub(super) fn decimal(&self, field: &str) -> Result<Option<f64>, String> {
        use bigdecimal::ToPrimitive;
        self.text(field)
            .map(|t| {
                parse_decimal(&t)
                    .ok()
                    .and_then(|d| d.to_f64())
                    .ok_or_else(|| self.bad(field, &t, "a number"))
            })
            .transpose()
    }

    pub(super) fn integer(&self, field: &str) -> Result<Option<i64>, String> {
        self.text(field)
            .map(|t| parse_integer(&t).map_err(|_| self.bad(field, &t, "a whole number")))
            .transpose()
    }

    pub(super) fn attachments(&self) -> &'a [AttachmentIdentifier] {
        &self.row.attachments
    }
}

/// A filing's own fields (the `FILING` row), before its companies and documents.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct FilingRow {
    pub tracking_number: String,
    pub last_modified: DateTime<Utc>,
    pub submission_date: NaiveDate,
    pub state_status: String,
    pub status_changed_at: Option<DateTime<Utc>>,
    pub type_of_insurance: SourceTypeOfInsurance,
    pub product_type: Option<String>,
    pub product_name: String,
    pub company_tracking_number: Option<String>,
    pub market_type: String,
    pub group_market_size: Option<String>,
    pub group_market_type: Option<String>,
    pub requested_effective_date: Option<NaiveDate>,
}

/// Reads a `FILING` row.
pub(super) fn filing_row(f: &Fields<'_>) -> Result<FilingRow, String> {
    let toi = f.required("TOIName")?;
    let (code, name) = split_code(&toi);
    Ok(FilingRow {
        tracking_number: f.required(TRACKING)?,
        last_modified: f
            .datetime(MODIFIED)?
            .ok_or_else(|| format!("FILING has no {MODIFIED}"))?,
        submission_date: f
            .date("SubmissionDate")?
            .ok_or_else(|| "FILING has no SubmissionDate".to_owned())?,
        state_status: f.required("StateStatus")?,
        status_changed_at: f.datetime("StateStatusDateChng")?,
        type_of_insurance: SourceTypeOfInsurance {
            code: code.to_owned(),
            name: name.to_owned(),
        },
        product_type: f.text("SubTOIName").and_then(|s| product_type(&s)),
        product_name: f.required("ProductName")?,
        company_tracking_number: f.text("CompTrackNum"),
        market_type: f.required("LahMarketType")?,
        group_market_size: f.text("LahGrpMarketSize"),
        group_market_type: f.text("LahGrpMarketType"),
        requested_effective_date: f.date("EffImpDateReqNew")?,
    })
}

/// `H16I Individual Health - Major Medical` → (`H16I`, `Individual Health - Major Medical`); a
/// name without a space is its own code.
fn split_code(text: &str) -> (&str, &str) {
    match text.split_once(' ') {
        Some((code, name)) if !name.trim().is_empty() => (code, name.trim()),
        _ => (text, text),
    }
}

/// The product type a sub-TOI names as its description's last word (`… - HMO`), when it is one
/// the site knows.
fn product_type(sub_toi: &str) -> Option<String> {
    let last = sub_toi.rsplit([' ', '-']).find(|w| !w.is_empty())?;
    ["HMO", "PPO", "EPO", "POS"]
        .iter()
        .find(|t| last.eq_ignore_ascii_case(t))
        .map(|t| (*t).to_owned())
}

/// Reads a `COMPANY` row: the company without figures (they come from `COMPANYRATE`).
pub(super) fn company_row(f: &Fields<'_>) -> Result<SourceCompany, String> {
    let naic_code = f.required("CompanyCoCode")?;
    let name = f
        .text("CompanyName")
        .or_else(|| f.text("CompanyGroupName"))
        .unwrap_or_else(|| format!("Company with NAIC code {naic_code}"));
    Ok(SourceCompany::without_figures(naic_code, name))
}

/// Reads a company-rate row (requested or, with `prefix` `Disp`, approved) into `company`'s
/// figures.
pub(super) fn rate_figures(
    f: &Fields<'_>,
    prefix: &str,
    company: &mut SourceCompany,
) -> Result<(), String> {
    company.overall_rate_change = f.decimal(&format!("{prefix}RateOverallRateImpact"))?;
    company.policyholders_affected = f.integer(&format!("{prefix}RateAffPolicyHolder"))?;
    company.maximum_rate_change = f.decimal(&format!("{prefix}RateMaxChange"))?;
    company.minimum_rate_change = f.decimal(&format!("{prefix}RateMinChange"))?;
    company.premium_change = f.decimal(&format!("{prefix}RatePremiumRateChng"))?;
    company.written_premium = f.decimal(&format!("{prefix}RatePremium"))?;
    Ok(())
}

/// The documents of a row: supporting documents (named by `SuppDocName`) or a decision's.
pub(super) fn documents(f: &Fields<'_>, decision: bool) -> Vec<SourceAttachment> {
    let document_name = if decision {
        None
    } else {
        f.text("SuppDocName")
    };
    f.attachments()
        .iter()
        .map(|a| SourceAttachment {
            attachment_id: a.id.clone(),
            file_name: a.name.clone(),
            document_name: document_name
                .clone()
                .unwrap_or_else(|| file_stem(&a.name).to_owned()),
            content_type: None,
            size_bytes: None,
            sha256: None,
            decision_document: decision,
        })
        .collect()
}

fn file_stem(name: &str) -> &str {
    name.rsplit_once('.').map_or(name, |(stem, _)| stem).trim()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn type_of_insurance_reads_code_then_description_and_sub_toi_gives_the_product_type() {
        assert_eq!(
            split_code("H16I Individual Health - Major Medical"),
            ("H16I", "Individual Health - Major Medical")
        );
        assert_eq!(split_code("H16I"), ("H16I", "H16I"));
        assert_eq!(
            product_type("H16I.005A Individual - HMO").as_deref(),
            Some("HMO")
        );
        assert_eq!(
            product_type("HOrg02I.001 Individual-ppo").as_deref(),
            Some("PPO")
        );
        assert_eq!(product_type("H16I.000 Other"), None);
    }

    #[test]
    fn a_decision_document_is_named_by_its_file_name() {
        assert_eq!(file_stem("Disposition Letter.pdf"), "Disposition Letter");
        assert_eq!(file_stem("README"), "README");
    }
}
