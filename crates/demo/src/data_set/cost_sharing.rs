//! Metal levels and realistic cost sharing for each (SPEC 2.5 result fields, SPEC 9 codes).

/// A metal level (coverage level).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Metal {
    /// P: pays about 90% of costs.
    Platinum,
    /// G: about 80%.
    Gold,
    /// S: about 70%; the only level with cost-sharing reduction variants.
    Silver,
    /// B: about 60%.
    Bronze,
    /// C: catastrophic, for people under 30 or with a hardship exemption.
    Catastrophic,
}

/// Standard variant, and the silver cost-sharing reduction variants (73%, 87%, 94%).
const STANDARD: [&str; 1] = ["01"];
const SILVER_VARIANTS: [&str; 4] = ["01", "04", "05", "06"];

impl Metal {
    /// SPEC 9 metal level code.
    pub(super) fn code(self) -> &'static str {
        match self {
            Metal::Platinum => "P",
            Metal::Gold => "G",
            Metal::Silver => "S",
            Metal::Bronze => "B",
            Metal::Catastrophic => "C",
        }
    }

    /// Name used in plan names.
    pub(super) fn name(self) -> &'static str {
        match self {
            Metal::Platinum => "Platinum",
            Metal::Gold => "Gold",
            Metal::Silver => "Silver",
            Metal::Bronze => "Bronze",
            Metal::Catastrophic => "Catastrophic",
        }
    }

    /// Two-digit variant suffixes a plan of this level has (`<planId>-NN`).
    pub(super) fn variants(self) -> &'static [&'static str] {
        match self {
            Metal::Silver => &SILVER_VARIANTS,
            _ => &STANDARD,
        }
    }

    /// Monthly premium of a 21-year-old in an average area, in dollars, before other factors.
    pub(super) fn base_premium(self) -> f64 {
        match self {
            Metal::Platinum => 562.0,
            Metal::Gold => 471.0,
            Metal::Silver => 428.0,
            Metal::Bronze => 334.0,
            Metal::Catastrophic => 259.0,
        }
    }
}

/// Cost sharing of one plan variant: amounts in whole dollars, coinsurance in percent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct CostSharing {
    pub deduct_ind: i64,
    pub rx_ind: i64,
    pub copay_prim: i64,
    pub copay_spec: i64,
    pub copay_rx: i64,
    pub co_ins_med: i64,
    pub co_ins_rx: i64,
    pub moop_ind: i64,
}

/// Federal maximum out-of-pocket limit for self-only coverage in `year`.
pub(super) fn moop_limit(year: i16) -> i64 {
    match year {
        ..=2023 => 9_100,
        2024 => 9_450,
        2025 => 9_200,
        _ => 10_150,
    }
}

/// Cost sharing of a plan of `metal`, the `tier`-th of its level in the lineup (higher tiers
/// trade a higher deductible for a lower premium), for variant `variant` in `year`.
pub(super) fn cost_sharing(metal: Metal, tier: usize, variant: &str, year: i16) -> CostSharing {
    let limit = moop_limit(year);
    let t = i64::try_from(tier % 3).unwrap_or(0);
    let shared =
        |deduct_ind, rx_ind, copays: (i64, i64, i64), co_ins: (i64, i64), moop_ind: i64| {
            CostSharing {
                deduct_ind,
                rx_ind,
                copay_prim: copays.0,
                copay_spec: copays.1,
                copay_rx: copays.2,
                co_ins_med: co_ins.0,
                co_ins_rx: co_ins.1,
                moop_ind: moop_ind.min(limit),
            }
        };
    match (metal, variant) {
        (Metal::Platinum, _) => shared(
            250 * t,
            0,
            (10 + 5 * t, 30 + 5 * t, 5),
            (10, 10),
            3_000 + 750 * t,
        ),
        (Metal::Gold, _) => shared(
            1_000 + 500 * t,
            0,
            (20 + 5 * t, 50 + 5 * t, 10),
            (20, 20),
            6_500 + 750 * t,
        ),
        // 94% actuarial value: moop at most a third of the limit.
        (Metal::Silver, "06") => shared(100 + 50 * t, 0, (5, 10, 3), (10, 10), 1_200),
        // 87% actuarial value: moop at most a third of the limit.
        (Metal::Silver, "05") => shared(800 + 200 * t, 0, (15, 40, 10), (15, 15), 3_000),
        // 73% actuarial value: moop at most four fifths of the limit.
        (Metal::Silver, "04") => shared(
            3_000 + 500 * t,
            100 * t,
            (30, 60, 15),
            (25, 25),
            limit * 4 / 5 / 50 * 50 - 250,
        ),
        (Metal::Silver, _) => shared(
            4_000 + 750 * t,
            250 * t,
            (40, 80, 20),
            (30, 30),
            8_700 + 300 * t,
        ),
        (Metal::Bronze, _) => shared(
            7_000 + 400 * t,
            500 + 250 * t,
            (50, 100, 25),
            (40 + 10 * (t % 2), 40),
            limit,
        ),
        (Metal::Catastrophic, _) => shared(limit, 0, (50, 0, 0), (0, 0), limit),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_variant_stays_within_the_federal_limit_and_deductible_below_moop() {
        for year in [2024, 2025, 2026, 2027] {
            for metal in [
                Metal::Platinum,
                Metal::Gold,
                Metal::Silver,
                Metal::Bronze,
                Metal::Catastrophic,
            ] {
                for tier in 0..3 {
                    for variant in metal.variants() {
                        let c = cost_sharing(metal, tier, variant, year);
                        assert!(c.moop_ind <= moop_limit(year), "{metal:?} {variant} {year}");
                        assert!(c.deduct_ind <= c.moop_ind, "{metal:?} {variant} {year}");
                    }
                }
            }
        }
    }

    #[test]
    fn cost_sharing_reductions_lower_the_silver_moop() {
        let standard = cost_sharing(Metal::Silver, 0, "01", 2026);
        let csr94 = cost_sharing(Metal::Silver, 0, "06", 2026);
        assert!(csr94.moop_ind * 3 <= moop_limit(2026));
        assert!(csr94.deduct_ind < standard.deduct_ind);
    }
}
