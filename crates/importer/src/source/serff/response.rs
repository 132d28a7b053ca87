//! Reading the server's answers: the envelope's body holds either the operation's response
//! element or a SOAP fault. Elements are matched by namespace and local name; elements this
//! client does not know are passed over (the server may add some, and the WSDL's
//! `fix-visual-studios-broken-code-generator` is one).

use base64::Engine as _;

use super::dom::{self, Element, NotXml};
use super::fault::{self, Fault};
use super::operation::Operation;
use super::xml::{SOAP_ENV_NS, TYPES_NS};

/// Why an answer could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReadError {
    /// The body is not well-formed XML 1.0 (for a query: most likely one filing's free text
    /// holds a character XML does not allow).
    #[error(transparent)]
    IllegalXml(#[from] NotXml),
    /// Well-formed, but not the answer the operation has.
    #[error("{0}")]
    Malformed(String),
}

/// What the body of an answer held.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer<T> {
    /// The operation's response.
    Response(T),
    /// A SOAP fault.
    Fault(Fault),
}

/// One attachment a query row lists.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AttachmentIdentifier {
    /// The file name.
    pub name: String,
    /// The id to download it by (nothing says it is stable across queries).
    pub id: String,
}

/// One object a query matched.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Row {
    /// The values of the requested fields, by position: `None` for a value with no `vs` or only
    /// empty ones (the reference leaves the null encoding open, so both are null); otherwise the
    /// non-empty `vs` strings, as sent (not trimmed).
    pub values: Vec<Option<Vec<String>>>,
    /// The attachments, when the query asked for them.
    pub attachments: Vec<AttachmentIdentifier>,
}

impl Row {
    /// The first string of value `index`: what a single-valued field holds.
    pub fn first(&self, index: usize) -> Option<&str> {
        self.values
            .get(index)?
            .as_ref()?
            .first()
            .map(String::as_str)
    }

    /// Every string of value `index` (none when null).
    pub fn all(&self, index: usize) -> &[String] {
        self.values
            .get(index)
            .and_then(Option::as_deref)
            .unwrap_or_default()
    }
}

/// `beginDownloadResponse{filesize, blockSize}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DownloadStarted {
    /// The attachment's size in bytes.
    pub filesize: u64,
    /// The largest block the server will send.
    pub block_size: u64,
}

/// `readBlockResponse{md5, data}`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Block {
    /// The block's MD5 as the server wrote it (hex, perhaps base64).
    pub md5: String,
    /// The block's bytes, decoded from base64.
    pub data: Vec<u8>,
}

/// `endDownloadResponse{md5}`: the whole file's MD5, when the server sent one ([G] says the
/// operation returns a boolean, [J] a string).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DownloadEnded {
    /// The text of `md5`, `None` when absent or empty.
    pub md5: Option<String>,
}

/// The rows of a `QueryFilingResponse`, or its fault.
pub fn query_filing(body: &[u8]) -> Result<Answer<Vec<Row>>, ReadError> {
    read(body, Operation::QueryFiling, |response| {
        // An answer with no resultTable at all is taken as no rows, like an empty one.
        let Some(table) = response.child(TYPES_NS, "resultTable") else {
            return Ok(Vec::new());
        };
        table
            .children_named(TYPES_NS, "row")
            .map(row)
            .collect::<Result<Vec<_>, _>>()
    })
}

/// The answer to `beginDownload`.
pub fn begin_download(body: &[u8]) -> Result<Answer<DownloadStarted>, ReadError> {
    read(body, Operation::BeginDownload, |response| {
        Ok(DownloadStarted {
            filesize: number(response, "filesize")?,
            block_size: number(response, "blockSize")?,
        })
    })
}

/// The answer to `readBlock`.
pub fn read_block(body: &[u8]) -> Result<Answer<Block>, ReadError> {
    read(body, Operation::ReadBlock, |response| {
        let md5 = required(response, "md5")?.text.trim().to_owned();
        let encoded = &required(response, "data")?.text;
        // Base64 may be wrapped in lines; the alphabet has no whitespace, so dropping it is safe.
        let compact: String = encoded
            .chars()
            .filter(|c| !c.is_ascii_whitespace())
            .collect();
        let data = base64::engine::general_purpose::STANDARD
            .decode(compact.as_bytes())
            .map_err(|e| ReadError::Malformed(format!("readBlock's data is not base64: {e}")))?;
        Ok(Block { md5, data })
    })
}

