//! Every route of SPEC 7.3 with a request that passes its body checks, and the matrix runner
//! the access tests (issue 4) and the token attacks (issue 10 item 5) share: one request per
//! route, each refusal checked for its status and the JSON error envelope.

use reqwest::Method;
use serde_json::Value;

use crate::helpers::{TestApp, XsrfMode};

/// One admin route with a request that passes its body checks.
pub struct Route {
    pub method: Method,
    pub path: &'static str,
    /// Whether an Insurance user may call it (`users/active`, the rates upload).
    pub insurer_may: bool,
    /// Whether it changes state (and so checks XSRF), GET switches included.
    pub changes_state: bool,
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

/// A staff attachment download (any key that is a UUID passes the guards).
const ATTACHMENT: &str = "/api/filings/1/attachments/5a1e0c3b-2f3c-4d0e-9a57-0e4c1f7b9d21";

const COMMENT: &str = r#"{"commentKey": 1, "commentary": "Too high.", "status": 0, "note": "Reviewed", "approver": "Dana Whitfield"}"#;

/// Every route behind a token: all of `/api` but `openapi.json` and `sign-in-settings`.
pub fn routes() -> Vec<Route> {
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
        get(ATTACHMENT),
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
            .replace(
                "/attachments/5a1e0c3b-2f3c-4d0e-9a57-0e4c1f7b9d21",
                "/attachments/{attachmentKey}",
            )
    };
    routes()
        .into_iter()
        .map(|r| (r.method, templated(r.path)))
        .collect()
}

/// Sends `route` presenting `token` (none when `None`) with the XSRF parts `xsrf` says.
pub async fn send(
    app: &TestApp,
    route: &Route,
    token: Option<&str>,
    xsrf: XsrfMode,
) -> reqwest::Response {
    let path = route
        .path
        .replace("{company}", &app.insurer_company().to_string());
    let request = app.request_with(route.method.clone(), &path, token, xsrf);
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
