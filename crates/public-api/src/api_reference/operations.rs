//! The operations of the document, grouped by tag in the document's order: per operation its
//! method and public path, summary, description, parameters, request body, responses and a
//! `curl` example.

use serde_json::{Map, Value};

use super::html;
use super::schemas::{self, constraints, example_value, type_html};
use crate::SiteUrl;

/// The gateway's prefix of every public path (ARCHITECTURE "Processes").
pub const PUBLIC_PREFIX: &str = "/ws";

/// Methods in the order an operation list shows them.
const METHODS: [&str; 5] = ["get", "post", "put", "patch", "delete"];

/// One operation of the document.
#[derive(Debug, Clone)]
pub struct Operation<'a> {
    /// Its method, upper case.
    pub method: String,
    /// Its public path, `/ws/...`.
    pub public_path: String,
    /// Its fragment id.
    pub id: String,
    /// Its OpenAPI operation object.
    pub definition: &'a Value,
}

/// The operations of one tag.
#[derive(Debug, Clone)]
pub struct TagGroup<'a> {
    /// The tag's name, as a heading ("Rate filings").
    pub heading: String,
    /// Its description.
    pub description: String,
    /// Its fragment id.
    pub id: String,
    /// Its operations, by path then method.
    pub operations: Vec<Operation<'a>>,
}

/// The operations of `document` by tag, in the order its `tags` list them (an operation is
/// shown under its first tag; those without a listed tag come last, under "Other calls").
pub fn grouped(document: &Value) -> Vec<TagGroup<'_>> {
    let mut groups: Vec<(String, TagGroup<'_>)> = document["tags"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|tag| {
            let name = tag["name"].as_str()?;
            Some((
                name.to_owned(),
                group(name, tag["description"].as_str().unwrap_or_default()),
            ))
        })
        .collect();
    let mut other = group("other calls", "");
    let mut paths: Vec<(&String, &Value)> = document["paths"]
        .as_object()
        .into_iter()
        .flatten()
        .collect();
    paths.sort_by(|a, b| a.0.cmp(b.0));
    for (path, item) in paths {
        for method in METHODS {
            let Some(definition) = item.get(method) else {
                continue;
            };
            let id = definition["operationId"]
                .as_str()
                .map_or_else(|| format!("{method}{path}"), str::to_owned);
            let operation = Operation {
                method: method.to_ascii_uppercase(),
                public_path: format!("{PUBLIC_PREFIX}{path}"),
                id: format!("op-{}", html::slug(&id)),
                definition,
            };
            let tag = definition["tags"][0].as_str().unwrap_or_default();
            match groups.iter_mut().find(|(name, _)| name == tag) {
                Some((_, group)) => group.operations.push(operation),
                None => other.operations.push(operation),
            }
        }
    }
    groups
        .into_iter()
        .map(|(_, group)| group)
        .chain(std::iter::once(other))
        .filter(|group| !group.operations.is_empty())
        .collect()
}

fn group<'a>(name: &str, description: &str) -> TagGroup<'a> {
    let mut heading = name.to_owned();
    if let Some(first) = heading.get_mut(0..1) {
        first.make_ascii_uppercase();
    }
    TagGroup {
        heading,
        description: description.to_owned(),
        id: format!("tag-{}", html::slug(name)),
        operations: Vec::new(),
    }
}

/// The section of one tag's operations.
pub fn section(group: &TagGroup<'_>, site: &SiteUrl, components: &Map<String, Value>) -> String {
    let mut out = format!(
        "<section aria-labelledby=\"{id}\">\n<h2 id=\"{id}\">{}</h2>\n",
        html::text(&group.heading),
        id = group.id
    );
    out.push_str(&html::paragraphs(&group.description));
    for operation in &group.operations {
        out.push_str(&operation_section(operation, site, components));
    }
    out.push_str("</section>\n");
    out
}

/// "GET /ws/filings", escaped.
pub fn label(operation: &Operation<'_>) -> String {
    html::text(&format!("{} {}", operation.method, operation.public_path))
}

fn operation_section(
    operation: &Operation<'_>,
    site: &SiteUrl,
    components: &Map<String, Value>,
) -> String {
    let definition = operation.definition;
    let mut out = format!(
        "<section class=\"operation\" aria-labelledby=\"{id}\">\n\
         <h3 id=\"{id}\"><span class=\"method\">{}</span> <code class=\"path\">{}</code></h3>\n",
        html::text(&operation.method),
        html::text(&operation.public_path),
        id = operation.id
    );
    out.push_str(&html::paragraphs(
        definition["summary"].as_str().unwrap_or_default(),
    ));
    out.push_str(&html::paragraphs(
        definition["description"].as_str().unwrap_or_default(),
    ));
    out.push_str(&parameters(operation));
    out.push_str(&request_body(definition));
    out.push_str(&responses(operation));
    out.push_str(&example(operation, site, components));
    out.push_str("</section>\n");
    out
}

