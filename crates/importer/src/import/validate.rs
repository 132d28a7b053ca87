//! A record as the source sent it, checked and mapped to the values the database keeps: the
//! tracking number's form, NAIC codes as numbers, percents as numeric(7,3), dollars as
//! numeric(14,2), counts that fit, a decision naming only the filing's companies.
//! A status the product does not know is not an error: it is kept and shown gray (SPEC 4.1).

use std::str::FromStr;

use bigdecimal::ToPrimitive;
use bigdecimal::{BigDecimal, RoundingMode};
use chrono::SubsecRound;
use db::queries::filings::{
    ImportedCompany, ImportedCompanyDecision, ImportedDecision, ImportedFiling,
};
use domain::FilingStatus;

use super::RecordError;
use super::attachment::{self, WantedAttachment};
use crate::source::{SourceCompany, SourceDisposition, SourceFiling};

/// Largest magnitude a numeric(7,3) percent holds.
const PERCENT_LIMIT: f64 = 9_999.999;
/// Largest magnitude a numeric(14,2) dollar amount holds.
const DOLLAR_LIMIT: f64 = 999_999_999_999.99;

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
    let overall_rate_impact = match record.overall_rate_change {
        Some(given) => percent("overall rate change", Some(given))?,
        None => weighted_overall(&companies),
    };
    let decision = record
        .disposition
        .as_ref()
        .map(|d| decision(d, &companies))
        .transpose()?;
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
        overall_rate_impact,
        // The database keeps microseconds; compare what it will hold.
        source_updated_at: record.last_modified.trunc_subsecs(6),
        status_changed_at: record.status_changed_at.map(|t| t.trunc_subsecs(6)),
        attachments: Vec::new(),
        decision,
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

/// A NAIC code: one to nine digits, not zero.
fn naic_code(raw: &str) -> Result<i32, RecordError> {
    let code = raw.trim();
    let co_code = if (1..=9).contains(&code.len()) && code.bytes().all(|b| b.is_ascii_digit()) {
        code.parse::<i32>().ok().filter(|&n| n > 0)
    } else {
        None
    };
    co_code.ok_or_else(|| RecordError::NaicCode(raw.to_owned()))
}

/// A company's figures, requested or approved, checked.
struct Figures {
    overall_rate_impact: Option<BigDecimal>,
    rate_max_change: Option<BigDecimal>,
    rate_min_change: Option<BigDecimal>,
    policyholders_affected: Option<i32>,
    premium_change: Option<BigDecimal>,
    written_premium: Option<BigDecimal>,
}

/// The figures of `source`, named `whose` (a company's name) in a message about min and max.
fn figures(source: &SourceCompany, whose: &str) -> Result<Figures, RecordError> {
    let rate_max_change = percent("maximum rate change", source.maximum_rate_change)?;
    let rate_min_change = percent("minimum rate change", source.minimum_rate_change)?;
    if let (Some(min), Some(max)) = (&rate_min_change, &rate_max_change)
        && min > max
    {
        return Err(RecordError::MinimumAboveMaximum(whose.to_owned()));
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
    let written_premium = dollars("written premium", source.written_premium)?;
    if written_premium
        .as_ref()
        .is_some_and(|w| w.sign() == bigdecimal::num_bigint::Sign::Minus)
    {
        return Err(RecordError::Dollars {
            field: "written premium",
            value: source.written_premium.unwrap_or_default(),
        });
    }
    Ok(Figures {
        overall_rate_impact: percent("company overall rate change", source.overall_rate_change)?,
        rate_max_change,
        rate_min_change,
        policyholders_affected,
        premium_change: dollars("written premium change", source.premium_change)?,
        written_premium,
    })
}

fn company(source: &SourceCompany) -> Result<ImportedCompany, RecordError> {
    let co_code = naic_code(&source.naic_code)?;
    let name = required("company name", &source.name)?;
    let f = figures(source, &name)?;
    Ok(ImportedCompany {
        co_code,
        overall_rate_impact: f.overall_rate_impact,
        rate_max_change: f.rate_max_change,
        rate_min_change: f.rate_min_change,
        policyholders_affected: f.policyholders_affected,
        premium_change: f.premium_change,
        written_premium: f.written_premium,
        name,
    })
}

/// The filing's overall change from its companies' (the site's one rule for it).
fn weighted_overall(companies: &[ImportedCompany]) -> Option<BigDecimal> {
    let thousandths: Vec<(Option<i64>, Option<i32>)> = companies
        .iter()
        .map(|c| {
            let overall = c
                .overall_rate_impact
                .as_ref()
                .and_then(|p| p.with_scale(3).into_bigint_and_exponent().0.to_i64());
            (overall, c.policyholders_affected)
        })
        .collect();
    domain::weighted_overall_thousandths(&thousandths).map(|t| BigDecimal::new(t.into(), 3))
}

/// The department's decision, its companies among the filing's.
fn decision(
    source: &SourceDisposition,
    companies: &[ImportedCompany],
) -> Result<ImportedDecision, RecordError> {
    let disposition_status = required("disposition status", &source.status)?;
    let mut decided: Vec<ImportedCompanyDecision> = Vec::with_capacity(source.companies.len());
    for c in &source.companies {
        let co_code = naic_code(&c.naic_code)?;
        let Some(company) = companies.iter().find(|named| named.co_code == co_code) else {
            return Err(RecordError::DecisionCompany(co_code));
        };
        if decided.iter().any(|d| d.co_code == co_code) {
            return Err(RecordError::CompanyTwice(co_code));
        }
        let f = figures(c, &company.name)?;
        decided.push(ImportedCompanyDecision {
            co_code,
            overall_rate_impact: f.overall_rate_impact,
            rate_max_change: f.rate_max_change,
            rate_min_change: f.rate_min_change,
            policyholders_affected: f.policyholders_affected,
            premium_change: f.premium_change,
            written_premium: f.written_premium,
        });
    }
    Ok(ImportedDecision {
        decision_date: source.decision_date,
        disposition_status,
        approved_effective_date: source.effective_date_new,
        approved_renewal_date: source.effective_date_renewal,
        reason: optional(source.reason.as_deref()),
        companies: decided,
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
    rounded(value, PERCENT_LIMIT, 3, |value| RecordError::Percent {
        field,
        value,
    })
}

/// Dollars rounded half up to cents, as numeric(14,2) keeps them.
fn dollars(field: &'static str, value: Option<f64>) -> Result<Option<BigDecimal>, RecordError> {
    rounded(value, DOLLAR_LIMIT, 2, |value| RecordError::Dollars {
        field,
        value,
    })
}

/// `value` rounded half up to `scale` decimals; `refused(value)` when it is not finite or
/// beyond `limit` either way.
fn rounded(
    value: Option<f64>,
    limit: f64,
    scale: i64,
    refused: impl Fn(f64) -> RecordError,
) -> Result<Option<BigDecimal>, RecordError> {
    let Some(value) = value else { return Ok(None) };
    if !value.is_finite() || value.abs() > limit {
        return Err(refused(value));
    }
    // The shortest decimal that reads back as `value` is what the source wrote; rounding the
    // binary expansion instead would turn 4.0005 into 4.000.
    let written = BigDecimal::from_str(&value.to_string()).map_err(|_| refused(value))?;
    Ok(Some(written.with_scale_round(scale, RoundingMode::HalfUp)))
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
