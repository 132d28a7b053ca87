//! SPEC 2.3 / 2.4 footer: the site profile the SPA renders.

use crate::helpers::TestApp;

#[actix_web::test]
async fn the_site_profile_carries_the_footer_contact_block() {
    let app = TestApp::spawn().await;

    let body = app.get_ok_json("/site-profile").await;

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

// The department's Spanish texts travel beside the English ones (additive), the
// phone labels keyed by the numbers `phones` lists.
#[actix_web::test]
async fn the_site_profile_carries_the_spanish_texts() {
    let app = TestApp::spawn().await;

    let body = app.get_json("/site-profile").await;

    assert_eq!(body["departmentName"], "Lakeland Insurance Department");
    assert_eq!(
        body["es"]["departmentName"],
        "Departamento de Seguros de Lakeland"
    );
    assert_eq!(
        body["es"]["siteTitle"],
        "Transparencia de seguros médicos de Lakeland"
    );
    for phone in body["phones"].as_array().unwrap() {
        let number = phone["number"].as_str().unwrap();
        assert!(body["es"]["phoneLabels"][number].is_string(), "{number}");
    }
}
