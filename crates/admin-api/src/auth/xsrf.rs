//! Cross-site request forgery protection (SPEC 7.1, 9): the API hands the browser an
//! `XSRF-TOKEN` cookie, and every state-changing call must echo it in the `X-XSRF-TOKEN` header.
//! A page on another site can make the browser send the cookie, but cannot read it to set the
//! header.

use actix_web::body::MessageBody;
use actix_web::cookie::{Cookie, SameSite};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::middleware::Next;
use actix_web::{Error, HttpRequest};
use rand::Rng;
use utoipa::openapi::path::{Parameter, ParameterBuilder, ParameterIn};
use utoipa::openapi::{ObjectBuilder, Required, Type};

use service_kit::ApiError;

/// The cookie the API sets (SPEC 9).
pub const COOKIE: &str = "XSRF-TOKEN";
/// The header a state-changing call must carry (SPEC 9).
pub const HEADER: &str = "X-XSRF-TOKEN";

/// How the OpenAPI document describes the header.
const HEADER_DESCRIPTION: &str = "The value of the XSRF-TOKEN cookie";

const MISSING: &str =
    "This request is missing its security token (X-XSRF-TOKEN). Reload the page and try again.";

/// Whether the cookie is sent only over HTTPS (`XSRF_COOKIE_SECURE`, on behind TLS).
#[derive(Debug, Clone, Copy)]
pub struct CookieSecurity {
    /// Adds the `Secure` attribute.
    pub secure: bool,
}

/// Sets a fresh `XSRF-TOKEN` cookie on the answer to any request that did not bring one.
pub async fn issue_cookie(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    let has_cookie = req.cookie(COOKIE).is_some_and(|c| !c.value().is_empty());
    let secure = req
        .app_data::<actix_web::web::Data<CookieSecurity>>()
        .is_some_and(|s| s.secure);
    let mut response = next.call(req).await?;
    if !has_cookie {
        let token: [u8; 32] = rand::rng().random();
        let value: String = token.iter().map(|b| format!("{b:02x}")).collect();
        let cookie = Cookie::build(COOKIE, value)
            .path("/")
            .same_site(SameSite::Strict)
            .secure(secure)
            .finish();
        response.response_mut().add_cookie(&cookie)?;
    }
    Ok(response)
}

/// Refuses (403) a request whose `X-XSRF-TOKEN` header does not match its `XSRF-TOKEN` cookie.
pub fn verify(req: &HttpRequest) -> Result<(), ApiError> {
    let cookie = req
        .cookie(COOKIE)
        .map(|c| c.value().to_owned())
        .unwrap_or_default();
    let header = req
        .headers()
        .get(HEADER)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    if cookie.is_empty() || !constant_time_eq(cookie.as_bytes(), header.as_bytes()) {
        return Err(ApiError::Forbidden(MISSING.into()));
    }
    Ok(())
}

/// The required `X-XSRF-TOKEN` header of an operation whose handler takes an XSRF-checked
/// extractor: those extractors document it (`params(AdminChange)`), so the document declares
/// the header where [`verify`] runs.
pub(super) fn header_parameter() -> Parameter {
    ParameterBuilder::new()
        .name(HEADER)
        .parameter_in(ParameterIn::Header)
        .description(Some(HEADER_DESCRIPTION))
        .required(Required::True)
        .schema(Some(ObjectBuilder::new().schema_type(Type::String)))
        .build()
}

fn constant_time_eq(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

#[cfg(test)]
mod tests {
    use actix_web::test::TestRequest;

    use super::*;

    #[test]
    fn the_header_must_equal_the_cookie() {
        let matching = TestRequest::default()
            .cookie(Cookie::new(COOKIE, "abc"))
            .insert_header((HEADER, "abc"))
            .to_http_request();
        let differing = TestRequest::default()
            .cookie(Cookie::new(COOKIE, "abc"))
            .insert_header((HEADER, "abd"))
            .to_http_request();
        let no_cookie = TestRequest::default()
            .insert_header((HEADER, "abc"))
            .to_http_request();
        let empty = TestRequest::default()
            .cookie(Cookie::new(COOKIE, ""))
            .insert_header((HEADER, ""))
            .to_http_request();

        assert!(verify(&matching).is_ok());
        assert!(verify(&differing).is_err());
        assert!(verify(&no_cookie).is_err());
        assert!(verify(&empty).is_err());
    }
}
