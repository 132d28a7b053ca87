//! Import semantics on a fresh database: what a run creates, that an unchanged source writes
//! nothing, that an amendment updates without duplicating, that filings imported side by side
//! create what they share once. Bad records are in bad_records.rs.

use crate::support::{
    CERTIFICATE, Harness, MEMO, RATES, attachment, counts, filing, run, three_filings,
};
use bigdecimal::BigDecimal;
use db::schema::{
    attachment_blobs, attachments, audit_log, companies, company_products, filing_companies,
    filing_statuses, filings, types_of_insurance,
};
use diesel::prelude::*;
use test_support::builders::CompanyBuilder;

/// A filing's id, status code, overall rate impact, status date and the source's last change.
type FilingState = (
    i32,
    i16,
    Option<BigDecimal>,
    chrono::DateTime<chrono::Utc>,
    Option<chrono::DateTime<chrono::Utc>>,
);

/// The state of every filing stored under `tracking_num` (one, unless it was duplicated).
fn filing_states(conn: &mut PgConnection, tracking_num: &str) -> Vec<FilingState> {
    filings::table
        .filter(filings::serff_tracking_num.eq(tracking_num))
        .select((
            filings::filing_id,
            filings::filing_status_code,
            filings::overall_rate_impact,
            filings::status_changed_at,
            filings::source_updated_at,
        ))
        .load(conn)
        .unwrap()
}

/// A fresh harness whose source holds the three filings, imported once, and a connection to
/// its database.
async fn three_filings_imported() -> (Harness, PgConnection) {
    let h = Harness::new();
    let conn = h.conn();
    three_filings(&h);
    run(&h).await;
    (h, conn)
}

/// Every filing's `updated_at`, in id order.
fn updated_ats(conn: &mut PgConnection) -> Vec<chrono::DateTime<chrono::Utc>> {
    filings::table
        .order(filings::filing_id)
        .select(filings::updated_at)
        .load(conn)
        .unwrap()
}

