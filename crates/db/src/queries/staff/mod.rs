//! Staff users (SPEC 2.15, 4.4, 5.3, 7.3): the Users screen, the administrators' save and the
//! user a sign-in belongs to. Staff users are not shown publicly, so their changes do not bump
//! the data generation.

mod lookup;
mod save;

pub use self::lookup::{AdminUserRow, find, find_for_identity, list};
pub use self::save::{SaveUserOutcome, SaveUserRefusal, UserInput, save};
