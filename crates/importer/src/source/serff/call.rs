//! One call to the State API, as every operation makes it: the headers (HTTP Basic sent up
//! front, `text/xml; charset=utf-8`, the quoted SOAPAction), the call budget for throttled
//! operations, the size cap on the answer while it streams in, and the attempt loop —
//! transient failures retried with backoff (as the JSON client does, `Retry-After` honoured),
//! call-rate faults waited out and the same call repeated without spending a retry.

use std::time::Duration;

use chrono::{DateTime, Utc};
use reqwest::StatusCode;
use reqwest::header::{CONTENT_TYPE, DATE, HeaderValue};

use super::client::SerffClient;
use super::codes::{self, CodeHandling};
use super::envelope::Request;
use super::error::SerffError;
use super::fault::Fault;
use super::operation::{Operation, Port};
use super::response::{Answer, ReadError};

/// Why one attempt of a call failed.
#[derive(Debug)]
pub(super) enum Failure {
    /// Another attempt may work.
    Transient {
        /// What the caller gets when the retries are spent.
        error: SerffError,
        /// The wait the server asked for (`Retry-After`), if any.
        retry_after: Option<Duration>,
    },
    /// The server did not take the call for its rate: wait, then repeat the same call.
    RateLimited {
        /// How long the server asked to wait (before the margin).
        wait: Duration,
        /// The server's message.
        message: String,
    },
    /// Another attempt would get the same answer.
    Final(SerffError),
}

impl Failure {
    /// A transient failure without a wait asked for.
    fn transient(error: SerffError) -> Self {
        Self::Transient {
            error,
            retry_after: None,
        }
    }
}

/// A reader of one operation's answer.
pub(super) type ReadAnswer<T> = fn(&[u8]) -> Result<Answer<T>, ReadError>;

impl SerffClient {
    /// Calls until an answer, a final failure, or the retries and repeats are spent. `cap`
    /// bounds the answer's size; `nothing_found`, when given, is the answer to client codes
    /// 1004 and 1005. Returns the answer and the server's `Date`.
    pub(super) async fn call<T>(
        &self,
        request: &Request,
        cap: u64,
        read: ReadAnswer<T>,
        nothing_found: Option<fn() -> T>,
    ) -> Result<(T, Option<DateTime<Utc>>), SerffError> {
        let operation = request.operation;
        let mut waits = self.policy.waits();
        let mut attempts: u32 = 0;
        let mut repeats: u32 = 0;
        loop {
            attempts += 1;
            let failure = match self.attempt(request, cap, read, nothing_found).await {
                Ok(answer) => return Ok(answer),
                Err(failure) => failure,
            };
            match failure {
                Failure::Final(error) => return Err(error),
                Failure::RateLimited { wait, message } => {
                    // Every caller holds off, also when this one gives up.
                    self.limiter.penalise(wait);
                    repeats += 1;
                    if repeats > self.options.rate_repeats || wait > self.options.max_rate_wait {
                        return Err(SerffError::Throttled {
                            operation,
                            wait,
                            message: format!(
                                "{message} (asked to wait {} ms; {repeats} refusal(s) in a row, \
                                 waits up to {} s are sat through)",
                                wait.as_millis(),
                                self.options.max_rate_wait.as_secs()
                            ),
                        });
                    }
                    tracing::info!(%operation, wait_ms = u64::try_from(wait.as_millis()).unwrap_or(u64::MAX), %message, "the State API asked to slow down; repeating the call after the wait");
                    if !operation.throttled() {
                        // Throttled calls wait in the limiter; this one would not.
                        self.limiter.wait_out_penalty().await;
                    }
                }
                Failure::Transient { error, retry_after } => match waits.next() {
                    Some(wait) => {
                        // A `Retry-After` is honoured, up to four times the longest backoff.
                        let wait = match retry_after {
                            Some(asked) => wait.max(asked.min(self.policy.max.saturating_mul(4))),
                            None => wait,
                        };
                        self.metrics.retried(operation);
                        tracing::info!(%operation, attempt = attempts, wait_ms = u64::try_from(wait.as_millis()).unwrap_or(u64::MAX), reason = %error, "retrying the State API");
                        tokio::time::sleep(wait).await;
                    }
                    None => {
                        tracing::warn!(%operation, attempts, reason = %error, "giving up on the State API");
                        return Err(with_attempts(error, attempts));
                    }
                },
            }
        }
    }

