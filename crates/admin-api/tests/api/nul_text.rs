//! PostgreSQL `text` cannot hold a NUL character (U+0000), so a NUL in any
//! free text staff can save must be refused with a 400 that names the field, never reach the
//! database as a 500. One check per save: users, companies, insurance forms, the
//! quality-measure note and the moderator's note.
//!
//! Found by these tests (each save answered 500); refused now by
//! `routes::fields::without_control_characters`, the rule of `domain::text`.

use serde_json::{Value, json};

use crate::fixtures::companies::new_company;
use crate::fixtures::insurance_forms::{measure, set_measure};
use crate::fixtures::moderation::{filing, moderation_of, pending_comment};
use crate::fixtures::users::new_admin;
use crate::helpers::TestApp;

const NUL: &str = "\u{0}";

/// POSTs `body` to `path` as the administrator; what is wrong unless it is a 400 naming
/// `field`.
async fn refusal_problem(app: &TestApp, path: &str, body: &Value, field: &str) -> Option<String> {
    let response = app.admin_post(path, body).await;
    let status = response.status().as_u16();
    let answer: Value = response.json().await.unwrap_or(Value::Null);
    (status != 400 || answer["error"]["field"] != field)
        .then(|| format!("{path} {field}: {status} {answer}"))
}

/// `body` with `field` set to a value holding a NUL.
fn with_nul(mut body: Value, field: &str) -> Value {
    body[field] = json!(format!("Lake{NUL}side"));
    body
}

fn assert_all_refused(problems: Vec<Option<String>>) {
    let problems: Vec<String> = problems.into_iter().flatten().collect();
    assert!(
        problems.is_empty(),
        "NUL not refused with a 400 naming the field:\n{}",
        problems.join("\n")
    );
}

#[actix_web::test]

async fn a_nul_in_a_users_names_or_email_is_400() {
    let app = TestApp::spawn().await;
    let user = new_admin("Ann", "Lee", "ann.lee@insurance.lakeland.example", 300_001);

    let mut problems = Vec::new();
    for field in ["firstName", "lastName"] {
        problems
            .push(refusal_problem(&app, "/api/users", &with_nul(user.clone(), field), field).await);
    }
    let email = json!(format!("ann{NUL}lee@insurance.lakeland.example"));
    let mut bad_email = user.clone();
    bad_email["email"] = email;
    problems.push(refusal_problem(&app, "/api/users", &bad_email, "email").await);

    assert_all_refused(problems);
}

#[actix_web::test]

async fn a_nul_in_a_company_text_field_is_400() {
    let app = TestApp::spawn().await;
    let company = new_company("Lakeside Health", 99_901, &[]);

    let mut problems = Vec::new();
    for field in [
        "companyName",
        "address1",
        "address2",
        "address3",
        "city",
        "websiteDesc",
    ] {
        let body = with_nul(company.clone(), field);
        problems.push(refusal_problem(&app, "/api/companies", &body, field).await);
    }

    assert_all_refused(problems);
}

#[actix_web::test]

async fn a_nul_in_an_insurance_form_title_or_description_is_400() {
    let app = TestApp::spawn().await;
    let form = json!({"title": "2027 Plan Ratings", "description": "Ratings", "link": "https://example.org/r.pdf", "published": false});

    let mut problems = Vec::new();
    for field in ["title", "description"] {
        let body = with_nul(form.clone(), field);
        problems.push(refusal_problem(&app, "/api/insurance-forms", &body, field).await);
    }

    assert_all_refused(problems);
}

#[actix_web::test]

async fn a_nul_in_the_quality_measure_note_is_400_and_the_note_is_kept() {
    let app = TestApp::spawn().await;
    set_measure(
        &mut app.db.conn(),
        "Old note",
        "https://quality.example/old.pdf",
    );

    let problem = refusal_problem(
        &app,
        "/api/insurance-forms/quality-measure-note/Plans%00rated",
        &json!({}),
        "note",
    )
    .await;

    assert_all_refused(vec![problem]);
    assert_eq!(measure(&mut app.db.conn()).0, "Old note");
}

#[actix_web::test]

async fn a_nul_in_the_moderators_note_is_400_and_the_comment_is_unchanged() {
    let app = TestApp::spawn().await;
    let mut conn = app.db.conn();
    let filing_id = filing(&mut conn, app.insurer_company());
    let comment = pending_comment(&mut conn, filing_id, "Too high.", 5);

    let problem = refusal_problem(
        &app,
        "/api/comments/authorize",
        &json!({"commentKey": comment, "note": format!("Checked{NUL}")}),
        "note",
    )
    .await;

    assert_all_refused(vec![problem]);
    assert_eq!(moderation_of(&mut conn, comment), (0, None, None));
}
