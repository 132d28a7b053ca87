//! serff-sim serving a seeded database (`--from-database`): the demo seed's filings, their
//! companies and figures, decisions and documents come back through SOAP as the database
//! holds them — times as Java dates in Chicago, percents and dollars exactly — and the
//! documents' bytes as the attachment store holds them.

use std::collections::BTreeMap;

use chrono::NaiveDate;
use db::attachment_store;
use demo::Scale;
use demo::sim::{SeededDatabase, SimConfig};
use diesel::prelude::*;
use serde_json::json;
use uuid::Uuid;

use crate::support::*;

mod rows;

use rows::*;

#[actix_web::test]
async fn the_seeded_database_comes_back_through_soap_as_it_is_stored() {
    // Arrange: the demo seed in a fresh database, and a simulator serving it.
    let db = test_support::TestDb::new();
    let mut conn = db.conn();
    let dir = std::env::temp_dir().join(format!("sim-database-test-{}", Uuid::new_v4()));
    let store = attachment_store::open(&dir);
    let today = NaiveDate::from_ymd_opt(2026, 11, 20).unwrap();
    demo::seed(&mut conn, store.as_ref(), Scale::Demo, today).unwrap();
    let mut config = SimConfig::new(0);
    config.workers = 1;
    config.database = Some(SeededDatabase {
        url: db.url(),
        attachments_dir: dir.clone(),
    });
    config.faults.no_throttle = true;
    config.faults.row_limit = 100_000;
    let base = start_with(config);

    // Act
    let filings = ask(
        &base,
        "FILING",
        &[
            "FilingSERFFTrackNum",
            "DateLastModified",
            "SubmissionDate",
            "StateStatus",
            "StateStatusDateChng",
            "TOIName",
            "ProductName",
            "CompTrackNum",
            "LahMarketType",
            "LahGrpMarketSize",
            "LahGrpMarketType",
            "EffImpDateReqNew",
            "SubTOIName",
        ],
        false,
    )
    .await;
    let companies = ask(
        &base,
        "COMPANYRATE",
        &[
            "FilingSERFFTrackNum",
            "CompanyCoCode",
            "CompanyName",
            "RateOverallRateImpact",
            "RateAffPolicyHolder",
            "RateMaxChange",
            "RateMinChange",
            "RatePremiumRateChng",
            "RatePremium",
        ],
        false,
    )
    .await;
    let decisions = ask(
        &base,
        "DISPOSITION",
        &[
            "FilingSERFFTrackNum",
            "DispositionDate",
            "DispositionStatus",
            "DispEffImplDateNew",
            "DispEffImplDateRenewal",
            "DispositionComments",
        ],
        true,
    )
    .await;
    let approved = ask(
        &base,
        "DISPOSITIONCOMPANYRATE",
        &[
            "FilingSERFFTrackNum",
            "CompanyCoCode",
            "DispRateOverallRateImpact",
            "DispRateAffPolicyHolder",
            "DispRateMaxChange",
            "DispRateMinChange",
            "DispRatePremiumRateChng",
            "DispRatePremium",
        ],
        false,
    )
    .await;
    let documents = ask(
        &base,
        "SUPPORTDOCS",
        &["FilingSERFFTrackNum", "SuppDocName"],
        true,
    )
    .await;

    // Assert: filings, with the product type at the end of the sub-TOI.
    let stored_filings = expected(
        &mut conn,
        &format!(
            "SELECT ARRAY[f.serff_tracking_num, \
               to_char(COALESCE(f.source_updated_at, f.updated_at), {JAVA}), \
               to_char(f.submission_date::timestamptz, {JAVA}), s.display_status, \
               to_char(f.status_changed_at, {JAVA}), t.toi_code || ' ' || t.name, \
               f.product_name, f.company_tracking_num, f.market_type, f.grp_market_size, \
               f.grp_market_type, to_char(f.requested_effective_date::timestamptz, {JAVA}), \
               pt.name] AS values \
             FROM filings f JOIN filing_statuses s USING (filing_status_code) \
             JOIN types_of_insurance t USING (toi_id) \
             JOIN company_products cp USING (company_product_pk) \
             LEFT JOIN product_types pt USING (product_type_pk)"
        ),
    );
    assert_eq!(filings.len(), stored_filings.len());
    let served_filings: Vec<Values> = filings
        .into_iter()
        .map(|(mut values, _)| {
            // SubTOIName names the product type last (`… - HMO`), when there is one.
            let sub_toi = values.pop().flatten().unwrap();
            let kind = sub_toi.rsplit_once(" - ").map(|(_, kind)| kind);
            values.push(
                kind.filter(|k| ["HMO", "PPO", "EPO", "POS"].contains(k))
                    .map(str::to_owned),
            );
            values
        })
        .collect();
    assert_same_groups("FILING", served_filings, stored_filings, &[]);

    // Companies in position order, figures to the cent and the thousandth of a percent.
    let stored_companies = expected(
        &mut conn,
        &format!(
            "SELECT ARRAY[f.serff_tracking_num, c.co_code::text, c.company_name, {}] AS values \
             FROM filing_companies fc JOIN filings f USING (filing_id) \
             JOIN companies c USING (company_pk) ORDER BY f.serff_tracking_num, fc.position",
            company_figures("fc")
        ),
    );
    assert!(stored_companies.len() > stored_filings_count(&mut conn));
    assert_same_company_groups("COMPANYRATE", companies, stored_companies);

    // Decisions, dated on their decision date, with their letters.
    let stored_decisions = expected(
        &mut conn,
        &format!(
            "SELECT ARRAY[f.serff_tracking_num, to_char(d.decision_date::timestamptz, 'YYYY-MM-DD'), \
               d.disposition_status, to_char(d.approved_effective_date::timestamptz, {JAVA}), \
               to_char(d.approved_renewal_date::timestamptz, {JAVA}), NULLIF(d.reason, ''), \
               (SELECT string_agg(a.name, '|' ORDER BY a.attachment_pk) FROM attachments a \
                 WHERE a.filing_id = d.filing_id AND a.decision_document)] AS values \
             FROM filing_decisions d JOIN filings f USING (filing_id)"
        ),
    );
    assert!(!stored_decisions.is_empty());
    let served_decisions: Vec<Values> = decisions
        .into_iter()
        .map(|(mut values, letters)| {
            // The decision's day in Chicago, which is what a date reads back as.
            values[1] = values[1]
                .as_deref()
                .map(|t| java_date(t).date().format("%Y-%m-%d").to_string());
            let names: Vec<String> = letters.into_iter().map(|(name, _)| name).collect();
            values.push((!names.is_empty()).then(|| names.join("|")));
            values
        })
        .collect();
    assert!(
        served_decisions.iter().any(|v| v[6].is_some()),
        "some letters"
    );
    assert_same_groups("DISPOSITION", served_decisions, stored_decisions, &[]);

    let stored_approved = expected(
        &mut conn,
        &format!(
            "SELECT ARRAY[f.serff_tracking_num, c.co_code::text, {}] AS values \
             FROM filing_company_decisions d JOIN filings f USING (filing_id) \
             JOIN companies c USING (company_pk) \
             JOIN filing_companies fc USING (filing_id, company_pk) \
             ORDER BY f.serff_tracking_num, fc.position",
            company_figures("d")
        ),
    );
    assert!(!stored_approved.is_empty());
    assert_same_company_groups("DISPOSITIONCOMPANYRATE", approved, stored_approved);

    // The filed documents, one row each, named as stored.
    let stored_documents = expected(
        &mut conn,
        "SELECT ARRAY[f.serff_tracking_num, a.document_name, a.name] AS values \
         FROM attachments a JOIN filings f USING (filing_id) \
         WHERE NOT a.decision_document ORDER BY f.serff_tracking_num, a.attachment_pk",
    );
    // The id of each filing's first document.
    let mut first_ids = BTreeMap::new();
    let served_documents: Vec<Values> = documents
        .into_iter()
        .map(|(mut values, attachments)| {
            let [(name, id)]: [(String, String); 1] = attachments.try_into().unwrap();
            first_ids.entry(values[0].clone().unwrap()).or_insert(id);
            values.push(Some(name));
            values
        })
        .collect();
    assert_same_groups("SUPPORTDOCS", served_documents, stored_documents, &[]);

    // A filed document and a decision letter download as the store holds them.
    let letter = decisions_letter(&base).await;
    let (tracking, key) = first_document(&mut conn);
    for (id, key) in [
        (first_ids[&tracking].clone(), key),
        (letter.1, letter_key(&mut conn, &letter.0)),
    ] {
        let download = download(&base, &id).await;
        let stored = store.get(key).unwrap().unwrap();
        assert_eq!(download.filesize, stored.len() as u64, "{id}");
        assert!(download.bytes == stored, "{id}: the stored bytes");
        assert_eq!(download.md5, md5_hex(&stored));
    }

    // Amendments change the loaded filings; a reset brings back the database's.
    let modified = |conn: &mut PgConnection| {
        expected(
            conn,
            &format!(
                "SELECT ARRAY[serff_tracking_num, \
                   to_char(COALESCE(source_updated_at, updated_at), {JAVA})] AS values \
                 FROM filings"
            ),
        )
    };
    let served_modified = || async {
        ask(
            &base,
            "FILING",
            &["FilingSERFFTrackNum", "DateLastModified"],
            false,
        )
        .await
        .into_iter()
        .map(|(values, _)| values)
        .collect::<Vec<_>>()
    };
    let amended = post_json(&base, "/_sim/amend?count=4", json!({})).await;
    let after_amendments = served_modified().await;
    let reset = post_json(&base, "/_sim/reset", json!({})).await;
    let after_reset = served_modified().await;

    assert_eq!(amended["trackingNumbers"].as_array().unwrap().len(), 4);
    let changed = by_filing(after_amendments)
        .into_iter()
        .zip(by_filing(modified(&mut conn)))
        .filter(|(served, stored)| served != stored)
        .count();
    assert_eq!(changed, 4, "the amended filings are modified now");
    assert_eq!(reset["scale"], "database");
    assert_eq!(reset["filings"], stored_filings_count(&mut conn));
    assert_same_groups(
        "FILING after a reset",
        after_reset,
        modified(&mut conn),
        &[],
    );
    let _ = std::fs::remove_dir_all(&dir);
}
