//! What each kind of filing attachment says: actuarial memoranda, rate filing
//! justifications, rate tables, the department's certification form, cover letters and
//! policyholder distributions.

use rand::Rng;

use super::company_catalog::Market;
use super::files::{self, CSV, Cell, DOCX, PDF, XLSM};
use super::filings::SeededFiling;
use super::rng::stream;

/// The kinds of file a filing carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Kind {
    Memorandum,
    Justification,
    RateTable,
    Certification,
    CoverLetter,
    Distribution,
}

/// A generated file and how it is served.
#[derive(Debug, Clone)]
pub(super) struct GeneratedFile {
    pub bytes: Vec<u8>,
    pub content_type: &'static str,
}

fn market_name(market: Market) -> &'static str {
    match market {
        Market::Individual => "Individual",
        Market::SmallGroup => "Small Group",
    }
}

fn percent(thousandths: i64) -> String {
    format!("{:+.3}%", thousandths as f64 / 1000.0)
}

/// The file of `kind` for `filing`. With `own_copy` false the file speaks for every filing of
/// the company, market and year (the large scale shares these to keep the store small).
pub(super) fn generate(
    kind: Kind,
    filing: &SeededFiling,
    own_copy: bool,
) -> anyhow::Result<GeneratedFile> {
    let subject = if own_copy {
        filing.tracking.clone()
    } else {
        format!(
            "{} {}",
            filing.company_name,
            filing.submission_date.format("%Y")
        )
    };
    let mut rng = stream(&format!(
        "{kind:?}:{subject}:{}",
        market_name(filing.market)
    ));
    let date = |d: chrono::NaiveDate| d.format("%m/%d/%Y").to_string();
    let header = if own_copy {
        vec![
            filing.company_name.clone(),
            format!(
                "Product: {}    Type of insurance: {}",
                filing.product_name, filing.toi_name
            ),
            format!(
                "Market: {}    Submitted: {}    Requested effective date: {}",
                market_name(filing.market),
                date(filing.submission_date),
                date(filing.effective_date)
            ),
            String::new(),
        ]
    } else {
        vec![
            filing.company_name.clone(),
            format!(
                "Market: {}    Rate filings submitted in {}",
                market_name(filing.market),
                filing.submission_date.format("%Y")
            ),
            String::new(),
        ]
    };
    let product = if own_copy {
        filing.product_name.clone()
    } else {
        format!("{} market", market_name(filing.market))
    };
    let file = match kind {
        Kind::Memorandum => {
            let medical = rng.random_range(55..95) as f64 / 10.0;
            let pharmacy = rng.random_range(80..140) as f64 / 10.0;
            let mut text = header;
            text.extend([
                format!("Proposed overall rate change: {}", percent(filing.overall)),
                String::new(),
                "1. Purpose".to_owned(),
                format!("This memorandum supports the proposed premium rates of {} for the {product} product. It is filed with the Lakeland Insurance Department for rate review and is not intended for any other purpose.", filing.company_name),
                "2. Experience period".to_owned(),
                "Rates were developed from incurred claims of the most recent complete calendar year, paid through March, adjusted for claims completion, pooling of claims above $1,000,000 and changes in covered benefits.".to_owned(),
                "3. Projection".to_owned(),
                format!("Medical trend of {medical:.1}% and pharmacy trend of {pharmacy:.1}% per year were applied for the projection period. Morbidity, demographic and provider network changes were reviewed and reflected where credible."),
                "4. Rate change".to_owned(),
                format!("The resulting overall change is {}. The change for a given policyholder depends on the plan, age band and rating area; the rate table filed with this memorandum shows the proposed rates.", percent(filing.overall)),
                "5. Actuarial certification".to_owned(),
                "To the best of my knowledge the proposed rates are reasonable in relation to the benefits provided and are neither excessive, inadequate nor unfairly discriminatory. I meet the qualification standards to render this opinion.".to_owned(),
                String::new(),
                "Elena Marsh, FSA, MAAA — Consulting Actuary, Marsh & Pell Actuarial Services".to_owned(),
            ]);
            GeneratedFile {
                bytes: files::pdf_document(&format!("Actuarial Memorandum — {subject}"), &text),
                content_type: PDF,
            }
        }
        Kind::Justification => {
            let mut text = header;
            text.extend([
                "Part II — Written explanation of the rate change".to_owned(),
                String::new(),
                format!("Scope and range of the rate change: the average change is {}. Rates of individual plans change by different amounts because benefits, networks and utilization differ by plan.", percent(filing.overall)),
                "Financial experience of the product: claims grew faster than premiums last year, chiefly in outpatient hospital services and specialty drugs.".to_owned(),
                "Changes in medical service costs: negotiated provider fees rise under contracts renewed this year; drug costs rise with new specialty therapies.".to_owned(),
                "Changes in benefits: cost sharing is adjusted where needed to keep each plan within its metal level and the federal out-of-pocket limit.".to_owned(),
                format!("Administrative costs and anticipated margins: administrative costs are held at about {}% of premium.", rng.random_range(9..14)),
            ]);
            GeneratedFile {
                bytes: files::pdf_document(
                    &format!("Rate Filing Justification — {subject}"),
                    &text,
                ),
                content_type: PDF,
            }
        }
        Kind::Certification => {
            let text = vec![
                "The undersigned company certifies that this rate filing:".to_owned(),
                "• complies with the Lakeland Insurance Code and the rules of the Lakeland Insurance Department;".to_owned(),
                "• uses the rating factors permitted by law: age, rating area, tobacco use and family composition;".to_owned(),
                "• applies the same index rate to every plan of the single risk pool, adjusted only as permitted;".to_owned(),
                "• includes the actuarial memorandum, rate tables and justification required for rate review.".to_owned(),
                String::new(),
                "Form LID-RR-7 (rev. 01/2024). Submit with every individual and small group health rate filing.".to_owned(),
            ];
            GeneratedFile {
                bytes: files::pdf_document(
                    "Certification of Compliance — Lakeland Insurance Department",
                    &text,
                ),
                content_type: PDF,
            }
        }
        Kind::RateTable => GeneratedFile {
            bytes: rate_table(&mut rng, filing, &subject)?,
            content_type: XLSM,
        },
        Kind::CoverLetter => {
            let text = vec![
                "Lakeland Insurance Department, Rate Review Section".to_owned(),
                "1200 Capitol Avenue, Suite 400, Harbor City, LK 55501".to_owned(),
                String::new(),
                format!("Re: {} — health insurance rate filing", filing.company_name),
                String::new(),
                "Dear Rate Review Staff:".to_owned(),
                "Please find enclosed our rate filing with the actuarial memorandum, the rate tables and the certification of compliance. We ask that the proposed rates take effect on the requested date.".to_owned(),
                "Questions about this filing may be sent to our compliance office.".to_owned(),
                String::new(),
                "Sincerely,".to_owned(),
                format!("Regulatory Compliance, {}", filing.company_name),
            ];
            GeneratedFile {
                bytes: files::docx_document(&text)?,
                content_type: DOCX,
            }
        }
        Kind::Distribution => {
            let mut csv = String::from("Rate change range,Policyholders,Share of policyholders\n");
            let bands = [
                "Decrease of more than 5%",
                "Decrease of 0% to 5%",
                "Increase of 0% to 5%",
                "Increase of 5% to 10%",
                "Increase of 10% to 15%",
                "Increase of more than 15%",
            ];
            let counts: Vec<u32> = bands.iter().map(|_| rng.random_range(20..4_000)).collect();
            let total: u32 = counts.iter().sum();
            for (band, count) in bands.iter().zip(&counts) {
                csv.push_str(&format!(
                    "{},{count},{:.1}%\n",
                    files::csv_field(band),
                    f64::from(*count) * 100.0 / f64::from(total.max(1))
                ));
            }
            GeneratedFile {
                bytes: csv.into_bytes(),
                content_type: CSV,
            }
        }
    };
    Ok(file)
}

