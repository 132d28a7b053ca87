//! Serving a download: answered by its ETag when the client holds the current one, otherwise
//! streamed. A producer on a blocking thread reads the rows with one pooled read connection and
//! writes the file through the content coding into a bounded channel that is the response body:
//! a slow client slows the producer down (backpressure), a client that goes away stops it, and
//! memory stays a few chunks and one county's slice, whatever the file's size.
//!
//! A failure before the first byte answers the usual JSON error (503 while the database is
//! unreachable, 404 for a year without plans); a failure after it aborts the connection, so
//! nobody is handed a silently truncated file.

use std::io::{self, BufWriter, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use actix_web::http::header;
use actix_web::web::Bytes;
use actix_web::{FromRequest, HttpRequest, HttpResponse, web};
use db::DbPool;
use db::compare_dataset::Unavailable;
use db::open_data::Reading;
use service_kit::ApiError;
use sha2::{Digest, Sha256};
use tokio::sync::{Semaphore, mpsc, oneshot};

use super::channel::{CHUNK, CHUNKS_AHEAD, CLIENT_GONE, ChannelBody, ChannelWriter};
use super::datasets::{DataFile, Dataset, WriteError};
use super::encoder::Encoder;
use crate::cache::{self, CACHE_CONTROL, Encoding, GenerationWatch};
use crate::routes::years::no_comparison_for;
use crate::{AppState, SiteUrl};

/// How many downloads may stream at once: each holds a read connection for as long as it runs
/// (ten seconds and more for the largest file), so at most half the read pool goes to downloads and the
/// pages' own reads always find a connection. A download beyond that is answered 503 with
/// `Retry-After` (the gateway then serves the copy it keeps, if any).
#[derive(Debug)]
pub struct StreamSlots(Arc<Semaphore>);

impl StreamSlots {
    /// Slots for half of a read pool of `pool_size` connections, at least one.
    pub fn for_pool(pool_size: u32) -> Self {
        let slots = usize::try_from(pool_size / 2).unwrap_or(1).max(1);
        Self(Arc::new(Semaphore::new(slots)))
    }
}

/// What serving a download takes, from the app's data: the read pool, the data generation, the
/// site's address for the files' links, and the stream slots.
#[derive(Debug)]
pub struct Downloader {
    pool: DbPool,
    watch: Arc<GenerationWatch>,
    state: web::Data<AppState>,
    slots: web::Data<StreamSlots>,
}

impl FromRequest for Downloader {
    type Error = ApiError;
    type Future = std::future::Ready<Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, _: &mut actix_web::dev::Payload) -> Self::Future {
        let found = (|| {
            Some(Self {
                pool: req.app_data::<web::Data<DbPool>>()?.get_ref().clone(),
                watch: Arc::clone(req.app_data::<web::Data<Arc<GenerationWatch>>>()?),
                state: req.app_data::<web::Data<AppState>>()?.clone(),
                slots: req.app_data::<web::Data<StreamSlots>>()?.clone(),
            })
        })();
        std::future::ready(found.ok_or_else(|| {
            ApiError::Internal(anyhow::anyhow!(
                "the open-data downloads are not configured"
            ))
        }))
    }
}

