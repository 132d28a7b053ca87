//! The simulator's filings, drawn from a seeded generator: companies and products of the
//! catalog, every SPEC 4.1 status with dates that fit it, individual and group markets, rate
//! figures per company, and tracking numbers (`ABCD-14…`) apart from the demo seed's (`…-13…`).

use chrono::{DateTime, Datelike, NaiveDate, NaiveTime, TimeDelta, Utc};
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};

use super::catalog::{COMPANIES, Company, Market, Product, status, toi_code, toi_name};
use super::details;
use super::records::{SourceCompany, SourceFiling, SourceTypeOfInsurance};

/// The first tracking number's digits; the demo seed's start at 130,000,000.
const FIRST_NUMBER: usize = 140_000_000;

/// A filing before its tracking number, with its company for the next steps.
struct Draft {
    company: &'static Company,
    filing: SourceFiling,
}

/// `count` filings dated back from `today`, the same for the same seed and date; without
/// attachments (see `documents`). In order of submission.
pub(super) fn filings(seed: u64, count: usize, today: NaiveDate) -> Vec<SourceFiling> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut drafts: Vec<Draft> = (0..count).map(|i| draft(&mut rng, i, today)).collect();
    drafts.sort_by(|a, b| {
        (a.filing.submission_date, a.filing.last_modified)
            .cmp(&(b.filing.submission_date, b.filing.last_modified))
    });
    let step = 37;
    drafts
        .into_iter()
        .enumerate()
        .map(|(k, mut d)| {
            let number = FIRST_NUMBER + step * k + rng.random_range(0..step);
            d.filing.tracking_number = format!("{}-{number:09}", d.company.abbr);
            if rng.random_bool(0.92) {
                let tag = match d.filing.group_market_size.as_deref() {
                    None => "IND",
                    Some("Large Group") => "LG",
                    Some(_) => "SG",
                };
                d.filing.company_tracking_number = Some(format!(
                    "{}-{tag}-{}-{:03}",
                    d.company.abbr,
                    d.filing.submission_date.year(),
                    k % 997 + 1
                ));
            }
            details::complete(seed, &mut d.filing);
            d.filing
        })
        .collect()
}

/// The `i`-th filing. The first ones cover every company and every status.
fn draft(rng: &mut StdRng, i: usize, today: NaiveDate) -> Draft {
    let forced = i
        .checked_sub(COMPANIES.len())
        .and_then(|k| status::WEIGHTS.get(k))
        .map(|(s, _)| *s);
    let company_index = if i < COMPANIES.len() {
        i
    } else {
        // Forced statuses go to active companies, so that every status shows up.
        COMPANIES
            .iter()
            .enumerate()
            .filter(|(_, c)| c.active || forced.is_none())
            .collect::<Vec<_>>()
            .choose_weighted(rng, |(_, c)| c.weight)
            .map_or(0, |(index, _)| *index)
    };
    let company = &COMPANIES[company_index];
    let mut state = forced.unwrap_or_else(|| {
        status::WEIGHTS
            .choose_weighted(rng, |(_, w)| *w)
            .map_or(status::ACCEPTED, |(s, _)| *s)
    });
    if !company.active {
        // A company that left the market has only settled filings.
        state = *[
            status::ACCEPTED,
            status::WITHDRAWN,
            status::PLAN_NOT_AVAILABLE,
        ]
        .choose(rng)
        .unwrap_or(&status::ACCEPTED);
    }
    let product = company.products.choose(rng).unwrap_or(&company.products[0]);
    let toi = toi_code(product, rng.random_bool(0.3));
    let (mut days_ago, to_change) = timeline(rng, state);
    if !company.active {
        days_ago = days_ago.max(500);
    }
    let submission = today - TimeDelta::days(days_ago);
    let latest = midnight(today) - TimeDelta::hours(2);
    let changed = (midnight(submission + TimeDelta::days(to_change))
        + TimeDelta::minutes(rng.random_range(8 * 60..17 * 60)))
    .min(latest - TimeDelta::hours(4));
    let last_modified = changed + TimeDelta::minutes(rng.random_range(5..240));
    let mut companies = vec![figures(rng, company, product.market)];
    if i % 23 == 11 {
        // An affiliate filing jointly: the next company of the catalog.
        let partner = &COMPANIES[(company_index + 1) % COMPANIES.len()];
        companies.push(figures(rng, partner, product.market));
    }
    let (size, kind) = match product.market {
        Market::Individual => (None, None),
        Market::SmallGroup => (Some("Small Group"), Some(group_kind(rng))),
        Market::LargeGroup => (Some("Large Group"), Some(group_kind(rng))),
    };
    let filing = SourceFiling {
        tracking_number: String::new(),
        overall_rate_change: overall_of(&companies),
        companies,
        product_name: product.name.to_owned(),
        product_type: product.kind.map(str::to_owned),
        type_of_insurance: SourceTypeOfInsurance {
            code: toi.to_owned(),
            name: toi_name(toi).to_owned(),
        },
        market_type: if size.is_some() {
            "Group"
        } else {
            "Individual"
        }
        .to_owned(),
        group_market_size: size.map(str::to_owned),
        group_market_type: kind.map(str::to_owned),
        submission_date: submission,
        requested_effective_date: Some(effective_date(rng, product, submission)),
        state_status: state.to_owned(),
        company_tracking_number: None,
        last_modified,
        attachments: Vec::new(),
        // Until `complete` gives the filing its own times, after its tracking number.
        submitted_at: changed,
        created_at: changed,
        status_changed: changed,
        disposition: None,
    };
    Draft { company, filing }
}