#[tokio::test(flavor = "multi_thread")]
async fn the_first_import_creates_filings_companies_products_types_and_attachments() {
    let h = Harness::new();
    let mut conn = h.conn();
    let blue_lake = CompanyBuilder::new("Blue Lake Health Plan")
        .naic_code(95101)
        .insert(&mut conn)
        .company_pk;
    let generation = crate::support::generation(&mut conn);
    three_filings(&h);

    let run = run(&h).await;

    assert_eq!(run.status, "succeeded");
    assert_eq!(counts(&run), (3, 0, 0, 0));
    assert_eq!(run.trigger_kind, "command");
    assert!(run.started_at.is_some() && run.finished_at.is_some());
    let flagged: Vec<(i32, String, bool)> = companies::table
        .order(companies::co_code)
        .select((
            companies::co_code,
            companies::company_name,
            companies::needs_review,
        ))
        .load(&mut conn)
        .unwrap();
    assert_eq!(
        flagged,
        [
            (95101, "Blue Lake Health Plan".to_owned(), false),
            (96001, "Prairie Mutual".to_owned(), true),
            (96002, "Lakeshore Assurance".to_owned(), true),
        ]
    );
    let products: Vec<(String, bool)> = company_products::table
        .order(company_products::product_name)
        .select((
            company_products::product_name,
            company_products::needs_review,
        ))
        .load(&mut conn)
        .unwrap();
    assert_eq!(
        products,
        [
            ("Blue Lake Health Plan Silver".to_owned(), true),
            ("Prairie Mutual Silver".to_owned(), true),
        ]
    );
    let tois: Vec<String> = types_of_insurance::table
        .order(types_of_insurance::toi_code)
        .select(types_of_insurance::toi_code)
        .load(&mut conn)
        .unwrap();
    assert_eq!(tois, ["H16G", "H16I"]);

    let blue = filing_states(&mut conn, "BLHP-134512345").remove(0);
    assert_eq!(blue.1, 1, "Submitted");
    assert_eq!(blue.2, Some("4.5".parse().unwrap()));
    assert_eq!(
        Some(blue.3),
        blue.4,
        "the status dates from the source's change"
    );
    let joint_companies: Vec<(i32, i16, Option<i32>)> = filing_companies::table
        .inner_join(filings::table)
        .inner_join(companies::table)
        .filter(filings::serff_tracking_num.eq("BLHP-134599999"))
        .order(filing_companies::position)
        .select((
            companies::co_code,
            filing_companies::position,
            filing_companies::policyholders_affected,
        ))
        .load(&mut conn)
        .unwrap();
    assert_eq!(
        joint_companies,
        [(95101, 0, Some(1200)), (96002, 1, Some(40))]
    );
    let lead: i32 = filing_companies::table
        .filter(filing_companies::filing_id.eq(blue.0))
        .select(filing_companies::company_pk)
        .first(&mut conn)
        .unwrap();
    assert_eq!(lead, blue_lake);

    // Four attachments, three distinct files: the shared certificate is stored once.
    assert_eq!(
        attachments::table
            .count()
            .get_result::<i64>(&mut conn)
            .unwrap(),
        4
    );
    let blobs: Vec<(uuid::Uuid, i64)> = attachment_blobs::table
        .select((attachment_blobs::storage_key, attachment_blobs::byte_size))
        .load(&mut conn)
        .unwrap();
    assert_eq!(blobs.len(), 3);
    let stored: Vec<Vec<u8>> = blobs
        .iter()
        .map(|(key, _)| h.store.get(*key).unwrap().expect("bytes in the store"))
        .collect();
    for bytes in [MEMO, RATES, CERTIFICATE] {
        assert!(stored.iter().any(|s| s == bytes));
    }
    let extensions: Vec<String> = attachments::table
        .order(attachments::name)
        .select(attachments::file_extension)
        .load(&mut conn)
        .unwrap();
    assert_eq!(extensions, ["pdf", "pdf", "pdf", "xlsm"]);

    let audited: Vec<(Option<i32>, String, String)> = audit_log::table
        .select((
            audit_log::actor_pk,
            audit_log::actor_label,
            audit_log::action,
        ))
        .load(&mut conn)
        .unwrap();
    assert_eq!(
        audited,
        [(None, "importer".to_owned(), "import.run".to_owned())]
    );
    assert_eq!(crate::support::generation(&mut conn), generation + 1);
}

