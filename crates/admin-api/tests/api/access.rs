//! Issue 4 "Token checks", "Roles", "XSRF": the same matrix on every route of SPEC 7.3.
//! Anonymous, forged, expired and wrong-audience tokens get 401 ("sign in again"); an inactive
//! staff member gets 403; an Insurance user gets 403 except on `users/active` and the rates
//! upload for their own company; a state-changing call without a matching XSRF header gets
//! 403; the administrator with XSRF passes every guard. The one public call,
//! `sign-in-settings`, is outside the matrix (`sign_in_settings.rs`).

use reqwest::Method;

use crate::helpers::{Caller, TestApp};

/// One admin route with a request that passes its body checks.
struct Route {
    method: Method,
    path: &'static str,
    insurer_may: bool,
    changes_state: bool,
    body: Body,
}

enum Body {
    None,
    Json(&'static str),
    Upload,
}

const fn get(path: &'static str) -> Route {
    Route {
        method: Method::GET,
        path,
        insurer_may: false,
        changes_state: false,
        body: Body::None,
    }
}
const fn switch(path: &'static str) -> Route {
    Route {
        method: Method::GET,
        path,
        insurer_may: false,
        changes_state: true,
        body: Body::None,
    }
}
const fn post(path: &'static str, json: &'static str) -> Route {
    Route {
        method: Method::POST,
        path,
        insurer_may: false,
        changes_state: true,
        body: Body::Json(json),
    }
}

const COMMENT: &str = r#"{"commentKey": 1, "commentary": "Too high.", "status": 0, "note": "Reviewed", "approver": "Dana Whitfield"}"#;

fn routes() -> Vec<Route> {
    vec![
        Route {
            insurer_may: true,
            ..get("/api/users/active")
        },
        get("/api/users"),
        post(
            "/api/users",
            r#"{"firstName": "Ann", "lastName": "Lee", "email": "ann.lee@insurance.lakeland.example", "umdId": 300001, "active": true, "roleFk": 2}"#,
        ),
        get("/api/comments"),
        post("/api/comments/authorize", COMMENT),
        post("/api/comments/reject", COMMENT),
        post("/api/comments/post", COMMENT),
        get("/api/public-comments"),
        switch("/api/public-comments/enable"),
        switch("/api/public-comments/disable"),
        get("/api/filings"),
        get("/api/filings/1"),
        get("/api/serf-auto-run"),
        switch("/api/serf-auto-run/enable"),
        switch("/api/serf-auto-run/disable"),
        switch("/api/serf-import"),
        get("/api/import-runs"),
        get("/api/companies"),
        get("/api/companies/product-types"),
        post(
            "/api/companies",
            r#"{"companyName": "New Health Co", "coCode": 99901, "state": "LK", "postalCode": "55501", "solvencyFk": 10, "active": 1, "products": []}"#,
        ),
        Route {
            method: Method::POST,
            path: "/api/provider/upload/{company}",
            insurer_may: true,
            changes_state: true,
            body: Body::Upload,
        },
        get("/api/insurance-forms"),
        post(
            "/api/insurance-forms",
            r#"{"title": "2027 Plan Ratings", "description": "", "link": "https://example.org/r.pdf", "published": false}"#,
        ),
        switch("/api/insurance-forms/publish/1"),
        switch("/api/insurance-forms/publish-all"),
        switch("/api/insurance-forms/unpublish/1"),
        switch("/api/insurance-forms/unpublish-all"),
        post(
            "/api/insurance-forms/quality-measure-note/Plans%20are%20rated.",
            "{}",
        ),
        post(
            "/api/insurance-forms/quality-measure-link/https%3A%2F%2Fexample.org%2Fq.pdf",
            "{}",
        ),
        get("/api/compare-years"),
        post(
            "/api/update/compare-year",
            r#"{"id": 1, "year": 2027, "active": true}"#,
        ),
        switch("/api/clearCompareCache"),
    ]
}

/// Every route as OpenAPI names it: (method, templated path).
pub fn documented_routes() -> Vec<(Method, String)> {
    let templated = |path: &str| {
        path.replace("/api/filings/1", "/api/filings/{filingId}")
            .replace("/{company}", "/{companyPk}")
            .replace("/publish/1", "/publish/{id}")
            .replace("/unpublish/1", "/unpublish/{id}")
            .replace(
                "/quality-measure-note/Plans%20are%20rated.",
                "/quality-measure-note/{note}",
            )
            .replace(
                "/quality-measure-link/https%3A%2F%2Fexample.org%2Fq.pdf",
                "/quality-measure-link/{link}",
            )
    };
    routes()
        .into_iter()
        .map(|r| (r.method, templated(r.path)))
        .collect()
}

/// Sends `route` as `caller`, with or without XSRF; returns the status.
async fn send(app: &TestApp, route: &Route, caller: Caller, xsrf: bool) -> u16 {
    let path = route
        .path
        .replace("{company}", &app.insurer_company().to_string());
    let request = app.request(route.method.clone(), &path, caller, xsrf);
    let request = match route.body {
        Body::None => request,
        Body::Json(json) => request
            .header("Content-Type", "application/json")
            .body(json),
        Body::Upload => request.multipart(reqwest::multipart::Form::new().part(
            "file",
            reqwest::multipart::Part::bytes(b"not a spreadsheet".to_vec()).file_name("rates.xls"),
        )),
    };
    request
        .send()
        .await
        .expect("request failed")
        .status()
        .as_u16()
}

async fn assert_every_route(caller: Caller, xsrf: bool, expected: impl Fn(&Route) -> Option<u16>) {
    let app = TestApp::spawn().await;
    let mut wrong = Vec::new();
    for route in routes() {
        let status = send(&app, &route, caller, xsrf).await;
        match expected(&route) {
            Some(want) if status != want => wrong.push(format!(
                "{} {} → {status}, want {want}",
                route.method, route.path
            )),
            None if status == 401 || status == 403 => {
                wrong.push(format!(
                    "{} {} → {status}, want it let through",
                    route.method, route.path
                ));
            }
            _ => {}
        }
    }
    assert!(
        wrong.is_empty(),
        "{caller:?} (xsrf: {xsrf}):\n{}",
        wrong.join("\n")
    );
}

#[actix_web::test]
async fn anonymous_calls_are_401_on_every_route() {
    assert_every_route(Caller::Anonymous, true, |_| Some(401)).await;
}

#[actix_web::test]
async fn forged_tokens_are_401_on_every_route() {
    assert_every_route(Caller::Forged, true, |_| Some(401)).await;
}

#[actix_web::test]
async fn expired_tokens_are_401_on_every_route() {
    assert_every_route(Caller::Expired, true, |_| Some(401)).await;
}

#[actix_web::test]
async fn wrong_audience_tokens_are_401_on_every_route() {
    assert_every_route(Caller::WrongAudience, true, |_| Some(401)).await;
}

#[actix_web::test]
async fn inactive_staff_are_403_on_every_route() {
    assert_every_route(Caller::Inactive, true, |_| Some(403)).await;
}

#[actix_web::test]
async fn insurance_users_are_403_except_on_their_own_calls() {
    assert_every_route(Caller::Insurer, true, |route| {
        (!route.insurer_may).then_some(403)
    })
    .await;
}

#[actix_web::test]
async fn state_changing_calls_without_xsrf_are_403() {
    assert_every_route(Caller::Admin, false, |route| {
        route.changes_state.then_some(403)
    })
    .await;
}

#[actix_web::test]
async fn the_administrator_with_xsrf_passes_every_guard() {
    assert_every_route(Caller::Admin, true, |_| None).await;
}

#[actix_web::test]
async fn the_api_hands_out_an_xsrf_cookie_readable_by_the_page() {
    let app = TestApp::spawn().await;

    let response = app.admin_get("/api/users/active").await;

    let cookie = response
        .headers()
        .get_all("set-cookie")
        .iter()
        .map(|v| v.to_str().unwrap().to_owned())
        .find(|c| c.starts_with("XSRF-TOKEN="));
    let cookie = cookie.expect("an XSRF-TOKEN cookie");
    assert!(cookie.contains("Path=/"), "{cookie}");
    assert!(cookie.contains("SameSite=Strict"), "{cookie}");
    assert!(
        !cookie.to_lowercase().contains("httponly"),
        "the SPA must be able to read it: {cookie}"
    );
    let value = cookie
        .trim_start_matches("XSRF-TOKEN=")
        .split(';')
        .next()
        .unwrap();
    assert_eq!(value.len(), 64);
}