    /// One attempt: wait for the budget when the call counts, post, read the answer.
    async fn attempt<T>(
        &self,
        request: &Request,
        cap: u64,
        read: ReadAnswer<T>,
        nothing_found: Option<fn() -> T>,
    ) -> Result<(T, Option<DateTime<Utc>>), Failure> {
        let operation = request.operation;
        if operation.throttled() {
            let waited = self.limiter.acquire().await;
            self.metrics.waited(waited);
        }
        self.metrics.called(operation);
        let response = self
            .http
            .post(self.port_url(operation.port()))
            .basic_auth(&self.options.user, Some(&self.options.password))
            .header(
                CONTENT_TYPE,
                HeaderValue::from_static("text/xml; charset=utf-8"),
            )
            .header("SOAPAction", format!("\"{}\"", operation.name()))
            .body(request.body.clone())
            .send()
            .await
            .map_err(|e| Failure::transient(transport(operation, e)))?;
        let status = response.status();
        if matches!(status, StatusCode::UNAUTHORIZED | StatusCode::FORBIDDEN) {
            return Err(Failure::Final(SerffError::Unauthorized {
                status: status.as_u16(),
            }));
        }
        if status.is_redirection() {
            let location = header_text(&response, reqwest::header::LOCATION);
            return Err(Failure::Final(SerffError::Unavailable {
                reason: format!(
                    "{operation}: the server answered {status} redirecting to {}; redirects are \
                     followed only within the origin of SERFF_API_URL",
                    location.as_deref().unwrap_or("(no Location)")
                ),
                attempts: 1,
            }));
        }
        let retry_after = retry_after(&response);
        let date = header_text(&response, DATE)
            .and_then(|d| DateTime::parse_from_rfc2822(&d).ok())
            .map(|d| d.with_timezone(&Utc));
        let body = read_capped(response, cap, operation).await?;
        // Faults come with status 500, so the body is read whatever the status.
        let unreadable = match read(&body) {
            Ok(Answer::Response(answer)) if status.is_success() => return Ok((answer, date)),
            Ok(Answer::Response(_)) => None,
            Ok(Answer::Fault(fault)) => {
                self.metrics.faulted(operation, &fault);
                return match (
                    classify(operation, fault, self.options.unhinted_rate_wait),
                    nothing_found,
                ) {
                    (Failure::Final(SerffError::Client { code, .. }), Some(empty))
                        if codes::handling(code) == CodeHandling::NothingFound =>
                    {
                        Ok((empty(), date))
                    }
                    (failure, _) => Err(failure),
                };
            }
            Err(error) => Some(error),
        };
        if transient_status(status) {
            return Err(Failure::Transient {
                error: SerffError::Unavailable {
                    reason: format!(
                        "{operation}: the server answered {status} without a SOAP fault{}",
                        excerpt(&body)
                    ),
                    attempts: 1,
                },
                retry_after,
            });
        }
        if !status.is_success() {
            return Err(Failure::Final(SerffError::Unavailable {
                reason: format!(
                    "{operation}: the server answered {status} at {}; check SERFF_API_URL{}",
                    self.port_url(operation.port()),
                    excerpt(&body)
                ),
                attempts: 1,
            }));
        }
        Err(Failure::Final(match unreadable {
            Some(ReadError::IllegalXml(e)) => SerffError::IllegalXml {
                operation,
                position: e.position,
                reason: e.reason,
            },
            Some(ReadError::Malformed(reason)) => {
                SerffError::Malformed(format!("{operation}: {reason}"))
            }
            None => SerffError::Malformed(format!("{operation}: an answer with status {status}")),
        }))
    }

    /// `{base}/<Port>`.
    fn port_url(&self, port: Port) -> String {
        format!("{}/{}", self.base, port.path())
    }
}

