//! The rate table workbook (.xlsm) filed with a rate filing.

use rand::Rng;

use super::FilingFacts;
use crate::files::{self, Cell};

/// The rate table workbook: a few plans with rates at three ages and the proposed change.
pub(super) fn workbook(
    rng: &mut impl Rng,
    filing: &FilingFacts<'_>,
    subject: &str,
) -> anyhow::Result<Vec<u8>> {
    let header = [
        "Plan ID",
        "Plan Name",
        "Metal Level",
        "Rating Area",
        "Age 21 Monthly Rate",
        "Age 40 Monthly Rate",
        "Age 64 Monthly Rate",
        "Proposed Change %",
    ];
    let metals: [(&str, f64); 6] = [
        ("Gold", 471.0),
        ("Silver", 428.0),
        ("Silver", 415.0),
        ("Bronze", 334.0),
        ("Bronze", 322.0),
        ("Platinum", 562.0),
    ];
    let rows: Vec<Vec<Cell>> = metals
        .iter()
        .enumerate()
        .map(|(i, (metal, base))| {
            let age21 = (base * rng.random_range(0.9..1.15) * 100.0).round() / 100.0;
            let change = filing.overall_rate_change.unwrap_or(0.0) + rng.random_range(-3.0..3.0);
            vec![
                Cell::Text(format!(
                    "{:05}LK{:03}{:04}",
                    filing.issuer_id,
                    1 + i % 2,
                    i + 1
                )),
                Cell::Text(format!("{} {metal}", filing.company)),
                Cell::Text((*metal).to_owned()),
                Cell::Text(format!("Rating Area {}", 1 + i % 6)),
                Cell::Number(age21),
                Cell::Number((age21 * 1.278 * 100.0).round() / 100.0),
                Cell::Number((age21 * 3.0 * 100.0).round() / 100.0),
                Cell::Number((change * 1000.0).round() / 1000.0),
            ]
        })
        .collect();
    files::xlsm_workbook(
        "Rate Table",
        &format!("Rate Table — {subject}"),
        &header,
        &rows,
    )
}
