//! The HTML of an entry's content: paragraphs, then a list of labelled facts. Every value is
//! HTML-escaped here; the whole fragment is then escaped again as the entry's text
//! (`type="html"`), so a name holding markup reaches a reader as text.

use quick_xml::escape::escape;

/// An entry's details as an HTML fragment.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ContentHtml {
    paragraphs: Vec<String>,
    facts: Vec<(&'static str, String)>,
}

impl ContentHtml {
    /// Adds a paragraph of `text`.
    pub fn paragraph(mut self, text: &str) -> Self {
        self.paragraphs.push(text.to_owned());
        self
    }

    /// Adds the fact `label`: `value`.
    pub fn fact(mut self, label: &'static str, value: impl Into<String>) -> Self {
        self.facts.push((label, value.into()));
        self
    }

    /// The fragment: `<p>…</p>…<ul><li><strong>label:</strong> value</li>…</ul>`.
    pub fn render(&self) -> String {
        let mut html = String::new();
        for paragraph in &self.paragraphs {
            html.push_str(&format!("<p>{}</p>", escape(paragraph.as_str())));
        }
        if !self.facts.is_empty() {
            html.push_str("<ul>");
            for (label, value) in &self.facts {
                html.push_str(&format!(
                    "<li><strong>{}:</strong> {}</li>",
                    escape(*label),
                    escape(value.as_str())
                ));
            }
            html.push_str("</ul>");
        }
        html
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_html_escaped_and_structure_is_not() {
        let html = ContentHtml::default()
            .paragraph("Filed by <b>Acme</b> & \"Sons\"")
            .fact("Product", "Gold <script>")
            .render();

        assert_eq!(
            html,
            "<p>Filed by &lt;b&gt;Acme&lt;/b&gt; &amp; &quot;Sons&quot;</p>\
             <ul><li><strong>Product:</strong> Gold &lt;script&gt;</li></ul>"
        );
    }
}
