//! Staff sign-in: bearer access tokens verified against the identity provider's published keys,
//! matched to an active staff-user record, and the role checks that follow.

mod authenticate;
mod extractors;
mod key_set;
mod refusals;
mod verifier;
pub mod xsrf;

pub use authenticate::authenticate_first;
pub use extractors::{AdminChange, AdminUser, RatesUploader, StaffUser};
pub use refusals::{AdminChangeRefusals, AdminReadRefusals};
pub use verifier::{Identity, TokenVerifier, VerifyError};
