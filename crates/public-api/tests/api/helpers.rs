//! Starting the public API for one test, and what the cache tests share: waiting for the
//! generation poller, decoding compressed bodies, waiting for an answer to change.

use std::io::Read;
use std::path::PathBuf;
use std::time::Duration;

use db::roles::ServiceRole;
use test_support::{TestDb, metrics, settings, wait};

pub use public_api::client::GATEWAY_SECRET_HEADER;

/// The test app's `GATEWAY_SECRET`: requests that carry it come from "the gateway".
pub const GATEWAY_SECRET: &str = "test-gateway-secret-0123456789abcdef";

/// A running public API, the database behind it and its attachments folder.
pub struct TestApp {
    pub address: String,
    pub db: TestDb,
    pub client: reqwest::Client,
    pub attachments_dir: PathBuf,
}

/// The site address the test API is configured with (`PUBLIC_SITE_URL`).
pub const SITE_URL: &str = "https://healthrates.example.gov";

impl TestApp {
    /// Starts the API against a fresh database.
    pub async fn spawn() -> Self {
        Self::spawn_with_database_url(TestDb::new(), None).await
    }

    /// Starts the API with both pools pointed at `url_override` (or the test database, as the
    /// public API's role).
    pub async fn spawn_with_database_url(db: TestDb, url_override: Option<String>) -> Self {
        let url = url_override.unwrap_or_else(|| db.url_as(ServiceRole::PublicApi));
        let attachments_dir =
            std::env::temp_dir().join(format!("rr-attachments-{}", uuid::Uuid::new_v4()));
        let settings = public_api::Settings {
            http: settings::local_http(),
            read_database: settings::small_pool(url.clone()),
            primary_database: settings::small_pool(url),
            site_profile_file: PathBuf::from(env!("CARGO_MANIFEST_DIR"))
                .join("../../config/site-profile.json"),
            attachments_dir: attachments_dir.clone(),
            gateway_secret: Some(GATEWAY_SECRET.parse().unwrap()),
            cache_max_bytes: 64 * 1024 * 1024,
            // Quality 11, the production ceiling, takes about two seconds per compare answer
            // in this unoptimised build (every county of the demo data: over a minute); the
            // quality rule itself is a unit test of `cache::encoding`.
            cache_brotli_max_quality: 4,
            cache_poll_interval: std::time::Duration::from_millis(100),
            comment_limit: 3,
            comment_client_salt: "test-salt".into(),
            public_site_url: SITE_URL.parse().unwrap(),
        };
        let server = public_api::build(&settings).expect("public-api failed to build");
        let address = format!("http://127.0.0.1:{}", server.port());
        actix_web::rt::spawn(server.run_until_stopped());
        Self {
            address,
            db,
            client: test_support::http::client(),
            attachments_dir,
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

    /// GET `path` with extra request headers.
    pub async fn get_with(&self, path: &str, headers: &[(&str, &str)]) -> reqwest::Response {
        let mut request = self.client.get(format!("{}{path}", self.address));
        for (name, value) in headers {
            request = request.header(*name, *value);
        }
        request.send().await.expect("request failed")
    }

    /// POST `body` as JSON to `path`, as the gateway does for the client `client_ip`.
    pub async fn post_json(
        &self,
        path: &str,
        body: &serde_json::Value,
        client_ip: &str,
    ) -> reqwest::Response {
        self.client
            .post(format!("{}{path}", self.address))
            .header("X-Real-IP", client_ip)
            .header(GATEWAY_SECRET_HEADER, GATEWAY_SECRET)
            .json(body)
            .send()
            .await
            .expect("request failed")
    }

    /// POSTs a comment `{filingKey, commentary}` (any JSON values) as the client `ip`;
    /// returns (status, body or null, Retry-After).
    pub async fn post_comment(
        &self,
        filing_key: serde_json::Value,
        commentary: serde_json::Value,
        ip: &str,
    ) -> (u16, serde_json::Value, Option<String>) {
        let body = serde_json::json!({"filingKey": filing_key, "commentary": commentary});
        status_body_retry_after(self.post_json("/comments", &body, ip).await).await
    }
}

/// The status of `response`, its JSON body (null when it has none) and its Retry-After.
pub async fn status_body_retry_after(
    response: reqwest::Response,
) -> (u16, serde_json::Value, Option<String>) {
    let status = response.status().as_u16();
    let retry_after = response
        .headers()
        .get("retry-after")
        .map(|v| v.to_str().unwrap().to_owned());
    (
        status,
        response.json().await.unwrap_or(serde_json::Value::Null),
        retry_after,
    )
}

impl TestApp {
    /// Simulates the database going away (and coming back) for this test's database only.
    pub fn set_connections_allowed(&self, allowed: bool) {
        use diesel::{Connection, RunQueryDsl};
        let admin_url = std::env::var("TEST_DATABASE_URL").unwrap();
        let mut admin = diesel::PgConnection::establish(&admin_url).unwrap();
        let name = self.db.url().rsplit('/').next().unwrap().to_owned();
        diesel::sql_query(format!("ALTER DATABASE {name} ALLOW_CONNECTIONS {allowed}"))
            .execute(&mut admin)
            .unwrap();
        if !allowed {
            diesel::sql_query(format!(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '{name}' AND pid <> pg_backend_pid()"
            ))
            .execute(&mut admin)
            .unwrap();
        }
    }
}

impl TestApp {
    /// Loads the demo data set (`seed --scale demo`) as of 2026-11-20: compare years 2025 to
    /// 2027, 24 counties in 6 rating areas.
    pub fn seed_demo(&self) {
        let store = db::attachment_store::open(&self.attachments_dir);
        let today = chrono::NaiveDate::from_ymd_opt(2026, 11, 20).unwrap();
        demo::seed(
            &mut self.db.conn(),
            store.as_ref(),
            demo::Scale::Demo,
            today,
        )
        .unwrap();
    }

    /// The status of GET `path` and the `error` object of its envelope (null when it has none).
    pub async fn get_error(&self, path: &str) -> (u16, serde_json::Value) {
        let response = self.get(path).await;
        let status = response.status().as_u16();
        let body: serde_json::Value = response.json().await.unwrap_or_default();
        (status, body["error"].clone())
    }

    /// The JSON of GET `path`.
    pub async fn get_json(&self, path: &str) -> serde_json::Value {
        self.get(path).await.json().await.unwrap()
    }

    /// The JSON of GET `path`, which must answer 200.
    pub async fn get_ok_json(&self, path: &str) -> serde_json::Value {
        let response = self.get(path).await;
        assert_eq!(response.status(), 200, "GET {path}");
        response.json().await.unwrap()
    }

    /// Asks GET `path` until its JSON satisfies `done` and returns it; fails when that takes
    /// longer than `within` (a generation bump is seen within one poll, 100 ms here).
    pub async fn wait_for_json(
        &self,
        path: &str,
        within: Duration,
        done: impl Fn(&serde_json::Value) -> bool,
    ) -> serde_json::Value {
        wait::until_within(&format!("GET {path} to change"), within, async || {
            Some(self.get_json(path).await).filter(&done)
        })
        .await
    }

    /// Waits until the API's generation poller has found the database away (after
    /// [`TestApp::set_connections_allowed`] `(false)`): from then on it answers from memory.
    pub async fn wait_until_database_seen_away(&self) {
        wait::until("the API to find the database away", async || {
            let text = self.get("/metrics").await.text().await.ok()?;
            let reachable = metrics::value(&text, "public_database_reachable", &[])?;
            (reachable == 0.0).then_some(())
        })
        .await;
    }

    /// Waits until the API has read the database's current data generation (its first read
    /// runs at start, then one every 100 ms), so its next answers are built from what the
    /// test wrote before a bump — and a write without one stays unseen.
    pub async fn settle(&self) {
        let generation = db::queries::data_generation::current(&mut self.db.conn()).unwrap();
        wait::until(
            &format!("the API to read data generation {generation}"),
            async || {
                let text = self.get("/metrics").await.text().await.ok()?;
                let shown = metrics::value(&text, "public_data_generation", &[])?;
                (shown == generation as f64).then_some(())
            },
        )
        .await;
    }
}

/// `body`, packed in `encoding` (`gzip` or `br`), unpacked.
pub fn unpacked(encoding: &str, body: &[u8]) -> Vec<u8> {
    let mut plain = Vec::new();
    match encoding {
        "gzip" => flate2::read::GzDecoder::new(body).read_to_end(&mut plain),
        "br" => brotli::Decompressor::new(body, 4096).read_to_end(&mut plain),
        other => panic!("no decoder for {other}"),
    }
    .unwrap();
    plain
}

/// The JSON of a response body in `encoding` (`gzip` or `br`), unpacked.
fn decoded_json(encoding: &str, body: &[u8]) -> serde_json::Value {
    serde_json::from_slice(&unpacked(encoding, body)).unwrap()
}

/// Served from memory: the checks every cached public answer passes.
impl TestApp {
    /// GET `path` is 200 with an ETag, `public, no-cache` and `Vary: Accept-Encoding`, and asked
    /// again with that ETag in `If-None-Match` is an empty 304 with the same ETag. Gives the ETag.
    pub async fn assert_revalidated_by_etag(&self, path: &str) -> String {
        let first = self.get(path).await;
        let etag = first.headers()["etag"].to_str().unwrap().to_owned();
        let again = self.get_with(path, &[("If-None-Match", &etag)]).await;

        assert_eq!(first.status(), 200, "{path}");
        assert_eq!(first.headers()["cache-control"], "public, no-cache");
        assert_eq!(first.headers()["vary"], "Accept-Encoding");
        assert_eq!(again.status(), 304, "{path}");
        assert_eq!(again.headers()["etag"], etag.as_str());
        assert!(again.bytes().await.unwrap().is_empty());
        etag
    }

    /// GET `path` asked for gzip, and for br, comes in that encoding and unpacks to the JSON of
    /// the plain answer.
    pub async fn assert_gzip_and_brotli_match_plain(&self, path: &str) {
        let plain = self.get_json(path).await;
        for (accept, encoding) in [("gzip", "gzip"), ("gzip, br", "br")] {
            let response = self.get_with(path, &[("Accept-Encoding", accept)]).await;
            assert_eq!(response.headers()["content-encoding"], encoding, "{path}");
            let body = response.bytes().await.unwrap();
            assert_eq!(decoded_json(encoding, &body), plain, "{path} in {encoding}");
        }
    }
}

impl Drop for TestApp {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.attachments_dir);
    }
}

/// Asserts that an error answer names its message `message_code` and was written with exactly
/// `params`; `json!({})` means the answer carries no `messageParams`.
#[track_caller]
pub fn assert_message_code(
    body: &serde_json::Value,
    message_code: &str,
    params: serde_json::Value,
) {
    assert_eq!(body["error"]["messageCode"], message_code, "{body}");
    let expected = if params == serde_json::json!({}) {
        serde_json::Value::Null
    } else {
        params
    };
    assert_eq!(body["error"]["messageParams"], expected, "{body}");
}

/// The text `field` of every element of the JSON array `rows`, in order.
#[track_caller]
pub fn texts<'a>(rows: &'a serde_json::Value, field: &str) -> Vec<&'a str> {
    rows.as_array()
        .unwrap()
        .iter()
        .map(|row| row[field].as_str().unwrap())
        .collect()
}

/// Asserts that the `message` of an error answer contains `part`.
#[track_caller]
pub fn assert_message_contains(body: &serde_json::Value, part: &str) {
    let message = body["error"]["message"].as_str().unwrap();
    assert!(message.contains(part), "{part:?} not in {body}");
}
