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
        .unwrap_or_else(|| ::web::metrics::UNMATCHED_ROUTE.to_owned());
    let generation = watch.current();
    if let Some(hit) = cache
        .get(&key)
        .filter(|e| e.generation == generation || !watch.database_reachable())
    {
        cache.counters().hit(&route);
        let response = hit.respond(req.headers()).await;
        return Ok(req.into_response(response));
    }

    let lock = cache.fill_lock(&key);
    let _guard = lock.lock().await;
    // Another request may have filled it while this one waited.
    if let Some(hit) = cache.get(&key).filter(|e| e.generation == generation) {
        cache.counters().hit(&route);
        let response = hit.respond(req.headers()).await;
        return Ok(req.into_response(response));
    }
    cache.counters().miss(&route);
    let headers = req.headers().clone();
    let response = next.call(req).await?;
    if response.status() != StatusCode::OK {
        if response.status() == StatusCode::SERVICE_UNAVAILABLE
            && let Some(stale) = cache.get(&key)
        {
            let (request, _) = response.into_parts();
            let response = stale.respond(&headers).await;
            return Ok(ServiceResponse::new(request, response));
        }
        return Ok(response.map_into_boxed_body());
    }
    let content_type = response
        .headers()
        .get(header::CONTENT_TYPE)
        .cloned()
        .unwrap_or_else(|| header::HeaderValue::from_static("application/octet-stream"));
    let (request, handler_response) = response.into_parts();
    let body = match actix_web::body::to_bytes_limited(
        handler_response.into_body(),
        MAX_CACHED_BODY,
    )
    .await
    {
        Ok(Ok(bytes)) => bytes,
        _ => return Ok(ServiceResponse::new(request, internal_error())),
    };
    let entry = web::block(move || CachedResponse::build(generation, content_type, body)).await;
    match entry {
        Ok(Ok(entry)) => {
            let entry = Arc::new(entry);
            cache.put(key, Arc::clone(&entry));
            let response = entry.respond(&headers).await;
            Ok(ServiceResponse::new(request, response))
        }
        _ => Ok(ServiceResponse::new(request, internal_error())),
    }
}

fn internal_error() -> HttpResponse {
    actix_web::ResponseError::error_response(&::web::ApiError::Internal(anyhow::anyhow!(
        "could not prepare a cached answer"
    )))
}
