//! Attachment downloads over HTTP: blocks, MD5 checks, re-reads, size caps, and `endDownload`
//! after every outcome.

use base64::Engine as _;
use wiremock::MockServer;
use wiremock::matchers::body_string_contains;

use super::*;
use crate::source::serff::{Operation, SerffError};

const FILE: &[u8] = b"%PDF-1.4 a small attachment";

fn begin(filesize: usize, block_size: u64) -> ResponseTemplate {
    ok(&format!(
        "<tns:beginDownloadResponse><tns:filesize>{filesize}</tns:filesize><tns:blockSize>{block_size}</tns:blockSize></tns:beginDownloadResponse>"
    ))
}

fn block(data: &[u8], md5: &str) -> ResponseTemplate {
    let data = base64::engine::general_purpose::STANDARD.encode(data);
    ok(&format!(
        "<tns:readBlockResponse><tns:md5>{md5}</tns:md5><tns:data>{data}</tns:data></tns:readBlockResponse>"
    ))
}

fn end(md5: &str) -> ResponseTemplate {
    ok(&format!(
        "<tns:endDownloadResponse><tns:md5>{md5}</tns:md5></tns:endDownloadResponse>"
    ))
}

fn at(offset: usize) -> impl wiremock::Match {
    body_string_contains(format!("<ns0:offset>{offset}</ns0:offset>"))
}

/// Mounts `beginDownload` announcing a file of `filesize` bytes in blocks of `block_size`.
async fn begins(server: &MockServer, filesize: usize, block_size: u64) {
    respond(server, "beginDownload", begin(filesize, block_size), ..).await;
}

/// Mounts `endDownload` answering `md5`, expected exactly once: every download ends.
async fn ends(server: &MockServer, md5: &str) {
    respond(server, "endDownload", end(md5), 1).await;
}

/// Mounts `readBlock` answering `answer` to the read at `offset`.
async fn reads_at(server: &MockServer, offset: usize, answer: ResponseTemplate) {
    on("readBlock")
        .and(at(offset))
        .respond_with(answer)
        .mount(server)
        .await;
}

/// Downloads `ATT-1` capped at `max_bytes` with a fresh client, expecting it to fail.
async fn download_error(server: &MockServer, max_bytes: u64) -> SerffError {
    client(options(server))
        .download("ATT-1", max_bytes)
        .await
        .expect_err("a failed download")
}

/// Starts a server announcing `filesize` bytes in blocks of `block_size`, answering `read` to
/// every `readBlock` (which must come `reads` times) and an empty MD5 to the one `endDownload`,
/// and returns the error of a download from it capped at `max_bytes`.
async fn failed_read(
    filesize: usize,
    block_size: u64,
    read: ResponseTemplate,
    reads: u64,
    max_bytes: u64,
) -> SerffError {
    let server = MockServer::start().await;
    begins(&server, filesize, block_size).await;
    respond(&server, "readBlock", read, reads).await;
    ends(&server, "").await;
    download_error(&server, max_bytes).await
}

/// A server holding `FILE` in blocks of 10 bytes, each block's MD5 in upper-case hex.
async fn serve_file(server: &MockServer, whole_md5: &str) {
    begins(server, FILE.len(), 10).await;
    for offset in (0..FILE.len()).step_by(10) {
        let data = &FILE[offset..FILE.len().min(offset + 10)];
        reads_at(server, offset, block(data, &md5_hex(data).to_uppercase())).await;
    }
    ends(server, whole_md5).await;
}

#[tokio::test]
async fn an_attachment_is_read_block_by_block_and_checked_whole() {
    let server = MockServer::start().await;
    serve_file(&server, &md5_hex(FILE)).await;
    let client = client(options(&server));

    let bytes = client.download("ATT-1", 1_000).await.expect("the file");

    assert_eq!(bytes, FILE);
    let begun = bodies(&server, "beginDownload").await;
    assert!(begun[0].ends_with(
        "<ns0:beginDownload><ns0:attachmentId>ATT-1</ns0:attachmentId><ns0:maxBlockSize>1000000</ns0:maxBlockSize></ns0:beginDownload></env:Body></env:Envelope>"
    ));
    let reads = bodies(&server, "readBlock").await;
    assert_eq!(reads.len(), 3);
    assert!(reads[0].contains("<ns0:offset>0</ns0:offset><ns0:blockSize>10</ns0:blockSize>"));
    assert!(reads[2].contains("<ns0:offset>20</ns0:offset><ns0:blockSize>7</ns0:blockSize>"));
    // The Attachment port is not throttled: nothing drew on the budget.
    assert_eq!(client.limiter().stats().calls, 0);
    assert_eq!(client.metrics().calls(Operation::ReadBlock), 3);
}

