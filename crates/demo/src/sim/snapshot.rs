//! What the simulator starts from and returns to on reset: filings generated from the seed,
//! or read from a seeded database (`super::database`), with their documents.

use chrono::NaiveDate;

use super::config::SimConfig;
use super::documents::Library;
use super::records::SourceFiling;
use super::{database, disposition, generate};

/// Scales up to this many filings give each filing its own memorandum and rate table.
const OWN_COPIES_UP_TO: usize = 1_000;

/// The filings and documents the simulator serves before any amendment.
#[derive(Debug, Clone)]
pub(super) struct Snapshot {
    /// The filings, in the order they were made or read.
    pub filings: Vec<SourceFiling>,
    /// Their documents' bytes.
    pub library: Library,
}

impl Snapshot {
    /// The filings `config` asks for: read from its database when it names one, else
    /// generated at its scale from its seed and date.
    pub(super) fn of(config: &SimConfig) -> anyhow::Result<Self> {
        match &config.database {
            Some(source) => database::load(source, config.seed),
            None => Self::generate(config),
        }
    }

    fn generate(config: &SimConfig) -> anyhow::Result<Self> {
        let count = config.scale.filings();
        Self::generated(config.seed, count, config.today, count <= OWN_COPIES_UP_TO)
    }

    /// `count` filings generated from `seed` as of `today`, each with its documents and, when
    /// decided, its decision; `own_copies` as [`Library::new`] takes it.
    pub(super) fn generated(
        seed: u64,
        count: usize,
        today: NaiveDate,
        own_copies: bool,
    ) -> anyhow::Result<Self> {
        let mut library = Library::new(seed, own_copies);
        let mut filings = generate::filings(seed, count, today);
        for (index, filing) in filings.iter_mut().enumerate() {
            library.attach_initial(filing, index)?;
            disposition::first(seed, filing, &mut library)?;
        }
        Ok(Self { filings, library })
    }
}
