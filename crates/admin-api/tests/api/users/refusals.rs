//! SPEC 5.3 validation: refused user saves, in SPEC 5.3's order with its exact
//! messages; a refused save changes nothing and records nothing.

use serde_json::{Value, json};

use crate::fixtures::users::{error, listed, new_admin, save, staff_rows, with};
use crate::helpers::{INSURER_UID, TestApp};

// SPEC 5.3: checked in order e-mail, UID, role; the first failure stops the save with its
// message; a refused save changes nothing and records nothing.
#[actix_web::test]
async fn the_spec_5_3_checks_run_in_order_with_their_exact_messages() {
    // Arrange
    let app = TestApp::spawn().await;
    let before = staff_rows(&mut app.db.conn());
    let no_role = |email: &str, uid: i64| with(new_admin("Ann", "Lee", email, uid), "roleFk", None);
    let cases = [
        // fails all three: e-mail of another user (any case), UID of another user, no role
        (
            no_role("MARCUS.LEE@bluelakehealth.example", 100_001),
            409,
            error("email", "conflict", "Email already used."),
        ),
        // fails UID and role
        (
            no_role("ann.lee@insurance.lakeland.example", 100_001),
            409,
            error("umdId", "conflict", "UID already used."),
        ),
        // fails role only; a role code that is no role counts as none
        (
            no_role("ann.lee@insurance.lakeland.example", 300_001),
            400,
            error("roleFk", "bad_request", "A role is required."),
        ),
        (
            with(
                new_admin("Ann", "Lee", "ann.lee@insurance.lakeland.example", 300_001),
                "roleFk",
                Some(json!(7)),
            ),
            400,
            error("roleFk", "bad_request", "A role is required."),
        ),
    ];

    for (body, want_status, want_body) in cases {
        // Act
        let (status, answer) = save(&app, &body).await;

        // Assert
        assert_eq!((status, &answer), (want_status, &want_body), "{body}");
    }
    assert_eq!(staff_rows(&mut app.db.conn()), before);
    assert!(app.audit_entries().is_empty());
}

// SPEC 5.3 "UID is editable only when creating a user"; unknown keys; SPEC 6 company rules;
// field shapes. Each refusal names its field and changes nothing.
#[actix_web::test]
async fn invalid_saves_are_refused_with_the_field_at_fault_and_change_nothing() {
    // Arrange
    let app = TestApp::spawn().await;
    let marcus = listed(&app, INSURER_UID).await;
    let ann = new_admin("Ann", "Lee", "ann.lee@insurance.lakeland.example", 300_001);
    let insurer = |company: Option<Value>| {
        with(
            with(ann.clone(), "roleFk", Some(json!(1))),
            "companyPk",
            company,
        )
    };
    let before = staff_rows(&mut app.db.conn());
    let cases = [
        (
            with(marcus.clone(), "umdId", Some(json!(200_002))),
            400,
            "umdId",
            "The UID cannot be changed after the user is created.",
        ),
        (
            with(ann.clone(), "userPk", Some(json!(987_654))),
            404,
            "",
            "There is no such user. Reload the Users page and try again.",
        ),
        (
            insurer(None),
            400,
            "companyPk",
            "An Insurance user needs a company: choose the company this user uploads rates for.",
        ),
        (
            insurer(Some(json!(987_654))),
            400,
            "companyPk",
            "There is no such company. Choose one of the companies listed on the Companies page.",
        ),
        (
            with(ann.clone(), "firstName", Some(json!("  "))),
            400,
            "firstName",
            "Enter the user's first name.",
        ),
        (
            with(ann.clone(), "lastName", None),
            400,
            "lastName",
            "Enter the user's last name.",
        ),
        (
            with(ann.clone(), "email", Some(json!("ann.lee"))),
            400,
            "email",
            "Enter an e-mail address such as name@insurance.example.gov.",
        ),
        (
            with(ann.clone(), "umdId", Some(json!(0))),
            400,
            "umdId",
            "The UID must be a positive whole number.",
        ),
        (
            with(ann.clone(), "umdId", None),
            400,
            "umdId",
            "Enter the user's UID.",
        ),
    ];

    for (body, want_status, field, message) in cases {
        // Act
        let (status, answer) = save(&app, &body).await;

        // Assert
        assert_eq!(status, want_status, "{body} → {answer}");
        assert_eq!(answer["error"]["message"], json!(message), "{body}");
        if !field.is_empty() {
            assert_eq!(answer["error"]["field"], json!(field), "{body}");
        }
    }
    let (status, answer) = save(&app, &with(ann.clone(), "umdId", Some(json!("300001")))).await;
    assert_eq!(
        (status, &answer["error"]["field"]),
        (400, &json!("umdId")),
        "a UID is a number"
    );
    assert_eq!(staff_rows(&mut app.db.conn()), before);
    assert!(app.audit_entries().is_empty());
}

// An administrator cannot lock themselves out (deactivate or demote their own account).
#[actix_web::test]
async fn administrators_cannot_deactivate_or_demote_themselves() {
    // Arrange
    let app = TestApp::spawn().await;
    let dana = listed(&app, 100_001).await;
    let before = staff_rows(&mut app.db.conn());

    // Act
    let (deactivate, deactivated) =
        save(&app, &with(dana.clone(), "active", Some(json!(false)))).await;
    let company = Some(json!(app.insurer_company()));
    let (demote, demoted) = save(
        &app,
        &with(
            with(dana.clone(), "roleFk", Some(json!(1))),
            "companyPk",
            company,
        ),
    )
    .await;

    // Assert
    assert_eq!(
        (deactivate, deactivated),
        (
            400,
            error(
                "active",
                "bad_request",
                "You cannot deactivate your own account. Ask another administrator to do it."
            )
        )
    );
    assert_eq!(
        (demote, demoted),
        (
            400,
            error(
                "roleFk",
                "bad_request",
                "You cannot change your own role. Ask another administrator to do it."
            )
        )
    );
    assert_eq!(staff_rows(&mut app.db.conn()), before);
    assert!(app.audit_entries().is_empty());
}

// SPEC 5.3 under load: simultaneous saves of the same new user store it once; the others get
// 'Email already used.', never a 500.
#[actix_web::test]
async fn simultaneous_saves_of_one_new_user_store_it_once() {
    // Arrange
    let app = TestApp::spawn().await;
    let body = new_admin("Ann", "Lee", "ann.lee@insurance.lakeland.example", 300_001);

    // Act
    let answers = futures_util::future::join_all((0..6).map(|_| save(&app, &body))).await;

    // Assert
    let created = answers.iter().filter(|(status, _)| *status == 201).count();
    let refused = answers
        .iter()
        .filter(|(status, answer)| {
            *status == 409 && answer["error"]["message"] == json!("Email already used.")
        })
        .count();
    assert_eq!((created, refused), (1, 5), "{answers:?}");
    assert_eq!(staff_rows(&mut app.db.conn()).len(), 4);
    assert_eq!(app.audit_entries().len(), 1);
}
