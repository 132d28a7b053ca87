//! An answer's body read into a small element tree, names resolved to (namespace, local name)
//! with quick-xml's `NsReader` so that the server's prefixes (`env:`, `soapenv:`, `ns2:`, a
//! default namespace…) never matter. The whole body is in memory already (size-capped), and a
//! tree lets the readers pick the elements they know and pass over the rest.
//!
//! Anything that is not well-formed XML 1.0 — bytes that are not UTF-8, a character XML does
//! not allow (the server sends those raw from free-text fields, reference §9), an undeclared
//! prefix, an unknown entity — is [`NotXml`], with the position where it was found, so that the
//! caller can narrow its query down to the one filing that carries it.

use std::borrow::Cow;

use quick_xml::events::{BytesRef, BytesStart, Event};
use quick_xml::name::ResolveResult;
use quick_xml::reader::NsReader;

use super::xml::{TextPosition, XSI_NS, first_illegal_char, is_xml10_char};

/// Deepest nesting accepted: SOAP answers of this API are six levels deep; a deeper body is
/// not one of them, and a tree of unbounded depth could exhaust the stack.
const MAX_DEPTH: usize = 64;

/// A body that is not well-formed XML 1.0.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("not well-formed XML at {position}: {reason}")]
pub struct NotXml {
    /// Where the problem was found.
    pub position: TextPosition,
    /// What it is.
    pub reason: String,
}

/// One element: its resolved name, its text (concatenated when split by child elements), and
/// its child elements in order.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Element {
    /// Namespace name, `None` when the element is in no namespace.
    pub namespace: Option<String>,
    /// Local name.
    pub name: String,
    /// `xsi:nil="true"` was set.
    pub nil: bool,
    /// Character data directly inside the element.
    pub text: String,
    /// Child elements.
    pub children: Vec<Element>,
}

impl Element {
    /// Whether the element is `{namespace}name`.
    pub fn is(&self, namespace: &str, name: &str) -> bool {
        self.name == name && self.namespace.as_deref() == Some(namespace)
    }

    /// The children named `{namespace}name`, in order.
    pub fn children_named<'a>(
        &'a self,
        namespace: &'a str,
        name: &'a str,
    ) -> impl Iterator<Item = &'a Element> + 'a {
        self.children.iter().filter(move |c| c.is(namespace, name))
    }

    /// The first child named `{namespace}name`.
    pub fn child(&self, namespace: &str, name: &str) -> Option<&Element> {
        self.children.iter().find(|c| c.is(namespace, name))
    }

    /// The first child with local name `name` in any namespace or none (SOAP 1.1 fault parts
    /// are unqualified, but servers differ).
    pub fn child_local(&self, name: &str) -> Option<&Element> {
        self.children.iter().find(|c| c.name == name)
    }
}

