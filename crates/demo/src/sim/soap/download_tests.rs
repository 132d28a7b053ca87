//! Tests of the download sessions (`download.rs`).
use super::*;
use crate::sim::records::SourceFiling;

fn element(op: &str, children: &[(&str, &str)]) -> Element {
    Element {
        local: op.to_owned(),
        children: children
            .iter()
            .map(|(name, text)| Element {
                local: (*name).to_owned(),
                text: (*text).to_owned(),
                ..Element::default()
            })
            .collect(),
        ..Element::default()
    }
}

/// A `beginDownload` of attachment `id`, leaving the block size to the server.
fn begin_op(id: &str) -> Element {
    element("beginDownload", &[("attachmentId", id)])
}

/// A `readBlock` of attachment `id` at `offset`, asking for `block_size` bytes.
fn read_op(id: &str, offset: &str, block_size: &str) -> Element {
    element(
        "readBlock",
        &[
            ("attachmentId", id),
            ("offset", offset),
            ("blockSize", block_size),
        ],
    )
}

/// An `endDownload` of attachment `id`.
fn end_op(id: &str) -> Element {
    element("endDownload", &[("attachmentId", id)])
}

/// Begins, for user `u`, an unspoiled download asked for by `op`, in blocks of at most
/// `server_block` bytes.
fn begin_plain(
    sessions: &mut Sessions,
    library: &Library,
    op: &Element,
    server_block: usize,
) -> Result<(u64, usize), Fault> {
    sessions.begin(library, "u", op, server_block, Spoiling::default())
}

fn library() -> (Library, String, usize) {
    let today = chrono::NaiveDate::from_ymd_opt(2026, 11, 20).expect("date");
    let mut library = Library::new(1, true);
    let mut filings: Vec<SourceFiling> = crate::sim::generate::filings(1, 1, today);
    library
        .attach_initial(&mut filings[0], 0)
        .expect("documents");
    let first = &filings[0].attachments[0];
    let size = library
        .get(&first.attachment_id)
        .expect("bytes")
        .bytes
        .len();
    (library, first.attachment_id.clone(), size)
}

#[test]
fn a_whole_download_reads_back_the_file_and_its_md5() {
    let (library, id, size) = library();
    let mut sessions = Sessions::default();

    let begin = element(
        "beginDownload",
        &[("attachmentId", &id), ("maxBlockSize", "1000000")],
    );
    let (filesize, block) = begin_plain(&mut sessions, &library, &begin, 700).expect("begins");
    let mut file = Vec::new();
    while (file.len() as u64) < filesize {
        let offset = file.len().to_string();
        let answer = sessions
            .read("u", &read_op(&id, &offset, "1000000"), || false)
            .expect("reads");
        let data = STANDARD.decode(&answer.data).expect("base64");
        assert_eq!(answer.md5, md5_hex(&data));
        assert!(data.len() <= 700);
        file.extend(data);
    }
    let whole = sessions.end("u", &end_op(&id)).expect("ends");

    assert_eq!((filesize, block), (size as u64, 700));
    assert_eq!(whole, md5_hex(&file));
    assert_eq!(whole.len(), 32);
    // The session is gone.
    assert!(sessions.end("u", &end_op(&id)).is_err());
}

#[test]
fn a_spoiled_block_is_right_when_read_again() {
    let (library, id, _) = library();
    let mut sessions = Sessions::default();
    begin_plain(&mut sessions, &library, &begin_op(&id), 100).expect("begins");
    let read = |s: &mut Sessions, spoil: bool| {
        s.read("u", &read_op(&id, "0", "100"), || spoil)
            .expect("reads")
    };

    let bad = read(&mut sessions, true);
    let again = read(&mut sessions, true);

    assert!(bad.spoiled && !again.spoiled);
    assert_ne!(bad.md5, again.md5);
    assert_eq!(bad.data, again.data);
}

