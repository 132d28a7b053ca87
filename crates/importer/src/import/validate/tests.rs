#![allow(clippy::unwrap_used)]

use chrono::{NaiveDate, TimeZone, Utc};

use super::*;
use crate::source::{SourceAttachment, SourceDisposition, SourceTypeOfInsurance};

fn record() -> SourceFiling {
    SourceFiling {
        tracking_number: "BLHP-134512345".into(),
        companies: vec![SourceCompany {
            naic_code: "95101".into(),
            name: "Blue Lake Health Plan".into(),
            overall_rate_change: Some(4.1),
            maximum_rate_change: Some(9.25),
            minimum_rate_change: Some(-1.5),
            policyholders_affected: Some(1200),
            premium_change: Some(336_528.0),
            written_premium: Some(8_208_000.0),
        }],
        product_name: "Blue Lake Silver".into(),
        product_type: Some("HMO".into()),
        type_of_insurance: SourceTypeOfInsurance {
            code: "H16I".into(),
            name: "Individual Health - Major Medical".into(),
        },
        market_type: "Individual".into(),
        group_market_size: None,
        group_market_type: Some("  ".into()),
        submission_date: NaiveDate::from_ymd_opt(2026, 6, 1).unwrap(),
        requested_effective_date: NaiveDate::from_ymd_opt(2027, 1, 1),
        state_status: "under review".into(),
        status_changed_at: None,
        company_tracking_number: Some("BL-2027-01".into()),
        overall_rate_change: Some(4.0005),
        last_modified: Utc.timestamp_nanos(1_780_000_000_123_456_789),
        attachments: vec![SourceAttachment {
            attachment_id: "a1".into(),
            file_name: "Actuarial Memorandum.PDF".into(),
            document_name: "Actuarial Memorandum".into(),
            content_type: Some("application/pdf".into()),
            size_bytes: Some(10),
            sha256: None,
            decision_document: false,
        }],
        disposition: None,
    }
}

#[test]
fn a_good_record_maps_to_stored_values() {
    let checked = check(&record()).unwrap();
    let f = &checked.filing;

    assert_eq!(f.status, FilingStatus::UnderReview);
    assert_eq!(f.companies[0].co_code, 95101);
    assert_eq!(
        f.companies[0]
            .overall_rate_impact
            .as_ref()
            .unwrap()
            .to_string(),
        "4.100"
    );
    assert_eq!(f.overall_rate_impact.as_ref().unwrap().to_string(), "4.001");
    assert_eq!(f.grp_market_type, None);
    assert_eq!(f.source_updated_at.timestamp_subsec_nanos(), 123_456_000);
    assert_eq!(checked.attachments[0].file_extension, "pdf");
}

#[test]
fn an_unknown_status_is_kept_not_refused() {
    let mut r = record();
    r.state_status = "Pending Industry Response".into();

    let checked = check(&r).unwrap();

    assert_eq!(
        checked.filing.status,
        FilingStatus::Other("Pending Industry Response".into())
    );
}

/// Makes a good record bad.
type Spoil = fn(&mut SourceFiling);

#[test]
fn bad_records_say_what_is_wrong() {
    let cases: Vec<(Spoil, RecordError)> = vec![
        (
            |r| r.tracking_number = "blhp-134512345".into(),
            RecordError::TrackingNumber("blhp-134512345".into()),
        ),
        (|r| r.companies.clear(), RecordError::NoCompany),
        (
            |r| r.companies[0].naic_code = "95-101".into(),
            RecordError::NaicCode("95-101".into()),
        ),
        (
            |r| r.companies[0].policyholders_affected = Some(-3),
            RecordError::Policyholders(-3),
        ),
        (
            |r| r.companies[0].minimum_rate_change = Some(12.0),
            RecordError::MinimumAboveMaximum("Blue Lake Health Plan".into()),
        ),
        (
            |r| r.overall_rate_change = Some(12_000.0),
            RecordError::Percent {
                field: "overall rate change",
                value: 12_000.0,
            },
        ),
        (
            |r| r.market_type = " ".into(),
            RecordError::Missing("market type"),
        ),
        (
            |r| {
                let again = r.companies[0].clone();
                r.companies.push(again);
            },
            RecordError::CompanyTwice(95101),
        ),
        (
            |r| {
                let again = r.attachments[0].clone();
                r.attachments.push(again);
            },
            RecordError::AttachmentTwice("Actuarial Memorandum.PDF".into()),
        ),
    ];
    for (spoil, expected) in cases {
        let mut r = record();
        spoil(&mut r);
        assert_eq!(check(&r).unwrap_err(), expected);
    }
}

