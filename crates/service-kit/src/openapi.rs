//! What both APIs' OpenAPI documents share: how a document is made from its head and its route
//! list, the operation ids, and the handing of the rendered document to the route that serves it.

use actix_web::HttpResponse;
use utoipa::openapi::OpenApi;

/// An API's document as pretty JSON: `head` (info, tags, components, security) with the paths of
/// `routes` (a [`route_list!`](crate::route_list) of the API), every operation named by
/// [`give_operation_ids`].
pub fn render(mut head: OpenApi, routes: OpenApi) -> String {
    head.merge(routes);
    give_operation_ids(&mut head);
    head.to_pretty_json()
        .unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"))
}

/// Gives every operation an id made of its method and path (`get_api_companies_product_types`):
/// handler names repeat across modules (`list`, `save`), and OpenAPI requires unique ids. Runs
/// after the merge, so it sees every path.
fn give_operation_ids(openapi: &mut OpenApi) {
    for (path, item) in &mut openapi.paths.paths {
        let slug: String = path
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() {
                    c.to_ascii_lowercase()
                } else {
                    '_'
                }
            })
            .collect::<String>()
            .split('_')
            .filter(|part| !part.is_empty())
            .collect::<Vec<_>>()
            .join("_");
        let operations = [
            ("get", &mut item.get),
            ("post", &mut item.post),
            ("put", &mut item.put),
            ("delete", &mut item.delete),
            ("patch", &mut item.patch),
        ];
        for (method, operation) in operations {
            if let Some(operation) = operation {
                operation.operation_id = Some(format!("{method}_{slug}"));
            }
        }
    }
}

/// The rendered document, given to the app as data: the route that serves it is itself in the
/// list the document is made from, so it takes the text instead of building it.
#[derive(Debug, Clone, Copy)]
pub struct DocumentJson(pub &'static str);

impl DocumentJson {
    /// The answer of `GET …/openapi.json`.
    pub fn answer(&self) -> HttpResponse {
        HttpResponse::Ok()
            .content_type("application/json")
            .body(self.0)
    }
}