/// The root element of `body`.
pub fn parse(body: &[u8]) -> Result<Element, NotXml> {
    let at = |offset: usize, reason: String| NotXml {
        position: TextPosition::locate(body, offset),
        reason,
    };
    // A UTF-8 byte order mark is allowed before the document; nothing else is.
    let skipped = if body.starts_with(b"\xEF\xBB\xBF") {
        3
    } else {
        0
    };
    let text = std::str::from_utf8(&body[skipped..]).map_err(|e| {
        at(
            skipped + e.valid_up_to(),
            "the bytes are not UTF-8".to_owned(),
        )
    })?;
    // quick-xml does not enforce XML's character range, so look before parsing.
    if let Some((offset, c)) = first_illegal_char(text) {
        return Err(at(
            skipped + offset,
            format!(
                "the character U+{:04X} is not allowed in XML 1.0",
                u32::from(c)
            ),
        ));
    }
    let mut reader = NsReader::from_str(text);
    let mut stack: Vec<Element> = Vec::new();
    loop {
        let (resolved, event) = match reader.read_resolved_event() {
            Ok((resolved, event)) => (namespace_of(resolved), event),
            Err(e) => return Err(at(skipped + offset(reader.error_position()), e.to_string())),
        };
        // Where the event ends: close enough to point a person at the problem.
        let here = skipped + offset(reader.buffer_position());
        match event {
            Event::Start(_) | Event::Empty(_) if stack.len() >= MAX_DEPTH => {
                return Err(at(here, format!("elements nested deeper than {MAX_DEPTH}")));
            }
            Event::Start(start) => {
                stack.push(element(&reader, resolved, &start).map_err(|r| at(here, r))?);
            }
            Event::Empty(start) => {
                let leaf = element(&reader, resolved, &start).map_err(|r| at(here, r))?;
                if let Some(root) = attach(&mut stack, leaf) {
                    return finish(&mut reader, root).map_err(|(o, r)| at(skipped + o, r));
                }
            }
            Event::End(_) => {
                // quick-xml has checked that the end tag matches its start tag.
                let Some(closed) = stack.pop() else {
                    return Err(at(here, "an end tag without a start tag".to_owned()));
                };
                if let Some(root) = attach(&mut stack, closed) {
                    return finish(&mut reader, root).map_err(|(o, r)| at(skipped + o, r));
                }
            }
            Event::Text(t) => push_text(&mut stack, &t.xml10_content()).map_err(|r| at(here, r))?,
            Event::CData(t) => {
                push_text(&mut stack, &t.xml10_content()).map_err(|r| at(here, r))?
            }
            Event::GeneralRef(r) => {
                let c = reference(&r).map_err(|reason| at(here, reason))?;
                push_text(&mut stack, c.encode_utf8(&mut [0; 4])).map_err(|r| at(here, r))?;
            }
            Event::DocType(_) => {
                return Err(at(here, "a SOAP message may not carry a DTD".to_owned()));
            }
            Event::Decl(_) | Event::PI(_) | Event::Comment(_) => {}
            Event::Eof => {
                let reason = match stack.last() {
                    None => "the body holds no element".to_owned(),
                    Some(open) => format!("the body ends inside <{}>", open.name),
                };
                return Err(at(here, reason));
            }
        }
    }
}

/// A reader position as an index into the body.
fn offset(position: u64) -> usize {
    usize::try_from(position).unwrap_or(usize::MAX)
}

/// The namespace name of a resolved element, or `Err` for a prefix nobody declared.
fn namespace_of(resolved: ResolveResult<'_>) -> Result<Option<String>, String> {
    match resolved {
        ResolveResult::Bound(ns) => Ok(Some(ns.0.to_owned())),
        ResolveResult::Unbound => Ok(None),
        ResolveResult::Unknown(prefix) => Err(format!("the prefix {prefix:?} is not declared")),
    }
}

/// A new element for `start`, its `xsi:nil` read.
fn element(
    reader: &NsReader<&[u8]>,
    namespace: Result<Option<String>, String>,
    start: &BytesStart<'_>,
) -> Result<Element, String> {
    let namespace = namespace?;
    let name = start.local_name().into_inner().to_owned();
    let mut nil = false;
    for attribute in start.attributes() {
        let attribute = attribute.map_err(|e| format!("a malformed attribute on <{name}>: {e}"))?;
        let (ns, local) = reader.resolver().resolve_attribute(attribute.key);
        if matches!(ns, ResolveResult::Bound(ns) if ns.0 == XSI_NS) && local.into_inner() == "nil" {
            nil = matches!(attribute.value.trim(), "true" | "1");
        }
    }
    Ok(Element {
        namespace,
        name,
        nil,
        ..Element::default()
    })
}

/// Adds `element` to its parent, or hands it back when it is the root.
fn attach(stack: &mut [Element], element: Element) -> Option<Element> {
    match stack.last_mut() {
        Some(parent) => {
            parent.children.push(element);
            None
        }
        None => Some(element),
    }
}

/// Character data for the open element; outside the root only whitespace may appear.
fn push_text(stack: &mut [Element], text: &str) -> Result<(), String> {
    match stack.last_mut() {
        Some(open) => open.text.push_str(text),
        None if text.trim_ascii().is_empty() => {}
        None => return Err("text outside the root element".to_owned()),
    }
    Ok(())
}

/// The character an entity or character reference stands for.
fn reference(r: &BytesRef<'_>) -> Result<char, String> {
    let name: Cow<'_, str> = r.xml10_content();
    if r.is_char_ref() {
        let c = r
            .resolve_char_ref()
            .map_err(|e| format!("the character reference &{name}; is invalid: {e}"))?
            .ok_or_else(|| format!("&{name}; is not a character reference"))?;
        if !is_xml10_char(c) {
            return Err(format!(
                "the character reference &{name}; stands for U+{:04X}, which XML 1.0 does not allow",
                u32::from(c)
            ));
        }
        return Ok(c);
    }
    match name.as_ref() {
        "lt" => Ok('<'),
        "gt" => Ok('>'),
        "amp" => Ok('&'),
        "apos" => Ok('\''),
        "quot" => Ok('"'),
        other => Err(format!("the entity &{other}; is not defined")),
    }
}

