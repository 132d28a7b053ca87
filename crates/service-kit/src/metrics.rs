//! Prometheus metrics: one registry per service process, `GET /metrics` in the text format.
//!
//! Every metric carries a `service` label (`public-api`, `admin-api`, `importer`). The shared
//! ones are the HTTP request counter and latency histogram recorded by [`crate::observe`] and
//! the database pool gauges, read from r2d2 when Prometheus scrapes. A service adds its own
//! (cache hits, import runs) to [`Metrics::registry`].
//!
//! `/metrics` is not behind authentication: it is for the cluster's Prometheus, and the gateway
//! never routes it (`deploy/nginx`), so it is reachable only inside the service network.

use std::collections::HashMap;
use std::sync::{Arc, PoisonError, RwLock};
use std::time::Duration;

use ::db::DbPool;
use actix_web::http::{Method, StatusCode};
use actix_web::{HttpResponse, web};
use prometheus::core::{Collector, Desc};
use prometheus::proto::MetricFamily;
use prometheus::{
    HistogramOpts, HistogramVec, IntCounterVec, IntGaugeVec, Opts, Registry, TextEncoder,
};

/// The `route` label of a request no route matched (unknown paths are unbounded; patterns are
/// not).
pub const UNMATCHED_ROUTE: &str = "unmatched";

/// The registry of one service and the metrics every HTTP service records. Cheap to clone.
#[derive(Clone)]
pub struct Metrics {
    registry: Registry,
    requests: IntCounterVec,
    durations: HistogramVec,
    pools: PoolGauges,
}

impl std::fmt::Debug for Metrics {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Metrics").finish_non_exhaustive()
    }
}

impl Metrics {
    /// A registry whose metrics all carry `service="<service>"`, with the HTTP and pool
    /// metrics registered.
    pub fn new(service: &str) -> Self {
        let labels = HashMap::from([("service".to_owned(), service.to_owned())]);
        let registry = Registry::new_custom(None, Some(labels))
            .expect("a registry without a prefix is always valid");
        let requests = IntCounterVec::new(
            Opts::new(
                "http_requests_total",
                "HTTP requests answered, by method, route pattern and status.",
            ),
            &["method", "route", "status"],
        )
        .expect("the request counter definition is valid");
        let durations = HistogramVec::new(
            HistogramOpts::new(
                "http_request_duration_seconds",
                "Time from receiving a request to its response head, by method and route pattern.",
            ),
            &["method", "route"],
        )
        .expect("the request histogram definition is valid");
        let pools = PoolGauges::new();
        for collector in [
            Box::new(requests.clone()) as Box<dyn Collector>,
            Box::new(durations.clone()),
            Box::new(pools.clone()),
        ] {
            registry
                .register(collector)
                .expect("a fresh registry accepts the shared metrics");
        }
        Self {
            registry,
            requests,
            durations,
            pools,
        }
    }

    /// The registry, for a service's own metrics.
    pub fn registry(&self) -> &Registry {
        &self.registry
    }

    /// Reports `pool` as `db_pool_*{pool="<name>"}` from now on.
    pub fn watch_pool(&self, name: &str, pool: &DbPool) {
        self.pools
            .pools
            .write()
            .unwrap_or_else(PoisonError::into_inner)
            .push((name.to_owned(), pool.clone()));
    }

    /// Counts one answered request. `route` is the matched route pattern, never the raw path.
    pub fn record_request(
        &self,
        method: &Method,
        route: &str,
        status: StatusCode,
        elapsed: Duration,
    ) {
        let method = method_label(method);
        self.requests
            .with_label_values(&[method, route, status.as_str()])
            .inc();
        self.durations
            .with_label_values(&[method, route])
            .observe(elapsed.as_secs_f64());
    }

    /// Every metric in the Prometheus text format.
    pub fn render(&self) -> Result<String, prometheus::Error> {
        let mut text = String::new();
        TextEncoder::new().encode_utf8(&self.registry.gather(), &mut text)?;
        Ok(text)
    }
}

/// The method as a label: the standard ones by name, anything else (clients may invent
/// methods) as `OTHER`, so the label stays bounded.
fn method_label(method: &Method) -> &'static str {
    match *method {
        Method::GET => "GET",
        Method::HEAD => "HEAD",
        Method::POST => "POST",
        Method::PUT => "PUT",
        Method::PATCH => "PATCH",
        Method::DELETE => "DELETE",
        Method::OPTIONS => "OPTIONS",
        Method::TRACE => "TRACE",
        Method::CONNECT => "CONNECT",
        _ => "OTHER",
    }
}

/// Adds `GET /metrics` to an app whose data holds `web::Data<Metrics>`.
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/metrics", web::get().to(scrape));
}

async fn scrape(metrics: web::Data<Metrics>) -> Result<HttpResponse, crate::ApiError> {
    let text = metrics
        .render()
        .map_err(|e| crate::ApiError::Internal(anyhow::anyhow!("cannot render metrics: {e}")))?;
    Ok(HttpResponse::Ok()
        .content_type(format!("{}; charset=utf-8", prometheus::TEXT_FORMAT))
        .insert_header(("Cache-Control", "no-store"))
        .body(text))
}

/// `db_pool_connections`, `db_pool_idle_connections` and `db_pool_max_size` for each watched
/// pool, read from r2d2's `state()` at scrape time (a gauge kept up to date on every checkout
/// would cost every request; a scrape costs one lock per pool).
#[derive(Clone)]
struct PoolGauges {
    pools: Arc<RwLock<Vec<(String, DbPool)>>>,
    connections: IntGaugeVec,
    idle: IntGaugeVec,
    max_size: IntGaugeVec,
}

impl PoolGauges {
    fn new() -> Self {
        let gauge = |name: &str, help: &str| {
            IntGaugeVec::new(Opts::new(name, help), &["pool"])
                .expect("the pool gauge definitions are valid")
        };
        Self {
            pools: Arc::default(),
            connections: gauge(
                "db_pool_connections",
                "Database connections open in the pool, in use or idle.",
            ),
            idle: gauge(
                "db_pool_idle_connections",
                "Database connections open in the pool and not checked out.",
            ),
            max_size: gauge(
                "db_pool_max_size",
                "Most database connections the pool opens (DB_POOL_SIZE).",
            ),
        }
    }
}

impl Collector for PoolGauges {
    fn desc(&self) -> Vec<&Desc> {
        [&self.connections, &self.idle, &self.max_size]
            .into_iter()
            .flat_map(Collector::desc)
            .collect()
    }

    fn collect(&self) -> Vec<MetricFamily> {
        let pools = self.pools.read().unwrap_or_else(PoisonError::into_inner);
        for (name, pool) in pools.iter() {
            let state = pool.state();
            let labels = [name.as_str()];
            self.connections
                .with_label_values(&labels)
                .set(i64::from(state.connections));
            self.idle
                .with_label_values(&labels)
                .set(i64::from(state.idle_connections));
            self.max_size
                .with_label_values(&labels)
                .set(i64::from(pool.max_size()));
        }
        [&self.connections, &self.idle, &self.max_size]
            .into_iter()
            .flat_map(Collector::collect)
            .collect()
    }
}