/// What the client does about a fault; `unhinted` is the wait for a call-rate fault that does
/// not say how long.
fn classify(operation: Operation, fault: Fault, unhinted: Duration) -> Failure {
    match fault {
        Fault::CallRateExceeded {
            millis_until_next,
            message,
        } => Failure::RateLimited {
            wait: millis_until_next.map_or(unhinted, Duration::from_millis),
            message,
        },
        Fault::RowLimit { message } => Failure::Final(SerffError::RowLimit { message }),
        Fault::ClientException { code, message } => match codes::handling(code) {
            CodeHandling::Throttle => Failure::RateLimited {
                wait: unhinted,
                message,
            },
            CodeHandling::RowLimit => Failure::Final(SerffError::RowLimit { message }),
            _ => Failure::Final(SerffError::Client {
                operation,
                code,
                message,
            }),
        },
        Fault::ServerException { code, message } => {
            let error = SerffError::Server {
                operation,
                code,
                message,
                attempts: 1,
            };
            if codes::handling(code) == CodeHandling::Retry {
                Failure::transient(error)
            } else {
                Failure::Final(error)
            }
        }
        Fault::Other {
            faultcode,
            faultstring,
        } => Failure::Final(SerffError::OtherFault {
            operation,
            faultcode,
            faultstring,
        }),
    }
}

/// Statuses worth another attempt when the body holds no fault: 5xx, 408, 429.
fn transient_status(status: StatusCode) -> bool {
    status.is_server_error()
        || status == StatusCode::REQUEST_TIMEOUT
        || status == StatusCode::TOO_MANY_REQUESTS
}

/// The final error after `attempts` attempts.
fn with_attempts(error: SerffError, attempts: u32) -> SerffError {
    match error {
        SerffError::Server {
            operation,
            code,
            message,
            ..
        } => SerffError::Server {
            operation,
            code,
            message,
            attempts,
        },
        SerffError::Unavailable { reason, .. } => SerffError::Unavailable { reason, attempts },
        other => other,
    }
}

/// A failure to send a request or read its answer.
pub(super) fn transport(operation: Operation, error: reqwest::Error) -> SerffError {
    let kind = if error.is_timeout() {
        "timed out"
    } else if error.is_connect() {
        "could not connect"
    } else if error.is_body() || error.is_decode() {
        "the answer was cut off"
    } else {
        "the request failed"
    };
    // `{:#}`: the error and its causes on one line (reqwest's own message hides the cause).
    SerffError::Unavailable {
        reason: format!("{operation}: {kind}: {:#}", anyhow::Error::new(error)),
        attempts: 1,
    }
}

/// The body of `response`, refused as soon as it would pass `cap` bytes: a `Content-Length`
/// over the cap before any byte is read, a stream that grows past it at the chunk that does.
/// An answer too large is final; a connection lost while reading is transient.
async fn read_capped(
    mut response: reqwest::Response,
    cap: u64,
    operation: Operation,
) -> Result<Vec<u8>, Failure> {
    let too_large = |size: u64| {
        Failure::Final(SerffError::TooLarge {
            what: format!("the answer to {operation}"),
            size,
            limit: cap,
        })
    };
    if let Some(declared) = response.content_length()
        && declared > cap
    {
        return Err(too_large(declared));
    }
    let mut body = Vec::new();
    while let Some(chunk) = response
        .chunk()
        .await
        .map_err(|e| Failure::transient(transport(operation, e)))?
    {
        let size = u64::try_from(body.len().saturating_add(chunk.len())).unwrap_or(u64::MAX);
        if size > cap {
            return Err(too_large(size));
        }
        body.extend_from_slice(&chunk);
    }
    Ok(body)
}

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

/// The start of a body that is not an answer, for the message.
fn excerpt(body: &[u8]) -> String {
    const LIMIT: usize = 300;
    if body.is_empty() {
        return String::new();
    }
    let text = String::from_utf8_lossy(&body[..body.len().min(LIMIT)]);
    format!(": {}", text.trim())
}

/// The wait a `Retry-After: <seconds>` header asks for (a proxy's 503 may carry one; the date
/// form is ignored, as in the JSON client).
fn retry_after(response: &reqwest::Response) -> Option<Duration> {
    header_text(response, reqwest::header::RETRY_AFTER)?
        .trim()
        .parse::<u64>()
        .ok()
        .map(Duration::from_secs)
}
