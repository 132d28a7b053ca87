//! The OpenAPI description of the error envelope every service answers with (see `error.rs`).

use utoipa::ToSchema;

/// Every error answer: `{"error": {"code", "message", "field"?}}` (docs/api-design.md).
#[derive(Debug, ToSchema)]
#[allow(dead_code)] // describes ApiError's JSON; never constructed
pub struct ErrorEnvelope {
    error: ErrorBody,
}

/// The body of an error answer.
#[derive(Debug, ToSchema)]
#[allow(dead_code)]
pub struct ErrorBody {
    /// bad_request, unauthorized, forbidden, not_found, conflict, payload_too_large,
    /// too_many_requests, unavailable or internal.
    code: String,
    /// What went wrong, for people.
    message: String,
    /// The request field at fault, when one is.
    field: Option<String>,
}

/// Gives every operation an id made of its method and path (`get_api_companies_product_types`):
/// handler names repeat across modules (`list`, `save`), and OpenAPI requires unique ids.
#[derive(Debug)]
pub struct OperationIdsFromPaths;

impl utoipa::Modify for OperationIdsFromPaths {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        for (path, item) in &mut openapi.paths.paths {
            let slug: String = path
                .chars()
                .map(|c| {
                    if c.is_ascii_alphanumeric() {
                        c.to_ascii_lowercase()
                    } else {
                        '_'
                    }
                })
                .collect::<String>()
                .split('_')
                .filter(|part| !part.is_empty())
                .collect::<Vec<_>>()
                .join("_");
            let operations = [
                ("get", &mut item.get),
                ("post", &mut item.post),
                ("put", &mut item.put),
                ("delete", &mut item.delete),
                ("patch", &mut item.patch),
            ];
            for (method, operation) in operations {
                if let Some(operation) = operation {
                    operation.operation_id = Some(format!("{method}_{slug}"));
                }
            }
        }
    }
}

/// The refusals every admin read can answer, documented once.
#[derive(Debug, utoipa::IntoResponses)]
#[allow(dead_code)] // describes answers; never constructed
pub enum AdminReadRefusals {
    /// No valid sign-in: sign in again.
    #[response(status = 401, description = "No valid sign-in: sign in again")]
    Unauthorized(ErrorEnvelope),
    /// Not an active Administrator.
    #[response(
        status = 403,
        description = "Not an active staff user with the needed role"
    )]
    Forbidden(ErrorEnvelope),
    /// The database or identity provider is unreachable.
    #[response(
        status = 503,
        description = "Database or identity provider unreachable"
    )]
    Unavailable(ErrorEnvelope),
}

/// The refusals every admin change can answer, documented once.
#[derive(Debug, utoipa::IntoResponses)]
#[allow(dead_code)] // describes answers; never constructed
pub enum AdminChangeRefusals {
    /// No valid sign-in: sign in again.
    #[response(status = 401, description = "No valid sign-in: sign in again")]
    Unauthorized(ErrorEnvelope),
    /// Not allowed, or the XSRF header is missing.
    #[response(
        status = 403,
        description = "Not an active staff user with the needed role, or the X-XSRF-TOKEN header does not match the XSRF-TOKEN cookie"
    )]
    Forbidden(ErrorEnvelope),
    /// The database or identity provider is unreachable.
    #[response(
        status = 503,
        description = "Database or identity provider unreachable"
    )]
    Unavailable(ErrorEnvelope),
}
