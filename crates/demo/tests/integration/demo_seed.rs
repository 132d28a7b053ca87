//! The demo data set covers what every screen needs, keeps its files in the store, and is
//! loaded only once.

use std::io::{Cursor, Read};

use chrono::{NaiveDate, TimeDelta};
use db::attachment_store::{self, AttachmentStore};
use db::models::staff_user::StaffUserRow;
use db::schema::*;
use demo::Scale;
use diesel::dsl::sql;
use diesel::prelude::*;
use diesel::sql_types::{Array, BigInt, SmallInt};
use uuid::Uuid;

fn today() -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 11, 20).unwrap()
}

/// `SELECT count(*) FROM {from_where}`.
fn count(conn: &mut PgConnection, from_where: &str) -> i64 {
    let query = format!("(SELECT count(*) FROM {from_where})");
    diesel::select(sql::<BigInt>(&query))
        .get_result(conn)
        .unwrap()
}

/// The distinct values of the `smallint` column `column` of `table`, in order.
fn distinct_codes(conn: &mut PgConnection, table: &str, column: &str) -> Vec<i16> {
    let query = format!(
        "(SELECT COALESCE(array_agg(DISTINCT {column} ORDER BY {column}), '{{}}') FROM {table})"
    );
    diesel::select(sql::<Array<SmallInt>>(&query))
        .get_result(conn)
        .unwrap()
}

/// Asserts that no row matches `from_where`.
fn none(conn: &mut PgConnection, from_where: &str) {
    assert_eq!(count(conn, from_where), 0, "rows in {from_where}");
}

/// Asserts that at least `min` rows match `from_where`.
fn at_least(conn: &mut PgConnection, min: i64, from_where: &str) {
    let found = count(conn, from_where);
    assert!(
        found >= min,
        "{found} rows in {from_where}, expected {min} or more"
    );
}

#[test]
fn demo_seed_covers_every_screen_and_runs_once() {
    // Arrange
    let db = test_support::TestDb::new();
    let mut conn = db.conn();
    let dir = std::env::temp_dir().join(format!("demo-seed-test-{}", Uuid::new_v4()));
    let store = attachment_store::open(&dir);

    // Act
    let first = demo::seed(&mut conn, store.as_ref(), Scale::Demo, today()).unwrap();

    // Assert
    assert!(!first.skipped);
    places_and_years_are_covered(&mut conn);
    companies_cover_every_code(&mut conn);
    staff_match_the_dev_identity_provider(&mut conn);
    filings_and_comments_cover_every_status(&mut conn);
    decided_filings_have_decisions(&mut conn);
    site_content_is_set(&mut conn);
    attachments_are_real_files_in_the_store(&mut conn, store.as_ref());

    // Act again: a second run finds the data and writes nothing.
    let second = demo::seed(&mut conn, store.as_ref(), Scale::Demo, today()).unwrap();

    assert!(second.skipped);
    assert_eq!(second.counts, first.counts);
    let _ = std::fs::remove_dir_all(&dir);
}

fn places_and_years_are_covered(conn: &mut PgConnection) {
    // SPEC 2.5 "Location ... Options come from the counties list (label longName, value id)".
    at_least(conn, 20, "counties");
    none(
        conn,
        "counties WHERE fips_code NOT LIKE '99%' OR long_name NOT LIKE '% County'",
    );

    // SPEC 4.5 compare years: the current benefit year, the one before, and next year (open
    // for shopping from November 1).
    let years: Vec<(i16, bool)> = compare_years::table
        .select((compare_years::plan_year, compare_years::active))
        .order(compare_years::plan_year)
        .load(conn)
        .unwrap();
    assert_eq!(years, vec![(2025, true), (2026, true), (2027, true)]);

    // SPEC 2.5 "'all' becomes P, G, S, B and C": every year × county × metal level has a plan.
    none(
        conn,
        "compare_years y CROSS JOIN counties c CROSS JOIN metal_levels m
          WHERE NOT EXISTS (SELECT 1 FROM plans p JOIN plan_areas pa USING (plan_pk)
                            JOIN plan_area_counties pac USING (plan_area_pk)
                            WHERE p.compare_year_id = y.compare_year_id
                              AND pac.county_id = c.county_id
                              AND p.metal_level_code = m.metal_level_code)",
    );
    at_least(conn, 1, "plan_variances WHERE variance_id LIKE '%-06'");

    // SPEC 5.2 rate keys: 20 (under 21) to 65 (over 64), -Y / -N.
    let sample: i32 = plan_areas::table
        .select(plan_areas::plan_area_pk)
        .order(plan_areas::plan_area_pk)
        .first(conn)
        .unwrap();
    let mut keys: Vec<String> = plan_area_rates::table
        .filter(plan_area_rates::plan_area_pk.eq(sample))
        .select(plan_area_rates::age_key)
        .load(conn)
        .unwrap();
    keys.sort();
    let mut expected: Vec<String> = (20..=65)
        .flat_map(|age| [format!("{age}-N"), format!("{age}-Y")])
        .collect();
    expected.sort();
    assert_eq!(keys, expected);
}

