//! Rows of a seeded database as the records the simulator serves, their numbers exactly:
//! percents as the nearest `f64` to their thousandths (written back as the same decimal),
//! dollars in cents.

use anyhow::Context;
use bigdecimal::{BigDecimal, ToPrimitive};

use super::rows::{DecisionRow, FiguresRow, FilingRow};
use crate::sim::details::local_time;
use crate::sim::generate::percent;
use crate::sim::records::{
    ApprovedCompanyRate, Money, SERVER_ZONE, SourceCompany, SourceDisposition, SourceFiling,
    SourceTypeOfInsurance,
};

/// The filing of `row`, without its companies, decision and documents.
pub(super) fn filing(row: FilingRow) -> anyhow::Result<SourceFiling> {
    let tracking = row.serff_tracking_num;
    // The database keeps the submission as a date: SERFF shows it at that midnight.
    let submitted_at = local_time(row.submission_date, 0);
    Ok(SourceFiling {
        overall_rate_change: percent_of(row.overall_rate_impact.as_ref())
            .with_context(|| format!("{tracking} overall_rate_impact"))?,
        companies: Vec::new(),
        product_name: row.product_name,
        product_type: row.product_type,
        type_of_insurance: SourceTypeOfInsurance {
            code: row.toi_code,
            name: row.toi_name,
        },
        market_type: row.market_type,
        group_market_size: row.grp_market_size,
        group_market_type: row.grp_market_type,
        submission_date: row.submission_date,
        requested_effective_date: row.requested_effective_date,
        state_status: row.state_status,
        company_tracking_number: row.company_tracking_num,
        last_modified: row.last_modified,
        attachments: Vec::new(),
        submitted_at,
        // The database does not know when the filing was created in SERFF.
        created_at: submitted_at,
        status_changed: row.status_changed_at,
        disposition: None,
        tracking_number: tracking,
    })
}

/// The decision, dated at the filing's status change when that falls on the decision's date
/// in the server's zone, else at the midnight starting that date: either reads back as it.
pub(super) fn disposition(row: DecisionRow, filing: &SourceFiling) -> SourceDisposition {
    let changed = filing.status_changed;
    let date = if changed.with_timezone(&SERVER_ZONE).date_naive() == row.decision_date {
        changed
    } else {
        local_time(row.decision_date, 0)
    };
    SourceDisposition {
        status: row.disposition_status,
        date,
        effective_new: row.approved_effective_date,
        effective_renewal: row.approved_renewal_date,
        comments: row.reason.unwrap_or_default(),
        companies: Vec::new(),
        attachments: Vec::new(),
    }
}

/// A company named in a filing, with its requested figures.
pub(super) fn company(row: FiguresRow) -> anyhow::Result<SourceCompany> {
    let figures = Figures::of(&row)?;
    Ok(SourceCompany {
        naic_code: row.co_code.to_string(),
        name: row.company_name,
        overall_rate_change: figures.overall,
        maximum_rate_change: figures.maximum,
        minimum_rate_change: figures.minimum,
        policyholders_affected: row.policyholders_affected.map(i64::from),
        premium_change: figures.premium_change,
        written_premium: figures.written_premium,
        group_name: None,
        fein: None,
    })
}

/// A company's approved figures.
pub(super) fn approved(row: FiguresRow) -> anyhow::Result<ApprovedCompanyRate> {
    let figures = Figures::of(&row)?;
    Ok(ApprovedCompanyRate {
        naic_code: row.co_code.to_string(),
        overall_rate_change: figures.overall,
        maximum_rate_change: figures.maximum,
        minimum_rate_change: figures.minimum,
        policyholders_affected: row.policyholders_affected.map(i64::from),
        premium_change: figures.premium_change,
        written_premium: figures.written_premium,
    })
}

/// A row's numeric figures, exactly.
struct Figures {
    overall: Option<f64>,
    maximum: Option<f64>,
    minimum: Option<f64>,
    premium_change: Option<Money>,
    written_premium: Option<Money>,
}

impl Figures {
    fn of(row: &FiguresRow) -> anyhow::Result<Self> {
        let context = || {
            format!(
                "the figures of company {} on filing {}",
                row.co_code, row.filing_id
            )
        };
        Ok(Self {
            overall: percent_of(row.overall_rate_impact.as_ref()).with_context(context)?,
            maximum: percent_of(row.rate_max_change.as_ref()).with_context(context)?,
            minimum: percent_of(row.rate_min_change.as_ref()).with_context(context)?,
            premium_change: money_of(row.premium_change.as_ref()).with_context(context)?,
            written_premium: money_of(row.written_premium.as_ref()).with_context(context)?,
        })
    }
}

/// A `numeric(7, 3)` percent as the nearest `f64` to its thousandths, which the server writes
/// back as the same decimal.
fn percent_of(value: Option<&BigDecimal>) -> anyhow::Result<Option<f64>> {
    value
        .map(|v| {
            (v * BigDecimal::from(1_000))
                .round(0)
                .to_i64()
                .map(percent)
                .with_context(|| format!("the percent {v} is out of range"))
        })
        .transpose()
}

/// A `numeric(14, 2)` amount of dollars in cents.
fn money_of(value: Option<&BigDecimal>) -> anyhow::Result<Option<Money>> {
    value
        .map(|v| {
            (v * BigDecimal::from(100))
                .round(0)
                .to_i64()
                .map(|cents| Money { cents })
                .with_context(|| format!("the amount {v} is out of range"))
        })
        .transpose()
}

#[cfg(test)]
mod tests {
    use std::str::FromStr;

    use super::*;

    #[test]
    fn stored_percents_are_their_thousandths_and_dollars_their_cents() {
        let number = |text: &str| BigDecimal::from_str(text).expect("a number");

        for (stored, thousandths) in [
            ("7.214", 7_214),
            ("-1.500", -1_500),
            ("0.001", 1),
            ("-9999.999", -9_999_999),
            ("0.000", 0),
        ] {
            assert_eq!(
                percent_of(Some(&number(stored))).expect("fits"),
                Some(percent(thousandths)),
                "{stored}"
            );
        }
        for (stored, cents) in [
            ("120345.00", 12_034_500),
            ("120345.50", 12_034_550),
            ("-0.05", -5),
            ("999999999999.99", 99_999_999_999_999),
        ] {
            assert_eq!(
                money_of(Some(&number(stored))).expect("fits"),
                Some(Money { cents }),
                "{stored}"
            );
        }
        assert_eq!(percent_of(None).expect("nothing"), None);
    }
}
