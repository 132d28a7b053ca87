//! SOAP 1.1 envelopes: requests read by namespace and local name, never by prefix (callers
//! choose their own prefixes), into a small element tree; answers written with the prefixes
//! the JAX-RPC runtime uses (`env`, `xsd`, `xsi`, `enc`, `ns0`), in UTF-8.

use quick_xml::events::Event;
use quick_xml::name::ResolveResult;
use quick_xml::reader::NsReader;

use super::fault::Fault;

/// The SOAP 1.1 envelope namespace.
pub(super) const ENV_NS: &str = "http://schemas.xmlsoap.org/soap/envelope/";
/// The State API's types namespace: every body element and its children.
pub(super) const TYPES_NS: &str = "uri:StateApiService.types";

/// Elements deeper than this are refused: no request of the API nests half as deep.
const MAX_DEPTH: usize = 32;

/// An element of a request.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(super) struct Element {
    /// Namespace, when bound.
    pub ns: Option<String>,
    /// Local name.
    pub local: String,
    /// Its text (entities resolved), its children's not included.
    pub text: String,
    /// Whether it carries `xsi:nil="true"`.
    pub nil: bool,
    /// Child elements in order.
    pub children: Vec<Element>,
}

impl Element {
    /// Whether it is `local` in namespace `ns`.
    pub(super) fn is(&self, ns: &str, local: &str) -> bool {
        self.ns.as_deref() == Some(ns) && self.local == local
    }

    /// Children named `local` in the types namespace (or in none: a lenient reading of a
    /// client that leaves children unqualified).
    pub(super) fn children_named<'a>(
        &'a self,
        local: &'a str,
    ) -> impl Iterator<Item = &'a Element> + 'a {
        self.children
            .iter()
            .filter(move |c| c.local == local && matches!(c.ns.as_deref(), None | Some(TYPES_NS)))
    }

    /// The first child named `local`.
    pub(super) fn child(&self, local: &str) -> Option<&Element> {
        self.children
            .iter()
            .find(|c| c.local == local && matches!(c.ns.as_deref(), None | Some(TYPES_NS)))
    }

    /// The text of the first child named `local`; `None` when absent or nil.
    pub(super) fn child_text(&self, local: &str) -> Option<String> {
        self.child(local).filter(|c| !c.nil).map(|c| c.text.clone())
    }
}

fn not_soap(why: impl std::fmt::Display) -> Fault {
    Fault::client(
        1000,
        format!("The request is not a SOAP 1.1 envelope: {why}"),
    )
}

/// The document `xml` as a tree.
fn tree(xml: &str) -> Result<Element, Fault> {
    let mut reader = NsReader::from_str(xml);
    let mut stack: Vec<Element> = Vec::new();
    let mut root: Option<Element> = None;
    loop {
        let (resolved, event) = reader.read_resolved_event().map_err(not_soap)?;
        let ns = match resolved {
            ResolveResult::Bound(ns) => Some(ns.0.to_owned()),
            ResolveResult::Unbound => None,
            ResolveResult::Unknown(prefix) => {
                return Err(not_soap(format!("the prefix {prefix:?} is not declared")));
            }
        };
        let closed = matches!(event, Event::Empty(_));
        match event {
            Event::Start(start) | Event::Empty(start) => {
                if stack.len() >= MAX_DEPTH {
                    return Err(not_soap("elements nest too deep"));
                }
                let element = Element {
                    ns,
                    local: start.local_name().as_ref().to_owned(),
                    nil: start.attributes().has_nil(reader.resolver()),
                    ..Element::default()
                };
                if root.is_some() {
                    return Err(not_soap("content after the envelope"));
                }
                stack.push(element);
                if closed {
                    close(&mut stack, &mut root);
                }
            }
            Event::End(_) => close(&mut stack, &mut root),
            Event::Text(text) => {
                if let Some(open) = stack.last_mut() {
                    open.text.push_str(&text.xml10_content());
                } else if !text.xml10_content().trim().is_empty() {
                    return Err(not_soap("text outside the envelope"));
                }
            }
            Event::CData(data) => {
                if let Some(open) = stack.last_mut() {
                    open.text.push_str(&data.xml10_content());
                }
            }
            Event::GeneralRef(reference) => {
                let resolved = match reference.resolve_char_ref() {
                    Ok(Some(c)) => c.to_string(),
                    Ok(None) => {
                        let name = reference.xml10_content();
                        quick_xml::escape::resolve_predefined_entity(&name)
                            .ok_or_else(|| not_soap(format!("unknown entity &{name};")))?
                            .to_owned()
                    }
                    Err(e) => return Err(not_soap(e)),
                };
                if let Some(open) = stack.last_mut() {
                    open.text.push_str(&resolved);
                }
            }
            Event::DocType(_) => return Err(not_soap("a DOCTYPE is not allowed in SOAP")),
            Event::Decl(_) | Event::PI(_) | Event::Comment(_) => {}
            Event::Eof => break,
        }
    }
    if !stack.is_empty() {
        return Err(not_soap("the document ends inside an element"));
    }
    root.ok_or_else(|| not_soap("the body is empty"))
}

