//! How each rate filing is drawn: company, product and type of insurance, a status with
//! dates that fit it (SPEC 4.1 flow; 30-day comment period of SPEC 9), and rate figures.

use chrono::{DateTime, Datelike, NaiveDate, TimeDelta, Utc};
use rand::Rng;
use rand::seq::IndexedRandom;

use super::companies::Companies;
use super::rng::{DemoRng, add_days, at_minutes, percent_thousandths, start_of};
use crate::catalog::{Market, toi_codes};
use db::models::filing_company::FilingCompany;

/// SPEC 4.1 status codes (the `filing_statuses` table).
pub(super) const SUBMITTED: i16 = 1;
const UNDER_REVIEW: i16 = 2;
const ACCEPTED: i16 = 3;
const DENIED: i16 = 4;
const WITHDRAWN: i16 = 5;
const REJECTED: i16 = 6;
const DO_NOT_DISPLAY: i16 = 7;
const PLAN_NOT_AVAILABLE: i16 = 8;

/// How often each status is drawn, in percent.
const STATUS_WEIGHTS: [(i16, u32); 8] = [
    (SUBMITTED, 14),
    (UNDER_REVIEW, 11),
    (ACCEPTED, 40),
    (DENIED, 8),
    (WITHDRAWN, 8),
    (REJECTED, 7),
    (DO_NOT_DISPLAY, 6),
    (PLAN_NOT_AVAILABLE, 6),
];

/// Statuses of the first drafts, so that every status shows up and several Submitted
/// filings have an open comment period (`true`: changed within the last 30 days).
const FORCED: [(i16, bool); 15] = [
    (SUBMITTED, true),
    (SUBMITTED, true),
    (SUBMITTED, true),
    (SUBMITTED, true),
    (SUBMITTED, true),
    (SUBMITTED, true),
    (SUBMITTED, false),
    (SUBMITTED, false),
    (UNDER_REVIEW, false),
    (ACCEPTED, false),
    (DENIED, false),
    (WITHDRAWN, false),
    (REJECTED, false),
    (DO_NOT_DISPLAY, false),
    (PLAN_NOT_AVAILABLE, false),
];

/// A filing before it has a tracking number.
#[derive(Debug, Clone)]
pub(super) struct Draft {
    pub(super) company: usize,
    pub(super) product: usize,
    pub(super) toi: &'static str,
    pub(super) status: i16,
    pub(super) submission: NaiveDate,
    pub(super) changed: DateTime<Utc>,
    pub(super) effective: NaiveDate,
    pub(super) figures: Vec<FilingCompany>,
    pub(super) group_type: &'static str,
}

fn pick_company(rng: &mut DemoRng, companies: &Companies, active_only: bool) -> usize {
    let candidates: Vec<usize> = (0..companies.list.len())
        .filter(|&c| !active_only || companies.list[c].spec.active)
        .collect();
    let weighted: Vec<(usize, u32)> = candidates
        .iter()
        .map(|&c| (c, companies.list[c].spec.filing_weight))
        .collect();
    weighted
        .choose_weighted(rng, |(_, w)| *w)
        .map_or(0, |(c, _)| *c)
}

/// The rate figures of one company in a filing.
fn figures(rng: &mut DemoRng, company_pk: i32, position: i16, market: Market) -> FilingCompany {
    let spread: f64 = (rng.random::<f64>() + rng.random::<f64>() + rng.random::<f64>()) / 3.0;
    let overall = -8_000 + (36_000.0 * spread) as i64;
    let holders = match market {
        Market::Individual => rng.random_range(800..42_000),
        Market::SmallGroup | Market::LargeGroup => rng.random_range(60..6_800),
    };
    let (written_premium, premium_change) = premiums(market, holders, overall);
    FilingCompany {
        filing_id: 0,
        company_pk,
        position,
        overall_rate_impact: Some(percent_thousandths(overall)),
        rate_max_change: Some(percent_thousandths(overall + rng.random_range(500..14_000))),
        rate_min_change: Some(percent_thousandths(overall - rng.random_range(500..9_000))),
        policyholders_affected: Some(holders),
        premium_change: Some(premium_change),
        written_premium: Some(written_premium),
    }
}

/// Yearly written premium of `holders` policyholders in `market`, and its change at `overall`
/// thousandths of a percent, in whole dollars. Drawn from no random stream, so adding them
/// changed no other figure of the data set.
pub(super) fn premiums(
    market: Market,
    holders: i32,
    overall: i64,
) -> (bigdecimal::BigDecimal, bigdecimal::BigDecimal) {
    // Average yearly premium per policyholder (Lakeland's 2026 averages).
    let average: i64 = match market {
        Market::Individual => 6_840,
        Market::SmallGroup => 7_260,
        Market::LargeGroup => 7_910,
    };
    let written = i64::from(holders) * average;
    // Rounded half away from zero to whole dollars.
    let change = (i128::from(written) * i128::from(overall) * 2 / 100_000
        + i128::from(overall.signum()))
        / 2;
    let change = i64::try_from(change).unwrap_or_default();
    (super::rng::dollars(written), super::rng::dollars(change))
}

