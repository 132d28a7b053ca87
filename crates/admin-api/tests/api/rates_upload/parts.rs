//! Cap every part: the form's other parts are small, whoever sends them; a
//! large one before the file (sent straight to admin-api, past the gateway's body limit) is
//! refused with 413, not read to its end.

use reqwest::multipart::{Form, Part};

use super::{refusal, spawn_seeded};
use crate::fixtures::rates::{SILVER, filled, xls};
use crate::helpers::{Caller, TestApp};

async fn send(app: &TestApp, company: i32, form: Form) -> reqwest::Response {
    app.request(
        reqwest::Method::POST,
        &format!("/api/provider/upload/{company}"),
        Caller::Admin,
        true,
    )
    .multipart(form)
    .send()
    .await
    .unwrap()
}

fn template() -> Part {
    Part::bytes(xls(&filled(&[SILVER]))).file_name("rates.xls")
}

#[actix_web::test]
async fn a_large_part_before_the_file_is_413() {
    // Arrange
    let (app, company, _) = spawn_seeded().await;
    let junk = Form::new()
        .part("junk", Part::bytes(vec![b'j'; 1024 * 1024]))
        .part("file", template());

    // Act
    let response = send(&app, company, junk).await;

    // Assert
    let message = refusal(response, 413).await;
    assert!(message.contains("'junk'"), "{message}");
}

#[actix_web::test]
async fn many_small_parts_before_the_file_are_413_and_a_few_are_fine() {
    // Arrange
    let (app, company, _) = spawn_seeded().await;
    let many = (0..200).fold(Form::new(), |form, i| {
        form.text(format!("note{i}"), "x".repeat(1024))
    });
    let few = Form::new()
        .text("note", "Rates for 2027")
        .part("file", template());

    // Act
    let refused = send(&app, company, many.part("file", template())).await;
    let accepted = send(&app, company, few).await;

    // Assert
    refusal(refused, 413).await;
    assert_eq!(accepted.status(), 200);
}
