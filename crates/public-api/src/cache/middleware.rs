//! The middleware that answers public GETs from the cache.

use std::sync::Arc;

use actix_web::body::{BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::{Method, StatusCode, header};
use actix_web::middleware::Next;
use actix_web::{Error, HttpResponse, web};

use super::entry::CachedResponse;
use super::{GenerationWatch, ResponseCache};

/// Largest body the cache reads back from a handler.
const MAX_CACHED_BODY: usize = 256 * 1024 * 1024;

/// Answers a GET from the cache when it holds the current generation's answer; otherwise
/// runs the handler once (per key, however many requests wait), keeps a 200 and answers from
/// it. When the handler fails (the database is down) and an older answer exists, that answer
/// is served rather than an error.
pub async fn serve_from_cache(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, Error> {
    let (Some(cache), Some(watch)) = (
        req.app_data::<web::Data<ResponseCache>>().cloned(),
        req.app_data::<web::Data<Arc<GenerationWatch>>>().cloned(),
    ) else {
        return Ok(next.call(req).await?.map_into_boxed_body());
    };
    if req.method() != Method::GET {
        return Ok(next.call(req).await?.map_into_boxed_body());
    }
    let key = req.path().to_owned();
    // The pattern, not the path: one label value per route, however many ids are asked for.
    let route = req
        .match_pattern()
        .unwrap_or_else(|| service_kit::metrics::UNMATCHED_ROUTE.to_owned());
    let generation = watch.current();
    if let Some(hit) = cache
        .get(&key)
        .await
        .filter(|e| e.generation == generation || !watch.database_reachable())
    {
        cache.counters().hit(&route);
        let response = hit.respond(req.headers()).await;
        return Ok(req.into_response(response));
    }

    let request = req.request().clone();
    let counters = cache.counters();
    let brotli_max_quality = cache.brotli_max_quality();
    let answer = cache
        .fill(key, |kept| async move {
            match kept {
                // Another request filled it while this one waited.
                Some(current) if current.generation == generation => {
                    counters.hit(&route);
                    (Ok(current.respond(req.headers()).await), None)
                }
                older => {
                    counters.miss(&route);
                    build(req, next, generation, older, brotli_max_quality).await
                }
            }
        })
        .await;
    match answer {
        Some(Ok(response)) => Ok(ServiceResponse::new(request, response)),
        // An error no inner layer turned into an answer goes on outward, as it would uncached.
        Some(Err(error)) => Err(error),
        None => Ok(ServiceResponse::new(request, internal_error())),
    }
}

/// Runs the handler and answers from what it built, with the entry to keep when it answered
/// 200; a 503 is answered from the `older` entry when there is one.
async fn build(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
    generation: i64,
    older: Option<Arc<CachedResponse>>,
    brotli_max_quality: i32,
) -> (Result<HttpResponse, Error>, Option<Arc<CachedResponse>>) {
    let headers = req.headers().clone();
    let response = match next.call(req).await {
        Ok(response) => response,
        Err(error) => return (Err(error), None),
    };
    if response.status() != StatusCode::OK {
        if response.status() == StatusCode::SERVICE_UNAVAILABLE
            && let Some(stale) = older
        {
            return (Ok(stale.respond(&headers).await), None);
        }
        return (Ok(response.into_parts().1.map_into_boxed_body()), None);
    }
    let content_type = response
        .headers()
        .get(header::CONTENT_TYPE)
        .cloned()
        .unwrap_or_else(|| header::HeaderValue::from_static("application/octet-stream"));
    let body = match actix_web::body::to_bytes_limited(
        response.into_parts().1.into_body(),
        MAX_CACHED_BODY,
    )
    .await
    {
        Ok(Ok(bytes)) => bytes,
        _ => return (Ok(internal_error()), None),
    };
    let entry = web::block(move || {
        CachedResponse::build(generation, content_type, body, brotli_max_quality)
    })
    .await;
    match entry {
        Ok(Ok(entry)) => {
            let entry = Arc::new(entry);
            (Ok(entry.respond(&headers).await), Some(entry))
        }
        _ => (Ok(internal_error()), None),
    }
}

fn internal_error() -> HttpResponse {
    actix_web::ResponseError::error_response(&service_kit::ApiError::Internal(anyhow::anyhow!(
        "could not prepare a cached answer"
    )))
}