/// The root, once nothing but comments, processing instructions and whitespace follow it.
fn finish(reader: &mut NsReader<&[u8]>, root: Element) -> Result<Element, (usize, String)> {
    loop {
        let before = offset(reader.buffer_position());
        match reader.read_event() {
            Ok(Event::Eof) => return Ok(root),
            Ok(Event::Comment(_) | Event::PI(_)) => {}
            Ok(Event::Text(t)) if t.trim_ascii().is_empty() => {}
            Ok(_) => return Err((before, "more content after the root element".to_owned())),
            Err(e) => return Err((offset(reader.error_position()), e.to_string())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reason(body: &str) -> String {
        match parse(body.as_bytes()) {
            Ok(root) => panic!("read {root:?}"),
            Err(e) => e.reason,
        }
    }

    #[test]
    fn names_resolve_to_namespaces_whatever_the_prefix() {
        let body = r#"<?xml version="1.0"?><S:Envelope xmlns:S="urn:a"><Body xmlns="urn:b"><x:v xmlns:x="urn:a">1</x:v><w/></Body></S:Envelope>"#;

        let root = parse(body.as_bytes()).expect("a tree");

        assert!(root.is("urn:a", "Envelope"));
        let body = root.child("urn:b", "Body").expect("the body");
        assert_eq!(body.child("urn:a", "v").map(|v| v.text.as_str()), Some("1"));
        assert!(body.child("urn:b", "w").is_some());
        assert!(body.child("urn:a", "w").is_none());
    }

    #[test]
    fn references_cdata_and_line_ends_become_text() {
        let body = "<a>x &lt;&amp;&gt; &#233;&#x41;<![CDATA[<raw>]]>\r\ny</a>";

        let root = parse(body.as_bytes()).expect("a tree");

        assert_eq!(root.text, "x <&> éA<raw>\ny");
    }

    #[test]
    fn xsi_nil_is_noted() {
        let body = r#"<a xmlns:i="http://www.w3.org/2001/XMLSchema-instance"><b i:nil="true"/><c i:nil="false"/></a>"#;

        let root = parse(body.as_bytes()).expect("a tree");

        assert!(root.children[0].nil);
        assert!(!root.children[1].nil);
    }

    #[test]
    fn an_illegal_character_is_reported_where_it_is() {
        let body = "<a>\n<b>Comment with a \u{1A} in it</b></a>";

        let error = parse(body.as_bytes()).expect_err("not XML");

        assert_eq!(error.position.line, 2);
        assert_eq!(error.position.column, 19);
        assert_eq!(error.position.offset, 22);
        assert!(error.reason.contains("U+001A"), "{}", error.reason);
    }

    #[test]
    fn a_reference_to_an_illegal_character_is_refused() {
        assert!(reason("<a>&#x1;</a>").contains("U+0001"));
        assert!(reason("<a>&#0;</a>").contains("&#0;"));
    }

    #[test]
    fn bytes_that_are_not_utf8_are_refused_with_their_offset() {
        let error = parse(b"<a>caf\xE9</a>").expect_err("not UTF-8");

        assert_eq!(error.position.offset, 6);
        assert!(error.reason.contains("UTF-8"));
    }

    #[test]
    fn other_malformations_are_refused() {
        assert!(reason("<a:b>x</a:b>").contains("not declared"));
        assert!(reason("<a>&nbsp;</a>").contains("not defined"));
        assert!(reason("<a><b></a>").contains('b'));
        assert!(reason("<a>").contains("ends inside <a>"));
        assert!(reason("").contains("no element"));
        assert!(reason("<a/><b/>").contains("after the root"));
        assert!(reason("x<a/>").contains("outside the root"));
        assert!(reason("<!DOCTYPE a><a/>").contains("DTD"));
        assert!(reason(&"<a>".repeat(100)).contains("deeper"));
    }

    #[test]
    fn a_byte_order_mark_is_allowed_and_counted_in_positions() {
        assert!(parse(b"\xEF\xBB\xBF<a/>").is_ok());
        let error = parse(b"\xEF\xBB\xBF<a>\x01</a>").expect_err("not XML");
        assert_eq!(error.position.offset, 6);
    }
}
