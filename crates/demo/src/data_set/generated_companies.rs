//! Generated companies for the large scale: plausible, fictional Lakeland insurers.

use super::company_catalog::{CompanySpec, Market, hand_written, product};
use super::cost_sharing::Metal::{
    self, Bronze as B, Catastrophic as C, Gold as G, Platinum as P, Silver as S,
};

use Market::{Individual as Ind, SmallGroup as Grp};

const NAME_FIRST: [&str; 12] = [
    "Prairie Sky",
    "Northwoods",
    "Silver Birch",
    "Lakeview",
    "Red Pine",
    "Kestrel",
    "Bright Harbor",
    "Stonebridge",
    "Golden Meadow",
    "Cattail",
    "Driftwood",
    "Evergreen Shore",
];
const NAME_SECOND: [&str; 6] = [
    "Health Alliance",
    "Mutual Health",
    "Care Cooperative",
    "Health Partners",
    "Benefit Company",
    "Health Plan",
];
const CITIES: [(&str, &str); 6] = [
    ("Harbor City", "55502"),
    ("Port Alder", "55513"),
    ("Tamarack Falls", "55541"),
    ("Cedar Junction", "55524"),
    ("Granite Springs", "55579"),
    ("Osprey Point", "55562"),
];
const STREETS: [&str; 6] = [
    "Commerce Street",
    "Lake Avenue",
    "Capitol Drive",
    "Pioneer Road",
    "Harbor Boulevard",
    "Elm Street",
];
const KINDS: [&str; 4] = ["HMO", "EPO", "PPO", "POS"];
const PATTERN: [Metal; 8] = [G, S, B, S, B, G, P, C];

/// A generated company for the large scale (`k` counts from 0).
fn generated(k: usize, rating_areas: usize) -> CompanySpec {
    let name = format!(
        "{} {}",
        NAME_FIRST[k % NAME_FIRST.len()],
        NAME_SECOND[(k / NAME_FIRST.len() + k) % NAME_SECOND.len()]
    );
    let short = NAME_FIRST[k % NAME_FIRST.len()];
    let initials: String = name
        .split_whitespace()
        .filter_map(|w| w.chars().next())
        .collect();
    let abbr: String = initials
        .chars()
        .chain("HLTH".chars())
        .take(4)
        .collect::<String>()
        .to_ascii_uppercase();
    let (city, zip) = CITIES[k % CITIES.len()];
    let domain = format!(
        "{}{}.example",
        short.replace(' ', "").to_ascii_lowercase(),
        k + 1
    );
    let kind_a = KINDS[k % KINDS.len()];
    let kind_b = KINDS[(k + 2) % KINDS.len()];
    let active = k % 11 != 10;
    let mut pattern = PATTERN.to_vec();
    pattern.rotate_left(k % PATTERN.len());
    let k_i32 = i32::try_from(k).unwrap_or(0);
    let k_u32 = u32::try_from(k).unwrap_or(0);
    CompanySpec {
        abbr,
        co_code: 20_011 + 313 * k_i32,
        issuer_id: 20_105 + 2_617 * k_u32,
        address: [
            Some(format!("{} {}", 100 + 37 * k, STREETS[k % STREETS.len()])),
            None,
            None,
        ],
        city: city.to_owned(),
        postal_code: zip.to_owned(),
        phone: format!("(555) 01{}-{:04}", k % 10, 1000 + 97 * k),
        phone_ext: None,
        website_desc: format!("{name} online"),
        domain,
        solvency: [Some(10), Some(10), Some(10), Some(20), None, Some(10)][k % 6],
        active,
        products: vec![
            product(
                &format!("{short} Individual {kind_a}"),
                Some(kind_a),
                true,
                Ind,
            ),
            product(
                &format!("{short} Individual {kind_b}"),
                Some(kind_b),
                true,
                Ind,
            ),
            product(
                &format!("{short} Small Group {kind_b}"),
                Some(kind_b),
                true,
                Grp,
            ),
            product(&format!("{short} Legacy Plan"), None, false, Ind),
        ],
        metal_pattern: if active { pattern } else { Vec::new() },
        service_window: Some(((k * 5) % rating_areas.max(1), 3 + k % 6)),
        price_factor: 0.90 + 0.02 * (k % 12) as f64,
        tobacco_factor: 1.25 + 0.05 * (k % 6) as f64,
        filing_weight: 2 + u32::try_from(k % 4).unwrap_or(0),
        name,
    }
}

/// `count` companies: the hand-written seven first, then generated ones.
pub(super) fn catalog(count: usize, rating_areas: usize) -> Vec<CompanySpec> {
    let mut companies = hand_written();
    let mut k = 0;
    while companies.len() < count {
        companies.push(generated(k, rating_areas));
        k += 1;
    }
    companies.truncate(count.max(1));
    companies
}
