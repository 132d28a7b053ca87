//! What each kind of filing document says: actuarial memoranda, rate filing
//! justifications, the department's certification form, objection responses, cover letters
//! and policyholder distributions (rate tables: [`super::rate_table`]).

use rand::Rng;

use super::{FilingFacts, GeneratedFile, Kind, rate_table};
use crate::files::{self, CSV, DOCX, PDF, XLSM};

/// A rate change in percent as the documents print it, e.g. `+6.250%`.
fn percent(change: Option<f64>) -> String {
    change.map_or_else(|| "not stated".to_owned(), |p| format!("{p:+.3}%"))
}

/// The document of `kind` about `filing`, its random figures drawn from `rng`. With
/// `own_copy` false the document speaks for every filing of the company, market and year
/// (large scales share these to keep the store small).
pub fn render(
    kind: Kind,
    filing: &FilingFacts<'_>,
    own_copy: bool,
    rng: &mut impl Rng,
) -> anyhow::Result<GeneratedFile> {
    let subject = filing.subject(own_copy);
    let date = |d: chrono::NaiveDate| d.format("%m/%d/%Y").to_string();
    let header = if own_copy {
        vec![
            filing.company.to_owned(),
            format!(
                "Product: {}    Type of insurance: {}",
                filing.product_name, filing.type_of_insurance
            ),
            format!(
                "Market: {}    Submitted: {}    Requested effective date: {}",
                filing.market,
                date(filing.submission_date),
                filing
                    .effective_date
                    .map_or_else(|| "not stated".to_owned(), date)
            ),
            String::new(),
        ]
    } else {
        vec![
            filing.company.to_owned(),
            format!(
                "Market: {}    Rate filings submitted in {}",
                filing.market,
                filing.submission_date.format("%Y")
            ),
            String::new(),
        ]
    };
    let product = if own_copy {
        filing.product_name.to_owned()
    } else {
        format!("{} market", filing.market)
    };
    let overall = percent(filing.overall_rate_change);
    let file = match kind {
        Kind::Memorandum => {
            let medical = rng.random_range(55..95) as f64 / 10.0;
            let pharmacy = rng.random_range(80..140) as f64 / 10.0;
            let mut text = header;
            text.extend([
                format!("Proposed overall rate change: {}", overall),
                String::new(),
                "1. Purpose".to_owned(),
                format!("This memorandum supports the proposed premium rates of {} for the {product} product. It is filed with the Lakeland Insurance Department for rate review and is not intended for any other purpose.", filing.company),
                "2. Experience period".to_owned(),
                "Rates were developed from incurred claims of the most recent complete calendar year, paid through March, adjusted for claims completion, pooling of claims above $1,000,000 and changes in covered benefits.".to_owned(),
                "3. Projection".to_owned(),
                format!("Medical trend of {medical:.1}% and pharmacy trend of {pharmacy:.1}% per year were applied for the projection period. Morbidity, demographic and provider network changes were reviewed and reflected where credible."),
                "4. Rate change".to_owned(),
                format!("The resulting overall change is {}. The change for a given policyholder depends on the plan, age band and rating area; the rate table filed with this memorandum shows the proposed rates.", overall),
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
                format!("Scope and range of the rate change: the average change is {}. Rates of individual plans change by different amounts because benefits, networks and utilization differ by plan.", overall),
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
        Kind::ObjectionResponse => {
            let mut text = header;
            text.extend([
                "The department asked for support of the trend assumptions and the morbidity adjustment.".to_owned(),
                format!("The company has revised its proposal; the overall rate change is now {overall}. Revised rate tables are attached."),
                format!("Objection {} answered.", rng.random_range(1..4)),
            ]);
            GeneratedFile {
                bytes: files::pdf_document(
                    &format!("Response to Objection Letter — {subject}"),
                    &text,
                ),
                content_type: PDF,
            }
        }
        Kind::RateTable => GeneratedFile {
            bytes: rate_table::workbook(rng, filing, &subject)?,
            content_type: XLSM,
        },
        Kind::CoverLetter => {
            let text = vec![
                "Lakeland Insurance Department, Rate Review Section".to_owned(),
                "1200 Capitol Avenue, Suite 400, Harbor City, LK 55501".to_owned(),
                String::new(),
                format!("Re: {} — health insurance rate filing", filing.company),
                String::new(),
                "Dear Rate Review Staff:".to_owned(),
                "Please find enclosed our rate filing with the actuarial memorandum, the rate tables and the certification of compliance. We ask that the proposed rates take effect on the requested date.".to_owned(),
                "Questions about this filing may be sent to our compliance office.".to_owned(),
                String::new(),
                "Sincerely,".to_owned(),
                format!("Regulatory Compliance, {}", filing.company),
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
