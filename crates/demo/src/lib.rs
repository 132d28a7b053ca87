//! Everything that exists only to demonstrate and test the site: the demo data set of the
//! fictional Lakeland department ([`seed`], the `seed` binary), the filing documents both it
//! and the simulator carry ([`documents`], written by [`files`]), and `serff-sim`, the
//! simulator of the state's rate-filing feed ([`sim`]).
//!
//! No production binary depends on this crate and production images do not contain it;
//! scripts, tests and the dev compose profile use it.

mod catalog;
pub mod data_set;
pub mod documents;
pub mod files;
pub mod sim;

pub use data_set::{Scale, SeedReport, UnknownScale, seed};
