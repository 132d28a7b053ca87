//! The department's decisions: every Accepted, Denied, Withdrawn or Rejected filing has a
//! disposition (SERFF's `DISPOSITION` form) dated at its status change, with a reason in plain
//! language, approved figures per company for approvals (`DISPOSITIONCOMPANYRATE`), and for
//! about half of them a decision letter.

use chrono::{Datelike, Months, NaiveDate};
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};

use super::catalog::status;
use super::details::premium_change;
use super::documents::{Library, fnv1a};
use super::generate::percent;
use super::records::{ApprovedCompanyRate, SERVER_ZONE, SourceDisposition, SourceFiling};

/// Salt of the per-filing generator of first decisions.
const SALT: u64 = 0xD15B_0517_1000_0001;

/// Disposition statuses as SERFF spells them.
pub(super) mod outcome {
    /// Accepted as filed.
    pub const APPROVED: &str = "Approved";
    /// Accepted with approved figures below the request.
    pub const MODIFIED: &str = "Approved with Modification";
    /// Denied.
    pub const DISAPPROVED: &str = "Disapproved";
    /// Withdrawn by the company.
    pub const WITHDRAWN: &str = "Withdrawn";
    /// Rejected as incomplete.
    pub const REJECTED: &str = "Rejected";
}

/// Gives a generated filing its first disposition, from a generator of its own (the main
/// draws stay as they were).
pub(super) fn first(
    seed: u64,
    filing: &mut SourceFiling,
    library: &mut Library,
) -> anyhow::Result<()> {
    let mut rng = StdRng::seed_from_u64(seed ^ SALT ^ fnv1a(&filing.tracking_number));
    settle(&mut rng, filing, library)
}

/// Decides `filing` again in its current state: a disposition (with a letter half the time)
/// when it is decided, none otherwise.
pub(super) fn settle(
    rng: &mut StdRng,
    filing: &mut SourceFiling,
    library: &mut Library,
) -> anyhow::Result<()> {
    let mut decided = decide(rng, filing);
    if let Some(disposition) = decided.as_mut()
        && rng.random_bool(0.5)
    {
        let (title, paragraphs) = letter(filing, disposition);
        library.attach_disposition_letter(filing, disposition, &title, &paragraphs)?;
    }
    filing.disposition = decided;
    Ok(())
}

/// The disposition a filing's state status calls for, without documents.
fn decide(rng: &mut StdRng, filing: &SourceFiling) -> Option<SourceDisposition> {
    let kind = match filing.state_status.as_str() {
        status::ACCEPTED if rng.random_ratio(2, 5) => outcome::MODIFIED,
        status::ACCEPTED => outcome::APPROVED,
        status::DENIED => outcome::DISAPPROVED,
        status::WITHDRAWN => outcome::WITHDRAWN,
        status::REJECTED => outcome::REJECTED,
        _ => return None,
    };
    let approved = matches!(kind, outcome::APPROVED | outcome::MODIFIED);
    // Thousandths of a percent the department took off every requested figure.
    let cut = if kind == outcome::MODIFIED {
        rng.random_range(500..4_000)
    } else {
        0
    };
    let companies = if approved {
        filing
            .companies
            .iter()
            .map(|c| {
                let lower = |v: Option<f64>| v.map(|v| percent((v * 1000.0).round() as i64 - cut));
                let overall = lower(c.overall_rate_change);
                ApprovedCompanyRate {
                    naic_code: c.naic_code.clone(),
                    overall_rate_change: overall,
                    maximum_rate_change: lower(c.maximum_rate_change),
                    minimum_rate_change: lower(c.minimum_rate_change),
                    policyholders_affected: c.policyholders_affected,
                    premium_change: premium_change(c.written_premium, overall),
                    written_premium: c.written_premium,
                }
            })
            .collect()
    } else {
        Vec::new()
    };
    let (effective_new, effective_renewal) = if approved {
        effective_dates(filing)
    } else {
        (None, None)
    };
    let comments = reason(rng, kind, filing, cut);
    Some(SourceDisposition {
        status: kind.to_owned(),
        date: filing.status_changed,
        effective_new,
        effective_renewal,
        comments,
        companies,
        attachments: Vec::new(),
    })
}