fn parameters(operation: &Operation<'_>) -> String {
    let list = operation.definition["parameters"].as_array();
    let Some(list) = list.filter(|list| !list.is_empty()) else {
        return "<h4>Parameters</h4>\n<p>None.</p>\n".to_owned();
    };
    let mut rows = String::new();
    for parameter in list {
        let schema = &parameter["schema"];
        let mut rules = vec![if parameter["required"].as_bool() == Some(true) {
            "required".to_owned()
        } else {
            "optional".to_owned()
        }];
        rules.extend(constraints(schema));
        rows.push_str(&format!(
            "<tr><th scope=\"row\"><code>{}</code></th><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>\n",
            html::text(parameter["name"].as_str().unwrap_or_default()),
            html::text(parameter["in"].as_str().unwrap_or_default()),
            type_html(schema),
            html::text(&rules.join("; ")),
            html::inline(&schemas::one_line(
                parameter["description"].as_str().unwrap_or_default()
            )),
        ));
    }
    format!(
        "<h4>Parameters</h4>\n{}",
        html::table(
            &format!("Parameters of {}", label(operation)),
            &["Name", "In", "Type", "Constraints", "Description"],
            &rows,
        )
    )
}

fn request_body(definition: &Value) -> String {
    let Some(content) = definition["requestBody"]["content"].as_object() else {
        return String::new();
    };
    let required = if definition["requestBody"]["required"].as_bool() == Some(true) {
        " (required)"
    } else {
        ""
    };
    format!(
        "<h4>Request body</h4>\n<p>{}{required}</p>\n",
        bodies(content)
    )
}

fn responses(operation: &Operation<'_>) -> String {
    let mut rows = String::new();
    for (status, response) in operation.definition["responses"]
        .as_object()
        .into_iter()
        .flatten()
    {
        let body = response["content"]
            .as_object()
            .filter(|content| !content.is_empty())
            .map_or_else(|| "none".to_owned(), bodies);
        rows.push_str(&format!(
            "<tr><th scope=\"row\">{}</th><td>{}</td><td>{body}</td></tr>\n",
            html::text(status),
            html::inline(&schemas::one_line(
                response["description"].as_str().unwrap_or_default()
            )),
        ));
    }
    format!(
        "<h4>Responses</h4>\n{}",
        html::table(
            &format!("Responses of {}", label(operation)),
            &["Status", "Description", "Body"],
            &rows,
        )
    )
}

/// "application/json: array of RateRowDto" per media type, as HTML.
fn bodies(content: &Map<String, Value>) -> String {
    content
        .iter()
        .map(|(media_type, body)| match body.get("schema") {
            Some(schema) => format!(
                "<code>{}</code>: {}",
                html::text(media_type),
                type_html(schema)
            ),
            None => format!("<code>{}</code>", html::text(media_type)),
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// A `curl` command for the operation, at the site's address; path parameters stay as
/// `{name}` placeholders to replace.
fn example(operation: &Operation<'_>, site: &SiteUrl, components: &Map<String, Value>) -> String {
    let url = format!("{}{}", site.as_str(), operation.public_path);
    // One option per line, continued with a backslash, as a shell reads it.
    let mut lines = vec!["curl --compressed".to_owned()];
    if operation.method != "GET" {
        lines.push(format!("-X {}", operation.method));
    }
    let json_body = &operation.definition["requestBody"]["content"]["application/json"]["schema"];
    if !json_body.is_null() {
        let body = example_value(json_body, components, 3).to_string();
        lines.push("-H 'Content-Type: application/json'".to_owned());
        lines.push(format!("--data {}", shell_quoted(&body)));
    }
    lines.push(shell_quoted(&url));
    let command = lines.join(" \\\n  ");
    let placeholders: Vec<String> = operation.definition["parameters"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|p| p["in"] == "path")
        .filter_map(|p| p["name"].as_str())
        .map(|name| format!("<code>{{{}}}</code>", html::text(name)))
        .collect();
    let replace = if placeholders.is_empty() {
        String::new()
    } else {
        format!(
            "<p>Replace {} with a value, as described under Parameters.</p>\n",
            placeholders.join(" and ")
        )
    };
    format!(
        "<h4>Example</h4>\n{replace}<div class=\"scroll-box\" role=\"region\" \
         aria-label=\"Example request: {}\" tabindex=\"0\"><pre><code>{}</code></pre></div>\n",
        label(operation),
        html::text(&command)
    )
}

/// `text` in single quotes for a POSIX shell.
fn shell_quoted(text: &str) -> String {
    format!("'{}'", text.replace('\'', r"'\''"))
}
