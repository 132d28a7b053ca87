//! The one definition of the rates template: its sheets, their columns (CMS Plan Attributes and
//! Rate PUF names where CMS has one), what each column holds and an example row. The writer of
//! `rate_template.xls`, the upload parser and `docs/rates-template.md` all follow this table, so
//! the file staff download and the file the server reads cannot drift apart.

/// What a column holds; decides how a cell is read and what the instructions say about it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Free text, at most [`MAX_TEXT_CHARS`] characters.
    Text,
    /// A benefit year from 2000 to 2100.
    Year,
    /// Two letters, e.g. `LK`.
    StateCode,
    /// The five-digit HIOS issuer id.
    IssuerId,
    /// The NAIC company code, a positive whole number.
    NaicCode,
    /// A 14-character plan id (standard component), e.g. `12345LK0010001`.
    PlanId,
    /// A 17-character plan variant id, e.g. `12345LK0010001-01`.
    VariantId,
    /// Platinum, Gold, Silver, Bronze (or Expanded Bronze) or Catastrophic.
    MetalLevel,
    /// Dollars and cents, not negative.
    Money,
    /// A percent from 0 to 100.
    Percent,
    /// An address starting with `http://` or `https://`.
    Url,
    /// A five-digit county FIPS code.
    CountyFips,
    /// A Rate PUF age: `0-14`, `15` … `63` or `64 and over`.
    Age,
}

/// Longest text accepted in a [`Kind::Text`] cell.
pub const MAX_TEXT_CHARS: usize = 200;

/// An example value written in the template's example row.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Example {
    /// A text cell.
    Text(&'static str),
    /// A number cell.
    Number(f64),
    /// An empty cell.
    Blank,
}

/// One column of a sheet.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Column {
    /// The header text in row 1 (matched ignoring case and surrounding spaces).
    pub name: &'static str,
    /// Whether every data row must fill it.
    pub required: bool,
    /// What it holds.
    pub kind: Kind,
    /// What it means, for the instructions sheet and the documentation.
    pub help: &'static str,
    /// The example row's value.
    pub example: Example,
}

/// One data sheet of the template.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Sheet {
    /// The sheet (tab) name (matched ignoring case and surrounding spaces).
    pub name: &'static str,
    /// What one row of the sheet is.
    pub purpose: &'static str,
    /// Its columns, in the template's order.
    pub columns: &'static [Column],
}

impl Sheet {
    /// The column named `name`.
    pub fn column(&self, name: &str) -> Option<&'static Column> {
        self.columns.iter().find(|c| c.name == name)
    }
}

const fn col(
    name: &'static str,
    required: bool,
    kind: Kind,
    help: &'static str,
    example: Example,
) -> Column {
    Column {
        name,
        required,
        kind,
        help,
        example,
    }
}

/// Name of the sheet of instructions (not read back).
pub const INSTRUCTIONS: &str = "Instructions";

/// The issuer and year the template prices: exactly one data row.
#[rustfmt::skip]
pub const ISSUER: Sheet = Sheet {
    name: "Issuer",
    purpose: "One row: the plan year and the company the template prices.",
    columns: &[
        col("BusinessYear", true, Kind::Year, "Plan (benefit) year, e.g. 2027. It must be a compare year of the site.", Example::Number(2027.0)),
        col("StateCode", false, Kind::StateCode, "Two-letter state code; for your records.", Example::Text("LK")),
        col("IssuerId", true, Kind::IssuerId, "Five-digit HIOS issuer id; every plan id starts with it.", Example::Text("12345")),
        col("NAICCompanyCode", true, Kind::NaicCode, "NAIC company code; it must be the code of the company you upload for.", Example::Number(12345.0)),
    ],
};

/// One row per plan (standard component).
#[rustfmt::skip]
pub const PLANS: Sheet = Sheet {
    name: "Plans",
    purpose: "One row per plan (standard component).",
    columns: &[
        col("StandardComponentId", true, Kind::PlanId, "14-character plan id: issuer id, state, product and plan number.", Example::Text("12345LK0010001")),
        col("PlanMarketingName", true, Kind::Text, "Plan name shown in the comparison results.", Example::Text("Example Silver 3500")),
        col("MetalLevel", true, Kind::MetalLevel, "Platinum, Gold, Silver, Bronze, Expanded Bronze or Catastrophic.", Example::Text("Silver")),
        col("ProductName", true, Kind::Text, "The company product the plan belongs to, exactly as on the Companies screen.", Example::Text("Example Health HMO")),
    ],
};

