//! SPEC 2.3 / 2.4 footer: the site profile the SPA renders.

use serde_json::Value;

use crate::helpers::TestApp;

#[actix_web::test]
async fn the_site_profile_carries_the_footer_contact_block() {
    let app = TestApp::spawn().await;

    let response = app.get("/site-profile").await;

    assert_eq!(response.status(), 200);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["departmentName"], "Lakeland Insurance Department");
    assert_eq!(body["phones"].as_array().unwrap().len(), 2);
    assert!(body["address"]["street"].is_string());
    assert!(
        body["links"]["consumerGuide"]
            .as_str()
            .unwrap()
            .starts_with("https://")
    );
}