/// Approved effective dates: the requested one, or the first of the month after the decision
/// when that came later; group renewals a month after new business.
fn effective_dates(filing: &SourceFiling) -> (Option<NaiveDate>, Option<NaiveDate>) {
    let decided = filing
        .status_changed
        .with_timezone(&SERVER_ZONE)
        .date_naive();
    let next_month = decided
        .with_day(1)
        .and_then(|d| d.checked_add_months(Months::new(1)));
    let new = match (filing.requested_effective_date, next_month) {
        (Some(requested), Some(next)) if requested < decided => Some(next),
        (requested, next) => requested.or(next),
    };
    let renewal = if filing.group_market_size.is_some() {
        new.and_then(|d| d.checked_add_months(Months::new(1)))
    } else {
        new
    };
    (new, renewal)
}

/// Percent as a reason writes it: one decimal.
fn pct(value: f64) -> String {
    format!("{value:.1}%")
}

/// One to three sentences saying why, drawn from a few templates per outcome.
fn reason(rng: &mut StdRng, kind: &str, filing: &SourceFiling, cut: i64) -> String {
    let requested = filing.overall_rate_change.unwrap_or(0.0);
    let mut sentences: Vec<String> = Vec::new();
    match kind {
        outcome::APPROVED => {
            sentences.push(
                [
                    "The department reviewed the actuarial memorandum and found the rates reasonable in relation to the benefits provided.".to_owned(),
                    format!("The requested overall change of {} is supported by the company's claims experience and medical trend.", pct(requested)),
                ]
                .choose(rng)
                .cloned()
                .unwrap_or_default(),
            );
            sentences.push("The rates are approved as filed.".to_owned());
        }
        outcome::MODIFIED => {
            sentences.push(format!(
                "The department found the requested overall change of {} higher than the company's experience supports.",
                pct(requested)
            ));
            sentences.push(format!(
                "The company agreed to an overall change of {}, and the rates are approved as modified.",
                pct(requested - percent(cut))
            ));
            if rng.random_bool(0.5) {
                let trend = rng.random_range(60..=95);
                sentences.push(format!(
                    "The medical trend assumption was lowered from {}% to {}%.",
                    f64::from(trend) / 10.0,
                    f64::from(trend - 15) / 10.0
                ));
            }
        }
        outcome::DISAPPROVED => {
            let ratio = rng.random_range(70..80);
            let mut grounds = vec![
                "The requested rates are excessive in relation to the benefits provided."
                    .to_owned(),
                "The company did not support its medical trend assumption with its own experience."
                    .to_owned(),
                format!(
                    "The projected medical loss ratio of {ratio}% is below the 80% the law requires."
                ),
            ];
            grounds.truncate(rng.random_range(1..=3));
            sentences.extend(grounds);
        }
        outcome::WITHDRAWN => {
            sentences.push(
                "The company withdrew the filing before the department decided on it.".to_owned(),
            );
            if rng.random_bool(0.5) {
                sentences.push("It intends to refile with revised rates.".to_owned());
            }
        }
        _ => {
            let missing = [
                "the actuarial memorandum",
                "the certification of compliance",
                "the rate tables",
                "the policyholder rate change distribution",
            ]
            .choose(rng)
            .copied()
            .unwrap_or("the actuarial memorandum");
            sentences.push(format!(
                "The filing was rejected as incomplete: it lacked {missing}."
            ));
            if rng.random_bool(0.6) {
                sentences.push("The company may refile with the missing documents.".to_owned());
            }
        }
    }
    sentences.join(" ")
}

