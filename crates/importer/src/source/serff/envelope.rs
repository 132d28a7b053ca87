//! Request envelopes, written the way the NAIC-generated JAX-RPC client writes them (reference
//! §12): the prefixes `env`, `xsd`, `xsi`, `enc` and `ns0` declared on the envelope, every body
//! element qualified with `ns0`, children in the WSDL's order, no whitespace between elements.
//! Copying that client byte for byte means the server sees nothing it has not seen from
//! Connecticut's production job.

use super::condition::Condition;
use super::operation::Operation;
use super::xml::{
    SOAP_ENC_NS, SOAP_ENV_NS, TYPES_NS, XSD_NS, XSI_NS, escape_text, first_illegal_char,
};

/// A request ready to post: the operation (for its port and SOAPAction) and the envelope.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Request {
    /// What is called.
    pub operation: Operation,
    /// The whole envelope, UTF-8.
    pub body: String,
}

/// Why a request could not be written.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EnvelopeError {
    /// A value holds a character that XML 1.0 cannot carry, even escaped.
    #[error(
        "the {element} of the request holds the character U+{code:04X} at byte {offset}, which XML 1.0 does not allow"
    )]
    IllegalCharacter {
        /// The element the value was for.
        element: &'static str,
        /// The character's code point.
        code: u32,
        /// Its byte offset in the value.
        offset: usize,
    },
}

/// `queryFiling{form, fields{field*}, condition, attachmentNamePattern?}`. Without a pattern the
/// element is left out (the server then lists no attachments); `*` asks for all of them, any
/// other text for those whose file name contains it.
pub fn query_filing<S: AsRef<str>>(
    form: &str,
    fields: &[S],
    condition: &Condition,
    attachment_pattern: Option<&str>,
) -> Result<Request, EnvelopeError> {
    let mut w = Writer::open(Operation::QueryFiling);
    w.element("form", form)?;
    w.out.push_str("<ns0:fields>");
    for field in fields {
        w.element("field", field.as_ref())?;
    }
    w.out.push_str("</ns0:fields>");
    w.element("condition", condition.as_str())?;
    if let Some(pattern) = attachment_pattern {
        w.element("attachmentNamePattern", pattern)?;
    }
    Ok(w.close())
}

/// `beginDownload{attachmentId, maxBlockSize}`: `max_block_size` is the largest block the
/// client accepts (0 lets the server choose).
pub fn begin_download(attachment_id: &str, max_block_size: u64) -> Result<Request, EnvelopeError> {
    let mut w = Writer::open(Operation::BeginDownload);
    w.element("attachmentId", attachment_id)?;
    w.element("maxBlockSize", &max_block_size.to_string())?;
    Ok(w.close())
}

/// `readBlock{attachmentId, offset, blockSize}`.
pub fn read_block(
    attachment_id: &str,
    offset: u64,
    block_size: u64,
) -> Result<Request, EnvelopeError> {
    let mut w = Writer::open(Operation::ReadBlock);
    w.element("attachmentId", attachment_id)?;
    w.element("offset", &offset.to_string())?;
    w.element("blockSize", &block_size.to_string())?;
    Ok(w.close())
}

/// `endDownload{attachmentId}`.
pub fn end_download(attachment_id: &str) -> Result<Request, EnvelopeError> {
    let mut w = Writer::open(Operation::EndDownload);
    w.element("attachmentId", attachment_id)?;
    Ok(w.close())
}

/// Writes one envelope around one operation element.
struct Writer {
    operation: Operation,
    out: String,
}

impl Writer {
    fn open(operation: Operation) -> Self {
        let mut out = String::with_capacity(512);
        out.push_str("<env:Envelope xmlns:env=\"");
        out.push_str(SOAP_ENV_NS);
        out.push_str("\" xmlns:xsd=\"");
        out.push_str(XSD_NS);
        out.push_str("\" xmlns:xsi=\"");
        out.push_str(XSI_NS);
        out.push_str("\" xmlns:enc=\"");
        out.push_str(SOAP_ENC_NS);
        out.push_str("\" xmlns:ns0=\"");
        out.push_str(TYPES_NS);
        out.push_str("\"><env:Body><ns0:");
        out.push_str(operation.name());
        out.push('>');
        Self { operation, out }
    }

    /// `<ns0:name>text</ns0:name>`, refusing text XML cannot carry.
    fn element(&mut self, name: &'static str, text: &str) -> Result<(), EnvelopeError> {
        if let Some((offset, c)) = first_illegal_char(text) {
            return Err(EnvelopeError::IllegalCharacter {
                element: name,
                code: u32::from(c),
                offset,
            });
        }
        self.out.push_str("<ns0:");
        self.out.push_str(name);
        self.out.push('>');
        escape_text(text, &mut self.out);
        self.out.push_str("</ns0:");
        self.out.push_str(name);
        self.out.push('>');
        Ok(())
    }