impl Downloader {
    /// Answers `req` with `file`: 304 when `If-None-Match` names the current ETag (without
    /// touching the database), else the file streamed in the best encoding the client takes.
    pub async fn serve(&self, req: &HttpRequest, file: DataFile) -> Result<HttpResponse, ApiError> {
        let site = Arc::clone(&self.state.public_site_url);
        let etag = etag(self.watch.current(), file, &site);
        if cache::names_etag(req.headers(), &etag) {
            return Ok(HttpResponse::NotModified()
                .insert_header((header::ETAG, etag))
                .insert_header((header::CACHE_CONTROL, CACHE_CONTROL))
                .insert_header((header::VARY, "Accept-Encoding"))
                .finish());
        }
        let permit = Arc::clone(&self.slots.0).try_acquire_owned().map_err(|_| {
            ApiError::Unavailable(anyhow::anyhow!("every open-data stream slot is taken"))
        })?;
        let encoding = cache::preferred_encoding(req.headers());
        let (chunks, body) = mpsc::channel(CHUNKS_AHEAD);
        let (started, start) = oneshot::channel();
        let producer = Producer {
            pool: self.pool.clone(),
            file,
            site,
            encoding,
            chunks,
            started,
        };
        let span = tracing::Span::current();
        actix_web::rt::task::spawn_blocking(move || {
            let _entered = span.enter();
            producer.run();
            drop(permit);
        });
        match start.await {
            Ok(Ok(())) => {
                let mut response = HttpResponse::Ok();
                response
                    .insert_header((header::ETAG, etag))
                    .insert_header((header::CACHE_CONTROL, CACHE_CONTROL))
                    .insert_header((header::VARY, "Accept-Encoding"))
                    .insert_header((header::CONTENT_TYPE, file.format.content_type()))
                    .insert_header((
                        header::CONTENT_DISPOSITION,
                        format!("attachment; filename=\"{}\"", file.file_name()),
                    ));
                if let Some(coding) = encoding.header_value() {
                    response.insert_header((header::CONTENT_ENCODING, coding));
                }
                Ok(response.body(ChannelBody(body)))
            }
            Ok(Err(refused)) => Err(refused),
            Err(_) => Err(ApiError::Internal(anyhow::anyhow!(
                "the download's producer stopped before it began"
            ))),
        }
    }
}

/// The ETag of `file` under data generation `generation`: the generation, and a digest of what
/// else shapes the bytes (the address, the site's address its links carry, the columns).
fn etag(generation: i64, file: DataFile, site: &SiteUrl) -> String {
    let mut digest = Sha256::new();
    digest.update(file.path());
    digest.update([0]);
    digest.update(site.as_str());
    for column in file.dataset.columns() {
        digest.update([0]);
        digest.update(column.name);
        digest.update(format!("{:?}", column.kind));
    }
    let digest = digest.finalize();
    let short: String = digest.iter().take(8).map(|b| format!("{b:02x}")).collect();
    format!("\"{generation}-{short}\"")
}

/// One download being produced on a blocking thread.
struct Producer {
    pool: DbPool,
    file: DataFile,
    site: Arc<SiteUrl>,
    encoding: Encoding,
    chunks: mpsc::Sender<io::Result<Bytes>>,
    started: oneshot::Sender<Result<(), ApiError>>,
}

impl Producer {
    /// Writes the file into the body channel. Says on `started` that it began (with its first
    /// byte) or why it could not; ends the body with an error when it fails after that.
    fn run(self) {
        let Self {
            pool,
            file,
            site,
            encoding,
            chunks,
            started,
        } = self;
        let mut conn = match pool.get() {
            Ok(conn) => conn,
            Err(e) => {
                let _ = started.send(Err(ApiError::Unavailable(e.into())));
                return;
            }
        };
        let aborted = Arc::new(AtomicBool::new(false));
        let channel = ChannelWriter::new(chunks.clone(), Arc::clone(&aborted));
        let mut sink = Started {
            inner: BufWriter::with_capacity(CHUNK, Encoder::new(encoding, channel)),
            started: Some(started),
        };
        let written = file.write(&mut conn, &site, Reading::CountyByCounty, &mut sink);
        // Still there only while nothing has been written.
        let not_started = sink.started.take();
        let failure = match (written, not_started) {
            (Ok(Ok(rows)), not_started) => {
                if let Some(started) = not_started {
                    let _ = started.send(Ok(()));
                }
                match sink.finish() {
                    Ok(()) => {
                        tracing::info!(path = file.path(), rows, ?encoding, "download sent");
                        return;
                    }
                    Err(e) => {
                        aborted.store(true, Ordering::Release);
                        return stopped(&file, WriteError::Write(e), &chunks);
                    }
                }
            }
            (Ok(Err(unavailable)), Some(started)) => {
                let refusal = match (unavailable, file.dataset) {
                    (Unavailable::Year, Dataset::Plans(year)) => no_comparison_for(year),
                    _ => ApiError::Internal(anyhow::anyhow!("{unavailable:?} for {file:?}")),
                };
                let _ = started.send(Err(refusal));
                return;
            }
            (Err(error), Some(started)) => {
                let _ = started.send(Err(ApiError::from(error)));
                return;
            }
            (Ok(Err(unavailable)), None) => WriteError::Write(io::Error::other(format!(
                "{unavailable:?} after the first byte"
            ))),
            (Err(error), None) => error,
        };
        // Whatever the encoder still holds must not reach the client as a complete stream:
        // the channel takes nothing more, and the body ends in an error.
        aborted.store(true, Ordering::Release);
        drop(sink);
        stopped(&file, failure, &chunks);
    }
}

