//! Reading templates back: the generated template round-trips, a filled one passes, and each
//! kind of mistake is reported by sheet, row and column.
#![allow(clippy::unwrap_used)]

use domain::MetalLevel;

use super::*;
use crate::age::RateAge;
use crate::limits::Format;
use crate::parse::{PlanRow, parse};
use crate::problem::Problems;
use crate::xls::{Value, Workbook};

/// The template with `rows` (below the header) on sheet `name`.
fn with_rows(mut book: Workbook, name: &str, rows: Vec<Vec<Value>>) -> Workbook {
    let sheet = book.sheets.iter_mut().find(|s| s.name == name).unwrap();
    sheet.rows.truncate(1);
    sheet.rows.extend(rows);
    book
}

fn t(s: &str) -> Value {
    Value::from(s)
}

fn n(v: f64) -> Value {
    Value::Number(v)
}

/// Rate rows of `plan` in `area` for every Rate PUF age: 0-14, 15 … 63, 64 and over.
fn rate_rows(plan: &str, area: &str, base: f64) -> Vec<Vec<Value>> {
    let mut ages = vec![t("0-14")];
    ages.extend((15..=63).map(|a| n(f64::from(a))));
    ages.push(t("64 and over"));
    ages.into_iter()
        .enumerate()
        .map(|(i, age)| {
            let rate = base + i as f64;
            let tobacco = if i % 2 == 0 {
                Value::Blank
            } else {
                n(rate * 1.2)
            };
            vec![t(plan), t(area), age, n(rate), tobacco]
        })
        .collect()
}

/// A complete template for company 95101, one plan in one rating area of two counties.
fn filled() -> Workbook {
    let book = template::workbook();
    let book = with_rows(
        book,
        "Issuer",
        vec![vec![n(2027.0), t("LK"), t("12345"), n(95101.0)]],
    );
    let book = with_rows(
        book,
        "Plans",
        vec![vec![
            t("12345LK0010001"),
            t("Lakeland Silver 3500"),
            t("Silver"),
            t("Blue Lake HMO"),
        ]],
    );
    let variant = vec![
        t("12345LK0010001-01"),
        t("Standard Silver On Exchange Plan"),
        n(3500.0),
        n(7000.0),
        n(500.0),
        n(1000.0),
        n(30.0),
        n(60.0),
        n(15.0),
        n(20.0),
        n(25.0),
        n(8000.0),
        n(16000.0),
        t("https://example.com/sbc.pdf"),
    ];
    let book = with_rows(book, "CostShareVariances", vec![variant]);
    let book = with_rows(
        book,
        "RatingAreas",
        vec![
            vec![t("Rating Area 1"), t("99001"), t("Adams County")],
            vec![t("Rating Area 1"), Value::Blank, t("Alder County")],
        ],
    );
    with_rows(
        book,
        "Rates",
        rate_rows("12345LK0010001", "Rating Area 1", 300.0),
    )
}

fn problems_of(book: &Workbook) -> Vec<String> {
    match read(&book.to_xls().unwrap()) {
        Err(Refusal::Problems(p)) => p.listed().iter().map(ToString::to_string).collect(),
        other => panic!("expected problems, got {other:?}"),
    }
}

// The generated template round-trips: written, then read, it gives its
// example row on every sheet, with no cell problem.
#[test]
fn the_generated_template_reads_back_as_its_example_rows() {
    // Arrange
    let bytes = template::xls().unwrap();

    // Act
    let (names, grids) = grid::read(&bytes, Format::Xls, |_| true).unwrap();
    let mut problems = Problems::default();
    let parsed = parse(&grids, &mut problems);

    // Assert
    assert_eq!(
        names,
        [
            "Instructions",
            "Issuer",
            "Plans",
            "CostShareVariances",
            "RatingAreas",
            "Rates"
        ]
    );
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(parsed.issuer[0].year, Some(2027));
    assert_eq!(parsed.issuer[0].issuer_id.as_deref(), Some("12345"));
    assert_eq!(
        parsed.plans,
        [PlanRow {
            row: 2,
            plan_id: "12345LK0010001".into(),
            name: Some("Example Silver 3500".into()),
            metal: Some(MetalLevel::Silver),
            product: Some("Example Health HMO".into())
        }]
    );
    assert_eq!(parsed.variances[0].variant_id, "12345LK0010001-01");
    assert_eq!(
        parsed.variances[0].amounts,
        [
            Some(350_000),
            Some(700_000),
            Some(50_000),
            Some(100_000),
            Some(3_000),
            Some(6_000),
            Some(1_500),
            Some(2_000),
            Some(2_500),
            Some(800_000),
            Some(1_600_000)
        ]
    );
    assert_eq!(parsed.areas[0].fips.as_deref(), Some("99001"));
    assert_eq!(parsed.areas[0].county_name.as_deref(), Some("Adams County"));
    assert_eq!(
        (
            parsed.rates[0].age,
            parsed.rates[0].rate,
            parsed.rates[0].tobacco_rate
        ),
        (RateAge::Year(21), Some(41_237), Some(49_484))
    );
}