fn companies_cover_every_code(conn: &mut PgConnection) {
    // SPEC 2.8 Company Information; SPEC 9 "Solvency: 10 Solvent, 20 Hazardous, 30 Insolvent",
    // "Company active flag: 1 Active, 0 Inactive".
    at_least(conn, 6, "companies");
    for code in [10, 20, 30] {
        at_least(conn, 1, &format!("companies WHERE solvency_code = {code}"));
    }
    at_least(conn, 1, "companies WHERE solvency_code IS NULL");
    at_least(conn, 1, "companies WHERE active = 0");
    none(
        conn,
        "companies WHERE state <> 'LK' OR website NOT LIKE 'https://%.example'",
    );
    // SPEC 2.13 "one tag for each active product that has a productTypeFk": some have none.
    at_least(conn, 1, "company_products WHERE product_type_pk IS NULL");
    at_least(conn, 1, "company_products WHERE active = 0");
    at_least(
        conn,
        4,
        "product_types WHERE name IN ('HMO', 'PPO', 'EPO', 'POS')",
    );
}

fn staff_match_the_dev_identity_provider(conn: &mut PgConnection) {
    // SPEC 6 "Role codes (roleFk): 1 = 'Insurance', 2 = 'Administrator'".
    let staff: Vec<StaffUserRow> = staff_users::table
        .select(StaffUserRow::as_select())
        .load(conn)
        .unwrap();
    let find = |uid: i64| staff.iter().find(|s| s.umd_id == uid).cloned().unwrap();
    let summary = |s: &StaffUserRow| {
        format!(
            "{} {} <{}> active={} role={}",
            s.first_name, s.last_name, s.email, s.active, s.role_code
        )
    };

    let dana = find(100_001);
    assert_eq!(
        summary(&dana),
        "Dana Whitfield <dana.whitfield@insurance.lakeland.example> active=true role=2"
    );
    let priya = find(100_002);
    assert_eq!(
        summary(&priya),
        "Priya Raman <priya.raman@insurance.lakeland.example> active=false role=2"
    );
    let marcus = find(200_001);
    assert_eq!(
        summary(&marcus),
        "Marcus Lee <marcus.lee@bluelakehealth.example> active=true role=1"
    );
    let (name, co_code): (String, i32) = companies::table
        .filter(companies::company_pk.eq(marcus.company_pk.unwrap()))
        .select((companies::company_name, companies::co_code))
        .first(conn)
        .unwrap();
    assert_eq!((name.as_str(), co_code), ("Blue Lake Health Plan", 95101));
    assert!(staff.len() >= 6);
    assert!(
        staff
            .iter()
            .filter(|s| s.role_code == 1)
            .all(|s| s.company_pk.is_some())
    );
}

fn filings_and_comments_cover_every_status(conn: &mut PgConnection) {
    // SPEC 2.7 latest rates and SPEC 4.1 filing statuses: every status is present, and some
    // Submitted filings are inside the 30-day comment period (SPEC 9) while others are not.
    at_least(conn, 150, "filings");
    let statuses = distinct_codes(conn, "filings", "filing_status_code");
    assert_eq!(statuses, (1..=8).collect::<Vec<i16>>());
    let since = (today() - TimeDelta::days(30)).format("%Y-%m-%d");
    at_least(
        conn,
        3,
        &format!("filings WHERE filing_status_code = 1 AND status_changed_at > '{since}'"),
    );
    at_least(
        conn,
        1,
        &format!("filings WHERE filing_status_code = 1 AND status_changed_at < '{since}'"),
    );
    none(
        conn,
        "filings WHERE serff_tracking_num !~ '^[A-Z]{4}-[0-9]{9}$'",
    );
    none(
        conn,
        "filings WHERE overall_rate_impact NOT BETWEEN -8.5 AND 28.5",
    );
    // SPEC 2.9 Product Information: group fields only for group filings.
    none(
        conn,
        "filings WHERE market_type = 'Individual' AND grp_market_size IS NOT NULL",
    );
    at_least(conn, 1, "filings WHERE grp_market_size IS NOT NULL");
    // SPEC 3 "filingCompanies: a list": every company files; a few filings name two.
    none(
        conn,
        "companies c WHERE NOT EXISTS (SELECT 1 FROM filing_companies f WHERE f.company_pk = c.company_pk)",
    );
    at_least(conn, 2, "filing_companies WHERE position = 1");

    // SPEC 4.2 comment moderation: 0 Pending, 1 Published, 2 Rejected, 3 Posted.
    let comment_statuses = distinct_codes(conn, "comments", "comment_status_code");
    assert_eq!(comment_statuses, vec![0, 1, 2, 3]);
    // Moderated comments have a note, an administrator and a later moderation time.
    none(
        conn,
        "comments c LEFT JOIN staff_users s ON s.user_pk = c.approver_pk
          WHERE c.comment_status_code > 0
            AND (c.note IS NULL OR s.role_code IS DISTINCT FROM 2
                 OR c.last_updated <= c.date_created)",
    );
    none(
        conn,
        "comments c JOIN filings f USING (filing_id) WHERE c.date_created::date < f.submission_date",
    );
}

