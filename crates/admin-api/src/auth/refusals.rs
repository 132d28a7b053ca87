//! The refusals of the access extractors, documented once for every admin route's OpenAPI
//! operation (`responses(..., AdminReadRefusals)`).
//!
//! Unit types implementing `IntoResponses` by hand: the derive needs an enum with a variant per
//! answer that nothing ever constructs (the extractors answer with `ApiError`).

use std::collections::BTreeMap;

use service_kit::error::ErrorEnvelope;
use utoipa::openapi::{ContentBuilder, Ref, RefOr, Response, ResponseBuilder};
use utoipa::{IntoResponses, ToSchema};

const UNAUTHORIZED: &str = "No valid sign-in: sign in again";
const UNAVAILABLE: &str = "Database or identity provider unreachable";

/// The refusals every admin read can answer: 401, 403 (role), 503.
#[derive(Debug)]
pub struct AdminReadRefusals;

impl IntoResponses for AdminReadRefusals {
    fn responses() -> BTreeMap<String, RefOr<Response>> {
        refusals([
            ("401", UNAUTHORIZED),
            ("403", "Not an active staff user with the needed role"),
            ("503", UNAVAILABLE),
        ])
    }
}

/// The refusals every admin change can answer: 401, 403 (role or XSRF), 503.
#[derive(Debug)]
pub struct AdminChangeRefusals;

impl IntoResponses for AdminChangeRefusals {
    fn responses() -> BTreeMap<String, RefOr<Response>> {
        refusals([
            ("401", UNAUTHORIZED),
            (
                "403",
                "Not an active staff user with the needed role, or the X-XSRF-TOKEN header does not match the XSRF-TOKEN cookie",
            ),
            ("503", UNAVAILABLE),
        ])
    }
}

/// Each `(status, description)` answered with the JSON error envelope.
fn refusals<const N: usize>(answers: [(&str, &str); N]) -> BTreeMap<String, RefOr<Response>> {
    answers
        .into_iter()
        .map(|(status, description)| {
            let envelope = ContentBuilder::new()
                .schema(Some(Ref::from_schema_name(ErrorEnvelope::name())))
                .build();
            let response = ResponseBuilder::new()
                .description(description)
                .content("application/json", envelope)
                .build();
            (status.to_owned(), RefOr::T(response))
        })
        .collect()
}
