//! HTTP Basic authentication, sent preemptively by the State API's clients: the user name of
//! a configured account, or nothing.

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;

use crate::sim::config::SimUser;

/// The realm of the 401 challenge.
pub(super) const REALM: &str = "SERFF State API";

/// The account `authorization` (the header's value) proves, if any.
pub(super) fn user<'a>(authorization: Option<&str>, users: &'a [SimUser]) -> Option<&'a SimUser> {
    let (scheme, encoded) = authorization?.trim().split_once(' ')?;
    if !scheme.eq_ignore_ascii_case("Basic") {
        return None;
    }
    let decoded = STANDARD.decode(encoded.trim()).ok()?;
    let text = String::from_utf8(decoded).ok()?;
    let (name, password) = text.split_once(':')?;
    users
        .iter()
        .find(|u| u.name == name && u.password == password)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn basic(credentials: &str) -> String {
        format!("Basic {}", STANDARD.encode(credentials))
    }

    #[test]
    fn only_a_configured_name_and_password_pass() {
        let users = [SimUser::local()];

        assert_eq!(
            user(Some(&basic("lakeland:serff-sim")), &users).map(|u| u.name.as_str()),
            Some("lakeland")
        );
        assert_eq!(
            user(
                Some(&basic("lakeland:serff-sim"))
                    .map(|h| h.replace("Basic", "basic"))
                    .as_deref(),
                &users
            )
            .map(|u| u.name.as_str()),
            Some("lakeland")
        );
        assert!(user(Some(&basic("lakeland:wrong")), &users).is_none());
        assert!(user(Some(&basic("other:serff-sim")), &users).is_none());
        assert!(user(Some("Bearer abc"), &users).is_none());
        assert!(user(Some("Basic !!!"), &users).is_none());
        assert!(user(None, &users).is_none());
    }
}
