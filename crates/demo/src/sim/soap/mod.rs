//! The NAIC SERFF State API v4.1 (`docs/serff-state-api.md`; the protocol in the shared
//! reference `serff-state-api.md`), implemented on its own — not with the importer's client —
//! so that each checks the other: SOAP 1.1 document/literal at
//! `POST /state-api_4.1/{Filing|Correspondence|Pdf|Attachment|PlanBinder}`, the WSDL at
//! `GET …?wsdl`. It answers `queryFiling` (and `queryBinder`, always empty) and the
//! attachment download; every other operation is "not supported" (client code 1002).

mod answers;
mod auth;
mod condition;
mod download;
mod envelope;
mod evaluate;
mod fault;
mod fields;
mod forms;
mod handler;
mod ops;
mod query;
mod throttle;
mod tokens;
mod values;
mod wsdl;

use rand::SeedableRng;
use rand::rngs::StdRng;

pub(super) use handler::configure;

/// What the SOAP side remembers between calls: the throttle's windows, the open downloads,
/// and the draws of the State API's own faults (apart from the network's, so that one does
/// not shift the other).
#[derive(Debug)]
pub(crate) struct SoapState {
    throttle: throttle::Throttle,
    downloads: download::Sessions,
    rng: StdRng,
}

impl SoapState {
    /// Nothing counted, nothing open.
    pub(crate) fn new(seed: u64) -> Self {
        Self {
            throttle: throttle::Throttle::default(),
            downloads: download::Sessions::default(),
            rng: StdRng::seed_from_u64(seed.rotate_left(29) ^ 0x50A9),
        }
    }

    /// Keeps the throttle's windows of `old` (a reset of the data grants no fresh budget).
    pub(crate) fn keep_throttle(&mut self, old: &mut SoapState) {
        self.throttle = std::mem::take(&mut old.throttle);
    }
}