#[test]
fn an_extension_comes_from_the_content_type_when_the_name_has_none() {
    let mut r = record();
    r.attachments[0].file_name = "Rate table".into();
    r.attachments[0].content_type = Some("application/vnd.ms-excel.sheet.macroEnabled.12".into());

    let checked = check(&r).unwrap();

    assert_eq!(checked.attachments[0].file_extension, "xlsm");
}

#[test]
fn without_a_filing_level_figure_the_overall_change_weighs_the_companies() {
    let mut r = record();
    r.overall_rate_change = None;
    let mut partner = r.companies[0].clone();
    partner.naic_code = "96002".into();
    partner.overall_rate_change = Some(1.0);
    partner.policyholders_affected = Some(400);
    r.companies.push(partner);

    let checked = check(&r).unwrap();

    // (4.1 × 1200 + 1.0 × 400) / 1600 = 3.325
    assert_eq!(
        checked.filing.overall_rate_impact.unwrap().to_string(),
        "3.325"
    );
    assert_eq!(
        checked.filing.companies[1]
            .written_premium
            .as_ref()
            .unwrap()
            .to_string(),
        "8208000.00"
    );
}

fn decided(r: &mut SourceFiling) {
    let mut approved = r.companies[0].clone();
    approved.overall_rate_change = Some(2.5);
    approved.maximum_rate_change = Some(6.0);
    approved.minimum_rate_change = Some(-1.5);
    r.disposition = Some(SourceDisposition {
        decision_date: NaiveDate::from_ymd_opt(2026, 9, 1).unwrap(),
        status: " Approved with Modification ".into(),
        effective_date_new: NaiveDate::from_ymd_opt(2027, 1, 1),
        effective_date_renewal: None,
        reason: Some("  ".into()),
        companies: vec![approved],
    });
}

#[test]
fn a_decision_maps_its_companies_by_naic_code() {
    let mut r = record();
    decided(&mut r);

    let decision = check(&r).unwrap().filing.decision.unwrap();

    assert_eq!(decision.disposition_status, "Approved with Modification");
    assert_eq!(decision.reason, None, "a blank reason is none");
    assert_eq!(decision.companies[0].co_code, 95101);
    assert_eq!(
        decision.companies[0]
            .overall_rate_impact
            .as_ref()
            .unwrap()
            .to_string(),
        "2.500"
    );
}

#[test]
fn bad_decisions_and_amounts_say_what_is_wrong() {
    let cases: Vec<(Spoil, RecordError)> = vec![
        (
            |r| {
                decided(r);
                if let Some(d) = r.disposition.as_mut() {
                    d.companies[0].naic_code = "12345".into();
                }
            },
            RecordError::DecisionCompany(12345),
        ),
        (
            |r| {
                decided(r);
                if let Some(d) = r.disposition.as_mut() {
                    d.status = String::new();
                }
            },
            RecordError::Missing("disposition status"),
        ),
        (
            |r| {
                decided(r);
                if let Some(d) = r.disposition.as_mut() {
                    d.companies[0].minimum_rate_change = Some(9.0);
                }
            },
            RecordError::MinimumAboveMaximum("Blue Lake Health Plan".into()),
        ),
        (
            |r| r.companies[0].written_premium = Some(-5.0),
            RecordError::Dollars {
                field: "written premium",
                value: -5.0,
            },
        ),
        (
            |r| r.companies[0].premium_change = Some(f64::NAN),
            RecordError::Dollars {
                field: "written premium change",
                value: f64::NAN,
            },
        ),
    ];
    for (spoil, expected) in cases {
        let mut r = record();
        spoil(&mut r);
        let found = check(&r).unwrap_err();
        // NaN is never equal to itself: compare the messages.
        assert_eq!(found.to_string(), expected.to_string());
    }
}
