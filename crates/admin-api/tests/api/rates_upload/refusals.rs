//! Refused uploads (SPEC 8 'Rates template upload fails'): every problem is
//! placed by sheet, row and column, limits stop hostile files, and nothing changes.

use reqwest::multipart::Form;

use super::{admin_upload, northwind, refusal, spawn_seeded};
use crate::fixtures::changes::{audit_rows, generation};
use crate::fixtures::rates::{SILVER, Snapshot, filled, set_cell, snapshot, xls, zip_bomb_xlsx};
use crate::helpers::{Caller, TestApp};

/// The refusal of a file that is no spreadsheet at all.
const NOT_A_SPREADSHEET: &str = "The file could not be read as a spreadsheet. Save the rates \
    template as an Excel workbook or OpenDocument spreadsheet (.xls, .xlsx, .xlsm or .ods) and \
    upload it again.";

/// What an upload may change: the stored rates, the public cache generation and the number of
/// audit rows.
fn stored_state(app: &TestApp) -> (Snapshot, i64, usize) {
    let conn = &mut app.db.conn();
    (snapshot(conn), generation(conn), audit_rows(conn).len())
}

// A wrong age, a negative rate, a missing sheet or the wrong company is refused
// with the sheet/row/column text, and the data loaded before is unchanged.
#[actix_web::test]
async fn a_bad_template_is_refused_with_its_place_and_changes_nothing() {
    // Arrange
    let (app, company, _) = spawn_seeded().await;
    assert_eq!(
        admin_upload(&app, company, "good.xls", xls(&filled(&[SILVER])))
            .await
            .status(),
        200
    );
    let before = stored_state(&app);
    let mut wrong_age = filled(&[SILVER]);
    set_cell(&mut wrong_age, "Rates", 14, 2, "70".into());
    let mut negative = filled(&[SILVER]);
    set_cell(&mut negative, "Rates", 31, 3, (-12.5).into());
    let mut missing_sheet = filled(&[SILVER]);
    missing_sheet.sheets.retain(|s| s.name != "RatingAreas");
    let mut wrong_company = filled(&[SILVER]);
    set_cell(&mut wrong_company, "Issuer", 2, 3, 12345.0.into());
    let cases = [
        (
            wrong_age,
            "Sheet 'Rates', row 14, column C (Age): '70' is not an age; use 0-14, 15 … 63 or '64 and over'.",
        ),
        (
            negative,
            "Sheet 'Rates', row 31, column D (IndividualRate): '-12.5' is negative; amounts and rates must be 0 or more.",
        ),
        (
            missing_sheet,
            "Sheet 'RatingAreas': the workbook has no sheet named 'RatingAreas'; add it with its header row (download the template again to see every sheet).",
        ),
        (
            wrong_company,
            "Sheet 'Issuer', row 2, column D (NAICCompanyCode): 12345 is not the NAIC company code of Blue Lake Health Plan (95101); this upload is for that company only.",
        ),
    ];

    for (book, expected) in cases {
        // Act
        let response = admin_upload(&app, company, "bad.xls", xls(&book)).await;

        // Assert
        let message = refusal(response, 400).await;
        assert!(
            message.starts_with("The rates template was not loaded and nothing was changed."),
            "{message}"
        );
        assert!(
            message.lines().any(|line| line.starts_with(expected)),
            "expected «{expected}» in:\n{message}"
        );
        let after = stored_state(&app);
        assert_eq!(after, before, "{expected}");
    }
}

// Checks against the database: products, counties and years that do not exist.
#[actix_web::test]
async fn unknown_products_counties_and_years_are_problems() {
    // Arrange
    let (app, company, _) = spawn_seeded().await;
    let mut book = filled(&[SILVER]);
    set_cell(&mut book, "Plans", 2, 3, "Blue Lake PPO".into());
    set_cell(&mut book, "RatingAreas", 2, 1, "99009".into());
    set_cell(&mut book, "Issuer", 2, 0, 2031.0.into());

    // Act
    let message = refusal(
        admin_upload(&app, company, "bad.xls", xls(&book)).await,
        400,
    )
    .await;

    // Assert
    let expected = [
        "Sheet 'Issuer', row 2, column A (BusinessYear): 2031 is not a compare year of the site (the years are: 2027); use one of them, or ask the department to add the year.",
        "Sheet 'RatingAreas', row 2, column B (County): 99009 is not the FIPS code of a county of this state; check the code.",
        "Sheet 'Plans', row 2, column D (ProductName): 'Blue Lake PPO' is not a product of Blue Lake Health Plan; use one of 'Blue Lake HMO' (the department adds products on the Companies screen).",
    ];
    for line in expected {
        assert!(
            message.lines().any(|l| l == line),
            "expected «{line}» in:\n{message}"
        );
    }
    assert!(snapshot(&mut app.db.conn()).plans.is_empty());
}