/// Closes the innermost open element.
fn close(stack: &mut Vec<Element>, root: &mut Option<Element>) {
    if let Some(done) = stack.pop() {
        match stack.last_mut() {
            Some(parent) => parent.children.push(done),
            None => *root = Some(done),
        }
    }
}

/// The operation element (the first child of `env:Body`) of the request `body`.
pub(super) fn operation(body: &[u8]) -> Result<Element, Fault> {
    let text = std::str::from_utf8(body).map_err(|e| not_soap(format!("not UTF-8 ({e})")))?;
    let envelope = tree(text)?;
    if !envelope.is(ENV_NS, "Envelope") {
        return Err(not_soap(format!(
            "the root is {{{}}}{}, not a SOAP 1.1 Envelope",
            envelope.ns.as_deref().unwrap_or(""),
            envelope.local
        )));
    }
    let body = envelope
        .children
        .into_iter()
        .find(|c| c.is(ENV_NS, "Body"))
        .ok_or_else(|| not_soap("it has no Body"))?;
    body.children
        .into_iter()
        .next()
        .ok_or_else(|| not_soap("its Body is empty"))
}

/// `text` escaped for element content. Only `&`, `<` and `>` are escaped: characters XML 1.0
/// does not allow are sent as they are, as the real server does.
pub(super) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            // A raw CR would be read back as LF.
            '\r' => out.push_str("&#13;"),
            _ => out.push(c),
        }
    }
    out
}

/// A whole answer around the body content `body`.
pub(super) fn envelope(body: &str) -> String {
    format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\
         <env:Envelope xmlns:env=\"{ENV_NS}\" xmlns:xsd=\"http://www.w3.org/2001/XMLSchema\" \
         xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" \
         xmlns:enc=\"http://schemas.xmlsoap.org/soap/encoding/\" xmlns:ns0=\"{TYPES_NS}\">\
         <env:Body>{body}</env:Body></env:Envelope>"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_operation_is_found_by_namespace_whatever_the_prefixes() {
        let request = r#"<?xml version="1.0" encoding="UTF-8"?>
            <s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"
                xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
              <s:Header/>
              <s:Body><queryFiling xmlns="uri:StateApiService.types">
                <form>FILING</form>
                <fields><field>A</field><t:field xmlns:t="uri:StateApiService.types">B</t:field></fields>
                <condition>A &gt; DATE '2022-01-01' AND B = 'x&amp;y' AND C = '&#65;'</condition>
                <attachmentNamePattern xsi:nil="true"/>
              </queryFiling></s:Body></s:Envelope>"#;

        let op = operation(request.as_bytes()).expect("parses");

        assert!(op.is(TYPES_NS, "queryFiling"));
        assert_eq!(op.child_text("form").as_deref(), Some("FILING"));
        let fields: Vec<&str> = op
            .child("fields")
            .expect("fields")
            .children_named("field")
            .map(|f| f.text.as_str())
            .collect();
        assert_eq!(fields, ["A", "B"]);
        assert_eq!(
            op.child_text("condition").as_deref(),
            Some("A > DATE '2022-01-01' AND B = 'x&y' AND C = 'A'")
        );
        assert_eq!(op.child_text("attachmentNamePattern"), None);
    }

    #[test]
    fn what_is_not_a_soap_envelope_is_a_client_fault() {
        for bad in [
            "",
            "not xml",
            "<Envelope><Body><queryFiling/></Body></Envelope>",
            r#"<e:Envelope xmlns:e="http://schemas.xmlsoap.org/soap/envelope/"><e:Body></e:Body></e:Envelope>"#,
            r#"<e:Envelope xmlns:e="http://schemas.xmlsoap.org/soap/envelope/"><e:Body><x:op/></e:Body></e:Envelope>"#,
            r#"<e:Envelope xmlns:e="http://schemas.xmlsoap.org/soap/envelope/"><e:Body><op>"#,
        ] {
            assert!(
                matches!(
                    operation(bad.as_bytes()),
                    Err(Fault::Client { code: 1000, .. })
                ),
                "{bad:?}"
            );
        }
    }

    #[test]
    fn escaping_leaves_characters_xml_forbids_as_they_are() {
        assert_eq!(escape("a<b & c>d"), "a&lt;b &amp; c&gt;d");
        assert_eq!(escape("x\u{1}y"), "x\u{1}y");
    }
}