/// The answer to `endDownload`.
pub fn end_download(body: &[u8]) -> Result<Answer<DownloadEnded>, ReadError> {
    read(body, Operation::EndDownload, |response| {
        Ok(DownloadEnded {
            md5: response
                .child(TYPES_NS, "md5")
                .map(|e| e.text.trim().to_owned())
                .filter(|md5| !md5.is_empty()),
        })
    })
}

/// The envelope's body element: the operation's response (read by `response`) or a fault.
fn read<T>(
    body: &[u8],
    operation: Operation,
    response: impl FnOnce(&Element) -> Result<T, ReadError>,
) -> Result<Answer<T>, ReadError> {
    let root = dom::parse(body)?;
    let element = body_element(&root)?;
    if element.is(SOAP_ENV_NS, "Fault") {
        return Ok(Answer::Fault(fault::read(element)));
    }
    let expected = operation.response_element();
    // Case aside: the guide and the WSDL disagree on some response names (reference §1).
    if element.namespace.as_deref() != Some(TYPES_NS)
        || !element.name.eq_ignore_ascii_case(expected)
    {
        return Err(ReadError::Malformed(format!(
            "the answer to {operation} holds {} where {{{TYPES_NS}}}{expected} belongs",
            qualified(element)
        )));
    }
    response(element).map(Answer::Response)
}

/// The first element inside `Envelope/Body`.
fn body_element(root: &Element) -> Result<&Element, ReadError> {
    if !root.is(SOAP_ENV_NS, "Envelope") {
        return Err(ReadError::Malformed(format!(
            "the answer is {} where a SOAP 1.1 envelope belongs",
            qualified(root)
        )));
    }
    root.child(SOAP_ENV_NS, "Body")
        .ok_or_else(|| ReadError::Malformed("the SOAP envelope has no Body".to_owned()))?
        .children
        .first()
        .ok_or_else(|| ReadError::Malformed("the SOAP Body is empty".to_owned()))
}

/// One `row`: `value*` then `attachmentIdentifier*`.
fn row(row: &Element) -> Result<Row, ReadError> {
    let values = row
        .children_named(TYPES_NS, "value")
        .map(|value| {
            // A nil value, or one with only nil or empty `vs`, is null; the WSDL's workaround
            // element `fix-visual-studios-broken-code-generator` is passed over with the rest.
            let strings: Vec<String> = value
                .children_named(TYPES_NS, "vs")
                .filter(|vs| !vs.nil && !vs.text.is_empty())
                .map(|vs| vs.text.clone())
                .collect();
            (!value.nil && !strings.is_empty()).then_some(strings)
        })
        .collect();
    let attachments = row
        .children_named(TYPES_NS, "attachmentIdentifier")
        .map(|identifier| {
            let part = |name| {
                identifier
                    .child(TYPES_NS, name)
                    .map(|e| e.text.trim().to_owned())
            };
            match (part("attachmentName"), part("attachmentId")) {
                (name, Some(id)) if !id.is_empty() => Ok(AttachmentIdentifier {
                    name: name.unwrap_or_default(),
                    id,
                }),
                _ => Err(ReadError::Malformed(
                    "an attachmentIdentifier has no attachmentId".to_owned(),
                )),
            }
        })
        .collect::<Result<_, _>>()?;
    Ok(Row {
        values,
        attachments,
    })
}

fn required<'a>(parent: &'a Element, name: &str) -> Result<&'a Element, ReadError> {
    parent
        .child(TYPES_NS, name)
        .ok_or_else(|| ReadError::Malformed(format!("{} has no {name}", parent.name)))
}

fn number(parent: &Element, name: &str) -> Result<u64, ReadError> {
    let text = required(parent, name)?.text.trim();
    text.parse().map_err(|_| {
        ReadError::Malformed(format!(
            "{}'s {name} is {text:?}, not a whole number of bytes",
            parent.name
        ))
    })
}

/// `{namespace}name` of an element, for messages.
fn qualified(element: &Element) -> String {
    match &element.namespace {
        Some(ns) => format!("{{{ns}}}{}", element.name),
        None => element.name.clone(),
    }
}

#[cfg(test)]
#[path = "response_tests.rs"]
mod tests;
