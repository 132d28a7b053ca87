//! Filings as the source would send them, and running an import to its end.

use chrono::{NaiveDate, TimeZone, Utc};
use db::queries::import_runs::ImportRun;
use importer::import::attachment::sha256_hex;
use importer::runner::RunOnce;
use importer::source::{SourceAttachment, SourceCompany, SourceFiling, SourceTypeOfInsurance};

use super::Harness;

/// A filing by the company with NAIC code `naic`, Submitted, without attachments.
pub fn filing(tracking: &str, naic: &str, company: &str) -> SourceFiling {
    SourceFiling {
        tracking_number: tracking.to_owned(),
        companies: vec![SourceCompany {
            naic_code: naic.to_owned(),
            name: company.to_owned(),
            overall_rate_change: Some(4.5),
            maximum_rate_change: Some(9.0),
            minimum_rate_change: Some(-1.25),
            policyholders_affected: Some(1200),
            premium_change: Some(369_360.0),
            written_premium: Some(8_208_000.0),
        }],
        product_name: format!("{company} Silver"),
        product_type: Some("HMO".to_owned()),
        type_of_insurance: SourceTypeOfInsurance {
            code: "H16I".to_owned(),
            name: "Individual Health - Major Medical".to_owned(),
        },
        market_type: "Individual".to_owned(),
        group_market_size: None,
        group_market_type: None,
        submission_date: NaiveDate::from_ymd_opt(2026, 6, 1).unwrap(),
        requested_effective_date: NaiveDate::from_ymd_opt(2027, 1, 1),
        state_status: "Submitted".to_owned(),
        status_changed_at: None,
        company_tracking_number: Some(format!("CT-{tracking}")),
        overall_rate_change: Some(4.5),
        last_modified: Utc.with_ymd_and_hms(2026, 1, 1, 0, 0, 0).unwrap(),
        attachments: Vec::new(),
        disposition: None,
    }
}

/// An attachment listing for `bytes`, with their size and checksum.
pub fn attachment(id: &str, file_name: &str, bytes: &[u8]) -> SourceAttachment {
    let (document_name, _) = file_name.rsplit_once('.').unwrap_or((file_name, ""));
    let content_type = if file_name.ends_with(".xlsm") {
        "application/vnd.ms-excel.sheet.macroEnabled.12"
    } else {
        "application/pdf"
    };
    SourceAttachment {
        attachment_id: id.to_owned(),
        file_name: file_name.to_owned(),
        document_name: document_name.to_owned(),
        content_type: Some(content_type.to_owned()),
        size_bytes: Some(i64::try_from(bytes.len()).unwrap()),
        sha256: Some(sha256_hex(bytes)),
        decision_document: false,
    }
}

/// An actuarial memorandum's bytes.
pub const MEMO: &[u8] = b"%PDF-1.7\n% Actuarial memorandum of Blue Lake Health Plan\n%%EOF\n";
/// A rate table's bytes.
pub const RATES: &[u8] = b"PK\x03\x04 rate table workbook bytes";
/// A certificate's bytes, filed alike by several companies.
pub const CERTIFICATE: &[u8] =
    b"%PDF-1.7\n% Certification of compliance, the same for everyone\n%%EOF\n";

/// Three filings: one by a known company with two files, one by an unknown company, one by two
/// companies; two of them carry the same certificate file.
pub fn three_filings(h: &Harness) {
    let s = &h.source;
    s.put_file("memo-1", MEMO);
    s.put_file("rates-1", RATES);
    s.put_file("cert-1", CERTIFICATE);
    s.put_file("cert-2", CERTIFICATE);
    let mut blue = filing("BLHP-134512345", "95101", "Blue Lake Health Plan");
    blue.attachments = vec![
        attachment("memo-1", "Actuarial Memorandum.pdf", MEMO),
        attachment("rates-1", "Rate Table 2027.xlsm", RATES),
        attachment("cert-1", "Certification.pdf", CERTIFICATE),
    ];
    s.put(blue);
    let mut prairie = filing("PRMU-200000001", "96001", "Prairie Mutual");
    prairie.type_of_insurance.code = "H16G".into();
    prairie.type_of_insurance.name = "Group Health - Major Medical".into();
    prairie.market_type = "Group".into();
    prairie.group_market_size = Some("Small Group".into());
    prairie.group_market_type = Some("Employer".into());
    prairie.attachments = vec![attachment("cert-2", "Certification.pdf", CERTIFICATE)];
    s.put(prairie);
    let mut joint = filing("BLHP-134599999", "95101", "Blue Lake Health Plan");
    let mut partner = joint.companies[0].clone();
    partner.naic_code = "96002".into();
    partner.name = "Lakeshore Assurance".into();
    partner.policyholders_affected = Some(40);
    joint.companies.push(partner);
    s.put(joint);
}

/// Runs one import now (`importer run-once`) and returns the ended run.
pub async fn run(h: &Harness) -> ImportRun {
    match h.runner().run_once().await.unwrap() {
        RunOnce::Finished(run) => run,
        RunOnce::Busy => panic!("nothing else holds the lock in this test"),
    }
}

/// (new, updated, unchanged, failed).
pub fn counts(run: &ImportRun) -> (i32, i32, i32, i32) {
    (
        run.new_count,
        run.updated_count,
        run.unchanged_count,
        run.failed_count,
    )
}