#[test]
fn wrong_ids_orders_and_offsets_are_faults() {
    let (library, id, size) = library();
    let mut sessions = Sessions::default();
    let read = |offset: &str| read_op(&id, offset, "10");

    assert!(matches!(
        begin_plain(&mut sessions, &library, &begin_op("../etc/passwd"), 100),
        Err(Fault::Server { code: 2004, .. })
    ));
    assert!(matches!(
        sessions.read("u", &read("0"), || false),
        Err(Fault::Client { .. })
    ));
    begin_plain(&mut sessions, &library, &begin_op(&id), 100).expect("begins");
    assert!(matches!(
        sessions.read("other", &read("0"), || false),
        Err(Fault::Client { .. })
    ));
    assert!(matches!(
        sessions.read("u", &read(&(size + 1).to_string()), || false),
        Err(Fault::Client { code: 1002, .. })
    ));
    assert!(matches!(
        sessions.read("u", &read("-1"), || false),
        Err(Fault::Client { code: 1002, .. })
    ));
    let end = sessions
        .read("u", &read(&size.to_string()), || false)
        .expect("the end is empty");
    assert_eq!(end.len, 0);
}

/// Reads the whole file of a begun download, block by block, checking every MD5.
fn read_all(sessions: &mut Sessions, id: &str, filesize: u64, block: u64) -> Vec<u8> {
    let mut file = Vec::new();
    while (file.len() as u64) < filesize {
        let offset = file.len().to_string();
        let block = block.to_string();
        let answer = sessions
            .read("u", &read_op(id, &offset, &block), || false)
            .expect("reads");
        let data = STANDARD.decode(&answer.data).expect("base64");
        assert_eq!(answer.md5, md5_hex(&data));
        assert_eq!(answer.len + answer.filler as usize, data.len());
        file.extend(data);
    }
    file
}

#[test]
fn the_oversize_fault_announces_and_serves_filler_past_the_real_end() {
    let (library, id, size) = library();
    let real = library.get(&id).expect("bytes").bytes.clone();
    let mut sessions = Sessions::default();

    let (filesize, block) = sessions
        .begin(
            &library,
            "u",
            &begin_op(&id),
            4096,
            Spoiling {
                extra: 10_000,
                lying: false,
            },
        )
        .expect("begins");
    let file = read_all(&mut sessions, &id, filesize, block as u64);
    let whole = sessions.end("u", &end_op(&id)).expect("ends");

    assert_eq!(filesize, size as u64 + 10_000);
    assert_eq!(&file[..size], &real[..]);
    assert!(file[size..].iter().all(|b| *b == FILLER));
    assert_eq!(file.len(), size + 10_000);
    assert_eq!(whole, md5_hex(&file));
}

#[test]
fn the_lying_fault_serves_a_web_page_for_a_pdf_with_its_own_size_and_md5s() {
    let today = chrono::NaiveDate::from_ymd_opt(2026, 11, 20).expect("date");
    let mut library = Library::new(1, true);
    let mut filings: Vec<SourceFiling> = crate::sim::generate::filings(1, 3, today);
    for (i, f) in filings.iter_mut().enumerate() {
        library.attach_initial(f, i).expect("documents");
    }
    let all: Vec<_> = filings.iter().flat_map(|f| &f.attachments).collect();
    let pdf = all
        .iter()
        .find(|a| a.content_type == "application/pdf")
        .expect("a PDF");
    let other = all
        .iter()
        .find(|a| a.content_type != "application/pdf")
        .expect("a document that is no PDF");
    let lying = Spoiling {
        extra: 0,
        lying: true,
    };
    let mut sessions = Sessions::default();
    let begin = |sessions: &mut Sessions, id: &str| {
        sessions
            .begin(&library, "u", &begin_op(id), 64, lying)
            .expect("begins")
    };

    let (pdf_size, block) = begin(&mut sessions, &pdf.attachment_id);
    let page = read_all(&mut sessions, &pdf.attachment_id, pdf_size, block as u64);
    let page_md5 = sessions
        .end("u", &end_op(&pdf.attachment_id))
        .expect("ends");
    let (other_size, _) = begin(&mut sessions, &other.attachment_id);

    assert_eq!(page, LYING_PDF);
    assert_eq!(pdf_size, LYING_PDF.len() as u64);
    assert_eq!(page_md5, md5_hex(LYING_PDF));
    let real = library.get(&other.attachment_id).expect("bytes");
    assert_eq!(other_size, real.bytes.len() as u64, "only PDFs lie");
}
