//! SPEC 4.3, 7.3: insurance forms (quality-measure comparisons): list, save, publish and
//! unpublish one or all. The quality-measure note and link are in `quality_measure`.

mod quality_measure;
mod spanish_measure;

use serde_json::{Value, json};

use crate::fixtures::changes::{audit_rows, generation};
use crate::fixtures::insurance_forms::{form, form_rows};
use crate::helpers::TestApp;

// Staff see every form, published or not, by sortOrder.
#[actix_web::test]
async fn every_form_is_listed_by_sort_order() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let second = form(conn, "Second", 2, false);
    let first = form(conn, "First", 1, true);

    // Act
    let body = app.admin_get_ok("/api/insurance-forms").await;

    // Assert
    assert_eq!(
        body,
        json!([
            {"formId": first, "title": "First", "description": "About First", "link": "https://quality.example/report.pdf",
             "planYear": 2026, "sortOrder": 1, "published": true},
            {"formId": second, "title": "Second", "description": "About Second", "link": "https://quality.example/report.pdf",
             "planYear": 2026, "sortOrder": 2, "published": false},
        ])
    );
}

// A form without formId is created last and unpublished; audited, generation bumped.
#[actix_web::test]
async fn a_new_form_is_created_last_and_unpublished() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    form(conn, "First", 7, true);
    let generation_before = generation(conn);
    let body = json!({"title": " 2027 Plan Ratings ", "link": "https://quality.example/2027.pdf", "planYear": 2027});

    // Act
    let response = app.admin_post("/api/insurance-forms", &body).await;

    // Assert
    assert_eq!(response.status(), 201);
    let saved: Value = response.json().await.unwrap();
    let form_id = saved["formId"].as_i64().unwrap();
    assert_eq!(
        saved,
        json!({"formId": form_id, "title": "2027 Plan Ratings", "description": "", "link": "https://quality.example/2027.pdf",
               "planYear": 2027, "sortOrder": 8, "published": false})
    );
    let audit = audit_rows(conn);
    assert_eq!(audit.len(), 1);
    assert_eq!(
        (audit[0].0.as_str(), audit[0].1.as_str()),
        ("insurance_form.create", "insurance_form")
    );
    assert_eq!(audit[0].3["before"], Value::Null);
    assert_eq!(audit[0].3["after"]["title"], "2027 Plan Ratings");
    assert_eq!(generation(conn), generation_before + 1);
}

// An update replaces the values sent and keeps the published flag and position when absent.
#[actix_web::test]
async fn a_form_is_updated() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let form_id = form(conn, "Old title", 3, true);
    let body = json!({"formId": form_id, "title": "New title", "description": "Updated", "link": "http://quality.example/new.pdf", "planYear": null});

    // Act
    let response = app.admin_post("/api/insurance-forms", &body).await;

    // Assert
    assert_eq!(response.status(), 200);
    assert_eq!(
        response.json::<Value>().await.unwrap(),
        json!({"formId": form_id, "title": "New title", "description": "Updated", "link": "http://quality.example/new.pdf",
               "planYear": null, "sortOrder": 3, "published": true})
    );
    let audit = audit_rows(conn);
    assert_eq!(audit[0].0, "insurance_form.update");
    assert_eq!(audit[0].3["before"]["title"], "Old title");
    assert_eq!(audit[0].3["after"]["title"], "New title");
}

// Refused saves name the field and change nothing.
#[actix_web::test]
async fn refused_form_saves_change_nothing() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    form(conn, "Existing", 1, false);
    let rows_before = form_rows(conn);
    let generation_before = generation(conn);
    let link = "https://quality.example/r.pdf";
    let long_link = format!("https://quality.example/{}", "a".repeat(2030));
    let cases = [
        (json!({"link": link}), 400, Some("title"), "Enter the form's title.".to_owned()),
        (json!({"title": "t".repeat(201), "link": link}), 400, Some("title"), "title can be at most 200 characters long; this one has 201.".to_owned()),
        (json!({"title": "T"}), 400, Some("link"), "Enter the form's link, an http:// or https:// address.".to_owned()),
        (json!({"title": "T", "link": "ftp://quality.example/r.pdf"}), 400, Some("link"),
         "link must be a web address starting with http:// or https://, e.g. https://www.example.org/report.pdf.".to_owned()),
        (json!({"title": "T", "link": long_link}), 400, Some("link"), "link can be at most 2048 characters long; this one has 2054.".to_owned()),
        (json!({"title": "T", "link": link, "planYear": 1999}), 400, Some("planYear"), "planYear must be a year from 2000 to 2100, or empty.".to_owned()),
        (json!({"title": "T", "link": link, "planYear": 2101}), 400, Some("planYear"), "planYear must be a year from 2000 to 2100, or empty.".to_owned()),
        (json!({"formId": 424_242, "title": "T", "link": link}), 404, None, "There is no insurance form with id 424242.".to_owned()),
    ];

    for (body, status, field, message) in cases {
        // Act
        let response = app.admin_post("/api/insurance-forms", &body).await;

        // Assert
        assert_eq!(response.status(), status, "{body}");
        let error: Value = response.json().await.unwrap();
        assert_eq!(error["error"]["message"], message.as_str(), "{body}");
        assert_eq!(error["error"]["field"].as_str(), field, "{body}");
    }
    assert_eq!(form_rows(conn), rows_before);
    assert!(audit_rows(conn).is_empty());
    assert_eq!(generation(conn), generation_before);
}

