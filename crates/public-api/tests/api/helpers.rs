//! Starting the public API for one test.

use std::path::PathBuf;

use test_support::{TestDb, settings};

/// A running public API and the database behind it.
pub struct TestApp {
    pub address: String,
    pub db: TestDb,
    pub client: reqwest::Client,
}

impl TestApp {
    /// Starts the API against a fresh database.
    pub async fn spawn() -> Self {
        Self::spawn_with_database_url(TestDb::new(), None).await
    }

    /// Starts the API with its pool pointed at `url_override` (or the test database).
    pub async fn spawn_with_database_url(db: TestDb, url_override: Option<String>) -> Self {
        let settings = public_api::Settings {
            http: settings::local_http(),
            database: settings::small_pool(url_override.unwrap_or_else(|| db.url())),
            site_profile_file: PathBuf::from(env!("CARGO_MANIFEST_DIR"))
                .join("../../config/site-profile.json"),
        };
        let server = public_api::build(&settings).expect("public-api failed to build");
        let address = format!("http://127.0.0.1:{}", server.port());
        actix_web::rt::spawn(server.run_until_stopped());
        Self {
            address,
            db,
            client: reqwest::Client::new(),
        }
    }

    /// GET `path` on the API.
    pub async fn get(&self, path: &str) -> reqwest::Response {
        self.client
            .get(format!("{}{path}", self.address))
            .send()
            .await
            .expect("request failed")
    }
}
