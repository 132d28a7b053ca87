//! The finer details of a filing, drawn after the main draws from a generator of its own per
//! filing (so the main draws stay what they were for a seed): the times it was created and
//! submitted, each company's written premium and its change, group and federal employer id.

use chrono::{DateTime, NaiveDate, NaiveTime, TimeDelta, TimeZone, Utc};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use super::catalog::{COMPANIES, status};
use super::documents::fnv1a;
use super::records::{Money, SERVER_ZONE, SourceCompany, SourceFiling};

/// Salt of the per-filing generator, apart from the documents' and the disposition's.
const SALT: u64 = 0x5E4F_F0DE_7A11_5001;

/// Gives `filing` (with its tracking number) its times, premiums, groups and employer ids.
pub(super) fn complete(seed: u64, filing: &mut SourceFiling) {
    let mut rng = StdRng::seed_from_u64(seed ^ SALT ^ fnv1a(&filing.tracking_number));
    filing.submitted_at = if filing.state_status == status::SUBMITTED {
        // Nothing happened since: the submission is the last status change.
        filing.status_changed
    } else {
        local_time(
            filing.submission_date,
            rng.random_range(8 * 3600..17 * 3600),
        )
        .min(filing.status_changed)
    };
    filing.created_at =
        filing.submitted_at - TimeDelta::seconds(rng.random_range(3_600..14 * 86_400));
    let individual = filing.group_market_size.is_none();
    for company in &mut filing.companies {
        premiums(&mut rng, company, individual);
        company.group_name = group_of(&company.naic_code);
        company.fein = Some(format!(
            "{:02}-{:07}",
            10 + fnv1a(&company.naic_code) % 89,
            fnv1a(&company.name) % 10_000_000
        ));
    }
}

/// Written premium from the policyholders (most companies report it; one in twelve does not)
/// and its change at the overall rate.
fn premiums(rng: &mut StdRng, company: &mut SourceCompany, individual: bool) {
    let per_holder: i64 = if individual {
        rng.random_range(5_400..9_600)
    } else {
        rng.random_range(5_000..8_400)
    };
    let reported = !rng.random_ratio(1, 12);
    company.written_premium = company
        .policyholders_affected
        .filter(|_| reported)
        .map(|holders| Money::dollars(holders * per_holder));
    reprice(company);
}

/// The premium change that goes with the company's premium and overall change.
pub(super) fn reprice(company: &mut SourceCompany) {
    company.premium_change = premium_change(company.written_premium, company.overall_rate_change);
}

/// `premium` × `percent` / 100, to whole dollars.
pub(super) fn premium_change(premium: Option<Money>, percent: Option<f64>) -> Option<Money> {
    Some(Money::dollars(
        (premium?.as_dollars() * percent? / 100.0).round() as i64,
    ))
}

/// The group of the company with NAIC code `naic`: the first two words of its name, except
/// for a cooperative, which belongs to none.
fn group_of(naic: &str) -> Option<String> {
    let company = COMPANIES.iter().find(|c| c.naic == naic)?;
    if company.name.contains("Cooperative") {
        return None;
    }
    let words: Vec<&str> = company.name.split_whitespace().take(2).collect();
    Some(format!("{} Group", words.join(" ")))
}

/// `seconds` after midnight of `date` in the server's zone (the earlier instant when the clock
/// is set back that night).
pub(super) fn local_time(date: NaiveDate, seconds: u32) -> DateTime<Utc> {
    let naive = date.and_time(NaiveTime::MIN) + TimeDelta::seconds(i64::from(seconds));
    SERVER_ZONE
        .from_local_datetime(&naive)
        .earliest()
        .map_or_else(|| naive.and_utc(), |t| t.with_timezone(&Utc))
}

#[cfg(test)]
mod tests {
    use chrono::NaiveDate;

    use super::*;
    use crate::sim::generate;

    #[test]
    fn times_run_created_then_submitted_then_changed_on_the_submission_day() {
        let today = NaiveDate::from_ymd_opt(2026, 11, 20).expect("date");

        let filings = generate::filings(7, 300, today);

        for f in &filings {
            assert!(f.created_at < f.submitted_at, "{}", f.tracking_number);
            assert!(f.submitted_at <= f.status_changed, "{}", f.tracking_number);
            assert!(f.status_changed <= f.last_modified, "{}", f.tracking_number);
            let local = f.submitted_at.with_timezone(&SERVER_ZONE).date_naive();
            assert_eq!(local, f.submission_date, "{}", f.tracking_number);
        }
    }

    #[test]
    fn premiums_follow_the_overall_change_and_some_are_not_reported() {
        let today = NaiveDate::from_ymd_opt(2026, 11, 20).expect("date");

        let filings = generate::filings(7, 300, today);

        let companies: Vec<&SourceCompany> = filings.iter().flat_map(|f| &f.companies).collect();
        let reported = companies
            .iter()
            .filter(|c| c.written_premium.is_some())
            .count();
        assert!(reported > companies.len() * 8 / 10 && reported < companies.len());
        for c in companies {
            let expected = premium_change(c.written_premium, c.overall_rate_change);
            assert_eq!(c.premium_change, expected);
            assert!(c.fein.as_deref().is_some_and(|f| f.len() == 10));
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_filings() {
        let today = NaiveDate::from_ymd_opt(2026, 11, 20).expect("date");

        let (a, b) = (
            generate::filings(11, 50, today),
            generate::filings(11, 50, today),
        );

        assert_eq!(a, b);
    }
}
