//! The demo crate's integration tests, in one binary: the seed and the SERFF State API simulator.
#![allow(clippy::unwrap_used, clippy::expect_used)] // a failing test should panic loudly

mod demo_seed;
mod sim_database;
mod sim_faults;
mod sim_soap;
mod sim_throttle;
mod support;
