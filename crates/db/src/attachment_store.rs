//! Attachment bytes, addressed by UUID keys only (never by path).
//!
//! Every service, the seed and the tests reach the bytes only through the [`AttachmentStore`]
//! trait, from [`open`]: the one place that picks the implementation. The filesystem store is
//! the one there is; an S3-compatible or Azure store would implement the same trait and be
//! chosen in [`open`] for deployments that scale out, with no reader or writer changing.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use uuid::Uuid;

/// The attachment store configured for this deployment: the folder `dir` (`ATTACHMENTS_DIR`).
pub fn open(dir: &Path) -> Arc<dyn AttachmentStore> {
    Arc::new(FilesystemStore::new(dir))
}

/// Where attachment bytes are kept.
pub trait AttachmentStore: Send + Sync + std::fmt::Debug {
    /// Stores `bytes` under `key`, replacing nothing that is already there with the same key.
    fn put(&self, key: Uuid, bytes: &[u8]) -> io::Result<()>;
    /// The bytes under `key`, or `None` when there are none.
    fn get(&self, key: Uuid) -> io::Result<Option<Vec<u8>>>;
    /// A reader over the bytes under `key` (for streaming), or `None` when there are none.
    fn open(&self, key: Uuid) -> io::Result<Option<Box<dyn io::Read + Send>>>;
}

/// Keeps each object as a file `<root>/<first two hex digits>/<uuid>`.
#[derive(Debug, Clone)]
struct FilesystemStore {
    root: PathBuf,
}

impl FilesystemStore {
    /// A store rooted at `root`; the folder is created on first write.
    fn new(root: impl Into<PathBuf>) -> Self {
        Self { root: root.into() }
    }

    fn path_for(&self, key: Uuid) -> PathBuf {
        // A Uuid renders only as hex digits and dashes, so the path cannot escape the root.
        let name = key.hyphenated().to_string();
        self.root.join(&name[..2]).join(name)
    }
}

impl AttachmentStore for FilesystemStore {
    fn put(&self, key: Uuid, bytes: &[u8]) -> io::Result<()> {
        let path = self.path_for(key);
        if path.exists() {
            return Ok(());
        }
        let dir = path.parent().unwrap_or(&self.root);
        fs::create_dir_all(dir)?;
        // Write to a temporary file and rename, so a reader never sees half a file.
        let tmp = dir.join(format!(".{}.tmp-{}", key.hyphenated(), std::process::id()));
        let mut file = fs::File::create(&tmp)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        fs::rename(&tmp, &path)
    }

    fn get(&self, key: Uuid) -> io::Result<Option<Vec<u8>>> {
        match fs::read(self.path_for(key)) {
            Ok(bytes) => Ok(Some(bytes)),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(e),
        }
    }

    fn open(&self, key: Uuid) -> io::Result<Option<Box<dyn io::Read + Send>>> {
        match fs::File::open(self.path_for(key)) {
            Ok(file) => Ok(Some(Box::new(file))),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(e),
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn stores_and_reads_back_bytes_by_key() {
        let dir = std::env::temp_dir().join(format!("store-test-{}", Uuid::new_v4()));
        let store = open(&dir);
        let key = Uuid::new_v4();

        store.put(key, b"%PDF-1.4 test").unwrap();

        assert_eq!(
            store.get(key).unwrap().as_deref(),
            Some(&b"%PDF-1.4 test"[..])
        );
        assert_eq!(store.get(Uuid::new_v4()).unwrap(), None);
        fs::remove_dir_all(dir).unwrap();
    }
}