/// The decision letter's title and paragraphs.
fn letter(filing: &SourceFiling, disposition: &SourceDisposition) -> (String, Vec<String>) {
    let company = filing.companies.first().map_or("", |c| c.name.as_str());
    let date = disposition.date.with_timezone(&SERVER_ZONE);
    let mut paragraphs = vec![
        date.format("%B %-d, %Y").to_string(),
        format!(
            "Re: SERFF Tracking Number {}, {}, {company}",
            filing.tracking_number, filing.product_name
        ),
        format!(
            "The Lakeland Department of Insurance has completed its review of the filing named above. Disposition: {}.",
            disposition.status
        ),
        disposition.comments.clone(),
    ];
    let lead = disposition.companies.first();
    if let (Some(overall), Some(new)) = (
        lead.and_then(|c| c.overall_rate_change),
        disposition.effective_new,
    ) {
        paragraphs.push(format!(
            "Approved overall rate change: {}, effective for new business on {}.",
            pct(overall),
            new.format("%B %-d, %Y")
        ));
    }
    paragraphs.push(
        "Questions about this decision may be directed to the department's Rate Review Section."
            .to_owned(),
    );
    ("Disposition Letter".to_owned(), paragraphs)
}

#[cfg(test)]
mod tests {
    use chrono::NaiveDate;

    use super::*;
    use crate::sim::generate;

    fn decided_filings() -> Vec<SourceFiling> {
        let today = NaiveDate::from_ymd_opt(2026, 11, 20).expect("date");
        let mut library = Library::new(5, true);
        let mut filings = generate::filings(5, 400, today);
        for f in &mut filings {
            first(5, f, &mut library).expect("decided");
        }
        filings
    }

    #[test]
    fn each_decided_status_has_its_disposition_and_open_ones_none() {
        let filings = decided_filings();

        for f in &filings {
            let expected: &[&str] = match f.state_status.as_str() {
                status::ACCEPTED => &[outcome::APPROVED, outcome::MODIFIED],
                status::DENIED => &[outcome::DISAPPROVED],
                status::WITHDRAWN => &[outcome::WITHDRAWN],
                status::REJECTED => &[outcome::REJECTED],
                _ => &[],
            };
            let got = f.disposition.as_ref().map(|d| d.status.as_str());
            match got {
                Some(s) => assert!(expected.contains(&s), "{} {s}", f.tracking_number),
                None => assert!(expected.is_empty(), "{} undecided", f.tracking_number),
            }
            if let Some(d) = &f.disposition {
                assert_eq!(d.date, f.status_changed);
                let sentences = d.comments.matches(". ").count() + 1;
                assert!((1..=3).contains(&sentences), "{}", d.comments);
            }
        }
    }

    #[test]
    fn modified_approvals_are_below_the_request_and_plain_ones_equal_it() {
        let filings = decided_filings();

        let mut seen = (0, 0);
        for f in &filings {
            let Some(d) = &f.disposition else { continue };
            for (asked, got) in f.companies.iter().zip(&d.companies) {
                let (asked, got) = (
                    asked.overall_rate_change.expect("requested"),
                    got.overall_rate_change.expect("approved"),
                );
                match d.status.as_str() {
                    outcome::APPROVED => {
                        seen.0 += 1;
                        assert!((asked - got).abs() < 1e-9);
                    }
                    _ => {
                        seen.1 += 1;
                        assert!(got < asked, "{}", f.tracking_number);
                    }
                }
            }
            let approved = matches!(d.status.as_str(), outcome::APPROVED | outcome::MODIFIED);
            assert_eq!(d.companies.is_empty(), !approved);
            assert_eq!(d.effective_new.is_some(), approved);
        }
        assert!(seen.0 > 0 && seen.1 > 0, "{seen:?}");
    }

    #[test]
    fn about_half_carry_a_letter_that_is_a_pdf() {
        let filings = decided_filings();

        let decided: Vec<&SourceDisposition> = filings
            .iter()
            .filter_map(|f| f.disposition.as_ref())
            .collect();
        let with_letter = decided.iter().filter(|d| !d.attachments.is_empty()).count();
        assert!(with_letter * 10 > decided.len() * 3 && with_letter * 10 < decided.len() * 7);
        let letter = decided
            .iter()
            .find_map(|d| d.attachments.first())
            .expect("a letter");
        assert_eq!(letter.file_name, "Disposition Letter.pdf");
        assert_eq!(letter.content_type, "application/pdf");
    }
}