// The unchanged template is refused: one example rate row is not a full set of ages.
#[test]
fn the_unchanged_template_is_refused_for_its_missing_ages() {
    let problems = problems_of(&template::workbook());

    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(problems[0].starts_with("Sheet 'Rates', column C (Age): plan 12345LK0010001 has no rate in rating area 'Rating Area 1' for age 20, 22, 23"), "{}", problems[0]);
}

// SPEC 5.2: keys 20 … 63 from those ages, 64 and 65 from '64 and over'; a blank tobacco rate
// is the non-tobacco rate; ages under 20 are checked but not loaded.
#[test]
fn a_filled_template_gives_92_rates_per_plan_area() {
    let checked = read(&filled().to_xls().unwrap()).unwrap();

    assert_eq!((checked.plan_year, checked.naic.get()), (2027, 95101));
    let plan = &checked.plans[0];
    assert_eq!(
        (plan.plan_id.as_str(), plan.metal, plan.product.as_str()),
        ("12345LK0010001", MetalLevel::Silver, "Blue Lake HMO")
    );
    let (area, rates) = &plan.areas[0];
    assert_eq!(area, "Rating Area 1");
    assert_eq!(rates.len(), 92);
    let rate = |key: &str| rates.iter().find(|(k, _)| k == key).unwrap().1;
    // Row index 6 (age 20) has no tobacco rate; row index 7 (age 21) has 1.2 × its rate.
    assert_eq!((rate("20-N"), rate("20-Y")), (30_600, 30_600));
    assert_eq!((rate("21-N"), rate("21-Y")), (30_700, 36_840));
    assert_eq!(rate("64-N"), rate("65-N"));
    assert_eq!(rate("64-N"), 35_000);
    assert_eq!(checked.rating_areas[0].counties.len(), 2);
}

#[test]
fn a_wrong_age_is_placed_by_sheet_row_and_column() {
    let mut rows = rate_rows("12345LK0010001", "Rating Area 1", 300.0);
    rows.push(vec![
        t("12345LK0010001"),
        t("Rating Area 1"),
        n(70.0),
        n(500.0),
    ]);
    let problems = problems_of(&with_rows(filled(), "Rates", rows));

    assert_eq!(
        problems,
        [
            "Sheet 'Rates', row 53, column C (Age): '70' is not an age; use 0-14, 15 … 63 or '64 and over'."
        ]
    );
}

#[test]
fn a_negative_rate_is_placed_by_sheet_row_and_column() {
    let mut rows = rate_rows("12345LK0010001", "Rating Area 1", 300.0);
    rows[10][3] = n(-12.5);
    let problems = problems_of(&with_rows(filled(), "Rates", rows));

    assert_eq!(
        problems,
        [
            "Sheet 'Rates', row 12, column D (IndividualRate): '-12.5' is negative; amounts and rates must be 0 or more."
        ]
    );
}

#[test]
fn a_missing_sheet_and_a_missing_column_are_named() {
    let mut book = filled();
    book.sheets.retain(|s| s.name != "Rates");
    let plans = book.sheets.iter_mut().find(|s| s.name == "Plans").unwrap();
    for row in &mut plans.rows {
        row.truncate(3);
    }

    let problems = problems_of(&book);

    assert!(problems.contains(&"Sheet 'Rates': the workbook has no sheet named 'Rates'; add it with its header row (download the template again to see every sheet).".to_owned()), "{problems:?}");
    assert!(problems.contains(&"Sheet 'Plans', row 1, column ProductName: there is no column headed ProductName; add it to row 1 (download the template again to see every column).".to_owned()), "{problems:?}");
}

