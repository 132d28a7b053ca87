//! JSON Schemas as people read them: a type in words with links to named schemas, a
//! parameter's constraints, an example value for a request body, and the Schemas section with
//! one properties table per named schema.

use serde_json::{Map, Value, json};

use super::html;

/// The fragment id of the named schema `name`.
pub fn schema_id(name: &str) -> String {
    format!("schema-{}", html::slug(name))
}

/// The type of `schema` in words, as HTML: "integer (int32)", "string or null", "array of
/// <a href="#schema-rateRowDto">RateRowDto</a>", "object mapping names to string".
pub fn type_html(schema: &Value) -> String {
    if let Some(reference) = schema["$ref"].as_str() {
        let name = reference.rsplit('/').next().unwrap_or(reference);
        return format!("<a href=\"#{}\">{}</a>", schema_id(name), html::text(name));
    }
    for (key, joiner) in [("oneOf", " or "), ("anyOf", " or "), ("allOf", " and ")] {
        if let Some(list) = schema[key].as_array() {
            return list.iter().map(type_html).collect::<Vec<_>>().join(joiner);
        }
    }
    let types: Vec<&str> = match &schema["type"] {
        Value::String(one) => vec![one.as_str()],
        Value::Array(many) => many.iter().filter_map(Value::as_str).collect(),
        _ => Vec::new(),
    };
    if types.is_empty() {
        return if schema.get("properties").is_some() {
            "object".to_owned()
        } else {
            "any JSON value".to_owned()
        };
    }
    let words: Vec<String> = types
        .iter()
        .map(|kind| match *kind {
            "array" => format!("array of {}", type_html(&schema["items"])),
            "object" => match &schema["additionalProperties"] {
                Value::Object(values) => format!(
                    "object mapping names to {}",
                    type_html(&Value::Object(values.clone()))
                ),
                _ => "object".to_owned(),
            },
            "null" => "null".to_owned(),
            other => match schema["format"].as_str() {
                Some(format) => format!("{} ({})", html::text(other), html::text(format)),
                None => html::text(other),
            },
        })
        .collect();
    match schema["enum"].as_array() {
        Some(values) => format!(
            "{}, one of {}",
            words.join(" or "),
            html::text(&values_text(values))
        ),
        None => words.join(" or "),
    }
}

/// What a value must satisfy besides its type: bounds, lengths, pattern, allowed values (as
/// text, to be escaped).
pub fn constraints(schema: &Value) -> Vec<String> {
    let mut found = Vec::new();
    match (schema.get("minimum"), schema.get("maximum")) {
        (Some(min), Some(max)) => found.push(format!("from {min} to {max}")),
        (Some(min), None) => found.push(format!("at least {min}")),
        (None, Some(max)) => found.push(format!("at most {max}")),
        (None, None) => {}
    }
    if let Some(min) = schema.get("minLength") {
        found.push(format!("at least {min} characters"));
    }
    if let Some(max) = schema.get("maxLength") {
        found.push(format!("at most {max} characters"));
    }
    if let Some(pattern) = schema["pattern"].as_str() {
        found.push(format!("matches {pattern}"));
    }
    if let Some(values) = schema["enum"].as_array() {
        found.push(format!("one of {}", values_text(values)));
    }
    found
}

