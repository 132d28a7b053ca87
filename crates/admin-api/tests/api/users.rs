//! SPEC 2.15, 4.4, 7.3: `GET /api/users` and `POST /api/users` (create, update, toggle), each
//! change with an audit row. The refusals (SPEC 5.3 and the rules around it) are in `refusals`.

mod refusals;

use serde_json::{Value, json};

use crate::fixtures::users::{audit_details, listed, new_admin, save, staff_row_by_uid, with};
use crate::helpers::{Caller, INSURER_EMAIL, INSURER_UID, TestApp};

// SPEC 2.15: the Users table lists every staff user; SPEC 3 User (admin) fields.
#[actix_web::test]
async fn the_list_has_every_user_with_spec_fields_by_last_then_first_name() {
    // Arrange
    let app = TestApp::spawn().await;
    let (status, _) = save(
        &app,
        &new_admin("Ann", "lee", "ann.lee@insurance.lakeland.example", 300_001),
    )
    .await;
    assert_eq!(status, 201);

    // Act
    let response = app.admin_get("/api/users").await;

    // Assert
    assert_eq!(response.status(), 200);
    let users: Vec<Value> = response.json().await.unwrap();
    let names: Vec<&str> = users
        .iter()
        .map(|u| u["fullName"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        ["Ann lee", "Marcus Lee", "Priya Raman", "Dana Whitfield"]
    );
    let company_pk = app.insurer_company();
    let marcus = staff_row_by_uid(&mut app.db.conn(), INSURER_UID).0;
    assert_eq!(
        users[1],
        json!({
            "userPk": marcus, "firstName": "Marcus", "lastName": "Lee", "fullName": "Marcus Lee",
            "email": INSURER_EMAIL, "umdId": INSURER_UID, "active": true, "roleFk": 1, "role": "Insurance",
            "companyPk": company_pk, "companyName": "Blue Lake Health Plan",
            "userRole": {"umdId": INSURER_UID, "roleFk": 1}
        })
    );
    assert_eq!(users[2]["active"], json!(false));
    assert_eq!(users[3]["companyPk"], Value::Null);
}

// SPEC 4.4: a new user defaults to active; SPEC 7.3 save user; audited.
#[actix_web::test]
async fn creating_a_user_answers_201_with_the_user_active_and_records_it() {
    // Arrange
    let app = TestApp::spawn().await;
    let body = new_admin(
        " Ann ",
        "Lee",
        "Ann.Lee@insurance.lakeland.example ",
        300_001,
    );

    // Act
    let (status, user) = save(&app, &body).await;

    // Assert
    assert_eq!(status, 201);
    let user_pk = user["userPk"].as_i64().unwrap();
    assert_eq!(
        user,
        json!({
            "userPk": user_pk, "firstName": "Ann", "lastName": "Lee", "fullName": "Ann Lee",
            "email": "Ann.Lee@insurance.lakeland.example", "umdId": 300_001, "active": true,
            "roleFk": 2, "role": "Administrator", "companyPk": null, "companyName": null,
            "userRole": {"umdId": 300_001, "roleFk": 2}
        })
    );
    assert_eq!(listed(&app, 300_001).await, user);
    let entries = app.audit_entries();
    assert_eq!(
        entries,
        [(
            "user.create".into(),
            "user".into(),
            Some(user_pk.to_string()),
            Some(app.admin_pk())
        )]
    );
    let (_, details) = &audit_details(&mut app.db.conn())[0];
    assert_eq!(details["before"], Value::Null);
    assert_eq!(
        details["after"]["email"],
        json!("Ann.Lee@insurance.lakeland.example")
    );
    assert_eq!(details["after"]["active"], json!(true));
}

// SPEC 2.15 Edit user; SPEC 4.4: the active toggle saves the user with active flipped.
#[actix_web::test]
async fn updating_a_user_answers_200_and_deactivating_them_locks_them_out() {
    // Arrange
    let app = TestApp::spawn().await;
    let mut marcus = listed(&app, INSURER_UID).await;
    marcus["firstName"] = json!("Marc");
    marcus["active"] = json!(false);

    // Act
    let (status, user) = save(&app, &marcus).await;

    // Assert
    assert_eq!(status, 200);
    assert_eq!(user["fullName"], json!("Marc Lee"));
    assert_eq!(user["active"], json!(false));
    assert_eq!(user["companyPk"], json!(app.insurer_company()));
    let signed_in = app
        .request(
            reqwest::Method::GET,
            "/api/users/active",
            Caller::Insurer,
            false,
        )
        .send()
        .await
        .unwrap();
    assert_eq!(signed_in.status(), 403, "an inactive user is refused");
    let details = audit_details(&mut app.db.conn());
    assert_eq!(details.len(), 1);
    assert_eq!(details[0].0, "user.update");
    assert_eq!(details[0].1["before"]["firstName"], json!("Marcus"));
    assert_eq!(details[0].1["before"]["active"], json!(true));
    assert_eq!(details[0].1["after"]["firstName"], json!("Marc"));
    assert_eq!(details[0].1["after"]["active"], json!(false));
}

// SPEC 5.3 "another user": an edited user keeps its own e-mail (in any case) and UID.
#[actix_web::test]
async fn a_user_is_not_another_user_to_themselves() {
    // Arrange
    let app = TestApp::spawn().await;
    let mut marcus = listed(&app, INSURER_UID).await;
    marcus["email"] = json!(INSURER_EMAIL.to_uppercase());

    // Act
    let (status, user) = save(&app, &marcus).await;

    // Assert
    assert_eq!(status, 200);
    assert_eq!(user["email"], json!(INSURER_EMAIL.to_uppercase()));
}

// SPEC 6: an Administrator acts for no company; an Insurance user for exactly one.
#[actix_web::test]
async fn an_administrators_company_is_cleared_and_an_insurers_is_kept() {
    // Arrange
    let app = TestApp::spawn().await;
    let company = json!(app.insurer_company());
    let admin = with(
        new_admin("Ann", "Lee", "ann.lee@insurance.lakeland.example", 300_001),
        "companyPk",
        Some(company.clone()),
    );
    let insurer = with(
        with(
            new_admin("Bo", "Park", "bo.park@bluelakehealth.example", 200_009),
            "roleFk",
            Some(json!(1)),
        ),
        "companyPk",
        Some(company.clone()),
    );

    // Act
    let (admin_status, admin) = save(&app, &admin).await;
    let (insurer_status, insurer) = save(&app, &insurer).await;

    // Assert
    assert_eq!((admin_status, &admin["companyPk"]), (201, &Value::Null));
    assert_eq!((insurer_status, &insurer["companyPk"]), (201, &company));
    assert_eq!(insurer["companyName"], json!("Blue Lake Health Plan"));
    assert_eq!(insurer["role"], json!("Insurance"));
}

// SPEC 4.4: on update, a missing `active` leaves the user as they are.
#[actix_web::test]
async fn an_update_without_active_keeps_the_users_state() {
    // Arrange
    let app = TestApp::spawn().await;
    let priya = with(listed(&app, 100_002).await, "active", None);

    // Act
    let (status, user) = save(&app, &priya).await;

    // Assert
    assert_eq!((status, &user["active"]), (200, &json!(false)));
}
