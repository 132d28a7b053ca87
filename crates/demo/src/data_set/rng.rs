//! Fixed-seed random streams and the small value helpers every generator uses.

use bigdecimal::BigDecimal;
use chrono::{DateTime, NaiveDate, NaiveTime, TimeDelta, Utc};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The one seed of the whole data set.
const SEED: u64 = 0x4C41_4B45_4C41_4E44; // "LAKELAND"

/// The random generator every demo stream uses (ChaCha8: portable and reproducible).
pub(super) type DemoRng = ChaCha8Rng;

/// An independent stream per part of the data set, so that changing how filings are drawn
/// never reshuffles the plans.
pub(super) fn stream(name: &str) -> DemoRng {
    // FNV-1a over the name, mixed into the global seed.
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in name.bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    ChaCha8Rng::seed_from_u64(SEED ^ hash)
}

/// Dollars and cents from a whole number of cents.
pub(super) fn cents(amount: i64) -> BigDecimal {
    BigDecimal::new(amount.into(), 2)
}

/// Whole dollars, stored with cents.
pub(super) fn dollars(amount: i64) -> BigDecimal {
    cents(amount * 100)
}

/// A percentage with three decimals (numeric(7,3)) from thousandths of a percent.
pub(super) fn percent_thousandths(amount: i64) -> BigDecimal {
    BigDecimal::new(amount.into(), 3)
}

/// `date` at `minutes` past midnight, UTC.
pub(super) fn at_minutes(date: NaiveDate, minutes: i64) -> DateTime<Utc> {
    date.and_time(NaiveTime::MIN).and_utc() + TimeDelta::minutes(minutes)
}

/// Midnight UTC at the start of `today`: no generated moment is later than this.
pub(super) fn start_of(today: NaiveDate) -> DateTime<Utc> {
    at_minutes(today, 0)
}

/// `date` moved by `days` (negative for the past).
pub(super) fn add_days(date: NaiveDate, days: i64) -> NaiveDate {
    date + TimeDelta::days(days)
}
