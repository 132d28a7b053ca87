//! API fuzzing: the bounds the OpenAPI document gives the path parameters are
//! the ones the handlers enforce. The fuzzing generates requests from the document; while it
//! stated no bounds, nearly every generated key or year stopped at a 400 before the handler's
//! real work.

use serde_json::{Value, json};

use crate::helpers::TestApp;

/// The status and the `field` of the answer to GET `path`.
async fn answer(app: &TestApp, path: &str) -> (u16, Value) {
    let (status, error) = app.get_error(path).await;
    (status, error["field"].clone())
}

// Every whole-number path parameter documents its minimum (and the year its maximum); a value
// just outside is refused with a 400 naming the parameter, the bound itself passes that check.
#[actix_web::test]
async fn integer_path_parameters_state_their_bounds_and_the_handlers_hold_to_them() {
    // Arrange
    let app = TestApp::spawn().await;
    let doc: Value = app.get("/openapi.json").await.json().await.unwrap();
    let mut checked = Vec::new();

    for (path, item) in doc["paths"].as_object().unwrap() {
        let Some(parameters) = item["get"]["parameters"].as_array() else {
            continue;
        };
        let integers: Vec<(&str, i64, Option<i64>)> = parameters
            .iter()
            .filter(|p| p["in"] == "path" && p["schema"]["type"] == "integer")
            .map(|p| {
                let name = p["name"].as_str().unwrap();
                let minimum = p["schema"]["minimum"]
                    .as_i64()
                    .unwrap_or_else(|| panic!("GET {path}: {name} documents no minimum"));
                (name, minimum, p["schema"]["maximum"].as_i64())
            })
            .collect();
        // Each parameter at its minimum but the one under test.
        let at = |tested: &str, value: i64| {
            integers
                .iter()
                .fold(path.clone(), |url, (name, minimum, _)| {
                    let value = if *name == tested { value } else { *minimum };
                    url.replace(&format!("{{{name}}}"), &value.to_string())
                })
        };
        for (name, minimum, maximum) in &integers {
            let mut outside = vec![minimum - 1];
            let mut bounds = vec![*minimum];
            if let Some(maximum) = maximum {
                outside.push(maximum + 1);
                bounds.push(*maximum);
            }
            for value in outside {
                // Act
                let refused = answer(&app, &at(name, value)).await;

                // Assert
                assert_eq!(refused, (400, json!(name)), "GET {}", at(name, value));
            }
            for value in bounds {
                let passed = answer(&app, &at(name, value)).await;
                assert!(
                    passed.0 < 500 && passed != (400, json!(name)),
                    "GET {} answered {passed:?}",
                    at(name, value)
                );
            }
            checked.push(format!("{path} {name}"));
        }
    }
    for expected in [
        "/company-products/{companyProductPk} companyProductPk",
        "/company-products/{companyProductPk}/{filingId}/{companyPk}/{toiId} toiId",
        "/compare-plans/{year} year",
        "/compare-plans/{year}/counties/{countyId} year",
        "/compare-plans/{year}/counties/{countyId} countyId",
        "/open-data/plans/{year}.csv year",
    ] {
        assert!(
            checked.iter().any(|c| c == expected),
            "{expected} not checked: {checked:?}"
        );
    }
}

// The gateway keys its cache of public answers on the path alone and passes no
// query string on (deploy/nginx/public-cache.conf), so that `?x=<random>` cannot fill its disk.
// That holds only while no public call reads a query parameter: one that starts to must be
// given its own cache key there first.
#[test]
fn no_public_call_reads_a_query_parameter_as_the_gateway_cache_assumes() {
    let doc: Value = serde_json::from_str(public_api::openapi::json()).unwrap();

    let mut query_parameters = Vec::new();
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, operation) in item.as_object().unwrap() {
            for parameter in operation["parameters"].as_array().into_iter().flatten() {
                if parameter["in"] == "query" {
                    query_parameters.push(format!("{method} {path} ?{}", parameter["name"]));
                }
            }
        }
    }

    assert!(
        query_parameters.is_empty(),
        "deploy/nginx/public-cache.conf drops these: {query_parameters:?}"
    );
}