fn group_kind(rng: &mut StdRng) -> &'static str {
    match rng.random_range(0..10) {
        0..8 => "Employer",
        8 => "Association",
        _ => "Trust",
    }
}

/// Days ago the filing was submitted, and days from submission to its last status change.
fn timeline(rng: &mut StdRng, state: &str) -> (i64, i64) {
    match state {
        status::SUBMITTED if rng.random_bool(0.5) => (rng.random_range(1..=28), 0),
        status::SUBMITTED => (rng.random_range(35..=150), 0),
        status::UNDER_REVIEW => (rng.random_range(35..=240), rng.random_range(30..=45)),
        status::ACCEPTED | status::DENIED => {
            (rng.random_range(75..=1_090), rng.random_range(60..=120))
        }
        status::WITHDRAWN => (rng.random_range(20..=1_090), rng.random_range(5..=50)),
        status::REJECTED => (rng.random_range(10..=1_090), rng.random_range(2..=15)),
        _ => (rng.random_range(40..=1_090), rng.random_range(10..=60)),
    }
}

fn effective_date(rng: &mut StdRng, product: &Product, submission: NaiveDate) -> NaiveDate {
    match product.market {
        Market::Individual => NaiveDate::from_ymd_opt(submission.year() + 1, 1, 1),
        _ => (submission + TimeDelta::days(rng.random_range(90..150))).with_day(1),
    }
    .unwrap_or(submission)
}

/// One company's rate figures, percent with three decimals.
fn figures(rng: &mut StdRng, company: &Company, market: Market) -> SourceCompany {
    let spread: f64 = (rng.random::<f64>() + rng.random::<f64>() + rng.random::<f64>()) / 3.0;
    let overall = -8_000 + (36_000.0 * spread) as i64;
    let holders = match market {
        Market::Individual => rng.random_range(800..42_000),
        Market::SmallGroup => rng.random_range(60..6_800),
        Market::LargeGroup => rng.random_range(500..12_000),
    };
    let with_range = rng.random_ratio(28, 29);
    SourceCompany {
        naic_code: company.naic.to_owned(),
        name: company.name.to_owned(),
        overall_rate_change: Some(percent(overall)),
        maximum_rate_change: with_range.then(|| percent(overall + rng.random_range(500..14_000))),
        minimum_rate_change: with_range.then(|| percent(overall - rng.random_range(500..9_000))),
        policyholders_affected: Some(holders),
        premium_change: None,
        written_premium: None,
        group_name: None,
        fein: None,
    }
}

/// Percent from thousandths of a percent.
pub(super) fn percent(thousandths: i64) -> f64 {
    thousandths as f64 / 1000.0
}

/// The filing's overall change: the policyholder-weighted average of its companies'.
pub(super) fn overall_of(companies: &[SourceCompany]) -> Option<f64> {
    let (mut sum, mut weight) = (0.0, 0.0);
    for c in companies {
        let holders = c.policyholders_affected.unwrap_or(1).max(1) as f64;
        sum += c.overall_rate_change? * holders;
        weight += holders;
    }
    (weight > 0.0).then(|| (sum / weight * 1000.0).round() / 1000.0)
}

/// Midnight UTC starting `date`.
pub(super) fn midnight(date: NaiveDate) -> DateTime<Utc> {
    date.and_time(NaiveTime::MIN).and_utc()
}
