//! Redirects from the rate-filing source: followed only within the origin (scheme, host and
//! port) of `SERFF_SOURCE_URL`. A feed that sends the importer elsewhere — a compromised proxy,
//! a DNS mix-up, a server-side request forgery aimed at internal addresses — is refused, and
//! the bearer token never leaves the configured origin.

use reqwest::Url;
use reqwest::redirect::{Attempt, Policy};

use crate::source::SourceError;

/// Redirects followed in a row before giving up (reqwest's own default is 10).
const MAX_REDIRECTS: usize = 5;

/// The policy of the source's client: follow a redirect to `base`'s origin, up to
/// [`MAX_REDIRECTS`]; stop at any other, handing the redirect answer itself back, which
/// [`refused`] turns into the error.
pub(super) fn same_origin_only(base: &Url) -> Policy {
    let origin = base.origin();
    Policy::custom(move |attempt: Attempt<'_>| {
        if attempt.url().origin() != origin || attempt.previous().len() > MAX_REDIRECTS {
            attempt.stop()
        } else {
            attempt.follow()
        }
    })
}

/// The error for a redirect answer the policy stopped at: final, as asking again would be sent
/// the same way. Names where the source wanted the importer to go.
pub(super) fn refused(what: &str, response: &reqwest::Response) -> SourceError {
    let location = response
        .headers()
        .get(reqwest::header::LOCATION)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("(no Location)");
    SourceError::Unavailable(format!(
        "{what}: the source answered {} redirecting to {location}; redirects are followed only \
         within the origin of SERFF_SOURCE_URL (at most {MAX_REDIRECTS} in a row)",
        response.status()
    ))
}
