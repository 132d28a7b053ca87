//! The insurance companies of Lakeland written by hand: every solvency code, one without
//! solvency, one inactive. All fictional. The large scale adds [`super::generated_companies`].

pub(crate) use crate::catalog::Market;

use super::cost_sharing::Metal::{
    self, Bronze as B, Catastrophic as C, Gold as G, Platinum as P, Silver as S,
};

/// A product a company sells.
#[derive(Debug, Clone)]
pub(crate) struct ProductSpec {
    /// Product name, unique within the company.
    pub name: String,
    /// Product type name (HMO, PPO, EPO, POS), or none.
    pub kind: Option<&'static str>,
    /// Whether the product is still sold.
    pub active: bool,
    /// Market it is sold in.
    pub market: Market,
}

/// A company and everything the generators need about it.
#[derive(Debug, Clone)]
pub(crate) struct CompanySpec {
    /// Company name.
    pub name: String,
    /// Four capitals starting its filings' tracking numbers.
    pub abbr: String,
    /// NAIC company code.
    pub co_code: i32,
    /// Five-digit federal issuer id starting its plan ids.
    pub issuer_id: u32,
    /// Street address lines.
    pub address: [Option<String>; 3],
    /// City in Lakeland.
    pub city: String,
    /// ZIP code.
    pub postal_code: String,
    /// Phone number.
    pub phone: String,
    /// Phone extension.
    pub phone_ext: Option<String>,
    /// Web domain (always under `.example`).
    pub domain: String,
    /// Website label.
    pub website_desc: String,
    /// SPEC 9 solvency code, or none.
    pub solvency: Option<i16>,
    /// Whether the company is active.
    pub active: bool,
    /// Its products.
    pub products: Vec<ProductSpec>,
    /// Metal levels of one plan lineup; empty when it sells no individual plans now.
    pub metal_pattern: Vec<Metal>,
    /// First rating area it sells in and how many (wrapping); `None` for statewide.
    pub service_window: Option<(usize, usize)>,
    /// Price level relative to the market.
    pub price_factor: f64,
    /// Tobacco surcharge factor (1.25 to 1.5).
    pub tobacco_factor: f64,
    /// Relative number of rate filings.
    pub filing_weight: u32,
}

/// A product named `name` of type `kind`, still sold when `active`, in `market`.
pub(super) fn product(
    name: &str,
    kind: Option<&'static str>,
    active: bool,
    market: Market,
) -> ProductSpec {
    ProductSpec {
        name: name.to_owned(),
        kind,
        active,
        market,
    }
}

use Market::{Individual as Ind, SmallGroup as Grp};

/// One hand-written company; a helper keeps the table below readable.
#[allow(clippy::too_many_arguments)]
fn company(
    name: &str,
    abbr: &str,
    co_code: i32,
    issuer_id: u32,
    address: [Option<&str>; 3],
    city_zip: (&str, &str),
    phone: (&str, Option<&str>),
    domain: (&str, &str),
    solvency: Option<i16>,
    active: bool,
    products: Vec<ProductSpec>,
    metal_pattern: Vec<Metal>,
    service_window: Option<(usize, usize)>,
    factors: (f64, f64, u32),
) -> CompanySpec {
    CompanySpec {
        name: name.to_owned(),
        abbr: abbr.to_owned(),
        co_code,
        issuer_id,
        address: address.map(|line| line.map(str::to_owned)),
        city: city_zip.0.to_owned(),
        postal_code: city_zip.1.to_owned(),
        phone: phone.0.to_owned(),
        phone_ext: phone.1.map(str::to_owned),
        domain: domain.0.to_owned(),
        website_desc: domain.1.to_owned(),
        solvency,
        active,
        products,
        metal_pattern,
        service_window,
        price_factor: factors.0,
        tobacco_factor: factors.1,
        filing_weight: factors.2,
    }
}