#[tokio::test]
async fn a_block_with_a_bad_md5_is_read_again() {
    let server = MockServer::start().await;
    begins(&server, FILE.len(), 1_000_000).await;
    on("readBlock")
        .respond_with(block(b"%PDF-1.4 a small attachmenX", &md5_hex(FILE)))
        .up_to_n_times(1)
        .mount(&server)
        .await;
    respond(&server, "readBlock", block(FILE, &md5_hex(FILE)), ..).await;
    ends(&server, &md5_hex(FILE)).await;
    let client = client(options(&server));

    let bytes = client.download("ATT-1", 1_000).await.expect("the file");

    assert_eq!(bytes, FILE);
    assert_eq!(bodies(&server, "readBlock").await.len(), 2);
    assert_eq!(client.metrics().block_rereads(), 1);
}

#[tokio::test]
async fn a_block_that_never_matches_fails_after_three_rereads_and_still_ends() {
    let server = MockServer::start().await;
    begins(&server, FILE.len(), 1_000_000).await;
    let wrong_md5 = "00000000000000000000000000000000";
    respond(&server, "readBlock", block(FILE, wrong_md5), 4).await;
    ends(&server, &md5_hex(FILE)).await;

    let error = download_error(&server, 1_000).await;

    assert_matches!(
        &error,
        SerffError::ChecksumMismatch { attachment_id, .. } if attachment_id == "ATT-1"
    );
}

#[tokio::test]
async fn a_whole_file_md5_mismatch_fails_after_end_download() {
    let server = MockServer::start().await;
    serve_file(&server, "d41d8cd98f00b204e9800998ecf8427e").await;

    let error = download_error(&server, 1_000).await;

    assert_matches!(
        &error,
        SerffError::ChecksumMismatch { detail, .. } if detail.contains("whole file")
    );
    assert_eq!(bodies(&server, "endDownload").await.len(), 1);
}

#[tokio::test]
async fn a_file_over_the_cap_is_refused_before_any_block_and_still_ended() {
    let never_read = block(FILE, &md5_hex(FILE));
    let error = failed_read(5_000_000, 1_000_000, never_read, 0, 1_000_000).await;

    assert_matches!(
        error,
        SerffError::TooLarge {
            size: 5_000_000,
            limit: 1_000_000,
            ..
        }
    );
}

#[tokio::test]
async fn an_empty_block_before_the_end_is_a_size_mismatch() {
    let server = MockServer::start().await;
    begins(&server, FILE.len(), 10).await;
    reads_at(&server, 0, block(&FILE[..10], &md5_hex(&FILE[..10]))).await;
    reads_at(&server, 10, block(b"", "")).await;
    ends(&server, "").await;

    let error = download_error(&server, 1_000).await;

    assert_matches!(&error, SerffError::Malformed(m) if m.contains("after 10 of the 27 bytes"));
}

#[tokio::test]
async fn a_fault_while_reading_is_reported_and_the_download_still_ended() {
    let bad_id = server_exception(2004, "bad id");
    let error = failed_read(FILE.len(), 10, bad_id, 1, 1_000).await;

    assert_matches!(
        error,
        SerffError::Server {
            code: 2004,
            operation: Operation::ReadBlock,
            ..
        }
    );
}

#[tokio::test]
async fn a_begin_download_fault_is_reported_and_end_download_still_tried() {
    let server = MockServer::start().await;
    let (bad_id, no_session) = (
        client_exception(1002, "bad id"),
        client_exception(1002, "no session"),
    );
    respond(&server, "beginDownload", bad_id, 1).await;
    respond(&server, "endDownload", no_session, 1).await;

    let error = download_error(&server, 1_000).await;

    assert_matches!(
        error,
        SerffError::Client {
            code: 1002,
            operation: Operation::BeginDownload,
            ..
        }
    );
}

#[tokio::test]
async fn an_empty_file_needs_no_block() {
    let server = MockServer::start().await;
    begins(&server, 0, 1_000_000).await;
    ends(&server, "d41d8cd98f00b204e9800998ecf8427e").await;

    let bytes = client(options(&server))
        .download("ATT-1", 1_000)
        .await
        .expect("a file");

    assert!(bytes.is_empty());
    assert!(bodies(&server, "readBlock").await.is_empty());
}