// Columns are found by header, in any order; letters in messages are the uploaded ones.
#[test]
fn columns_may_be_reordered_and_extra_columns_are_ignored() {
    let mut book = filled();
    let rates = book.sheets.iter_mut().find(|s| s.name == "Rates").unwrap();
    for (i, row) in rates.rows.iter_mut().enumerate() {
        row.reverse();
        row.insert(
            0,
            if i == 0 {
                t("Tobacco")
            } else {
                t("Tobacco User/Non-Tobacco User")
            },
        );
    }
    rates.rows[5][3] = t("fifty");

    let problems = problems_of(&book);

    assert_eq!(
        problems,
        [
            "Sheet 'Rates', row 6, column D (Age): 'fifty' is not an age; use 0-14, 15 … 63 or '64 and over'."
        ]
    );
}

#[test]
fn cross_sheet_mistakes_are_each_reported() {
    let book = with_rows(
        filled(),
        "Plans",
        vec![
            vec![
                t("12345LK0010001"),
                t("Lakeland Silver 3500"),
                t("Silver"),
                t("Blue Lake HMO"),
            ],
            vec![
                t("12345LK0010001"),
                t("Again"),
                t("Gold"),
                t("Blue Lake HMO"),
            ],
            vec![
                t("54321LK0010002"),
                t("Other issuer"),
                t("Gold"),
                t("Blue Lake HMO"),
            ],
        ],
    );
    let mut rates = rate_rows("12345LK0010001", "Rating Area 1", 300.0);
    rates.push(vec![
        t("12345LK0010009"),
        t("Rating Area 1"),
        n(21.0),
        n(1.0),
    ]);
    rates.push(vec![
        t("12345LK0010001"),
        t("Rating Area 9"),
        n(21.0),
        n(1.0),
    ]);
    let book = with_rows(book, "Rates", rates);

    let problems = problems_of(&book);

    let expected = [
        "Sheet 'Plans', row 3, column A (StandardComponentId): plan 12345LK0010001 is listed twice (also row 2); list each plan once.",
        "Sheet 'Plans', row 4, column A (StandardComponentId): '54321LK0010002' does not start with the IssuerId 12345 of sheet 'Issuer'; plan ids begin with the issuer id.",
        "Sheet 'Rates', row 53, column A (PlanId): plan 12345LK0010009 is not on sheet 'Plans'; add it there or correct the id (first of its rows).",
        "Sheet 'Rates', row 54, column B (RatingAreaId): rating area 'Rating Area 9' is not on sheet 'RatingAreas'; add its counties there or correct the name (first of its rows).",
        "Sheet 'Plans', row 4, column A (StandardComponentId): plan 54321LK0010002 has no row on sheet 'CostShareVariances'; add at least its standard variant 54321LK0010002-01.",
        "Sheet 'Plans', row 4, column A (StandardComponentId): plan 54321LK0010002 has no rates on sheet 'Rates'; add its rates for every rating area where it is sold.",
    ];
    assert_eq!(problems, expected);
}

#[test]
fn not_a_spreadsheet_is_refused_with_the_spec_message() {
    assert_eq!(
        read(b"PlanId,Age\n12345LK0010001,21\n")
            .unwrap_err()
            .message(),
        NOT_A_SPREADSHEET
    );
}

// The refusal of a file that is no spreadsheet speaks the uploader's
// language, and names the same formats as the server reads and docs/rates-template.md lists.
#[test]
fn the_not_a_spreadsheet_message_names_the_accepted_formats_and_no_library() {
    let listed = ACCEPTED_EXTENSIONS.join(", ");
    let (all_but_last, last) = listed.rsplit_once(", ").unwrap();
    assert!(
        NOT_A_SPREADSHEET.contains(&format!("({all_but_last} or {last})")),
        "{NOT_A_SPREADSHEET}"
    );
    for jargon in ["calamine", "BIFF", "OLE2", "zip", "OOXML"] {
        assert!(!NOT_A_SPREADSHEET.contains(jargon), "names {jargon}");
    }
    let docs = include_str!("../../../docs/rates-template.md").replace('\n', " ");
    assert!(
        docs.contains(&format!("'{NOT_A_SPREADSHEET}'")),
        "docs/rates-template.md must quote the message"
    );
    assert!(
        docs.contains(&format!("`{}`", ACCEPTED_EXTENSIONS.join("`, `"))),
        "docs/rates-template.md must list the formats"
    );
}

// Each accepted extension is a format the reader tells by its bytes.
#[test]
fn every_accepted_extension_is_a_format_the_reader_knows() {
    let formats: Vec<&str> = [Format::Xls, Format::Xlsx, Format::Ods]
        .iter()
        .flat_map(|format| format.extensions())
        .copied()
        .collect();
    assert_eq!(formats, ACCEPTED_EXTENSIONS);
}
