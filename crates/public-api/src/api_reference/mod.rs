//! The API reference for people: the public OpenAPI document rendered once, at start,
//! as one accessible HTML page with its own stylesheet, both served by this API
//! (`GET /docs`, `GET /docs/reference.css`; `/ws/docs` behind the gateway).
//!
//! The gateway's Content-Security-Policy allows styles and scripts from the site itself only,
//! so the page has no inline style, no style attribute and no script at all (which is why no
//! third-party renderer is embedded: docs/decisions.md). Every text from the document is
//! HTML-escaped.

mod html;
mod operations;
mod page;
mod schemas;

use crate::site_profile::SiteProfile;
use serde_json::Value;

use crate::SiteUrl;

/// The page's stylesheet.
pub const STYLESHEET: &str = include_str!("reference.css");

/// The rendered page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ApiReference {
    /// The HTML page.
    pub page: String,
}

impl ApiReference {
    /// The page of the OpenAPI document `document_json`, for the site at `site` run by
    /// `profile`'s department. A document that does not parse gives a page that says so
    /// (it is this API's own, checked by the snapshot test, so it always parses).
    pub fn render(document_json: &str, profile: &SiteProfile, site: &SiteUrl) -> Self {
        let document: Value = serde_json::from_str(document_json).unwrap_or_else(|e| {
            tracing::error!(error = %e, "the OpenAPI document does not parse: reference empty");
            Value::Null
        });
        Self {
            page: page::render(&document, profile, site),
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use std::path::Path;

    use serde_json::json;

    use super::*;

    fn profile() -> SiteProfile {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../config/site-profile.json");
        SiteProfile::load(&path).unwrap()
    }

    // Every text of the document reaches the page as text: a description holding
    // markup cannot add an element, a script or an attribute.
    #[test]
    fn hostile_text_in_the_document_is_escaped() {
        let hostile = "<script>alert('x')</script> <img src=x onerror=\"alert(1)\"> & `code`";
        let document = json!({
            "info": {"title": hostile, "version": "1"},
            "tags": [{"name": "rate filings", "description": hostile}],
            "paths": {"/filings/{id}": {"get": {
                "tags": ["rate filings"],
                "operationId": "get_filings_id",
                "summary": hostile,
                "description": hostile,
                "parameters": [{"name": "id\"><b>", "in": "path", "required": true,
                                "description": hostile, "schema": {"type": "integer", "minimum": 1}}],
                "responses": {"200": {"description": hostile, "content": {"application/json": {
                    "schema": {"$ref": "#/components/schemas/Evil\"Name"}}}}}
            }}},
            "components": {"schemas": {"Evil\"Name": {
                "type": "object", "description": hostile,
                "properties": {"<p>": {"type": "string", "description": hostile}}
            }}}
        });
        let site: SiteUrl = "https://healthrates.example.gov".parse().unwrap();

        let page = ApiReference::render(&document.to_string(), &profile(), &site).page;

        assert!(!page.contains("<script"), "{page}");
        assert!(!page.contains("<img"), "{page}");
        assert!(!page.contains("<b>") && !page.contains("<p>\""), "{page}");
        assert!(!page.contains("style="), "{page}");
        assert!(page.contains(
            "&lt;script&gt;alert(&apos;x&apos;)&lt;/script&gt; &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; <code>code</code>"
        ));
        assert!(
            page.contains("<code>id&quot;&gt;&lt;b&gt;</code>"),
            "{page}"
        );
        assert!(page.contains("<code>&lt;p&gt;</code>"), "{page}");
    }

    #[test]
    fn each_operation_has_its_public_path_and_a_curl_example() {
        let document = json!({
            "info": {"title": "API", "version": "1"},
            "tags": [{"name": "comments", "description": "Public comments"}],
            "paths": {"/comments": {"post": {
                "tags": ["comments"],
                "operationId": "post_comments",
                "summary": "Stores a comment.",
                "requestBody": {"required": true, "content": {"application/json": {"schema": {
                    "type": "object", "required": ["filingKey"],
                    "properties": {"filingKey": {"type": "integer"}}}}}},
                "responses": {"201": {"description": "Stored"}}
            }}}
        });
        let site: SiteUrl = "https://healthrates.example.gov".parse().unwrap();

        let page = ApiReference::render(&document.to_string(), &profile(), &site).page;

        assert!(page.contains(
            "<h3 id=\"op-post-comments\"><span class=\"method\">POST</span> <code class=\"path\">/ws/comments</code></h3>"
        ));
        assert!(page.contains(
            "<pre><code>curl --compressed \\\n  -X POST \\\n  -H &apos;Content-Type: application/json&apos; \\\n  --data &apos;{&quot;filingKey&quot;:1}&apos; \\\n  &apos;https://healthrates.example.gov/ws/comments&apos;</code></pre>"
        ), "{page}");
        assert!(page.contains("<a href=\"#op-post-comments\">POST /ws/comments</a>"));
    }
}
