//! What the demo data set and the rate-filing simulator agree on: markets and the SERFF types of
//! insurance products are filed under. The companies themselves are the data set's
//! (`data_set::company_catalog`); the simulator files for the same ones.

/// Which market a product is sold in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Market {
    /// Individual health insurance (the plans the public compares).
    Individual,
    /// Small employer groups.
    SmallGroup,
    /// Large employer groups (only the simulator files for them).
    LargeGroup,
}

/// SERFF types of insurance (code, name).
pub(crate) const TYPES_OF_INSURANCE: [(&str, &str); 6] = [
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

/// The two type-of-insurance codes a product of `kind` in `market` may be filed under: the
/// managed-care code where one fits (HMO, POS), then the major-medical code.
pub(crate) fn toi_codes(kind: Option<&str>, market: Market) -> [&'static str; 2] {
    let individual = market == Market::Individual;
    match (kind, individual) {
        (Some("HMO"), true) => ["HOrg02I", "H16I"],
        (Some("HMO"), false) => ["HOrg02G", "H16G"],
        (Some("POS"), true) => ["HOrg03I", "H16I"],
        (Some("POS"), false) => ["HOrg03G", "H16G"],
        (_, true) => ["H16I", "H16I"],
        (_, false) => ["H16G", "H16G"],
    }
}

/// The name of type of insurance `code`.
pub(crate) fn toi_name(code: &str) -> &'static str {
    TYPES_OF_INSURANCE
        .iter()
        .find(|(c, _)| *c == code)
        .map_or("Health", |(_, name)| name)
}
