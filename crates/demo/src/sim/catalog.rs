//! Who files in the simulator: the demo data set's companies (same names and NAIC codes as
//! `crate::data_set`'s catalog, so imported filings land on them), products the demo does not have,
//! and two companies it does not know (the import flags those for staff review).

/// Which market a product is sold in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Market {
    /// Individual health insurance.
    Individual,
    /// Small employer groups.
    SmallGroup,
    /// Large employer groups.
    LargeGroup,
}

/// A product a company files rates for.
#[derive(Debug, Clone, Copy)]
pub(super) struct Product {
    /// Product name as filed.
    pub name: &'static str,
    /// Product type (HMO, PPO, EPO, POS), when it has one.
    pub kind: Option<&'static str>,
    /// Market.
    pub market: Market,
}

/// A filing company.
#[derive(Debug, Clone, Copy)]
pub(super) struct Company {
    /// Company name.
    pub name: &'static str,
    /// Four capitals starting its tracking numbers.
    pub abbr: &'static str,
    /// NAIC company code.
    pub naic: &'static str,
    /// Whether it still sells: a company that left the market has only settled filings.
    pub active: bool,
    /// Relative number of filings.
    pub weight: u32,
    /// Its products.
    pub products: &'static [Product],
}

const fn p(name: &'static str, kind: Option<&'static str>, market: Market) -> Product {
    Product { name, kind, market }
}

use Market::{Individual as Ind, LargeGroup as Lrg, SmallGroup as Grp};

/// The filing companies. The first seven are the demo's; products marked "new" and the last
/// two companies are unknown to a database seeded with the demo data.
#[rustfmt::skip]
pub(super) const COMPANIES: [Company; 9] = [
    Company { name: "Blue Lake Health Plan", abbr: "BLHP", naic: "95101", active: true, weight: 6,
        products: &[p("Blue Lake Select HMO", Some("HMO"), Ind), p("Blue Lake Choice PPO", Some("PPO"), Ind),
            p("Blue Lake Small Business PPO", Some("PPO"), Grp), p("Blue Lake Small Business HMO", Some("HMO"), Grp),
            p("Blue Lake Virtual First EPO", Some("EPO"), Ind) /* new */] },
    Company { name: "Lakeland Mutual Health Insurance Company", abbr: "LMHI", naic: "60834", active: true, weight: 5,
        products: &[p("Mutual Advantage EPO", Some("EPO"), Ind), p("Mutual Choice PPO", Some("PPO"), Ind),
            p("Mutual Group PPO", Some("PPO"), Grp), p("Mutual Group POS", Some("POS"), Grp),
            p("Mutual Large Employer PPO", Some("PPO"), Lrg) /* new */] },
    Company { name: "Tamarack Health Cooperative", abbr: "THCO", naic: "16042", active: true, weight: 3,
        products: &[p("Tamarack Community HMO", Some("HMO"), Ind), p("Tamarack Co-op Small Group HMO", Some("HMO"), Grp),
            p("Tamarack Wellness Rewards", None, Ind)] },
    Company { name: "Pinecrest Assurance Company", abbr: "PNAC", naic: "73390", active: true, weight: 3,
        products: &[p("Pinecrest Value EPO", Some("EPO"), Ind), p("Pinecrest Flex POS", Some("POS"), Ind),
            p("Pinecrest Business POS", Some("POS"), Grp)] },
    Company { name: "Great Heron Health Partners", abbr: "GHHP", naic: "12877", active: true, weight: 3,
        products: &[p("Heron Essentials HMO", Some("HMO"), Ind), p("Heron Open Access PPO", Some("PPO"), Ind),
            p("Heron Small Employer EPO", Some("EPO"), Grp)] },
    Company { name: "Cobalt Ridge Health Insurance Company", abbr: "CRHI", naic: "81446", active: true, weight: 3,
        products: &[p("Cobalt Ridge Basic EPO", Some("EPO"), Ind), p("Cobalt Ridge Premier PPO", Some("PPO"), Ind),
            p("Cobalt Ridge Group PPO", Some("PPO"), Grp),
            p("Cobalt Ridge Silver Saver HMO", Some("HMO"), Ind) /* new */] },
    Company { name: "Old Mill Health Benefit Company", abbr: "OMHB", naic: "47015", active: false, weight: 1,
        products: &[p("Old Mill Standard HMO", Some("HMO"), Ind), p("Old Mill Group Basic", None, Grp)] },
    // Not in the demo data set.
    Company { name: "Northern Lights Health Insurance Company", abbr: "NLHI", naic: "10457", active: true, weight: 2,
        products: &[p("Northern Lights Essential EPO", Some("EPO"), Ind),
            p("Northern Lights Employer PPO", Some("PPO"), Grp)] },
    Company { name: "Driftless Valley Health Cooperative", abbr: "DVHC", naic: "38229", active: true, weight: 1,
        products: &[p("Driftless Valley Community HMO", Some("HMO"), Ind)] },
];

