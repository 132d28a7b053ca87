//! A record as the source sent it, checked and mapped to the values the database keeps: the
//! tracking number's form, NAIC codes as numbers, percents as numeric(7,3), counts that fit.
//! A status the product does not know is not an error: it is kept and shown gray (SPEC 4.1).

use std::str::FromStr;

use bigdecimal::{BigDecimal, RoundingMode};
use chrono::SubsecRound;
use db::queries::filings::{ImportedCompany, ImportedFiling};
use domain::FilingStatus;

use super::RecordError;
use super::attachment::{self, WantedAttachment};
use crate::source::{SourceCompany, SourceFiling};

/// Largest magnitude a numeric(7,3) percent holds.
const PERCENT_LIMIT: f64 = 9_999.999;

/// A checked filing whose attachments still have to be fetched and stored.
#[derive(Debug, Clone)]
pub struct CheckedFiling {
    /// Every value but the attachments' stored bytes (`attachments` is empty).
    pub filing: ImportedFiling,
    /// The attachments to fetch, file names distinct.
    pub attachments: Vec<WantedAttachment>,
}

/// Checks `record` and maps it to stored values, or says what is wrong with it.
pub fn check(record: &SourceFiling) -> Result<CheckedFiling, RecordError> {
    let tracking_number = tracking_number(&record.tracking_number)?;
    if record.companies.is_empty() {
        return Err(RecordError::NoCompany);
    }
    let companies = record
        .companies
        .iter()
        .map(company)
        .collect::<Result<Vec<_>, _>>()?;
    for (i, c) in companies.iter().enumerate() {
        if companies[..i]
            .iter()
            .any(|earlier| earlier.co_code == c.co_code)
        {
            return Err(RecordError::CompanyTwice(c.co_code));
        }
    }
    let filing = ImportedFiling {
        tracking_number,
        companies,
        product_name: required("product name", &record.product_name)?,
        product_type: optional(record.product_type.as_deref()),
        toi_code: required("type of insurance code", &record.type_of_insurance.code)?,
        toi_name: required("type of insurance name", &record.type_of_insurance.name)?,
        market_type: required("market type", &record.market_type)?,
        grp_market_size: optional(record.group_market_size.as_deref()),
        grp_market_type: optional(record.group_market_type.as_deref()),
        submission_date: record.submission_date,
        requested_effective_date: record.requested_effective_date,
        status: status(&record.state_status)?,
        company_tracking_num: optional(record.company_tracking_number.as_deref()),
        overall_rate_impact: percent("overall rate change", record.overall_rate_change)?,
        // The database keeps microseconds; compare what it will hold.
        source_updated_at: record.last_modified.trunc_subsecs(6),
        status_changed_at: None,
        attachments: Vec::new(),
        decision: None,
    };
    Ok(CheckedFiling {
        filing,
        attachments: attachment::check_all(&record.attachments)?,
    })
}

/// The tracking number, `ABCD-123456789`: four capital letters, a dash, nine digits.
fn tracking_number(raw: &str) -> Result<String, RecordError> {
    let trimmed = raw.trim();
    let bytes = trimmed.as_bytes();
    let well_formed = bytes.len() == 14
        && bytes[..4].iter().all(u8::is_ascii_uppercase)
        && bytes[4] == b'-'
        && bytes[5..].iter().all(u8::is_ascii_digit);
    if well_formed {
        Ok(trimmed.to_owned())
    } else {
        Err(RecordError::TrackingNumber(raw.to_owned()))
    }
}

fn company(source: &SourceCompany) -> Result<ImportedCompany, RecordError> {
    let code = source.naic_code.trim();
    let co_code = if (1..=9).contains(&code.len()) && code.bytes().all(|b| b.is_ascii_digit()) {
        code.parse::<i32>().ok().filter(|&n| n > 0)
    } else {
        None
    };
    let co_code = co_code.ok_or_else(|| RecordError::NaicCode(source.naic_code.clone()))?;
    let name = required("company name", &source.name)?;
    let rate_max_change = percent("maximum rate change", source.maximum_rate_change)?;
    let rate_min_change = percent("minimum rate change", source.minimum_rate_change)?;
    if let (Some(min), Some(max)) = (&rate_min_change, &rate_max_change)
        && min > max
    {
        return Err(RecordError::MinimumAboveMaximum(name));
    }
    let policyholders_affected = match source.policyholders_affected {
        None => None,
        Some(n) => Some(
            i32::try_from(n)
                .ok()
                .filter(|n| *n >= 0)
                .ok_or(RecordError::Policyholders(n))?,
        ),
    };
    Ok(ImportedCompany {
        co_code,
        overall_rate_impact: percent("company overall rate change", source.overall_rate_change)?,
        rate_max_change,
        rate_min_change,
        policyholders_affected,
        premium_change: None,
        written_premium: None,
        name,
    })
}

/// The status as the domain knows it; an empty one is an error, an unknown one is kept.
fn status(raw: &str) -> Result<FilingStatus, RecordError> {
    if raw.trim().is_empty() {
        return Err(RecordError::Missing("state status"));
    }
    Ok(FilingStatus::from_display(raw))
}

/// A percent rounded half up to three decimals, as numeric(7,3) keeps it.
fn percent(field: &'static str, value: Option<f64>) -> Result<Option<BigDecimal>, RecordError> {
    let Some(value) = value else { return Ok(None) };
    if !value.is_finite() || value.abs() > PERCENT_LIMIT {
        return Err(RecordError::Percent { field, value });
    }
    // The shortest decimal that reads back as `value` is what the source wrote; rounding the
    // binary expansion instead would turn 4.0005 into 4.000.
    let written = BigDecimal::from_str(&value.to_string())
        .map_err(|_| RecordError::Percent { field, value })?;
    Ok(Some(written.with_scale_round(3, RoundingMode::HalfUp)))
}

/// A text that must not be blank, trimmed.
fn required(field: &'static str, raw: &str) -> Result<String, RecordError> {
    optional(Some(raw)).ok_or(RecordError::Missing(field))
}

/// A text that may be absent; blank counts as absent.
fn optional(raw: Option<&str>) -> Option<String> {
    raw.map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::to_owned)
}

#[cfg(test)]
mod tests;
