//! The rate-filing source over HTTP: the JSON contract of `docs/serff-contract.md`, read with
//! reqwest. Timeouts on connect and on every read; transient failures (connection, timeout,
//! 5xx, 408/429, bodies cut off or damaged) retried (backon) with exponential backoff and jitter; 4xx
//! answers final; listing pages and attachments size-capped while they stream in, attachments
//! checked against their SHA-256; redirects followed only within the source's own origin.

mod decode;
mod download;
mod options;
mod redirect;
mod retry;

use std::collections::HashMap;
use std::sync::Mutex;

use chrono::{DateTime, SecondsFormat, Utc};
use reqwest::{StatusCode, Url};

pub use download::{SHA256_HEADER, sha256_hex};
pub use options::SourceOptions;

use self::download::Expected;
use self::retry::{Failure, RetryPolicy};
use super::{FilingPage, FilingSource, SourceAttachment, SourceError};

/// Attachment expectations remembered from listings; beyond this many the memory is cleared
/// (downloads are then checked against the answer's own checksum header only).
const REMEMBERED_ATTACHMENTS: usize = 200_000;

/// A [`FilingSource`] that speaks the JSON contract over HTTP(S).
pub struct HttpFilingSource {
    client: reqwest::Client,
    /// The base address, ending in `/` so that relative paths extend it.
    base: Url,
    options: SourceOptions,
    policy: RetryPolicy,
    /// Size and SHA-256 of attachments as the listings gave them, by attachment id.
    expected: Mutex<HashMap<String, Expected>>,
}

impl std::fmt::Debug for HttpFilingSource {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("HttpFilingSource")
            .field("base", &self.base.as_str())
            .field("options", &self.options)
            .finish_non_exhaustive()
    }
}

impl HttpFilingSource {
    /// A client for the source described by `options`; fails when the base address is not an
    /// http(s) URL.
    pub fn new(options: SourceOptions) -> anyhow::Result<Self> {
        let mut base = options::check_base_url(&options.base_url)
            .map_err(|reason| anyhow::anyhow!("the rate-filing source address {reason}"))?;
        if !base.path().ends_with('/') {
            base.set_path(&format!("{}/", base.path()));
        }
        let client = reqwest::Client::builder()
            .connect_timeout(options.connect_timeout)
            .read_timeout(options.read_timeout)
            .timeout(options.request_timeout)
            .redirect(redirect::same_origin_only(&base))
            .user_agent(concat!("rate-review-importer/", env!("CARGO_PKG_VERSION")))
            .build()?;
        let policy = RetryPolicy {
            retries: options.retries,
            base: options.backoff_base,
            max: options.backoff_max,
        };
        Ok(Self {
            client,
            base,
            options,
            policy,
            expected: Mutex::new(HashMap::new()),
        })
    }

    /// The bytes of `attachment`, checked against the size and SHA-256 it was listed with.
    pub async fn download(&self, attachment: &SourceAttachment) -> Result<Vec<u8>, SourceError> {
        let expected = Expected {
            sha256: attachment.sha256.clone(),
            size: u64::try_from(attachment.size_bytes).ok(),
        };
        self.fetch_attachment(&attachment.attachment_id, expected)
            .await
    }

    /// `GET {base}/filings?since=…&pageToken=…&pageSize=…`.
    fn filings_url(
        &self,
        since: Option<DateTime<Utc>>,
        page_token: Option<&str>,
    ) -> Result<Url, SourceError> {
        let mut url = self.join("filings")?;
        {
            let mut query = url.query_pairs_mut();
            if let Some(since) = since {
                query.append_pair("since", &since.to_rfc3339_opts(SecondsFormat::AutoSi, true));
            }
            if let Some(token) = page_token {
                query.append_pair("pageToken", token);
            }
            query.append_pair("pageSize", &self.options.page_size.to_string());
        }
        Ok(url)
    }

    fn join(&self, path: &str) -> Result<Url, SourceError> {
        self.base
            .join(path)
            .map_err(|e| SourceError::Unavailable(format!("cannot form the address {path}: {e}")))
    }

