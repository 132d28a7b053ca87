//! The route-table check both APIs' tests share: the served OpenAPI document names exactly the
//! operations of the API's route list (`service_kit::route_list!`), each under the method and path it is
//! registered with.

use std::collections::BTreeSet;

use serde_json::Value;
use service_kit::route_list::ListedRoute;

/// What differs between `document` (an OpenAPI document) and `listed` (the API's route list):
/// listed routes the document lacks, and documented operations no listed route registers (an
/// annotation whose path or method differs from its list entry). Empty when they agree.
pub fn route_list_problems(document: &Value, listed: &[ListedRoute]) -> Vec<String> {
    let registered: BTreeSet<String> = listed
        .iter()
        .map(|route| format!("{} {}", route.method, route.openapi_path()))
        .collect();
    let documented: BTreeSet<String> = document["paths"]
        .as_object()
        .into_iter()
        .flatten()
        .flat_map(|(path, item)| {
            item.as_object()
                .into_iter()
                .flatten()
                .map(move |(method, _)| format!("{method} {path}"))
        })
        .collect();
    let undocumented = registered
        .difference(&documented)
        .map(|operation| format!("listed but not documented: {operation}"));
    let unlisted = documented
        .difference(&registered)
        .map(|operation| format!("documented but not listed: {operation}"));
    let mut problems: Vec<String> = undocumented.chain(unlisted).collect();
    if registered.len() != listed.len() {
        problems.push("the route list names an operation twice".to_owned());
    }
    problems
}
