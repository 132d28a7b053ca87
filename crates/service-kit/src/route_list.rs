//! One list of an API's routes, from which its registration, its OpenAPI paths and its
//! route-table tests are all made, so a route cannot be added to one and forgotten in another.

/// Declares an API's route list: a type `$list` whose [`utoipa::OpenApi`] holds the paths of every
/// listed handler (from its `#[utoipa::path]`), whose `register` adds every route to an actix
/// `ServiceConfig` in the listed order, and whose `routes` gives the tests each route's method
/// and registered path.
///
/// ```text
/// route_list! {
///     /// Every route of the API.
///     pub struct RouteList;
///     {
///         get "/counties" => counties::list, via cached;   // cached("/counties", web::get().to(..))
///         post "/comments" => comments::submit;             // cfg.route("/comments", web::post().to(..))
///     }
///     scope "/api" wrap(from_fn(issue_cookie)) {
///         get "/users" => users::list;                      // registered in web::scope("/api")
///     }
/// }
/// ```
///
/// A plain entry is `cfg.route(path, web::<method>().to(handler))` (the method guards the
/// resource); `via f` registers `f(path, web::<method>().to(handler))` instead, for a resource
/// with its own middleware. A `scope` group is one `web::scope(prefix)`, wrapped as given (each
/// `wrap(...)` in turn, so the last one listed runs first).
#[macro_export]
macro_rules! route_list {
    (@group $cfg:ident, [], $($entry:tt)*) => {
        $crate::route_list!(@entries $cfg, $($entry)*);
    };
    (@group $cfg:ident, [$prefix:literal $(, $middleware:expr)*], $($entry:tt)*) => {
        $cfg.service(
            ::actix_web::web::scope($prefix)
                $(.wrap($middleware))*
                .configure(|scope| {
                    $crate::route_list!(@entries scope, $($entry)*);
                }),
        );
    };
    (@entries $cfg:ident, $($method:ident $path:literal => $handler:path $(, via $resource:path)?;)*) => {
        $($crate::route_list!(@route $cfg, $method $path => $handler $(, via $resource)?);)*
    };
    (@route $cfg:ident, $method:ident $path:literal => $handler:path) => {
        $cfg.route($path, ::actix_web::web::$method().to($handler));
    };
    (@route $cfg:ident, $method:ident $path:literal => $handler:path, via $resource:path) => {
        $cfg.service($resource($path, ::actix_web::web::$method().to($handler)));
    };
    (@listed $routes:ident, [], $($method:ident $path:literal)*) => {
        $($routes.push($crate::route_list::ListedRoute {
            method: ::std::stringify!($method),
            path: $path,
        });)*
    };
    (@listed $routes:ident, [$prefix:literal], $($method:ident $path:literal)*) => {
        $($routes.push($crate::route_list::ListedRoute {
            method: ::std::stringify!($method),
            path: ::std::concat!($prefix, $path),
        });)*
    };
    (
        $(#[$meta:meta])*
        $vis:vis struct $list:ident;
        $(
            $(scope $prefix:literal $(wrap($middleware:expr))*)? {
                $($method:ident $path:literal => $handler:path $(, via $resource:path)?;)*
            }
        )*
    ) => {
        $(#[$meta])*
        #[derive(Debug, ::utoipa::OpenApi)]
        #[openapi(paths($($($handler,)*)*))]
        $vis struct $list;

        impl $list {
            /// Registers every listed route, in the listed order.
            pub fn register(cfg: &mut ::actix_web::web::ServiceConfig) {
                $($crate::route_list!(
                    @group cfg,
                    [$($prefix $(, $middleware)*)?],
                    $($method $path => $handler $(, via $resource)?;)*
                );)*
            }

            /// Every listed route, for the route-table tests.
            pub fn routes() -> ::std::vec::Vec<$crate::route_list::ListedRoute> {
                let mut routes = ::std::vec::Vec::new();
                $($crate::route_list!(@listed routes, [$($prefix)?], $($method $path)*);)*
                routes
            }
        }
    };
}

/// One route of a [`route_list!`], as registered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ListedRoute {
    /// The method as OpenAPI spells it: `get`, `post`.
    pub method: &'static str,
    /// The path as actix matches it, scope included: `/api/insurance-forms/publish/{id}`,
    /// `/api/insurance-forms/quality-measure-note/{note:.*}`.
    pub path: &'static str,
}

impl ListedRoute {
    /// The path as the OpenAPI document names it: each `{name:pattern}` as `{name}`.
    pub fn openapi_path(&self) -> String {
        let mut templated = String::with_capacity(self.path.len());
        let mut depth = 0usize;
        let mut in_pattern = false;
        for c in self.path.chars() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        in_pattern = false;
                    }
                }
                ':' if depth == 1 => in_pattern = true,
                _ => {}
            }
            if !in_pattern || (c == '}' && depth == 0) {
                templated.push(c);
            }
        }
        templated
    }
}

#[cfg(test)]
mod tests {
    use super::ListedRoute;

    fn openapi_path(path: &'static str) -> String {
        ListedRoute {
            method: "get",
            path,
        }
        .openapi_path()
    }

    #[test]
    fn plain_paths_and_parameters_are_kept() {
        assert_eq!(openapi_path("/get-years"), "/get-years");
        assert_eq!(
            openapi_path("/api/filings/{filingId}/attachments/{attachmentKey}"),
            "/api/filings/{filingId}/attachments/{attachmentKey}"
        );
    }

    #[test]
    fn a_parameter_pattern_is_dropped() {
        assert_eq!(
            openapi_path("/api/insurance-forms/quality-measure-note/{note:.*}"),
            "/api/insurance-forms/quality-measure-note/{note}"
        );
        assert_eq!(openapi_path("/x/{id:\\d{2,3}}/y"), "/x/{id}/y");
    }
}
