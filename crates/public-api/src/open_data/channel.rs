//! The response body of a streamed download: a bounded channel of chunks. The producer's end
//! gathers bytes into chunks and waits while the channel is full (backpressure); the client's
//! end is the body; an error sent into it aborts the connection.

use std::io::{self, Write};
use std::pin::Pin;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::task::{Context, Poll};

use actix_web::body::{BodySize, MessageBody};
use actix_web::web::Bytes;
use tokio::sync::mpsc;

/// Bytes per chunk sent to the client.
pub const CHUNK: usize = 64 * 1024;
/// Chunks a producer may be ahead of the client: what a stream holds in memory.
pub const CHUNKS_AHEAD: usize = 4;
/// The error kind a producer sees when the client has gone away.
pub const CLIENT_GONE: io::ErrorKind = io::ErrorKind::BrokenPipe;

/// The response body: the chunks the producer sends; an error from it aborts the connection.
pub struct ChannelBody(pub mpsc::Receiver<io::Result<Bytes>>);

impl MessageBody for ChannelBody {
    type Error = io::Error;

    fn size(&self) -> BodySize {
        BodySize::Stream
    }

    fn poll_next(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Bytes, Self::Error>>> {
        self.0.poll_recv(cx)
    }
}

/// The end of the chain: gathers bytes into chunks and sends each into the body channel,
/// waiting while the channel is full (the client reads slower than the file is produced).
pub struct ChannelWriter {
    chunks: mpsc::Sender<io::Result<Bytes>>,
    buffer: Vec<u8>,
    aborted: Arc<AtomicBool>,
}

impl ChannelWriter {
    /// A writer into `chunks` that fails once `aborted` is set.
    pub fn new(chunks: mpsc::Sender<io::Result<Bytes>>, aborted: Arc<AtomicBool>) -> Self {
        Self {
            chunks,
            buffer: Vec::with_capacity(CHUNK),
            aborted,
        }
    }

    fn send(&mut self) -> io::Result<()> {
        if self.aborted.load(Ordering::Acquire) {
            return Err(io::Error::other("the download was aborted"));
        }
        let chunk = std::mem::replace(&mut self.buffer, Vec::with_capacity(CHUNK));
        self.chunks
            .blocking_send(Ok(Bytes::from(chunk)))
            .map_err(|_| io::Error::new(CLIENT_GONE, "the client went away"))
    }

    /// Sends the last, partial chunk.
    pub fn finish(mut self) -> io::Result<()> {
        if self.buffer.is_empty() && !self.aborted.load(Ordering::Acquire) {
            return Ok(());
        }
        self.send()
    }
}

impl Write for ChannelWriter {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        if self.aborted.load(Ordering::Acquire) {
            return Err(io::Error::other("the download was aborted"));
        }
        self.buffer.extend_from_slice(buf);
        if self.buffer.len() >= CHUNK {
            self.send()?;
        }
        Ok(buf.len())
    }

    /// Sends nothing early: chunks go out full, or at the end.
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

#[cfg(test)]
pub(crate) mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    pub(crate) fn channel_writer(
        capacity: usize,
    ) -> (
        ChannelWriter,
        mpsc::Receiver<io::Result<Bytes>>,
        Arc<AtomicBool>,
    ) {
        let (chunks, body) = mpsc::channel(capacity);
        let aborted = Arc::new(AtomicBool::new(false));
        let writer = ChannelWriter::new(chunks, Arc::clone(&aborted));
        (writer, body, aborted)
    }

    #[test]
    fn bytes_go_out_in_full_chunks_and_the_rest_at_the_end() {
        let (mut writer, mut body, _) = channel_writer(8);

        writer.write_all(&vec![b'x'; CHUNK + 10]).unwrap();
        writer.finish().unwrap();

        let sizes: Vec<usize> = std::iter::from_fn(|| body.try_recv().ok())
            .map(|chunk| chunk.unwrap().len())
            .collect();
        assert_eq!(sizes, [CHUNK + 10]);
        let (mut writer, mut body, _) = channel_writer(8);
        writer.write_all(&vec![b'x'; CHUNK - 1]).unwrap();
        assert!(
            body.try_recv().is_err(),
            "nothing is sent before a chunk is full"
        );
        writer.finish().unwrap();
        assert_eq!(body.try_recv().unwrap().unwrap().len(), CHUNK - 1);
    }

    // "a client that goes away stops the producer": its next chunk fails as a broken pipe.
    #[test]
    fn a_client_that_went_away_stops_the_writer() {
        let (mut writer, body, _) = channel_writer(1);
        drop(body);

        let error = writer.write_all(&vec![b'x'; CHUNK]).unwrap_err();

        assert_eq!(error.kind(), CLIENT_GONE);
    }

    #[actix_web::test]
    async fn a_body_that_ends_in_an_error_is_not_a_complete_body() {
        let (chunks, body) = mpsc::channel(2);
        chunks
            .send(Ok(Bytes::from_static(b"year,county\r\n")))
            .await
            .unwrap();
        chunks.send(Err(io::Error::other("failed"))).await.unwrap();
        drop(chunks);

        let read = actix_web::body::to_bytes(ChannelBody(body)).await;

        assert!(read.is_err());
    }
}