/// Ends a download that failed after its first byte: the client going away is routine; any
/// other failure is logged and ends the body with an error, which aborts the connection.
fn stopped(file: &DataFile, failure: WriteError, chunks: &mpsc::Sender<io::Result<Bytes>>) {
    match failure {
        WriteError::Write(e) if e.kind() == CLIENT_GONE => {
            tracing::info!(path = file.path(), "download stopped: the client went away");
        }
        error => {
            tracing::error!(path = file.path(), error = ?error, "download failed part way: connection aborted");
            let _ = chunks.blocking_send(Err(io::Error::other("the download failed part way")));
        }
    }
}

/// The writer a file is written to: says "started" with the first byte, then passes the bytes
/// on through the encoder to the body channel.
struct Started {
    inner: BufWriter<Encoder<ChannelWriter>>,
    started: Option<oneshot::Sender<Result<(), ApiError>>>,
}

impl Started {
    /// Ends the encoded stream and sends what is left.
    fn finish(self) -> io::Result<()> {
        let encoder = self
            .inner
            .into_inner()
            .map_err(io::IntoInnerError::into_error)?;
        encoder.finish()?.finish()
    }
}

impl Write for Started {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        if let Some(started) = self.started.take() {
            let _ = started.send(Ok(()));
        }
        self.inner.write(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::open_data::channel;
    use crate::open_data::file_writer::Format;

    // "a failure mid-stream aborts the connection": once aborted, not a byte more is sent (no
    // complete-looking end of a compressed stream), and the body ends in an error.
    #[test]
    fn an_aborted_download_sends_nothing_more_and_ends_in_an_error() {
        let (mut writer, mut body, aborted) = channel::tests::channel_writer(8);
        writer.write_all(b"partial").unwrap();
        aborted.store(true, Ordering::Release);

        assert!(writer.write_all(&vec![b'x'; CHUNK]).is_err());
        assert!(writer.finish().is_err());
        let file = DataFile {
            dataset: Dataset::Filings,
            format: Format::Csv,
        };
        let (chunks, mut ended) = mpsc::channel(1);
        stopped(
            &file,
            WriteError::Database(diesel::result::Error::NotFound),
            &chunks,
        );
        stopped(
            &file,
            WriteError::Write(io::Error::new(CLIENT_GONE, "gone")),
            &chunks,
        );

        assert!(body.try_recv().is_err());
        assert!(ended.try_recv().unwrap().is_err());
        assert!(
            ended.try_recv().is_err(),
            "a client gone needs no error sent"
        );
    }

    #[test]
    fn the_etag_moves_with_the_generation_and_differs_per_file_and_site() {
        let site: SiteUrl = "https://healthrates.example.gov".parse().unwrap();
        let other_site: SiteUrl = "https://rates.example.org".parse().unwrap();
        let csv = DataFile {
            dataset: Dataset::Plans(2027),
            format: Format::Csv,
        };
        let json = DataFile {
            dataset: Dataset::Filings,
            format: Format::Json,
        };

        let tags = [
            etag(7, csv, &site),
            etag(8, csv, &site),
            etag(7, json, &site),
            etag(7, csv, &other_site),
        ];

        assert_eq!(
            etag(7, csv, &site),
            tags[0],
            "the same inputs, the same tag"
        );
        assert!(tags[0].starts_with("\"7-") && tags[0].ends_with('"'));
        let distinct: std::collections::BTreeSet<&String> = tags.iter().collect();
        assert_eq!(distinct.len(), tags.len());
    }

    #[test]
    fn half_the_read_pool_may_stream_and_always_one() {
        assert_eq!(StreamSlots::for_pool(10).0.available_permits(), 5);
        assert_eq!(StreamSlots::for_pool(1).0.available_permits(), 1);
    }
}