#[actix_web::test]
async fn a_file_that_is_not_a_spreadsheet_is_400() {
    let app = TestApp::spawn().await;
    let company = app.insurer_company();

    let response = admin_upload(
        &app,
        company,
        "rates.xls",
        b"PlanId,Age\n12345LK0010001,21\n".to_vec(),
    )
    .await;

    assert_eq!(refusal(response, 400).await, NOT_A_SPREADSHEET);
}

// Limits: an .xlsx whose parts declare more than 64 MB unpacked is refused before calamine
// opens it.
#[actix_web::test]
async fn a_zip_bomb_xlsx_is_400() {
    let (app, company, _) = spawn_seeded().await;

    let response = admin_upload(&app, company, "bomb.xlsx", zip_bomb_xlsx()).await;

    let message = refusal(response, 400).await;
    assert!(
        message
            .starts_with("The file unpacks to 4097 MB; the rates template allows at most 64 MB."),
        "{message}"
    );
}

// Limits: the upload body is at most 10 MB.
#[actix_web::test]
async fn an_oversized_body_is_413() {
    let app = TestApp::spawn().await;
    let company = app.insurer_company();

    let response = admin_upload(&app, company, "huge.xls", vec![0u8; 10 * 1024 * 1024 + 1]).await;

    assert!(
        refusal(response, 413)
            .await
            .starts_with("The file is larger than 10 MB")
    );
}

#[actix_web::test]
async fn a_form_without_a_file_field_and_an_unknown_company_are_refused() {
    let app = TestApp::spawn().await;
    let company = app.insurer_company();

    let no_file = app
        .request(
            reqwest::Method::POST,
            &format!("/api/provider/upload/{company}"),
            Caller::Admin,
            true,
        )
        .multipart(Form::new().text("note", "no file"))
        .send()
        .await
        .unwrap();
    let unknown = admin_upload(&app, company + 1000, "rates.xls", xls(&filled(&[SILVER]))).await;

    assert_eq!(
        refusal(no_file, 400).await,
        "Choose a rates template file to upload (form field 'file')."
    );
    assert_eq!(refusal(unknown, 404).await, "No data found.");
}

// The 10 MB limit is the upload's own: a file of several MB is read whole (not cut at the
// server's default body limit), then refused only for what it is.
#[actix_web::test]
async fn a_large_file_under_the_limit_is_read_whole() {
    let app = TestApp::spawn().await;
    let company = app.insurer_company();

    let response = admin_upload(&app, company, "big.xls", vec![b'x'; 5 * 1024 * 1024]).await;

    assert_eq!(refusal(response, 400).await, NOT_A_SPREADSHEET);
}

// A plan id belongs to one company in a year.
#[actix_web::test]
async fn a_plan_id_another_company_offers_that_year_is_a_problem() {
    // Arrange
    let (app, company, _) = spawn_seeded().await;
    let other = northwind(&app);
    let mut theirs = filled(&[SILVER]);
    set_cell(&mut theirs, "Issuer", 2, 3, 95202.0.into());
    assert_eq!(
        admin_upload(&app, other, "theirs.xls", xls(&theirs))
            .await
            .status(),
        200
    );
    let before = snapshot(&mut app.db.conn());

    // Act
    let response = admin_upload(&app, company, "ours.xls", xls(&filled(&[SILVER]))).await;

    // Assert
    let message = refusal(response, 400).await;
    assert!(
        message.lines().any(|l| l == "Sheet 'Plans', row 2, column A (StandardComponentId): plan 12345LK0010001 is already offered in 2027 by another company; check the plan id."),
        "{message}"
    );
    assert_eq!(snapshot(&mut app.db.conn()), before);
}
