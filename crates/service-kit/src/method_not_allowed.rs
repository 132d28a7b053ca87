//! `405 Method Not Allowed` with `Allow` for a known address asked with a method it does not
//! answer (RFC 9110 15.5.6), instead of the 404 actix gives when a route's method guard sits
//! on its resource. The addresses come from the API's route list (`service_kit::route_list!`) plus the
//! routes every service has (`/healthz`, `/readyz`, `/metrics`), so a new route is covered the
//! moment it is listed. Only an address that matches no listed path is a 404.

use actix_web::dev::ResourceDef;
use actix_web::{HttpRequest, web};

use crate::ApiError;
use crate::route_list::ListedRoute;

/// The routes `web` itself registers on every service.
const SERVICE_ROUTES: [ListedRoute; 3] = [
    ListedRoute {
        method: "get",
        path: "/healthz",
    },
    ListedRoute {
        method: "get",
        path: "/readyz",
    },
    ListedRoute {
        method: "get",
        path: "/metrics",
    },
];

/// Every address a service answers, with its methods: what the unmatched-request handler
/// looks a request's path up in.
#[derive(Debug)]
pub struct KnownRoutes(Vec<(ResourceDef, &'static str)>);

impl KnownRoutes {
    /// The service's `listed` routes and the service routes.
    pub fn new(listed: &[ListedRoute]) -> Self {
        Self(
            listed
                .iter()
                .chain(&SERVICE_ROUTES)
                .map(|route| (ResourceDef::new(route.path), route.method))
                .collect(),
        )
    }

    /// The methods answered at `path`, upper case, in listed order without repeats; empty for
    /// an unknown address.
    pub fn methods_at(&self, path: &str) -> Vec<String> {
        let mut methods: Vec<String> = Vec::new();
        for (pattern, method) in &self.0 {
            let method = method.to_ascii_uppercase();
            if pattern.is_match(path) && !methods.contains(&method) {
                methods.push(method);
            }
        }
        methods
    }
}

/// The answer to a request no route took: 405 with `Allow` when its path is known, else 404.
/// The app's default service, and the default of any resource registered with its own
/// middleware (which would otherwise answer a 405 without `Allow`).
pub async fn unmatched(
    request: HttpRequest,
    routes: web::Data<KnownRoutes>,
) -> Result<actix_web::HttpResponse, ApiError> {
    let allow = routes.methods_at(request.path());
    if allow.is_empty() {
        return Err(ApiError::NotFound("There is no such address.".to_owned()));
    }
    Err(ApiError::MethodNotAllowed {
        method: request.method().to_string(),
        allow,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_path_is_matched_against_templates_and_patterns() {
        let routes = KnownRoutes::new(&[
            ListedRoute {
                method: "get",
                path: "/api/users",
            },
            ListedRoute {
                method: "post",
                path: "/api/users",
            },
            ListedRoute {
                method: "get",
                path: "/attachments/{attachmentKey}",
            },
            ListedRoute {
                method: "post",
                path: "/api/note/{note:.*}",
            },
        ]);

        assert_eq!(routes.methods_at("/api/users"), ["GET", "POST"]);
        assert_eq!(routes.methods_at("/attachments/abc"), ["GET"]);
        assert_eq!(routes.methods_at("/api/note/a/b c"), ["POST"]);
        assert_eq!(routes.methods_at("/healthz"), ["GET"]);
        assert!(routes.methods_at("/attachments").is_empty());
        assert!(routes.methods_at("/nowhere").is_empty());
    }
}
