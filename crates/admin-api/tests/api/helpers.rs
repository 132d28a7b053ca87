//! Starting the admin API for one test, with staff users to sign in as.

use std::path::PathBuf;
use std::time::Duration;

use admin_api::{OidcSettings, Settings};
use db::models::staff_user::NewStaffUser;
use db::roles::ServiceRole;
use db::schema::{companies, staff_users};
use diesel::prelude::*;
use test_support::builders::CompanyBuilder;
use test_support::test_idp::{ACCESS_TOKEN_TYPE, AUDIENCE, TestIdp};
use test_support::{TestDb, settings};

use crate::fixtures::changes::audit_log_rows;

pub const ADMIN_UID: i64 = 100_001;
pub const ADMIN_EMAIL: &str = "dana.whitfield@insurance.lakeland.example";
pub const INSURER_UID: i64 = 200_001;
pub const INSURER_EMAIL: &str = "marcus.lee@bluelakehealth.example";
pub const INACTIVE_UID: i64 = 100_002;
pub const INACTIVE_EMAIL: &str = "priya.raman@insurance.lakeland.example";
/// The single-page app's client id and API scope the test server hands out.
pub const SPA_CLIENT_ID: &str = "rate-review-spa-test";
pub const API_SCOPE: &str = "api://rate-review-admin/admin.access";

/// A running admin API, its database, its attachments folder and the identity provider it
/// trusts.
pub struct TestApp {
    pub address: String,

    pub db: TestDb,
    pub idp: TestIdp,
    pub client: reqwest::Client,
    pub attachments_dir: PathBuf,
}

impl TestApp {
    /// Starts the API against a fresh database holding an administrator, an insurer user and
    /// an inactive administrator; no clock skew is tolerated on `exp` and `nbf`.
    pub async fn spawn() -> Self {
        Self::spawn_with_leeway(0).await
    }

    /// As [`TestApp::spawn`], tolerating `leeway_secs` of clock skew (`OIDC_LEEWAY_SECS`).
    pub async fn spawn_with_leeway(leeway_secs: u64) -> Self {
        let db = TestDb::new();
        seed_staff(&mut db.conn());
        let idp = TestIdp::start().await;
        let attachments_dir =
            std::env::temp_dir().join(format!("rr-admin-attachments-{}", uuid::Uuid::new_v4()));
        let settings = Settings {
            http: settings::local_http(),
            database: settings::small_pool(db.url_as(ServiceRole::AdminApi)),
            xsrf_cookie_secure: false,
            attachments_dir: attachments_dir.clone(),
            oidc: OidcSettings {
                issuer: idp.issuer(),
                audience: AUDIENCE.into(),
                min_refresh_interval: Duration::from_secs(10),
                leeway_secs,
                client_id: SPA_CLIENT_ID.into(),
                api_scope: API_SCOPE.into(),
                access_token_type: ACCESS_TOKEN_TYPE.into(),
            },
        };
        let server = admin_api::build(&settings).expect("admin-api failed to build");
        let address = format!("http://127.0.0.1:{}", server.port());
        actix_web::rt::spawn(server.run_until_stopped());
        Self {
            address,
            db,
            idp,
            client: test_support::http::client(),
            attachments_dir,
        }
    }

    /// GET `path` with `Authorization: Bearer {token}` when a token is given.
    pub async fn get(&self, path: &str, token: Option<&str>) -> reqwest::Response {
        let mut request = self.client.get(format!("{}{path}", self.address));
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        request.send().await.expect("request failed")
    }

    /// A valid token for the seeded administrator.
    pub fn admin_token(&self) -> String {
        self.idp
            .sign(&self.idp.valid_claims(ADMIN_UID, ADMIN_EMAIL))
    }

    /// The bearer token `caller` presents (`None` for an anonymous caller).
    pub fn token_for(&self, caller: Caller) -> Option<String> {
        let idp = &self.idp;
        let admin = idp.valid_claims(ADMIN_UID, ADMIN_EMAIL);
        match caller {
            Caller::Anonymous => None,
            Caller::Admin => Some(idp.sign(&admin)),
            Caller::Insurer => Some(idp.sign(&idp.valid_claims(INSURER_UID, INSURER_EMAIL))),
            Caller::Inactive => Some(idp.sign(&idp.valid_claims(INACTIVE_UID, INACTIVE_EMAIL))),
            Caller::Forged => Some(idp.sign_with_unpublished_key(&admin)),
            Caller::Expired => {
                let mut claims = admin;
                claims["exp"] = serde_json::json!(test_support::test_idp::now_seconds() - 60);
                claims["iat"] = serde_json::json!(test_support::test_idp::now_seconds() - 3660);
                Some(idp.sign(&claims))
            }
            Caller::WrongAudience => {
                let mut claims = admin;
                claims["aud"] = serde_json::json!("api://another-api");
                Some(idp.sign(&claims))
            }
        }
    }

    /// A request to `path` by `caller`, carrying a matching XSRF cookie and header when `xsrf`.
    pub fn request(
        &self,
        method: reqwest::Method,
        path: &str,
        caller: Caller,
        xsrf: bool,
    ) -> reqwest::RequestBuilder {
        let xsrf = if xsrf {
            XsrfMode::Matching
        } else {
            XsrfMode::Absent
        };
        self.request_with(method, path, self.token_for(caller).as_deref(), xsrf)
    }

