//! The access matrix the access tests (`access.rs`) and the token attacks (`token_attacks.rs`)
//! share: every route of the admin route list (`admin_api::RouteList`, `src/routes/mod.rs`)
//! behind a token, each with who may call it and a request that passes its body checks; one
//! request per route, each refusal checked for its status and the JSON error envelope. A route
//! added to the list joins the matrix by itself, and the matrix fails until its expectation is
//! written here.

use admin_api::RouteList;
use reqwest::Method;
use serde_json::Value;

use crate::helpers::{TestApp, XsrfMode};

/// One listed admin route behind a token, with what the matrix expects of it.
pub struct Route {
    pub method: Method,
    /// As the OpenAPI document names it: `/api/filings/{filingId}`.
    pub path: String,
    /// Whether an Insurance user may call it (`users/active`, the rates upload).
    pub insurer_may: bool,
    /// Whether it changes state (and so checks XSRF), GET switches included.
    pub changes_state: bool,
    body: Body,
}

/// What the matrix expects of one route, by the route's method and OpenAPI path.
struct Expected {
    method: &'static str,
    path: &'static str,
    insurer_may: bool,
    changes_state: bool,
    body: Body,
}

#[derive(Clone, Copy)]
enum Body {
    None,
    Json(&'static str),
    Upload,
}

const fn get(path: &'static str) -> Expected {
    Expected {
        method: "get",
        path,
        insurer_may: false,
        changes_state: false,
        body: Body::None,
    }
}
const fn switch(path: &'static str) -> Expected {
    Expected {
        changes_state: true,
        ..get(path)
    }
}
const fn post(path: &'static str, json: &'static str) -> Expected {
    Expected {
        method: "post",
        path,
        insurer_may: false,
        changes_state: true,
        body: Body::Json(json),
    }
}

/// Listed routes that take no token, outside the matrix: `sign_in_settings.rs` and `openapi.rs`
/// test them.
const PUBLIC: [&str; 2] = ["get /api/sign-in-settings", "get /api/openapi.json"];

/// A value for each path parameter that passes its checks (any UUID passes the guards of an
/// attachment download; `{companyPk}` is the Insurance user's company, set in [`send`]).
const PARAMETERS: [(&str, &str); 6] = [
    ("{userId}", "1"),
    ("{filingId}", "1"),
    ("{attachmentKey}", "5a1e0c3b-2f3c-4d0e-9a57-0e4c1f7b9d21"),
    ("{id}", "1"),
    ("{note}", "Plans%20are%20rated."),
    ("{link}", "https%3A%2F%2Fexample.org%2Fq.pdf"),
];

const COMMENT: &str = r#"{"commentKey": 1, "commentary": "Too high.", "status": 0, "note": "Reviewed", "approver": "Dana Whitfield"}"#;

/// Every route behind a token: who may call it and a request that passes its body checks.
const EXPECTED: [Expected; 37] = [
    Expected {
        insurer_may: true,
        ..get("/api/users/active")
    },
    get("/api/users"),
    post(
        "/api/users",
        r#"{"firstName": "Ann", "lastName": "Lee", "email": "ann.lee@insurance.lakeland.example", "umdId": 300001, "active": true, "roleFk": 2}"#,
    ),
    get("/api/users/{userId}/sign-in"),
    Expected {
        body: Body::None,
        ..post("/api/users/{userId}/reset-sign-in", "")
    },
    get("/api/comments"),
    post("/api/comments/authorize", COMMENT),
    post("/api/comments/reject", COMMENT),
    post("/api/comments/post", COMMENT),
    get("/api/public-comments"),
    switch("/api/public-comments/enable"),
    switch("/api/public-comments/disable"),
    get("/api/filings"),
    get("/api/filings/{filingId}"),
    get("/api/filings/{filingId}/attachments/{attachmentKey}"),
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
    Expected {
        method: "post",
        path: "/api/provider/upload/{companyPk}",
        insurer_may: true,
        changes_state: true,
        body: Body::Upload,
    },
    get("/api/insurance-forms"),
    post(
        "/api/insurance-forms",
        r#"{"title": "2027 Plan Ratings", "description": "", "link": "https://example.org/r.pdf", "published": false}"#,
    ),
    switch("/api/insurance-forms/publish/{id}"),
    switch("/api/insurance-forms/publish-all"),
    switch("/api/insurance-forms/unpublish/{id}"),
    switch("/api/insurance-forms/unpublish-all"),
    post("/api/insurance-forms/quality-measure-note/{note}", "{}"),
    post("/api/insurance-forms/quality-measure-link/{link}", "{}"),
    get("/api/insurance-forms/quality-measure-spanish"),
    post(
        "/api/insurance-forms/quality-measure-spanish",
        r#"{"note": "Nota", "link": "https://example.org/es.pdf"}"#,
    ),
    get("/api/compare-years"),
    post(
        "/api/update/compare-year",
        r#"{"id": 1, "year": 2027, "active": true}"#,
    ),
    switch("/api/clearCompareCache"),
];

/// Every listed route behind a token, in the list's order, with its expectation; panics naming
/// a listed route that has none.
pub fn routes() -> Vec<Route> {
    RouteList::routes()
        .into_iter()
        .map(|listed| (listed.method, listed.openapi_path()))
        .filter(|(method, path)| !PUBLIC.contains(&format!("{method} {path}").as_str()))
        .map(|(method, path)| {
            let expected = EXPECTED
                .iter()
                .find(|e| e.method == method && e.path == path)
                .unwrap_or_else(|| {
                    panic!("{method} {path} is listed but not in the matrix: add it to EXPECTED")
                });
            Route {
                method: Method::from_bytes(method.to_uppercase().as_bytes()).unwrap(),
                path,
                insurer_may: expected.insurer_may,
                changes_state: expected.changes_state,
                body: expected.body,
            }
        })
        .collect()
}

#[test]
fn the_matrix_holds_exactly_the_listed_routes_behind_a_token() {
    let in_matrix: Vec<String> = routes()
        .iter()
        .map(|r| format!("{} {}", r.method.as_str().to_lowercase(), r.path))
        .collect();

    let stale: Vec<String> = EXPECTED
        .iter()
        .map(|e| format!("{} {}", e.method, e.path))
        .filter(|operation| !in_matrix.contains(operation))
        .collect();

    assert!(
        stale.is_empty(),
        "expectations for routes the list does not hold:\n{}",
        stale.join("\n")
    );
}

impl Route {
    /// Whether the route reads a request body (JSON or the upload form).
    pub fn takes_body(&self) -> bool {
        !matches!(self.body, Body::None)
    }
}

/// Sends `route` presenting `token` (none when `None`) with the XSRF parts `xsrf` says.
pub async fn send(
    app: &TestApp,
    route: &Route,
    token: Option<&str>,
    xsrf: XsrfMode,
) -> reqwest::Response {
    send_body(app, route, token, xsrf, false).await
}

/// As [`send`], with a body its route cannot read when `malformed` (JSON cut short, a
/// multipart form without its boundary), to show the body is read only after the checks.
pub async fn send_body(
    app: &TestApp,
    route: &Route,
    token: Option<&str>,
    xsrf: XsrfMode,
    malformed: bool,
) -> reqwest::Response {
    let path = PARAMETERS
        .iter()
        .fold(route.path.clone(), |path, (name, value)| {
            path.replace(name, value)
        })
        .replace("{companyPk}", &app.insurer_company().to_string());
    assert!(
        !path.contains('{'),
        "{path}: give its parameter a value in PARAMETERS"
    );
    let request = app.request_with(route.method.clone(), &path, token, xsrf);
    let request = match route.body {
        Body::None => request,
        Body::Json(_) if malformed => request
            .header("Content-Type", "application/json")
            .body(r#"{"firstName": "Ann", "#),
        Body::Upload if malformed => request
            .header("Content-Type", "multipart/form-data")
            .body("--no boundary here"),
        Body::Json(json) => request
            .header("Content-Type", "application/json")
            .body(json),
        Body::Upload => request.multipart(reqwest::multipart::Form::new().part(
            "file",
            reqwest::multipart::Part::bytes(b"not a spreadsheet".to_vec()).file_name("rates.xls"),
        )),
    };
    request.send().await.expect("request failed")
}

/// What is wrong with `response` when it should be a refusal with status `want`: 401 with
/// `WWW-Authenticate: Bearer` and code `unauthorized`, or 403 with code `forbidden`, each in
/// the JSON error envelope with a message. `None` when it is right.
pub async fn refusal_problem(response: reqwest::Response, want: u16) -> Option<String> {
    let status = response.status().as_u16();
    if status != want {
        return Some(format!("{status}, want {want}"));
    }
    let challenge = response
        .headers()
        .get("www-authenticate")
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned);
    let body: Value = response.json().await.unwrap_or(Value::Null);
    let code = if want == 401 {
        "unauthorized"
    } else {
        "forbidden"
    };
    if want == 401 && challenge.as_deref() != Some("Bearer") {
        return Some(format!(
            "401 without WWW-Authenticate: Bearer ({challenge:?})"
        ));
    }
    let message = body["error"]["message"].as_str().unwrap_or_default();
    if body["error"]["code"] != code || message.trim().is_empty() {
        return Some(format!("{want} without the {code} envelope: {body}"));
    }
    None
}

/// Sends every route presenting `token` and `xsrf`, and panics, naming `attack` and each
/// route, unless each is refused as `expected` says (`Some(status)`) or let through (`None`:
/// anything but 401 and 403).
pub async fn assert_every_route(
    app: &TestApp,
    attack: &str,
    token: Option<&str>,
    xsrf: XsrfMode,
    expected: impl Fn(&Route) -> Option<u16>,
) {
    let mut wrong = Vec::new();
    for route in routes() {
        let response = send(app, &route, token, xsrf).await;
        let problem = match expected(&route) {
            Some(want) => refusal_problem(response, want).await,
            None => {
                let status = response.status().as_u16();
                (status == 401 || status == 403).then(|| format!("{status}, want it let through"))
            }
        };
        if let Some(problem) = problem {
            wrong.push(format!("{} {} → {problem}", route.method, route.path));
        }
    }
    assert!(wrong.is_empty(), "{attack}:\n{}", wrong.join("\n"));
}