    /// Sends a GET and sorts out the status: success passes, 4xx is final (404 via
    /// `not_found`), 5xx/408/429 are worth another attempt.
    async fn get(
        &self,
        url: &Url,
        what: &str,
        not_found: impl FnOnce() -> SourceError,
    ) -> Result<reqwest::Response, Failure> {
        let mut request = self.client.get(url.clone());
        if let Some(token) = &self.options.token {
            request = request.bearer_auth(token);
        }
        let response = request
            .send()
            .await
            .map_err(|e| Failure::from_reqwest(what, e))?;
        let status = response.status();
        if status.is_success() {
            return Ok(response);
        }
        if status.is_redirection() {
            return Err(Failure::Final(redirect::refused(what, &response)));
        }
        let retry_after = retry::retry_after(response.headers());
        let excerpt = excerpt(response).await;
        let reason = format!("{what}: the source answered {status}{excerpt}");
        Err(match status {
            s if s.is_server_error()
                || s == StatusCode::REQUEST_TIMEOUT
                || s == StatusCode::TOO_MANY_REQUESTS =>
            {
                Failure::Transient {
                    reason,
                    retry_after,
                    corrupt: false,
                }
            }
            StatusCode::NOT_FOUND => Failure::Final(not_found()),
            StatusCode::UNAUTHORIZED | StatusCode::FORBIDDEN => Failure::Final(
                SourceError::Unavailable(format!("{reason}; check SERFF_SOURCE_TOKEN")),
            ),
            _ => Failure::Final(SourceError::Unavailable(reason)),
        })
    }

    async fn page_attempt(
        &self,
        url: &Url,
        page_token: Option<&str>,
    ) -> Result<FilingPage, Failure> {
        let what = "the filing listing";
        let response = self
            .get(url, what, || {
                SourceError::Unavailable(format!(
                    "{url} answered 404 Not Found; check SERFF_SOURCE_URL"
                ))
            })
            .await?;
        let content_type = header_text(&response, reqwest::header::CONTENT_TYPE);
        let body = download::read_capped(response, self.options.max_page_bytes, what).await?;
        decode::page(&body, content_type.as_deref(), page_token)
    }

    async fn fetch_attachment(&self, id: &str, listed: Expected) -> Result<Vec<u8>, SourceError> {
        let url = self.join(&format!("attachments/{}", path_segment(id)))?;
        let what = format!("attachment {id}");
        let cap = self.options.max_attachment_bytes;
        // A listing that announces more than the cap is believed: no byte is fetched.
        if let Some(listed) = listed.size
            && listed > cap
        {
            return Err(SourceError::Malformed(format!(
                "{what} is listed with {listed} bytes, over the limit of {cap} bytes"
            )));
        }
        self.policy
            .run(&what, || async {
                let response = self
                    .get(&url, &what, || SourceError::NoSuchAttachment(id.to_owned()))
                    .await?;
                let mut expected = listed.clone();
                if expected.sha256.is_none() {
                    expected.sha256 = header_text(&response, SHA256_HEADER);
                }
                let bytes = download::read_capped(response, cap, &what).await?;
                download::verify(&bytes, &expected, id)?;
                Ok(bytes)
            })
            .await
    }

    /// Remembers what the attachments of `page` should be, for [`FilingSource::attachment`].
    fn remember(&self, page: &FilingPage) {
        let Ok(mut expected) = self.expected.lock() else {
            return;
        };
        if expected.len() > REMEMBERED_ATTACHMENTS {
            expected.clear();
        }
        for attachment in page.filings.iter().flat_map(|f| &f.attachments) {
            expected.insert(
                attachment.attachment_id.clone(),
                Expected {
                    sha256: attachment.sha256.clone(),
                    size: u64::try_from(attachment.size_bytes).ok(),
                },
            );
        }
    }
}

impl FilingSource for HttpFilingSource {
    async fn changed_since(
        &self,
        since: Option<DateTime<Utc>>,
        page_token: Option<String>,
    ) -> Result<FilingPage, SourceError> {
        let url = self.filings_url(since, page_token.as_deref())?;
        let page = self
            .policy
            .run("the filing listing", || {
                self.page_attempt(&url, page_token.as_deref())
            })
            .await?;
        self.remember(&page);
        Ok(page)
    }

    async fn attachment(&self, attachment_id: &str) -> Result<Vec<u8>, SourceError> {
        let listed = self
            .expected
            .lock()
            .ok()
            .and_then(|expected| expected.get(attachment_id).cloned())
            .unwrap_or_default();
        self.fetch_attachment(attachment_id, listed).await
    }
}

/// A header's value as text, when present and readable.
fn header_text(
    response: &reqwest::Response,
    name: impl reqwest::header::AsHeaderName,
) -> Option<String> {
    response
        .headers()
        .get(name)
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned)
}

/// The start of an error answer's body, for the message (the rest is of no use).
async fn excerpt(response: reqwest::Response) -> String {
    const LIMIT: usize = 300;
    match response.bytes().await {
        Ok(body) if !body.is_empty() => {
            let text = String::from_utf8_lossy(&body[..body.len().min(LIMIT)]);
            format!(": {}", text.trim())
        }
        _ => String::new(),
    }
}

/// `id` as one path segment: characters outside the unreserved set percent-encoded.
fn path_segment(id: &str) -> String {
    let mut out = String::with_capacity(id.len());
    for byte in id.bytes() {
        if byte.is_ascii_alphanumeric() || matches!(byte, b'-' | b'.' | b'_' | b'~') {
            out.push(char::from(byte));
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}
