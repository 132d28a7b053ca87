//! The shared string table (SST) of a BIFF8 workbook and its index (EXTSST).

use std::collections::HashMap;

use super::biff::{MAX_RECORD_DATA, record};

/// SST record type.
const SST: u16 = 0x00FC;
/// CONTINUE record type.
const CONTINUE: u16 = 0x003C;
/// EXTSST record type.
const EXTSST: u16 = 0x00FF;

/// Every distinct text of the workbook, numbered in first-use order.
#[derive(Debug, Default)]
pub(super) struct SharedStrings {
    index: HashMap<String, u32>,
    list: Vec<String>,
    uses: u32,
}

impl SharedStrings {
    /// The number of `text`, adding it when new.
    pub(super) fn intern(&mut self, text: &str) -> u32 {
        self.uses = self.uses.saturating_add(1);
        if let Some(&i) = self.index.get(text) {
            return i;
        }
        let i = u32::try_from(self.list.len()).unwrap_or(u32::MAX);
        self.index.insert(text.to_owned(), i);
        self.list.push(text.to_owned());
        i
    }

    /// Appends the SST record (with CONTINUE records as needed) and the EXTSST record to
    /// `stream`. A string never straddles two records: one that does not fit starts a new one.
    pub(super) fn write(&self, stream: &mut Vec<u8>) {
        let bucket = self.list.len().div_ceil(1_000).max(8);
        let mut buckets: Vec<(u32, u16)> = Vec::new();
        let mut records: Vec<Vec<u8>> = vec![Vec::new()];
        records[0].extend_from_slice(&self.uses.to_le_bytes());
        records[0].extend_from_slice(
            &u32::try_from(self.list.len())
                .unwrap_or(u32::MAX)
                .to_le_bytes(),
        );
        // Where each string starts: (record number, offset in its data).
        let mut starts = Vec::with_capacity(self.list.len());
        for text in &self.list {
            let encoded = encode(text);
            if records
                .last()
                .is_some_and(|r| r.len() + encoded.len() > MAX_RECORD_DATA)
            {
                records.push(Vec::new());
            }
            let current = records.len() - 1;
            if let Some(data) = records.last_mut() {
                starts.push((current, data.len()));
                data.extend_from_slice(&encoded);
            }
        }
        let mut record_positions = Vec::with_capacity(records.len());
        for (i, data) in records.iter().enumerate() {
            record_positions.push(stream.len());
            record(stream, if i == 0 { SST } else { CONTINUE }, data);
        }
        for (n, &(rec, offset)) in starts.iter().enumerate() {
            if n % bucket == 0 {
                let in_record = offset + 4;
                let absolute = record_positions[rec] + in_record;
                buckets.push((
                    u32::try_from(absolute).unwrap_or(u32::MAX),
                    u16::try_from(in_record).unwrap_or(u16::MAX),
                ));
            }
        }
        let mut ext = Vec::with_capacity(2 + 8 * buckets.len());
        ext.extend_from_slice(&u16::try_from(bucket).unwrap_or(u16::MAX).to_le_bytes());
        for (ib, cb) in buckets {
            ext.extend_from_slice(&ib.to_le_bytes());
            ext.extend_from_slice(&cb.to_le_bytes());
            ext.extend_from_slice(&0u16.to_le_bytes());
        }
        record(stream, EXTSST, &ext);
    }
}

/// An XLUnicodeRichExtendedString without rich text or phonetics: Latin-1 text as one byte per
/// character, anything else as UTF-16LE.
fn encode(text: &str) -> Vec<u8> {
    let units: Vec<u16> = text.encode_utf16().collect();
    let count = u16::try_from(units.len()).unwrap_or(u16::MAX);
    let mut out = Vec::with_capacity(3 + units.len() * 2);
    out.extend_from_slice(&count.to_le_bytes());
    let latin1: Option<Vec<u8>> = units.iter().map(|&u| u8::try_from(u).ok()).collect();
    match latin1 {
        Some(bytes) => {
            out.push(0x00);
            out.extend_from_slice(&bytes);
        }
        None => {
            out.push(0x01);
            out.extend(units.iter().flat_map(|u| u.to_le_bytes()));
        }
    }
    out
}

/// A ShortXLUnicodeString (sheet and font names): one-byte count, then the characters.
pub(super) fn short_string(text: &str) -> Vec<u8> {
    let units: Vec<u16> = text.encode_utf16().take(255).collect();
    let mut out = vec![u8::try_from(units.len()).unwrap_or(u8::MAX)];
    let latin1: Option<Vec<u8>> = units.iter().map(|&u| u8::try_from(u).ok()).collect();
    match latin1 {
        Some(bytes) => {
            out.push(0x00);
            out.extend_from_slice(&bytes);
        }
        None => {
            out.push(0x01);
            out.extend(units.iter().flat_map(|u| u.to_le_bytes()));
        }
    }
    out
}