fn values_text(values: &[Value]) -> String {
    values
        .iter()
        .map(|v| v.as_str().map_or_else(|| v.to_string(), str::to_owned))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A value `schema` accepts, for a request example: its example when it gives one, else the
/// smallest value of its type, with the required properties of an object (named schemas are
/// looked up in `components`, to a few levels).
pub fn example_value(schema: &Value, components: &Map<String, Value>, depth: u8) -> Value {
    if let Some(example) = schema.get("example") {
        return example.clone();
    }
    if let Some(reference) = schema["$ref"].as_str() {
        let name = reference.rsplit('/').next().unwrap_or(reference);
        return match components.get(name) {
            Some(named) if depth > 0 => example_value(named, components, depth - 1),
            _ => json!({}),
        };
    }
    if let Some(first) = schema["enum"].as_array().and_then(|values| values.first()) {
        return first.clone();
    }
    let kind = match &schema["type"] {
        Value::String(one) => one.as_str(),
        Value::Array(many) => many.iter().find_map(Value::as_str).unwrap_or("null"),
        _ => "object",
    };
    match kind {
        "integer" | "number" => schema.get("minimum").cloned().unwrap_or(json!(1)),
        "string" => json!("text"),
        "boolean" => json!(true),
        "array" => json!([]),
        "object" => {
            let mut object = Map::new();
            let required = schema["required"].as_array().cloned().unwrap_or_default();
            for name in required.iter().filter_map(Value::as_str) {
                let property = &schema["properties"][name];
                object.insert(
                    name.to_owned(),
                    example_value(property, components, depth.saturating_sub(1)),
                );
            }
            Value::Object(object)
        }
        _ => Value::Null,
    }
}

/// The Schemas section: for each named schema, its description and a table of its properties.
pub fn section(components: &Map<String, Value>) -> String {
    let mut out = String::from(
        "<section aria-labelledby=\"schemas\">\n<h2 id=\"schemas\">Schemas</h2>\n\
         <p>The shapes of the JSON bodies above. A property not listed as required may be \
         missing; one whose type includes null may be null.</p>\n",
    );
    for (name, schema) in components {
        let id = schema_id(name);
        out.push_str(&format!(
            "<section class=\"schema\" aria-labelledby=\"{id}\">\n<h3 id=\"{id}\">{}</h3>\n",
            html::text(name)
        ));
        out.push_str(&html::paragraphs(
            schema["description"].as_str().unwrap_or_default(),
        ));
        match schema["properties"].as_object() {
            Some(properties) => out.push_str(&properties_table(name, schema, properties)),
            None => out.push_str(&format!("<p>Type: {}.</p>\n", type_html(schema))),
        }
        out.push_str("</section>\n");
    }
    out.push_str("</section>\n");
    out
}

fn properties_table(name: &str, schema: &Value, properties: &Map<String, Value>) -> String {
    let required: Vec<&str> = schema["required"]
        .as_array()
        .map(|names| names.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    let caption = format!("Properties of {}", html::text(name));
    let mut rows = String::new();
    for (property, definition) in properties {
        rows.push_str(&format!(
            "<tr><th scope=\"row\"><code>{}</code></th><td>{}</td><td>{}</td><td>{}</td></tr>\n",
            html::text(property),
            type_html(definition),
            if required.contains(&property.as_str()) {
                "yes"
            } else {
                "no"
            },
            html::inline(&one_line(
                definition["description"].as_str().unwrap_or_default()
            )),
        ));
    }
    html::table(
        &caption,
        &["Name", "Type", "Required", "Description"],
        &rows,
    )
}

/// A description with its wrapped lines joined.
pub fn one_line(description: &str) -> String {
    description.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn types_read_as_words_with_links_to_named_schemas() {
        let cases = [
            (
                json!({"type": "integer", "format": "int32"}),
                "integer (int32)",
            ),
            (json!({"type": ["string", "null"]}), "string or null"),
            (
                json!({"type": ["string", "null"], "format": "date"}),
                "string (date) or null",
            ),
            (
                json!({"type": "array", "items": {"$ref": "#/components/schemas/RateRowDto"}}),
                "array of <a href=\"#schema-raterowdto\">RateRowDto</a>",
            ),
            (
                json!({"type": "object", "additionalProperties": {"type": "string"}}),
                "object mapping names to string",
            ),
            (
                json!({"oneOf": [{"type": "null"}, {"$ref": "#/components/schemas/Phone"}]}),
                "null or <a href=\"#schema-phone\">Phone</a>",
            ),
            (
                json!({"type": "string", "enum": ["a", "b"]}),
                "string, one of a, b",
            ),
        ];
        for (schema, expected) in cases {
            assert_eq!(type_html(&schema), expected, "{schema}");
        }
    }

    #[test]
    fn constraints_name_bounds_and_allowed_values() {
        let year = json!({"type": "integer", "minimum": 2000, "maximum": 2100});
        let key = json!({"type": "integer", "minimum": 1});
        assert_eq!(constraints(&year), ["from 2000 to 2100"]);
        assert_eq!(constraints(&key), ["at least 1"]);
    }

    #[test]
    fn a_request_example_holds_the_required_properties() {
        let components: Map<String, Value> = serde_json::from_value(json!({
            "CommentRequest": {
                "type": "object",
                "required": ["filingKey", "commentary"],
                "properties": {
                    "filingKey": {"type": "integer", "format": "int64"},
                    "commentary": {"type": "string"},
                    "optional": {"type": "boolean"}
                }
            }
        }))
        .unwrap_or_default();

        let example = example_value(
            &json!({"$ref": "#/components/schemas/CommentRequest"}),
            &components,
            3,
        );

        assert_eq!(example, json!({"filingKey": 1, "commentary": "text"}));
    }
}