    fn close(mut self) -> Request {
        self.out.push_str("</ns0:");
        self.out.push_str(self.operation.name());
        self.out.push_str("></env:Body></env:Envelope>");
        Request {
            operation: self.operation,
            body: self.out,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::serff::condition::Cmp;
    use crate::source::serff::tests::modified_after;

    const OPEN: &str = "<env:Envelope xmlns:env=\"http://schemas.xmlsoap.org/soap/envelope/\" \
        xmlns:xsd=\"http://www.w3.org/2001/XMLSchema\" \
        xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" \
        xmlns:enc=\"http://schemas.xmlsoap.org/soap/encoding/\" \
        xmlns:ns0=\"uri:StateApiService.types\"><env:Body>";
    const CLOSE: &str = "</env:Body></env:Envelope>";

    fn window() -> Condition {
        modified_after(2026, 1, 1)
    }

    #[test]
    fn a_query_is_written_as_the_naic_client_writes_it() {
        let request = query_filing(
            "FILING",
            &["FilingSERFFTrackNum", "StateStatus"],
            &window(),
            Some("*"),
        )
        .expect("a request");

        assert_eq!(request.operation, Operation::QueryFiling);
        assert_eq!(
            request.body,
            format!(
                "{OPEN}<ns0:queryFiling><ns0:form>FILING</ns0:form><ns0:fields>\
                 <ns0:field>FilingSERFFTrackNum</ns0:field><ns0:field>StateStatus</ns0:field>\
                 </ns0:fields><ns0:condition>DateLastModified &gt; DATE '2026-01-01 00:00:00'\
                 </ns0:condition><ns0:attachmentNamePattern>*</ns0:attachmentNamePattern>\
                 </ns0:queryFiling>{CLOSE}"
            )
        );
    }

    #[test]
    fn without_a_pattern_the_element_is_left_out() {
        let request =
            query_filing("COMPANY", &["CompanyCoCode"], &window(), None).expect("a request");

        assert!(!request.body.contains("attachmentNamePattern"));
        assert!(request.body.contains("</ns0:condition></ns0:queryFiling>"));
    }

    #[test]
    fn text_is_escaped() {
        let condition = Condition::builder()
            .compare("ProductName", Cmp::Lt, "A&B <Plan>")
            .build()
            .expect("a condition");

        let request =
            query_filing("FILING", &["ProductName"], &condition, Some("R&D")).expect("a request");

        assert!(
            request
                .body
                .contains("<ns0:condition>ProductName &lt; 'A&amp;B &lt;Plan&gt;'</ns0:condition>")
        );
        assert!(
            request
                .body
                .contains("<ns0:attachmentNamePattern>R&amp;D</ns0:attachmentNamePattern>")
        );
    }

    #[test]
    fn characters_illegal_in_xml_are_refused() {
        let refused = query_filing("FILING", &["A"], &window(), Some("x\u{1}"));

        assert_eq!(
            refused,
            Err(EnvelopeError::IllegalCharacter {
                element: "attachmentNamePattern",
                code: 1,
                offset: 1
            })
        );
        assert!(end_download("ATT\u{FFFF}").is_err());
    }

    #[test]
    fn download_requests_carry_their_numbers() {
        let begin = begin_download("ATT-1", 1_000_000).expect("a request");
        let read = read_block("ATT-1", 1_000_000, 500_000).expect("a request");
        let end = end_download("ATT-1").expect("a request");

        assert_eq!(
            begin.body,
            format!(
                "{OPEN}<ns0:beginDownload><ns0:attachmentId>ATT-1</ns0:attachmentId>\
                 <ns0:maxBlockSize>1000000</ns0:maxBlockSize></ns0:beginDownload>{CLOSE}"
            )
        );
        assert_eq!(
            read.body,
            format!(
                "{OPEN}<ns0:readBlock><ns0:attachmentId>ATT-1</ns0:attachmentId>\
                 <ns0:offset>1000000</ns0:offset><ns0:blockSize>500000</ns0:blockSize>\
                 </ns0:readBlock>{CLOSE}"
            )
        );
        assert_eq!(
            end.body,
            format!(
                "{OPEN}<ns0:endDownload><ns0:attachmentId>ATT-1</ns0:attachmentId>\
                 </ns0:endDownload>{CLOSE}"
            )
        );
        assert_eq!(read.operation, Operation::ReadBlock);
    }
}