/// SERFF types of insurance (code, name), as the demo data set has them.
pub(super) const TYPES_OF_INSURANCE: [(&str, &str); 6] = [
    ("H16I", "Individual Health - Major Medical"),
    ("H16G", "Group Health - Major Medical"),
    (
        "HOrg02I",
        "Individual Health Organizations - Health Maintenance (HMO)",
    ),
    (
        "HOrg02G",
        "Group Health Organizations - Health Maintenance (HMO)",
    ),
    (
        "HOrg03I",
        "Individual Health Organizations - Point of Service (POS)",
    ),
    (
        "HOrg03G",
        "Group Health Organizations - Point of Service (POS)",
    ),
];

/// The type of insurance code a product is filed under; `alternate` picks the major-medical
/// code where a managed-care one also fits.
pub(super) fn toi_code(product: &Product, alternate: bool) -> &'static str {
    let individual = product.market == Market::Individual;
    match (product.kind, alternate, individual) {
        (Some("HMO"), false, true) => "HOrg02I",
        (Some("HMO"), false, false) => "HOrg02G",
        (Some("POS"), false, true) => "HOrg03I",
        (Some("POS"), false, false) => "HOrg03G",
        (_, _, true) => "H16I",
        (_, _, false) => "H16G",
    }
}

/// The name of type of insurance `code`.
pub(super) fn toi_name(code: &str) -> &'static str {
    TYPES_OF_INSURANCE
        .iter()
        .find(|(c, _)| *c == code)
        .map_or("Health", |(_, name)| name)
}

/// SPEC 4.1 statuses as SERFF's state status field spells them.
pub(super) mod status {
    /// Filed, comment period open.
    pub const SUBMITTED: &str = "Submitted";
    /// Comments closed, decision pending.
    pub const UNDER_REVIEW: &str = "Under Review";
    /// Found reasonable.
    pub const ACCEPTED: &str = "Accepted";
    /// Found unreasonable.
    pub const DENIED: &str = "Denied";
    /// Withdrawn by the company.
    pub const WITHDRAWN: &str = "Withdrawn";
    /// Insufficient documentation.
    pub const REJECTED: &str = "Rejected";
    /// Hidden from the public.
    pub const DO_NOT_DISPLAY: &str = "Do Not Display";
    /// The plan is not offered.
    pub const PLAN_NOT_AVAILABLE: &str = "Plan Not Available";

    /// Every status with its share of filings, in percent.
    pub const WEIGHTS: [(&str, u32); 8] = [
        (SUBMITTED, 14),
        (UNDER_REVIEW, 11),
        (ACCEPTED, 40),
        (DENIED, 8),
        (WITHDRAWN, 8),
        (REJECTED, 7),
        (DO_NOT_DISPLAY, 6),
        (PLAN_NOT_AVAILABLE, 6),
    ];
}