/// The rate table workbook: a few plans with rates at three ages and the proposed change.
fn rate_table(rng: &mut impl Rng, filing: &SeededFiling, subject: &str) -> anyhow::Result<Vec<u8>> {
    let header = [
        "Plan ID",
        "Plan Name",
        "Metal Level",
        "Rating Area",
        "Age 21 Monthly Rate",
        "Age 40 Monthly Rate",
        "Age 64 Monthly Rate",
        "Proposed Change %",
    ];
    let metals: [(&str, f64); 6] = [
        ("Gold", 471.0),
        ("Silver", 428.0),
        ("Silver", 415.0),
        ("Bronze", 334.0),
        ("Bronze", 322.0),
        ("Platinum", 562.0),
    ];
    let rows: Vec<Vec<Cell>> = metals
        .iter()
        .enumerate()
        .map(|(i, (metal, base))| {
            let age21 = (base * rng.random_range(0.9..1.15) * 100.0).round() / 100.0;
            let change = filing.overall as f64 / 1000.0 + rng.random_range(-3.0..3.0);
            vec![
                Cell::Text(format!(
                    "{:05}LK{:03}{:04}",
                    filing.issuer_id,
                    1 + i % 2,
                    i + 1
                )),
                Cell::Text(format!("{} {metal}", filing.company_name)),
                Cell::Text((*metal).to_owned()),
                Cell::Text(format!("Rating Area {}", 1 + i % 6)),
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
