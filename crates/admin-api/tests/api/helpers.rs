//! Starting the admin API for one test, with staff users to sign in as.

use std::time::Duration;

use admin_api::{OidcSettings, Settings};
use db::models::staff_user::NewStaffUser;
use db::schema::{companies, staff_users};
use diesel::prelude::*;
use test_support::test_idp::{AUDIENCE, TestIdp};
use test_support::{TestDb, settings};

pub const ADMIN_UID: i64 = 100_001;
pub const ADMIN_EMAIL: &str = "dana.whitfield@insurance.lakeland.example";
pub const INSURER_UID: i64 = 200_001;
pub const INSURER_EMAIL: &str = "marcus.lee@bluelakehealth.example";
pub const INACTIVE_UID: i64 = 100_002;
pub const INACTIVE_EMAIL: &str = "priya.raman@insurance.lakeland.example";

/// A running admin API, its database and the identity provider it trusts.
pub struct TestApp {
    pub address: String,
    #[allow(dead_code)] // held so the database lives as long as the server
    pub db: TestDb,
    pub idp: TestIdp,
    pub client: reqwest::Client,
}

impl TestApp {
    /// Starts the API against a fresh database holding an administrator, an insurer user and
    /// an inactive administrator.
    pub async fn spawn() -> Self {
        let db = TestDb::new();
        seed_staff(&mut db.conn());
        let idp = TestIdp::start().await;
        let settings = Settings {
            http: settings::local_http(),
            database: settings::small_pool(db.url()),
            oidc: OidcSettings {
                issuer: idp.issuer(),
                audience: AUDIENCE.into(),
                min_refresh_interval: Duration::from_secs(10),
                leeway_secs: 0,
            },
        };
        let server = admin_api::build(&settings).expect("admin-api failed to build");
        let address = format!("http://127.0.0.1:{}", server.port());
        actix_web::rt::spawn(server.run_until_stopped());
        Self {
            address,
            db,
            idp,
            client: reqwest::Client::new(),
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
}

fn seed_staff(conn: &mut PgConnection) {
    let company_pk: i32 = diesel::insert_into(companies::table)
        .values((
            companies::company_name.eq("Blue Lake Health Plan"),
            companies::co_code.eq(95101),
        ))
        .returning(companies::company_pk)
        .get_result(conn)
        .unwrap();
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