// SPEC 4.3: each form is published or unpublished one at a time; the answer is the form.
#[actix_web::test]
async fn one_form_is_published_and_unpublished() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let form_id = form(conn, "Ratings", 1, false);
    let generation_before = generation(conn);

    // Act
    let published = app
        .admin_switch(&format!("/api/insurance-forms/publish/{form_id}"))
        .await;
    let again = app
        .admin_switch(&format!("/api/insurance-forms/publish/{form_id}"))
        .await;
    let unpublished = app
        .admin_switch(&format!("/api/insurance-forms/unpublish/{form_id}"))
        .await;

    // Assert
    assert_eq!(published.status(), 200);
    assert_eq!(published.json::<Value>().await.unwrap()["published"], true);
    assert_eq!(
        again.status(),
        200,
        "publishing a published form is not an error"
    );
    assert_eq!(
        unpublished.json::<Value>().await.unwrap()["published"],
        false
    );
    let actions: Vec<String> = audit_rows(conn).into_iter().map(|r| r.0).collect();
    assert_eq!(
        actions,
        ["insurance_form.publish", "insurance_form.unpublish"],
        "the no-op is not recorded"
    );
    assert_eq!(generation(conn), generation_before + 2);
}

// Unknown or malformed ids.
#[actix_web::test]
async fn publishing_an_unknown_form_is_refused() {
    // Arrange
    let app = TestApp::spawn().await;

    // Act
    let unknown = app
        .admin_switch("/api/insurance-forms/publish/424242")
        .await;
    let malformed = app
        .admin_switch("/api/insurance-forms/unpublish/first")
        .await;

    // Assert
    assert_eq!(unknown.status(), 404);
    assert_eq!(
        unknown.json::<Value>().await.unwrap()["error"]["message"],
        "There is no insurance form with id 424242."
    );
    assert_eq!(malformed.status(), 400);
    assert_eq!(
        malformed.json::<Value>().await.unwrap()["error"]["field"],
        "id"
    );
    assert!(audit_rows(&mut app.db.conn()).is_empty());
}

// SPEC 4.3: all at once; the answer lists the forms that changed; one audit row per switch.
#[actix_web::test]
async fn every_form_is_published_and_unpublished_at_once() {
    // Arrange
    let app = TestApp::spawn().await;
    let conn = &mut app.db.conn();
    let a = form(conn, "A", 1, true);
    let b = form(conn, "B", 2, false);
    let c = form(conn, "C", 3, false);
    let generation_before = generation(conn);

    // Act
    let published: Value = app
        .admin_switch("/api/insurance-forms/publish-all")
        .await
        .json()
        .await
        .unwrap();
    let unpublished: Value = app
        .admin_switch("/api/insurance-forms/unpublish-all")
        .await
        .json()
        .await
        .unwrap();
    let nothing: Value = app
        .admin_switch("/api/insurance-forms/unpublish-all")
        .await
        .json()
        .await
        .unwrap();

    // Assert
    let ids = |v: &Value| {
        v.as_array()
            .unwrap()
            .iter()
            .map(|f| f["formId"].as_i64().unwrap())
            .collect::<Vec<_>>()
    };
    assert_eq!(ids(&published), [i64::from(b), i64::from(c)]);
    assert!(
        published
            .as_array()
            .unwrap()
            .iter()
            .all(|f| f["published"] == true)
    );
    assert_eq!(
        ids(&unpublished),
        [i64::from(a), i64::from(b), i64::from(c)]
    );
    assert_eq!(nothing, json!([]));
    assert!(form_rows(conn).iter().all(|row| !row.5));
    let audit = audit_rows(conn);
    let actions: Vec<&str> = audit.iter().map(|r| r.0.as_str()).collect();
    assert_eq!(
        actions,
        ["insurance_form.publish_all", "insurance_form.unpublish_all"]
    );
    assert_eq!(
        audit[0].3["after"],
        json!({"formIds": [b, c], "published": true})
    );
    assert_eq!(generation(conn), generation_before + 2);
}
