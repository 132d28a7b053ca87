//! What the simulator's attachments say, built with the demo seeder's file generators
//! (`db::demo::files`): PDF memoranda, justifications, certifications and objection responses,
//! .xlsm rate tables, .docx cover letters and CSV distributions.

use db::demo::files::{self, CSV, Cell, DOCX, PDF, XLSM};
use rand::Rng;
use rand::rngs::StdRng;

use crate::source::SourceFiling;

/// The kinds of document a filing carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Kind {
    Memorandum,
    Justification,
    RateTable,
    Certification,
    CoverLetter,
    Distribution,
    /// Added by an amendment: the company's answer to the department's objection letter.
    ObjectionResponse,
}

impl Kind {
    /// (document name, file extension, SERFF document type).
    pub(super) fn describe(self) -> (&'static str, &'static str, &'static str) {
        match self {
            Kind::Memorandum => ("Actuarial Memorandum", "pdf", "Supporting Document"),
            Kind::Justification => ("Rate Filing Justification", "pdf", "Supporting Document"),
            Kind::RateTable => ("Rate Table", "xlsm", "Rate/Rule Schedule"),
            Kind::Certification => ("Certification of Compliance", "pdf", "Supporting Document"),
            Kind::CoverLetter => ("Cover Letter", "docx", "Correspondence"),
            Kind::Distribution => (
                "Policyholder Rate Change Distribution",
                "csv",
                "Supporting Document",
            ),
            Kind::ObjectionResponse => ("Response to Objection Letter", "pdf", "Correspondence"),
        }
    }
}

/// Bytes and MIME type of one document about `filing`. With `own_copy` false the document
/// speaks for all of the company's filings of that market and year (large scales share them).
pub(super) fn render(
    kind: Kind,
    filing: &SourceFiling,
    own_copy: bool,
    rng: &mut StdRng,
) -> anyhow::Result<(Vec<u8>, &'static str)> {
    let company = filing.companies.first().map_or("", |c| c.name.as_str());
    let year = filing.submission_date.format("%Y");
    let subject = if own_copy {
        filing.tracking_number.clone()
    } else {
        format!("{company} {} {year}", filing.market_type)
    };
    let overall = filing
        .overall_rate_change
        .map_or_else(|| "not stated".to_owned(), |p| format!("{p:+.3}%"));
    let mut header = vec![company.to_owned()];
    if own_copy {
        header.push(format!(
            "SERFF tracking number: {}    Product: {}",
            filing.tracking_number, filing.product_name
        ));
        header.push(format!(
            "Type of insurance: {} {}    Market: {}",
            filing.type_of_insurance.code, filing.type_of_insurance.name, filing.market_type
        ));
    } else {
        header.push(format!(
            "{} rate filings submitted in {year}",
            filing.market_type
        ));
    }
    header.push(String::new());
    let pdf = |title: String, body: Vec<String>| -> anyhow::Result<(Vec<u8>, &'static str)> {
        let mut text = header.clone();
        text.extend(body);
        Ok((
            files::pdf_document(&format!("{title} — {subject}"), &text),
            PDF,
        ))
    };
    match kind {
        Kind::Memorandum => {
            let medical = f64::from(rng.random_range(55..95)) / 10.0;
            let pharmacy = f64::from(rng.random_range(80..140)) / 10.0;
            pdf("Actuarial Memorandum".to_owned(), vec![
                format!("Proposed overall rate change: {overall}"),
                String::new(),
                "1. Experience period".to_owned(),
                "Rates were developed from incurred claims of the most recent complete calendar year, paid through March, adjusted for completion and large-claim pooling.".to_owned(),
                "2. Projection".to_owned(),
                format!("Medical trend of {medical:.1}% and pharmacy trend of {pharmacy:.1}% per year were applied for the projection period."),
                "3. Certification".to_owned(),
                "The proposed rates are reasonable in relation to the benefits provided and are neither excessive, inadequate nor unfairly discriminatory.".to_owned(),
                String::new(),
                "Rowan Ashby, FSA, MAAA — Consulting Actuary".to_owned(),
            ])
        }
        Kind::Justification => pdf("Rate Filing Justification".to_owned(), vec![
            "Part II — Written explanation of the rate change".to_owned(),
            format!("The average change is {overall}. Plans change by different amounts because benefits, networks and utilization differ."),
            format!("Administrative costs are held at about {}% of premium.", rng.random_range(9..14)),
        ]),
        Kind::Certification => pdf("Certification of Compliance".to_owned(), vec![
            "The company certifies that this filing complies with the Lakeland Insurance Code, uses only the rating factors permitted by law, and includes the memorandum, rate tables and justification required for rate review.".to_owned(),
            "Form LID-RR-7 (rev. 01/2024).".to_owned(),
        ]),
        Kind::ObjectionResponse => pdf("Response to Objection Letter".to_owned(), vec![
            "The department asked for support of the trend assumptions and the morbidity adjustment.".to_owned(),
            format!("The company has revised its proposal; the overall rate change is now {overall}. Revised rate tables are attached."),
            format!("Objection {} answered.", rng.random_range(1..4)),
        ]),
        Kind::RateTable => {
            let plans = if own_copy { filing.product_name.as_str() } else { company };
            Ok((rate_table(rng, filing, plans, &subject)?, XLSM))
        }
        Kind::CoverLetter => {
            let mut text = vec![
                "Lakeland Insurance Department, Rate Review Section".to_owned(),
                String::new(),
                format!("Re: {company} — {} health insurance rate filing", filing.market_type),
                "Please find enclosed our rate filing with the actuarial memorandum, rate tables and certification of compliance.".to_owned(),
                String::new(),
            ];
            text.push(format!("Regulatory Compliance, {company}"));
            Ok((files::docx_document(&text)?, DOCX))
        }
        Kind::Distribution => {
            let mut csv = String::from("Rate change range,Policyholders\n");
            for band in ["Decrease", "Increase of 0% to 5%", "Increase of 5% to 10%", "Increase of more than 10%"] {
                csv.push_str(&format!("{band},{}\n", rng.random_range(20..4_000)));
            }
            Ok((csv.into_bytes(), CSV))
        }
    }
}

/// A rate table workbook: a few plans with monthly rates at three ages and the change.
fn rate_table(
    rng: &mut StdRng,
    filing: &SourceFiling,
    plans: &str,
    subject: &str,
) -> anyhow::Result<Vec<u8>> {
    let header = [
        "Plan Name",
        "Metal Level",
        "Age 21 Monthly Rate",
        "Age 40 Monthly Rate",
        "Age 64 Monthly Rate",
        "Proposed Change %",
    ];
    let rows: Vec<Vec<Cell>> = [
        ("Gold", 471.0),
        ("Silver", 428.0),
        ("Bronze", 334.0),
        ("Platinum", 562.0),
    ]
    .iter()
    .map(|(metal, base)| {
        let age21: f64 = (base * rng.random_range(0.9..1.15) * 100.0_f64).round() / 100.0;
        let change = filing.overall_rate_change.unwrap_or(0.0) + rng.random_range(-3.0..3.0);
        vec![
            Cell::Text(format!("{plans} {metal}")),
            Cell::Text((*metal).to_owned()),
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
