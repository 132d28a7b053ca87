//! The one way an HTTP service is assembled: shared middleware (request ids, metrics, request
//! logs), health and metrics routes, error handlers, the service's own routes, bound before it
//! runs so tests can use port 0.

use actix_web::dev::Server;
use actix_web::{App, HttpServer, middleware, web};

use crate::config::HttpSettings;
use crate::method_not_allowed::{self, KnownRoutes};
use crate::metrics::Metrics;
use crate::route_list::ListedRoute;

/// Largest JSON body a service accepts unless a route says otherwise.
pub const DEFAULT_JSON_LIMIT: usize = 64 * 1024;

/// How long an idle keep-alive connection stays open. The gateway keeps its idle upstream
/// connections for 60 s (`keepalive_timeout` in nginx.conf.template's upstreams): the service
/// must outlast it, or nginx may send a request down a connection the service is closing and
/// answer 502 (a POST is never retried). actix-web's own default is 5 s.
pub const KEEP_ALIVE: std::time::Duration = std::time::Duration::from_secs(75);

/// A bound HTTP service that is not running yet (bound first, so tests can ask for port 0).
pub struct Application {
    port: u16,
    server: Server,
}

impl std::fmt::Debug for Application {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Application")
            .field("port", &self.port)
            .finish_non_exhaustive()
    }
}

impl Application {
    /// Binds `settings` and builds a server whose app is the shared middleware plus
    /// `configure`. `configure` runs once per worker and must register the app data it needs.
    /// Requests are counted in `metrics`, which `GET /metrics` serves. `routes` are the routes
    /// `configure` registers (the API's route list): a request to one of their paths with
    /// another method is answered 405 with `Allow`, any other unmatched request 404.
    pub fn build<F>(
        settings: &HttpSettings,
        metrics: &Metrics,
        routes: &[ListedRoute],
        configure: F,
    ) -> std::io::Result<Self>
    where
        F: Fn(&mut web::ServiceConfig) + Send + Clone + 'static,
    {
        let (listener, port) = crate::listener::bind(settings)?;
        let metrics = web::Data::new(metrics.clone());
        let known_routes = web::Data::new(KnownRoutes::new(routes));
        let compress = settings.compress;
        let mut server = HttpServer::new(move || {
            App::new()
                .app_data(metrics.clone())
                .app_data(known_routes.clone())
                .app_data(web::PayloadConfig::default().limit(DEFAULT_JSON_LIMIT))
                .app_data(
                    web::JsonConfig::default()
                        .limit(DEFAULT_JSON_LIMIT)
                        .error_handler(crate::error::bad_request_part("The request body")),
                )
                .app_data(
                    web::PathConfig::default()
                        .error_handler(crate::error::bad_request_part("The address")),
                )
                .app_data(
                    web::QueryConfig::default()
                        .error_handler(crate::error::bad_request_part("The query string")),
                )
                .wrap(crate::security::headers())
                .wrap(middleware::Condition::new(
                    compress,
                    middleware::Compress::default(),
                ))
                // Outermost: the span covers everything below, and the time counted is the
                // whole request.
                .wrap(middleware::from_fn(crate::observe::observe))
                .wrap(crate::observe::request_span())
                .configure(crate::health::configure)
                .configure(crate::metrics::configure)
                .configure(configure.clone())
                .default_service(web::to(method_not_allowed::unmatched))
        })
        .keep_alive(KEEP_ALIVE)
        .listen(listener)?
        .shutdown_timeout(10);
        if settings.workers > 0 {
            server = server.workers(settings.workers);
        }
        Ok(Self {
            port,
            server: server.run(),
        })
    }

    /// The port the server is bound to.
    pub fn port(&self) -> u16 {
        self.port
    }

    /// Serves until SIGINT/SIGTERM, then finishes in-flight requests (up to 10 s) and stops.
    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        self.server.await
    }
}