/// One row per cost-sharing variant of a plan (varianceData).
#[rustfmt::skip]
pub const VARIANCES: Sheet = Sheet {
    name: "CostShareVariances",
    purpose: "One row per cost-sharing variant of a plan. Blank or 'Not Applicable' leaves a value empty.",
    columns: &[
        col("PlanId", true, Kind::VariantId, "17-character variant id: the plan id, a dash and two digits.", Example::Text("12345LK0010001-01")),
        col("CSRVariationType", false, Kind::Text, "e.g. 'Standard Silver On Exchange Plan'; for your records.", Example::Text("Standard Silver On Exchange Plan")),
        col("MEHBDedInnTier1Individual", false, Kind::Money, "Medical deductible, individual, in-network tier 1 (dollars).", Example::Number(3500.0)),
        col("MEHBDedInnTier1FamilyPerGroup", false, Kind::Money, "Medical deductible, family per group (dollars).", Example::Number(7000.0)),
        col("DEHBDedInnTier1Individual", false, Kind::Money, "Drug deductible, individual (dollars).", Example::Number(500.0)),
        col("DEHBDedInnTier1FamilyPerGroup", false, Kind::Money, "Drug deductible, family per group (dollars).", Example::Number(1000.0)),
        col("CopayInnTier1PrimaryCare", false, Kind::Money, "Co-pay for a primary care visit to treat an injury or illness (dollars).", Example::Number(30.0)),
        col("CopayInnTier1Specialist", false, Kind::Money, "Co-pay for a specialist visit (dollars).", Example::Number(60.0)),
        col("CopayInnTier1GenericDrugs", false, Kind::Money, "Co-pay for generic drugs (dollars).", Example::Number(15.0)),
        col("MEHBDedInnTier1Coinsurance", false, Kind::Percent, "Medical coinsurance after the deductible, percent 0-100 (write 20 for 20%).", Example::Number(20.0)),
        col("DEHBDedInnTier1Coinsurance", false, Kind::Percent, "Drug coinsurance after the deductible, percent 0-100.", Example::Number(25.0)),
        col("MEHBInnTier1IndividualMOOP", false, Kind::Money, "Maximum out of pocket, individual (dollars; the integrated limit when medical and drugs share one).", Example::Number(8000.0)),
        col("MEHBInnTier1FamilyPerGroupMOOP", false, Kind::Money, "Maximum out of pocket, family per group (dollars).", Example::Number(16000.0)),
        col("URLForSummaryofBenefitsCoverage", false, Kind::Url, "Summary of Benefits and Coverage page ('Learn more'), starting with https://.", Example::Text("https://www.example.com/sbc/12345LK0010001-01.pdf")),
    ],
};

/// One row per county of a rating area.
#[rustfmt::skip]
pub const RATING_AREAS: Sheet = Sheet {
    name: "RatingAreas",
    purpose: "One row per county of each rating area you price. Give the FIPS code, the county name, or both.",
    columns: &[
        col("RatingAreaId", true, Kind::Text, "Rating area name, e.g. 'Rating Area 1', as used on the Rates sheet.", Example::Text("Rating Area 1")),
        col("County", false, Kind::CountyFips, "Five-digit county FIPS code.", Example::Text("99001")),
        col("CountyName", false, Kind::Text, "County name as shown on the compare page, e.g. 'Adams County'.", Example::Text("Adams County")),
    ],
};

/// One row per plan, rating area and age (Rate PUF).
#[rustfmt::skip]
pub const RATES: Sheet = Sheet {
    name: "Rates",
    purpose: "One row per plan, rating area and age: monthly premium for one person.",
    columns: &[
        col("PlanId", true, Kind::PlanId, "14-character plan id from the Plans sheet.", Example::Text("12345LK0010001")),
        col("RatingAreaId", true, Kind::Text, "Rating area from the RatingAreas sheet.", Example::Text("Rating Area 1")),
        col("Age", true, Kind::Age, "0-14, 15 ... 63 or 64 and over. Ages 20 to 63 and '64 and over' are required.", Example::Text("21")),
        col("IndividualRate", true, Kind::Money, "Monthly premium for a non-tobacco user (dollars).", Example::Number(412.37)),
        col("IndividualTobaccoRate", false, Kind::Money, "Monthly premium for a tobacco user; blank means the same as IndividualRate.", Example::Number(494.84)),
    ],
};

/// The data sheets, in workbook order (after the instructions).
pub const SHEETS: [Sheet; 5] = [ISSUER, PLANS, VARIANCES, RATING_AREAS, RATES];

/// The spreadsheet letter of a zero-based column index: 0 → A, 25 → Z, 26 → AA.
pub fn column_letter(index: u32) -> String {
    let mut n = index + 1;
    let mut letters = Vec::new();
    while n > 0 {
        let rem = (n - 1) % 26;
        letters.push(char::from(b'A' + rem as u8));
        n = (n - 1) / 26;
    }
    letters.iter().rev().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_follow_spreadsheet_order() {
        let letters: Vec<String> = [0, 2, 25, 26, 27, 51, 52, 701, 702]
            .into_iter()
            .map(column_letter)
            .collect();
        assert_eq!(
            letters,
            ["A", "C", "Z", "AA", "AB", "AZ", "BA", "ZZ", "AAA"]
        );
    }

    #[test]
    fn sheet_and_column_names_are_unique() {
        let mut sheets: Vec<&str> = SHEETS.iter().map(|s| s.name).collect();
        sheets.push(INSTRUCTIONS);
        let count = sheets.len();
        sheets.sort_unstable();
        sheets.dedup();
        assert_eq!(sheets.len(), count);
        for sheet in SHEETS {
            let mut names: Vec<String> = sheet
                .columns
                .iter()
                .map(|c| c.name.to_lowercase())
                .collect();
            names.sort_unstable();
            names.dedup();
            assert_eq!(names.len(), sheet.columns.len(), "{}", sheet.name);
        }
    }

    #[test]
    fn the_age_column_is_c_as_the_documentation_says() {
        assert_eq!(RATES.columns.iter().position(|c| c.name == "Age"), Some(2));
    }
}