#[tokio::test(flavor = "multi_thread")]
async fn the_same_import_again_finds_everything_unchanged_and_writes_nothing() {
    let (h, mut conn) = three_filings_imported().await;
    let before = crate::support::snapshot(&mut conn);
    let updated_at = updated_ats(&mut conn);
    let downloads = h.source.downloads();

    let again = run(&h).await;

    assert_eq!(again.status, "succeeded");
    assert_eq!(counts(&again), (0, 0, 3, 0));
    assert_eq!(
        crate::support::snapshot(&mut conn),
        before,
        "no row written, no generation bump"
    );
    let updated_at_again = updated_ats(&mut conn);
    assert_eq!(updated_at_again, updated_at);
    assert_eq!(
        h.source.downloads(),
        downloads,
        "known checksums are not downloaded again"
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn an_amendment_updates_the_filing_it_amends_without_a_duplicate() {
    let (h, mut conn) = three_filings_imported().await;
    let key_of = |conn: &mut PgConnection, name: &str| -> uuid::Uuid {
        attachments::table
            .inner_join(filings::table)
            .filter(filings::serff_tracking_num.eq("BLHP-134512345"))
            .filter(attachments::name.eq(name))
            .select(attachments::attachment_key)
            .first(conn)
            .unwrap()
    };
    let (id_before, prairie_status_at): (i32, chrono::DateTime<chrono::Utc>) = (
        filings::table
            .filter(filings::serff_tracking_num.eq("BLHP-134512345"))
            .select(filings::filing_id)
            .first(&mut conn)
            .unwrap(),
        filings::table
            .filter(filings::serff_tracking_num.eq("PRMU-200000001"))
            .select(filings::status_changed_at)
            .first(&mut conn)
            .unwrap(),
    );
    let memo_key = key_of(&mut conn, "Actuarial Memorandum.pdf");
    let letter = b"%PDF-1.7\n% Objection response letter\n%%EOF\n";
    h.source.put_file("letter-1", letter);
    let amended_at = h.source.amend("BLHP-134512345", |f| {
        f.state_status = "Under Review".into();
        f.overall_rate_change = Some(3.875);
        f.companies[0].maximum_rate_change = Some(7.5);
        f.companies[0].policyholders_affected = Some(1250);
        f.attachments
            .push(attachment("letter-1", "Objection Response.pdf", letter));
    });

    let amended = run(&h).await;

    assert_eq!(counts(&amended), (0, 1, 2, 0));
    let rows: Vec<_> = filing_states(&mut conn, "BLHP-134512345")
        .into_iter()
        .map(|(id, status, impact, status_changed_at, _)| (id, status, impact, status_changed_at))
        .collect();
    assert_eq!(
        rows,
        [(id_before, 2, Some("3.875".parse().unwrap()), amended_at)]
    );
    let figures: (Option<BigDecimal>, Option<i32>) = filing_companies::table
        .filter(filing_companies::filing_id.eq(id_before))
        .select((
            filing_companies::rate_max_change,
            filing_companies::policyholders_affected,
        ))
        .first(&mut conn)
        .unwrap();
    assert_eq!(figures, (Some("7.5".parse().unwrap()), Some(1250)));
    let names: Vec<String> = attachments::table
        .filter(attachments::filing_id.eq(id_before))
        .order(attachments::name)
        .select(attachments::name)
        .load(&mut conn)
        .unwrap();
    assert_eq!(
        names,
        [
            "Actuarial Memorandum.pdf",
            "Certification.pdf",
            "Objection Response.pdf",
            "Rate Table 2027.xlsm"
        ]
    );
    assert_eq!(
        key_of(&mut conn, "Actuarial Memorandum.pdf"),
        memo_key,
        "public links keep working"
    );
    assert_eq!(
        filings::table.count().get_result::<i64>(&mut conn).unwrap(),
        3
    );
    let prairie_status_at_after: chrono::DateTime<chrono::Utc> = filings::table
        .filter(filings::serff_tracking_num.eq("PRMU-200000001"))
        .select(filings::status_changed_at)
        .first(&mut conn)
        .unwrap();
    assert_eq!(prairie_status_at_after, prairie_status_at);
}

#[tokio::test(flavor = "multi_thread")]
async fn filings_imported_side_by_side_create_a_new_company_product_type_and_status_once() {
    let h = Harness::new();
    let mut conn = h.conn();
    for i in 0..12 {
        let mut f = filing(&format!("NEWC-1000000{i:02}"), "97001", "Newcomer Health");
        f.product_name = "Newcomer Gold".into();
        f.type_of_insurance.code = "H99X".into();
        f.state_status = "Pending Industry Response".into();
        h.source.put(f);
    }

    let finished = run(&h).await;

    assert_eq!(counts(&finished), (12, 0, 0, 0));
    let made: (i64, i64, i64, i64) = (
        companies::table
            .filter(companies::co_code.eq(97001))
            .count()
            .get_result(&mut conn)
            .unwrap(),
        company_products::table
            .filter(company_products::product_name.eq("Newcomer Gold"))
            .count()
            .get_result(&mut conn)
            .unwrap(),
        types_of_insurance::table
            .filter(types_of_insurance::toi_code.eq("H99X"))
            .count()
            .get_result(&mut conn)
            .unwrap(),
        filing_statuses::table
            .filter(filing_statuses::display_status.eq("Pending Industry Response"))
            .count()
            .get_result(&mut conn)
            .unwrap(),
    );
    assert_eq!(made, (1, 1, 1, 1));
}