/// Every Accepted, Denied, Withdrawn or Rejected filing has
/// the department's decision; approvals carry approved figures for each company (most below the
/// request, some as filed), the others none; about half have a decision letter.
fn decided_filings_have_decisions(conn: &mut PgConnection) {
    none(
        conn,
        "filings f WHERE f.filing_status_code IN (3, 4, 5, 6)
           AND NOT EXISTS (SELECT 1 FROM filing_decisions d WHERE d.filing_id = f.filing_id)",
    );
    none(
        conn,
        "filing_decisions d JOIN filings f USING (filing_id) WHERE f.filing_status_code NOT IN (3, 4, 5, 6)",
    );
    for status in [
        "Approved",
        "Approved with Modification",
        "Disapproved",
        "Withdrawn",
        "Rejected",
    ] {
        at_least(
            conn,
            1,
            &format!(
                "filing_decisions WHERE disposition_status = '{status}' AND length(reason) > 40"
            ),
        );
    }
    // Approvals: one approved figure set per company of the filing; modifications lower.
    none(
        conn,
        "filing_companies fc JOIN filing_decisions d USING (filing_id)
          WHERE d.disposition_status LIKE 'Approved%'
            AND NOT EXISTS (SELECT 1 FROM filing_company_decisions a
                             WHERE a.filing_id = fc.filing_id AND a.company_pk = fc.company_pk)",
    );
    none(
        conn,
        "filing_company_decisions a JOIN filing_decisions d USING (filing_id)
          WHERE d.disposition_status NOT LIKE 'Approved%'",
    );
    at_least(
        conn,
        1,
        "filing_company_decisions a JOIN filing_companies fc USING (filing_id, company_pk)
          JOIN filing_decisions d USING (filing_id)
         WHERE d.disposition_status = 'Approved with Modification'
           AND fc.overall_rate_impact > 0 AND a.overall_rate_impact < fc.overall_rate_impact",
    );
    none(
        conn,
        "filing_company_decisions a JOIN filing_companies fc USING (filing_id, company_pk)
         WHERE a.overall_rate_impact > fc.overall_rate_impact",
    );
    // Requested premiums are known for every company of a filing.
    none(
        conn,
        "filing_companies WHERE written_premium IS NULL OR premium_change IS NULL",
    );
    let decided = count(conn, "filing_decisions");
    let letters = count(conn, "attachments WHERE decision_document");
    assert!(
        letters * 10 > decided * 3 && letters * 10 < decided * 7,
        "{letters} letters for {decided} decisions"
    );
}

fn site_content_is_set(conn: &mut PgConnection) {
    // SPEC 3 "Quality measure: note (text), link (URL)"; SPEC 4.3 forms, some published.
    let (note, link): (String, String) = quality_measure::table
        .select((quality_measure::note, quality_measure::link))
        .first(conn)
        .unwrap();
    assert!(note.len() > 100);
    assert_eq!(link, "https://insurance.lakeland.example/quality-report");
    at_least(conn, 1, "insurance_forms WHERE published");
}

fn attachments_are_real_files_in_the_store(conn: &mut PgConnection, store: &dyn AttachmentStore) {
    // SPEC 2.9 "Only attachments with extension xlsm or pdf are listed": real files of both,
    // and of other types; identical content is stored once.
    let files: Vec<(String, Uuid, i64, String)> = attachments::table
        .inner_join(attachment_blobs::table)
        .select((
            attachments::file_extension,
            attachment_blobs::storage_key,
            attachment_blobs::byte_size,
            attachment_blobs::content_type,
        ))
        .load(conn)
        .unwrap();
    assert!(
        files.len() as i64 > count(conn, "attachment_blobs"),
        "some files are shared"
    );
    assert!(
        count(conn, "(SELECT DISTINCT filing_id FROM attachments) f") * 2 > count(conn, "filings")
    );
    for ext in ["pdf", "xlsm", "docx", "csv"] {
        assert!(files.iter().any(|f| f.0 == ext), "no .{ext} attachment");
    }
    for (ext, key, size, content_type) in &files {
        let bytes = store.get(*key).unwrap().expect("bytes in the store");
        assert_eq!(bytes.len() as i64, *size);
        match ext.as_str() {
            "pdf" => {
                assert_eq!(content_type, "application/pdf");
                assert!(bytes.starts_with(b"%PDF-"));
                assert!(bytes.trim_ascii_end().ends_with(b"%%EOF"));
            }
            "xlsm" => {
                assert_eq!(
                    content_type,
                    "application/vnd.ms-excel.sheet.macroEnabled.12"
                );
                let mut zip = zip::ZipArchive::new(Cursor::new(bytes)).expect("xlsm is a zip");
                assert!(zip.by_name("xl/workbook.xml").is_ok());
                let mut types = String::new();
                let mut part = zip.by_name("[Content_Types].xml").unwrap();
                part.read_to_string(&mut types).unwrap();
                assert!(types.contains("application/vnd.ms-excel.sheet.macroEnabled.main+xml"));
            }
            _ => {}
        }
    }
}
