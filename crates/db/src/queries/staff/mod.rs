//! Staff users (SPEC 2.15, 4.4, 5.3, 7.3): the Users screen, the administrators' save, the
//! user a sign-in belongs to and the account's binding to the provider's identity. Staff users
//! are not shown publicly, so their changes do not bump the data generation.

mod lookup;
mod save;
mod sign_in;

pub use self::lookup::{AdminUserRow, find, list};
pub use self::save::{SaveUserOutcome, SaveUserRefusal, UserInput, save};
pub use self::sign_in::{SignIn, SignInIdentity, reset_sign_in, sign_in};