/// The seven companies of the demo scale. "Blue Lake Health Plan" (co_code 95101) is the
/// company of the dev identity provider's insurance user.
#[rustfmt::skip]
pub(crate) fn hand_written() -> Vec<CompanySpec> {
    vec![
        company("Blue Lake Health Plan", "BLHP", 95101, 48213,
            [Some("400 Lakefront Plaza"), None, None], ("Harbor City", "55501"),
            ("(555) 014-2200", None), ("bluelakehealth.example", "Blue Lake Health Plan online"),
            Some(10), true,
            vec![product("Blue Lake Select HMO", Some("HMO"), true, Ind),
                product("Blue Lake Choice PPO", Some("PPO"), true, Ind),
                product("Blue Lake Small Business PPO", Some("PPO"), true, Grp),
                product("Blue Lake Small Business HMO", Some("HMO"), true, Grp),
                product("Blue Lake Classic Major Medical", None, false, Ind)],
            vec![P, G, G, S, S, B, B, C], None, (1.00, 1.30, 6)),
        company("Lakeland Mutual Health Insurance Company", "LMHI", 60834, 71530,
            [Some("1 Mutual Way"), Some("P.O. Box 4100"), None], ("Port Alder", "55512"),
            ("(555) 016-7300", Some("2")), ("lakelandmutual.example", "lakelandmutual.example"),
            Some(10), true,
            vec![product("Mutual Advantage EPO", Some("EPO"), true, Ind),
                product("Mutual Choice PPO", Some("PPO"), true, Ind),
                product("Mutual Group PPO", Some("PPO"), true, Grp),
                product("Mutual Group POS", Some("POS"), true, Grp),
                product("Mutual Short-Term Medical", None, false, Ind)],
            vec![G, S, S, B, B, P, C, G], None, (1.06, 1.50, 5)),
        company("Tamarack Health Cooperative", "THCO", 16042, 30877,
            [Some("2250 Northwoods Drive"), Some("Suite 300"), None], ("Tamarack Falls", "55540"),
            ("(555) 012-9010", None), ("tamarackhealth.example", "Tamarack Health Cooperative"),
            Some(10), true,
            vec![product("Tamarack Community HMO", Some("HMO"), true, Ind),
                product("Tamarack Co-op Small Group HMO", Some("HMO"), true, Grp),
                product("Tamarack Wellness Rewards", None, true, Ind)],
            vec![G, S, S, B, C], Some((0, 3)), (0.94, 1.25, 3)),
        company("Pinecrest Assurance Company", "PNAC", 73390, 55128,
            [Some("88 Commerce Street"), None, None], ("Cedar Junction", "55523"),
            ("(555) 018-4400", Some("115")), ("pinecrestassurance.example", "Pinecrest Assurance"),
            Some(20), true,
            vec![product("Pinecrest Value EPO", Some("EPO"), true, Ind),
                product("Pinecrest Flex POS", Some("POS"), true, Ind),
                product("Pinecrest Business POS", Some("POS"), true, Grp),
                product("Pinecrest Indemnity Plus", None, false, Grp)],
            vec![S, B, B, G, C], Some((2, 4)), (0.98, 1.40, 3)),
        company("Great Heron Health Partners", "GHHP", 12877, 62904,
            [Some("19 Heron Bay Road"), Some("Building B"), Some("Attn: Member Services")],
            ("Osprey Point", "55561"), ("(555) 013-6620", None),
            ("greatheronhealth.example", "Great Heron member site"),
            None, true,
            vec![product("Heron Essentials HMO", Some("HMO"), true, Ind),
                product("Heron Open Access PPO", Some("PPO"), true, Ind),
                product("Heron Small Employer EPO", Some("EPO"), true, Grp)],
            vec![P, G, S, S, B], Some((1, 4)), (1.03, 1.35, 3)),
        company("Cobalt Ridge Health Insurance Company", "CRHI", 81446, 19375,
            [Some("5000 Ridgeview Parkway"), None, None], ("Granite Springs", "55578"),
            ("(555) 017-2121", None), ("cobaltridge.example", "cobaltridge.example"),
            Some(10), true,
            vec![product("Cobalt Ridge Basic EPO", Some("EPO"), true, Ind),
                product("Cobalt Ridge Premier PPO", Some("PPO"), true, Ind),
                product("Cobalt Ridge Group PPO", Some("PPO"), true, Grp),
                product("Cobalt Ridge Dental Rider", None, false, Ind)],
            vec![G, S, B, B, C, S], Some((3, 4)), (1.09, 1.45, 3)),
        company("Old Mill Health Benefit Company", "OMHB", 47015, 84466,
            [Some("12 Old Mill Road"), None, None], ("Millbrook", "55590"),
            ("(555) 011-0870", None), ("oldmillhealth.example", "Old Mill Health (archived)"),
            Some(30), false,
            vec![product("Old Mill Standard HMO", Some("HMO"), false, Ind),
                product("Old Mill Group Basic", None, false, Grp)],
            Vec::new(), None, (1.00, 1.30, 1)),
    ]
}