    /// A request to `path` presenting `token` (none when `None`) and the XSRF cookie and
    /// header `xsrf` says.
    pub fn request_with(
        &self,
        method: reqwest::Method,
        path: &str,
        token: Option<&str>,
        xsrf: XsrfMode,
    ) -> reqwest::RequestBuilder {
        let mut request = self
            .client
            .request(method, format!("{}{path}", self.address));
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        let (cookie, header) = match xsrf {
            XsrfMode::Matching => (Some(XSRF), Some(XSRF)),
            XsrfMode::Absent => (None, None),
            XsrfMode::WrongHeader => (Some(XSRF), Some("forged-xsrf-token")),
            XsrfMode::HeaderOnly => (None, Some(XSRF)),
            XsrfMode::CookieOnly => (Some(XSRF), None),
        };
        if let Some(cookie) = cookie {
            request = request.header("Cookie", format!("XSRF-TOKEN={cookie}"));
        }
        if let Some(header) = header {
            request = request.header("X-XSRF-TOKEN", header);
        }
        request
    }

    /// GET `path` as the administrator.
    pub async fn admin_get(&self, path: &str) -> reqwest::Response {
        self.request(reqwest::Method::GET, path, Caller::Admin, false)
            .send()
            .await
            .expect("request failed")
    }

    /// A state-changing GET (a switch) as the administrator, with XSRF.
    pub async fn admin_switch(&self, path: &str) -> reqwest::Response {
        self.request(reqwest::Method::GET, path, Caller::Admin, true)
            .send()
            .await
            .expect("request failed")
    }

    /// GET `path` as the administrator; returns the JSON body, whatever the status.
    pub async fn admin_get_json(&self, path: &str) -> serde_json::Value {
        self.admin_get(path).await.json().await.unwrap()
    }

    /// GET `path` as the administrator, asserting 200; returns the JSON body.
    pub async fn admin_get_ok(&self, path: &str) -> serde_json::Value {
        let response = self.admin_get(path).await;
        assert_eq!(response.status(), 200, "GET {path}");
        response.json().await.unwrap()
    }

    /// POST `body` as JSON to `path` as the administrator, with XSRF.
    pub async fn admin_post(&self, path: &str, body: &serde_json::Value) -> reqwest::Response {
        self.request(reqwest::Method::POST, path, Caller::Admin, true)
            .json(body)
            .send()
            .await
            .expect("request failed")
    }

    /// The seeded insurer's company.
    pub fn insurer_company(&self) -> i32 {
        companies::table
            .filter(companies::co_code.eq(95101))
            .select(companies::company_pk)
            .first(&mut self.db.conn())
            .unwrap()
    }

    /// The seeded administrator's key.
    pub fn admin_pk(&self) -> i32 {
        staff_users::table
            .filter(staff_users::umd_id.eq(ADMIN_UID))
            .select(staff_users::user_pk)
            .first(&mut self.db.conn())
            .unwrap()
    }

    /// Audit-log rows as (action, entity_type, entity_id, actor_pk), oldest first.
    pub fn audit_entries(&self) -> Vec<(String, String, Option<String>, Option<i32>)> {
        audit_log_rows(&mut self.db.conn())
            .into_iter()
            .map(|(action, entity_type, entity_id, actor_pk, _)| {
                (action, entity_type, entity_id, actor_pk)
            })
            .collect()
    }
}

impl Drop for TestApp {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.attachments_dir);
    }
}

/// The text field `field` of every entry of the JSON array `list`, in order.
pub fn texts<'a>(list: &'a serde_json::Value, field: &str) -> Vec<&'a str> {
    list.as_array()
        .unwrap()
        .iter()
        .map(|entry| entry[field].as_str().unwrap())
        .collect()
}

/// The XSRF token test requests echo (any value works: the cookie and header must match).
pub const XSRF: &str = "test-xsrf-token";

/// What a request carries for the XSRF check (SPEC 9: the `X-XSRF-TOKEN` header must equal
/// the `XSRF-TOKEN` cookie).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum XsrfMode {
    /// The cookie and a header equal to it.
    Matching,
    /// Neither cookie nor header.
    Absent,
    /// The cookie and a header with another value ("wrong XSRF").
    WrongHeader,
    /// The header without the cookie.
    HeaderOnly,
    /// The cookie without the header.
    CookieOnly,
}

/// Who is calling.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Caller {
    /// No token.
    Anonymous,
    /// The active administrator.
    Admin,
    /// The active Insurance user of company 95101.
    Insurer,
    /// The inactive administrator.
    Inactive,
    /// The administrator's claims signed with a key the provider does not publish.
    Forged,
    /// The administrator's claims, expired a minute ago.
    Expired,
    /// The administrator's claims for another API.
    WrongAudience,
}

fn seed_staff(conn: &mut PgConnection) {
    let company_pk = CompanyBuilder::new("Blue Lake Health Plan")
        .naic_code(95101)
        .insert(conn)
        .company_pk;
    let user = |first, last, email, umd_id, active, role_code, company_pk| NewStaffUser {
        first_name: first,
        last_name: last,
        email,
        umd_id,
        active,
        role_code,
        company_pk,
    };
    diesel::insert_into(staff_users::table)
        .values(&vec![
            user("Dana", "Whitfield", ADMIN_EMAIL, ADMIN_UID, true, 2, None),
            user(
                "Marcus",
                "Lee",
                INSURER_EMAIL,
                INSURER_UID,
                true,
                1,
                Some(company_pk),
            ),
            user(
                "Priya",
                "Raman",
                INACTIVE_EMAIL,
                INACTIVE_UID,
                false,
                2,
                None,
            ),
        ])
        .execute(conn)
        .unwrap();
}
