//! Amendments: the same tracking number with a later status, revised rate figures and
//! premiums, a new or revised disposition for a decided filing, an added objection response,
//! and a new last-modified time (now) that puts the filing at the end of the change order, so
//! the next incremental listing (or `DateLastModified` window) returns it.

use chrono::{DateTime, Utc};
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

use super::catalog::status;
use super::documents::fnv1a;
use super::generate::overall_of;
use super::state::SimState;
use super::{details, disposition};
use crate::documents::Kind;

/// The filings one amendment request changed.
#[derive(Debug, Clone, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Amended {
    /// Their tracking numbers, in the order amended.
    pub tracking_numbers: Vec<String>,
    /// Their new last-modified time (the last one's).
    pub last_modified: Option<DateTime<Utc>>,
}

impl SimState {
    /// Amends `tracking` when given, else `count` filings chosen by the seed (filings still
    /// under review first: their status moves on).
    pub(super) fn amend(
        &mut self,
        count: usize,
        tracking: Option<&str>,
    ) -> Result<Amended, String> {
        self.amend_rounds += 1;
        let mut rng = StdRng::seed_from_u64(
            self.config.seed ^ self.amend_rounds.wrapping_mul(0x9E37_79B9_7F4A_7C15),
        );
        let chosen = match tracking {
            Some(tracking) => vec![
                *self
                    .by_tracking
                    .get(tracking)
                    .ok_or_else(|| format!("there is no filing {tracking}"))?,
            ],
            None => self.pick(&mut rng, count),
        };
        let mut amended = Amended {
            tracking_numbers: Vec::with_capacity(chosen.len()),
            last_modified: None,
        };
        for index in chosen {
            let changed = self.amend_one(index, &mut rng).map_err(|e| e.to_string())?;
            amended
                .tracking_numbers
                .push(self.filings[index].tracking_number.clone());
            amended.last_modified = Some(changed);
        }
        self.stats.amendments += amended.tracking_numbers.len() as u64;
        Ok(amended)
    }

    /// `count` distinct filings, open ones (Submitted, Under Review) first.
    fn pick(&self, rng: &mut StdRng, count: usize) -> Vec<usize> {
        let open = |i: &usize| {
            matches!(
                self.filings[*i].state_status.as_str(),
                status::SUBMITTED | status::UNDER_REVIEW
            )
        };
        let (mut first, mut rest): (Vec<usize>, Vec<usize>) =
            (0..self.filings.len()).partition(open);
        first.shuffle(rng);
        rest.shuffle(rng);
        first.into_iter().chain(rest).take(count).collect()
    }

    fn amend_one(&mut self, index: usize, rng: &mut StdRng) -> anyhow::Result<DateTime<Utc>> {
        let changed = self.tick();
        let filing = &mut self.filings[index];
        self.order
            .remove(&(filing.last_modified, filing.tracking_number.clone()));
        let next = match filing.state_status.as_str() {
            status::SUBMITTED if rng.random_ratio(1, 6) => status::WITHDRAWN,
            status::SUBMITTED => status::UNDER_REVIEW,
            status::UNDER_REVIEW if rng.random_ratio(1, 4) => status::DENIED,
            status::UNDER_REVIEW => status::ACCEPTED,
            other => other,
        };
        if filing.state_status != next {
            filing.state_status = next.to_owned();
            filing.status_changed = changed;
        }
        for company in &mut filing.companies {
            let delta = f64::from(rng.random_range(-2_000..=2_000)) / 1000.0;
            let shift = |value: &mut Option<f64>| {
                if let Some(v) = value.as_mut() {
                    *v = ((*v + delta) * 1000.0).round() / 1000.0;
                }
            };
            shift(&mut company.overall_rate_change);
            shift(&mut company.maximum_rate_change);
            shift(&mut company.minimum_rate_change);
            if let Some(holders) = company.policyholders_affected.as_mut() {
                *holders = (*holders as f64 * rng.random_range(0.97..1.03)).round() as i64;
            }
            details::reprice(company);
        }
        filing.overall_rate_change = overall_of(&filing.companies);
        // A decided filing's disposition follows its new figures (or is made, when the
        // status just moved on): a new or changed disposition, dated at the status change.
        // Its draws come from a generator of its own, so the amendment's stay as they were.
        let mut decision_rng = StdRng::seed_from_u64(
            self.config.seed ^ self.amend_rounds.rotate_left(32) ^ fnv1a(&filing.tracking_number),
        );
        disposition::settle(&mut decision_rng, filing, &mut self.library)?;
        let (response, _, _) = Kind::ObjectionResponse.describe();
        if !filing
            .attachments
            .iter()
            .any(|a| a.document_name == response)
        {
            self.library.attach_objection_response(filing)?;
        }
        filing.last_modified = changed;
        self.order
            .insert((changed, filing.tracking_number.clone()), index);
        Ok(changed)
    }
}
