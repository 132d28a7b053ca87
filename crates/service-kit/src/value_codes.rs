//! The OpenAPI schemas of the domain's value codes: the stable names the APIs send beside an
//! English text (a filing's status, a type of insurance, a market, a kind of group) so the web
//! app shows the value in the visitor's language rather than matching the English.
//!
//! `domain` stays free of the OpenAPI library, so each code's schema is made here from the
//! domain's own list of values and serialization: the document cannot list a value the server
//! does not send. A field names one with `#[schema(value_type = Option<FilingStatusCodeSchema>)]`.

use std::borrow::Cow;

use domain::{FilingStatusCode, GroupMarketTypeCode, MarketTypeCode, TypeOfInsuranceCode};
use serde::Serialize;
use utoipa::openapi::RefOr;
use utoipa::openapi::schema::{ObjectBuilder, Schema, Type};

/// A string schema listing `values` as their JSON strings.
fn enum_schema<T: Serialize>(description: &str, values: &[T]) -> RefOr<Schema> {
    let names = values.iter().map(|value| {
        serde_json::to_value(value).unwrap_or_else(|_| unreachable!("a unit variant serializes"))
    });
    ObjectBuilder::new()
        .schema_type(Type::String)
        .description(Some(description))
        .enum_values(Some(names))
        .into()
}

/// Declares the schema type `$schema`, named `$name` in the document, of the domain code `$code`.
macro_rules! code_schema {
    ($(#[$doc:meta])* $schema:ident = $code:ty, $name:literal, $description:literal) => {
        $(#[$doc])*
        #[derive(Debug)]
        pub enum $schema {}

        impl utoipa::PartialSchema for $schema {
            fn schema() -> RefOr<Schema> {
                enum_schema($description, &<$code>::ALL)
            }
        }

        impl utoipa::ToSchema for $schema {
            fn name() -> Cow<'static, str> {
                Cow::Borrowed($name)
            }
        }
    };
}

code_schema!(
    /// The schema of [`FilingStatusCode`].
    FilingStatusCodeSchema = FilingStatusCode,
    "FilingStatusCode",
    "The stable name of a filing status (snake_case), for showing it in the reader's language; \
     `displayStatus` is its English."
);

code_schema!(
    /// The schema of [`TypeOfInsuranceCode`].
    TypeOfInsuranceCodeSchema = TypeOfInsuranceCode,
    "TypeOfInsuranceCode",
    "A type of insurance this site knows, by its rate-filing system (SERFF) code, for showing it \
     in the reader's language; the type's name beside it is the rate-filing system's English."
);

code_schema!(
    /// The schema of [`MarketTypeCode`].
    MarketTypeCodeSchema = MarketTypeCode,
    "MarketTypeCode",
    "A market this site knows (a filing's market type or a group filing's market size), by its \
     stable name, for showing it in the reader's language; the text beside it is the rate-filing \
     system's English."
);

code_schema!(
    /// The schema of [`GroupMarketTypeCode`].
    GroupMarketTypeCodeSchema = GroupMarketTypeCode,
    "GroupMarketTypeCode",
    "A kind of group this site knows (a group filing's market type), by its stable name, for \
     showing it in the reader's language; the text beside it is the rate-filing system's English."
);

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use utoipa::PartialSchema;

    use super::*;

    // The document lists exactly what the server sends.
    #[test]
    fn a_schema_lists_every_serialized_value() {
        // Act
        let schema = serde_json::to_value(FilingStatusCodeSchema::schema()).unwrap();

        // Assert
        let sent: Vec<serde_json::Value> = FilingStatusCode::ALL
            .iter()
            .map(|code| serde_json::to_value(code).unwrap())
            .collect();
        assert_eq!(schema["enum"], serde_json::Value::Array(sent));
        assert_eq!(schema["type"], "string");
    }
}
