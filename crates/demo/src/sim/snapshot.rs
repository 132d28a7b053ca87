//! What the simulator starts from and returns to on reset: filings generated from the seed,
//! or read from a seeded database (`super::database`), with their documents.

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
        let mut library = Library::new(config.seed, count <= OWN_COPIES_UP_TO);
        let mut filings = generate::filings(config.seed, count, config.today);
        for (index, filing) in filings.iter_mut().enumerate() {
            library.attach_initial(filing, index)?;
            disposition::first(config.seed, filing, &mut library)?;
        }
        Ok(Self { filings, library })
    }
}
