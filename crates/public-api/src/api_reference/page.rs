//! The page: landmarks (header, nav, main, footer), one h1, a contents list, what the API is
//! and how to use it, the operations by tag, then the schemas.

use crate::site_profile::SiteProfile;
use serde_json::{Map, Value};

use super::html;
use super::operations::{self, PUBLIC_PREFIX, TagGroup};
use super::schemas;
use crate::SiteUrl;

/// The whole page for `document`.
pub fn render(document: &Value, profile: &SiteProfile, site: &SiteUrl) -> String {
    let groups = operations::grouped(document);
    let empty = Map::new();
    let components = document["components"]["schemas"]
        .as_object()
        .unwrap_or(&empty);
    let mut page = head(profile);
    page.push_str(&header(document, profile));
    page.push_str(&contents(&groups, !components.is_empty()));
    page.push_str("<main id=\"main\">\n");
    page.push_str(&about(profile, site));
    for group in &groups {
        page.push_str(&operations::section(group, site, components));
    }
    if !components.is_empty() {
        page.push_str(&schemas::section(components));
    }
    page.push_str("</main>\n");
    page.push_str(&footer(profile));
    page.push_str("</body>\n</html>\n");
    page
}

fn head(profile: &SiteProfile) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>Public API reference — {}</title>\n\
         <link rel=\"stylesheet\" href=\"docs/reference.css\">\n</head>\n<body>\n",
        html::text(&profile.site_title)
    )
}

fn header(document: &Value, profile: &SiteProfile) -> String {
    let info = &document["info"];
    format!(
        "<header class=\"page-header\">\n\
         <a class=\"skip-link\" href=\"#main\">Skip to the reference</a>\n\
         <p class=\"site-name\"><a href=\"/\">{}</a></p>\n\
         <h1>Public API reference</h1>\n\
         <p class=\"lead\">{} (version {}): the data of the public site, for programs.</p>\n\
         </header>\n",
        html::text(&profile.site_title),
        html::text(info["title"].as_str().unwrap_or("Public API")),
        html::text(info["version"].as_str().unwrap_or("1")),
    )
}

fn contents(groups: &[TagGroup<'_>], with_schemas: bool) -> String {
    let mut out = String::from(
        "<nav class=\"contents\" aria-labelledby=\"contents\">\n<h2 id=\"contents\">Contents</h2>\n\
         <ol>\n<li><a href=\"#about\">About this API</a></li>\n",
    );
    for group in groups {
        out.push_str(&format!(
            "<li><a href=\"#{}\">{}</a>\n<ol>\n",
            group.id,
            html::text(&group.heading)
        ));
        for operation in &group.operations {
            out.push_str(&format!(
                "<li><a href=\"#{}\">{}</a></li>\n",
                operation.id,
                operations::label(operation)
            ));
        }
        out.push_str("</ol>\n</li>\n");
    }
    if with_schemas {
        out.push_str("<li><a href=\"#schemas\">Schemas</a></li>\n");
    }
    out.push_str("</ol>\n</nav>\n");
    out
}

fn about(profile: &SiteProfile, site: &SiteUrl) -> String {
    let base = format!("{}{PUBLIC_PREFIX}", site.as_str());
    format!(
        "<section aria-labelledby=\"about\">\n<h2 id=\"about\">About this API</h2>\n\
         <p>This API answers with the data the public pages of {site_title} show: plan \
         comparisons, rate filings and their companies, public comments and quality measures, \
         as JSON, and Atom feeds of new filings and comment periods for feed readers. The \
         {department} publishes it; anyone may use it, and no key, account or sign-in is \
         needed.</p>\n\
         <p>Every address below starts with the base address <code class=\"path\">{base}</code>, \
         so <code class=\"path\">{path_example}</code> is at \
         <code class=\"path\">{base}{path_example}</code>.</p>\n\
         <h3>Caching</h3>\n\
         <p>Each answer carries an <code>ETag</code> and <code>Cache-Control: public, \
         no-cache</code>. Send the ETag back in <code>If-None-Match</code>: while the data is \
         unchanged the answer is <code>304 Not Modified</code>, with no body. Answers come \
         compressed (gzip or Brotli) when the request's <code>Accept-Encoding</code> allows it. \
         A change the department makes shows within a few seconds.</p>\n\
         <h3>Errors</h3>\n\
         <p>Every error answer has the same JSON shape (<a href=\"#{envelope}\">ErrorEnvelope</a>): \
         <code>code</code> says what kind of error it is, <code>message</code> says, for people, \
         what went wrong and what to do, and <code>field</code> names the part of the request \
         at fault, when one is.</p>\n\
         <div class=\"scroll-box\" role=\"region\" aria-label=\"Example error answer\" \
         tabindex=\"0\"><pre><code>{error_example}</code></pre></div>\n\
         <h3>More</h3>\n\
         <ul>\n<li>For tools: this reference as an OpenAPI 3.1 document, \
         <a href=\"openapi.json\">{openapi}</a>.</li>\n\
         <li>To download the data as CSV and JSON files: the \
         <a href=\"/data\">open data page</a>.</li>\n</ul>\n\
         <p>{terms}</p>\n\
         </section>\n",
        site_title = html::text(&profile.site_title),
        department = html::text(&profile.department_name),
        base = html::text(&base),
        path_example = "/filings",
        envelope = schemas::schema_id("ErrorEnvelope"),
        error_example = html::text(
            r#"{"error": {"code": "bad_request", "message": "companyPk must be a positive whole number, such as 42; it was 'acme'.", "field": "companyPk"}}"#
        ),
        openapi = html::text(&format!("{PUBLIC_PREFIX}/openapi.json")),
        terms = html::text(&profile.open_data_terms),
    )
}

fn footer(profile: &SiteProfile) -> String {
    format!(
        "<footer class=\"page-footer\">\n<p>{} · <a href=\"mailto:{email}\">{email}</a></p>\n</footer>\n",
        html::text(&profile.department_name),
        email = html::text(&profile.email),
    )
}
