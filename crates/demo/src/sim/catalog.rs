//! Who files in the simulator: the demo data set's companies (`data_set::company_catalog`, so
//! imported filings land on them) with the products they still sell, products the demo does not
//! have, and two companies it does not know (the import flags those for staff review).

use std::sync::LazyLock;

use crate::catalog::toi_codes;
pub(super) use crate::catalog::{Market, toi_name};
use crate::data_set::company_catalog::hand_written;

/// A product a company files rates for.
#[derive(Debug, Clone)]
pub(super) struct Product {
    /// Product name as filed.
    pub name: String,
    /// Product type (HMO, PPO, EPO, POS), when it has one.
    pub kind: Option<&'static str>,
    /// Market.
    pub market: Market,
}

/// A filing company.
#[derive(Debug, Clone)]
pub(super) struct Company {
    /// Company name.
    pub name: String,
    /// Four capitals starting its tracking numbers.
    pub abbr: String,
    /// NAIC company code.
    pub naic: String,
    /// Whether it still sells: a company that left the market has only settled filings.
    pub active: bool,
    /// Relative number of filings.
    pub weight: u32,
    /// Its products.
    pub products: Vec<Product>,
}

fn p(name: &str, kind: Option<&'static str>, market: Market) -> Product {
    Product {
        name: name.to_owned(),
        kind,
        market,
    }
}

use Market::{Individual as Ind, LargeGroup as Lrg, SmallGroup as Grp};

/// Products the demo data set does not have, by the abbreviation of the company filing them.
fn new_products(abbr: &str) -> Vec<Product> {
    match abbr {
        "BLHP" => vec![p("Blue Lake Virtual First EPO", Some("EPO"), Ind)],
        "LMHI" => vec![p("Mutual Large Employer PPO", Some("PPO"), Lrg)],
        "CRHI" => vec![p("Cobalt Ridge Silver Saver HMO", Some("HMO"), Ind)],
        _ => Vec::new(),
    }
}

/// Companies the demo data set does not have.
fn unknown_companies() -> [Company; 2] {
    [
        Company {
            name: "Northern Lights Health Insurance Company".to_owned(),
            abbr: "NLHI".to_owned(),
            naic: "10457".to_owned(),
            active: true,
            weight: 2,
            products: vec![
                p("Northern Lights Essential EPO", Some("EPO"), Ind),
                p("Northern Lights Employer PPO", Some("PPO"), Grp),
            ],
        },
        Company {
            name: "Driftless Valley Health Cooperative".to_owned(),
            abbr: "DVHC".to_owned(),
            naic: "38229".to_owned(),
            active: true,
            weight: 1,
            products: vec![p("Driftless Valley Community HMO", Some("HMO"), Ind)],
        },
    ]
}

/// The filing companies: the demo's seven (the products they sell, or all of them for a
/// company that left the market, whose filings are settled), then the two it does not know.
pub(super) static COMPANIES: LazyLock<Vec<Company>> = LazyLock::new(|| {
    hand_written()
        .into_iter()
        .map(|spec| {
            let mut products: Vec<Product> = spec
                .products
                .iter()
                .filter(|product| product.active || !spec.active)
                .map(|product| p(&product.name, product.kind, product.market))
                .collect();
            products.extend(new_products(&spec.abbr));
            Company {
                naic: spec.co_code.to_string(),
                active: spec.active,
                weight: spec.filing_weight,
                products,
                name: spec.name,
                abbr: spec.abbr,
            }
        })
        .chain(unknown_companies())
        .collect()
});

/// The type of insurance code a product is filed under; `alternate` picks the major-medical
/// code where a managed-care one also fits.
pub(super) fn toi_code(product: &Product, alternate: bool) -> &'static str {
    toi_codes(product.kind, product.market)[usize::from(alternate)]
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
