//! The two outermost layers of every service. `tracing-actix-web`'s [`TracingLogger`] gives the
//! request its span, built by [`RequestSpan`] around the gateway's request id, and keeps the
//! handler and the streaming of the body inside it (so every log line of the request names the
//! id). Inside that span, [`observe`] counts the request in the metrics, logs one line when the
//! answer is ready and echoes the id in `X-Request-Id`.

use std::time::Instant;

use actix_web::body::{BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::StatusCode;
use actix_web::middleware::Next;
use actix_web::{Error, HttpMessage, HttpResponse, ResponseError, web};
use tracing::Span;
use tracing_actix_web::{RootSpanBuilder, TracingLogger};

use crate::metrics::{Metrics, UNMATCHED_ROUTE};
use crate::request_id::{Origin, RequestId, X_REQUEST_ID};

/// Routes that orchestrators and Prometheus call every few seconds: logged at debug level
/// when they succeed, so they do not drown the requests people make.
const PROBE_ROUTES: [&str; 3] = ["/healthz", "/readyz", "/metrics"];

/// The span layer: wrap it outside [`observe`], so the span covers everything below.
pub fn request_span() -> TracingLogger<RequestSpan> {
    TracingLogger::new()
}

/// Builds each request's span from the id the gateway sent (`tracing-actix-web`'s own
/// `RequestId` is always a new UUID, and the gateway's id must be the one logged), and keeps
/// that id in the request's extensions for [`observe`] to echo.
#[derive(Debug)]
pub struct RequestSpan;

impl RootSpanBuilder for RequestSpan {
    fn on_request_start(req: &ServiceRequest) -> Span {
        let (id, origin) = RequestId::from_headers(req.headers());
        let route = route_of(req);
        // ERROR level so the span exists whenever any event of the request is logged at all
        // (a `RUST_LOG=warn` filter would otherwise drop it, and the warnings would lose their
        // id).
        let span = tracing::error_span!("request", request_id = %id, method = %req.method(), route = %route);
        if origin == Origin::Replaced {
            span.in_scope(|| {
                tracing::debug!(target: "http", "X-Request-Id was not 1 to 64 visible ASCII characters; replaced")
            });
        }
        req.extensions_mut().insert(id);
        span
    }

    /// Nothing: [`observe`] logs the answer, because it also sees the errors that no layer
    /// turned into an answer and can still add the id to them.
    fn on_request_end<B: MessageBody>(_: Span, _: &Result<ServiceResponse<B>, Error>) {}
}

/// See the module documentation. Needs `web::Data<Metrics>` in the app data; without it the
/// request is still logged, just not counted.
pub async fn observe(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, Error> {
    let started = Instant::now();
    let id = req
        .extensions()
        .get::<RequestId>()
        .cloned()
        .unwrap_or_else(|| RequestId::from_headers(req.headers()).0);
    let route = route_of(&req);
    let method = req.method().clone();
    let metrics = req.app_data::<web::Data<Metrics>>().cloned();
    let path = req.path().to_owned();

    let outcome = next.call(req).await;
    let elapsed = started.elapsed();
    let status = match &outcome {
        Ok(response) => response.status(),
        Err(error) => error.as_response_error().status_code(),
    };
    if let Some(metrics) = metrics {
        metrics.record_request(&method, &route, status, elapsed);
    }
    let duration_ms = elapsed.as_secs_f64() * 1000.0;
    if status.is_success() && PROBE_ROUTES.contains(&route.as_str()) {
        tracing::debug!(target: "http", %path, status = status.as_u16(), duration_ms, "request answered");
    } else {
        tracing::info!(target: "http", %path, status = status.as_u16(), duration_ms, "request answered");
    }
    match outcome {
        Ok(response) => {
            let mut response = response.map_into_boxed_body();
            response
                .headers_mut()
                .insert(X_REQUEST_ID, id.header_value());
            Ok(response)
        }
        // An error no inner layer turned into an answer (the request was handed on, so there is
        // no request left to answer it with here): actix answers it, with the id added.
        Err(error) => Err(Identified { error, id }.into()),
    }
}

/// The matched pattern (`/company-products/{companyProductPk}`), never the raw path: the path
/// is unbounded and caller-chosen, the pattern set is fixed.
fn route_of(req: &ServiceRequest) -> String {
    req.match_pattern()
        .unwrap_or_else(|| UNMATCHED_ROUTE.to_owned())
}

/// An error that actix turns into the answer, carrying the request id into that answer.
#[derive(Debug)]
struct Identified {
    error: Error,
    id: RequestId,
}

impl std::fmt::Display for Identified {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.error.fmt(f)
    }
}

impl ResponseError for Identified {
    fn status_code(&self) -> StatusCode {
        self.error.as_response_error().status_code()
    }

    fn error_response(&self) -> HttpResponse {
        let mut response = self.error.error_response();
        response
            .headers_mut()
            .insert(X_REQUEST_ID, self.id.header_value());
        response
    }
}