/// Days ago the filing was submitted, and days from submission to its last status change.
fn timeline(rng: &mut DemoRng, status: i16, open: bool) -> (i64, i64) {
    match status {
        SUBMITTED if open => (rng.random_range(1..=28), 0),
        SUBMITTED => (rng.random_range(35..=150), 0),
        UNDER_REVIEW => (rng.random_range(35..=240), rng.random_range(30..=45)),
        ACCEPTED | DENIED => (rng.random_range(75..=1_090), rng.random_range(60..=120)),
        WITHDRAWN => (rng.random_range(20..=1_090), rng.random_range(5..=50)),
        REJECTED => (rng.random_range(10..=1_090), rng.random_range(2..=15)),
        _ => (rng.random_range(40..=1_090), rng.random_range(10..=60)),
    }
}

/// The `i`-th filing: company, product, status, dates and rate figures.
pub(super) fn draft(rng: &mut DemoRng, i: usize, companies: &Companies, today: NaiveDate) -> Draft {
    let forced = FORCED
        .get(i.saturating_sub(companies.list.len()))
        .filter(|_| i >= companies.list.len());
    let mut company = if i < companies.list.len() {
        i
    } else {
        pick_company(rng, companies, forced.is_some())
    };
    let (mut status, mut open) = match forced {
        Some(&(status, open)) => (status, open),
        None => {
            let status = STATUS_WEIGHTS
                .choose_weighted(rng, |(_, w)| *w)
                .map_or(ACCEPTED, |(s, _)| *s);
            (status, status == SUBMITTED && rng.random_bool(0.5))
        }
    };
    let spec = &companies.list[company].spec;
    if !spec.active {
        // A company that left the market only has old, settled filings.
        status = *[ACCEPTED, WITHDRAWN, PLAN_NOT_AVAILABLE]
            .choose(rng)
            .unwrap_or(&ACCEPTED);
        open = false;
    }
    if companies.list[company].products.is_empty() {
        company = 0;
    }
    let seeded = &companies.list[company];
    let product = rng.random_range(0..seeded.products.len().max(1));
    let product_spec = &seeded.products[product.min(seeded.products.len().saturating_sub(1))].spec;
    let market = product_spec.market;
    let toi = *toi_codes(product_spec.kind, market)
        .choose(rng)
        .unwrap_or(&"H16I");

    let (mut days_ago, to_change) = timeline(rng, status, open);
    if !seeded.spec.active {
        days_ago = days_ago.max(500);
    }
    let submission = add_days(today, -days_ago);
    let latest = start_of(today) - TimeDelta::hours(8);
    let changed = (at_minutes(
        add_days(submission, to_change),
        rng.random_range(8 * 60..17 * 60),
    ))
    .min(latest);
    let effective = match market {
        Market::Individual => NaiveDate::from_ymd_opt(submission.year() + 1, 1, 1),
        Market::SmallGroup | Market::LargeGroup => {
            add_days(submission, rng.random_range(90..150)).with_day(1)
        }
    }
    .unwrap_or(submission);

    let mut figures = vec![figures(rng, seeded.company_pk, 0, market)];
    if i % 23 == 11 && companies.list.len() > 1 {
        // An affiliate filing jointly: the next company in the catalog.
        let partner = &companies.list[(company + 1) % companies.list.len()];
        figures.push(self::figures(rng, partner.company_pk, 1, market));
    }
    let group_type = if rng.random_bool(0.8) {
        "Employer"
    } else {
        "Association"
    };
    Draft {
        company,
        product,
        toi,
        status,
        submission,
        changed,
        effective,
        figures,
        group_type,
    }
}

/// Overall rate change of the filing: the policyholder-weighted average of its companies.
pub(super) fn overall_of(figures: &[FilingCompany]) -> i64 {
    use bigdecimal::ToPrimitive;
    let thousandths = |p: &Option<bigdecimal::BigDecimal>| {
        p.as_ref()
            .map(|p| p.with_scale(3).into_bigint_and_exponent().0)
            .and_then(|n| n.to_i64())
    };
    let companies: Vec<(Option<i64>, Option<i32>)> = figures
        .iter()
        .map(|f| {
            (
                thousandths(&f.overall_rate_impact),
                f.policyholders_affected,
            )
        })
        .collect();
    domain::weighted_overall_thousandths(&companies).unwrap_or(0)
}
