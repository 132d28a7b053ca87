//! The column dictionary of a download: one table per dataset, from which the CSV header, the
//! JSON keys, the catalogue's column list and the OpenAPI schema of a JSON row are all made.

use serde::Serialize;
use utoipa::ToSchema;
use utoipa::openapi::schema::{KnownFormat, ObjectBuilder, SchemaFormat, Type};
use utoipa::openapi::{RefOr, Schema};

/// What a column holds, as the catalogue names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "kebab-case")]
#[schema(as = CatalogueColumnType)]
pub enum ColumnType {
    /// Free text.
    Text,
    /// A whole number.
    Integer,
    /// A number written as a plain decimal, e.g. `-3.5`.
    Decimal,
    /// An ISO 8601 date, e.g. `2026-11-24`.
    Date,
    /// An ISO 8601 date-time in UTC, e.g. `2026-11-24T18:03:11Z`.
    DateTime,
    /// An absolute web address.
    Url,
}

/// One column of a download.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Column {
    /// The snake_case name: the CSV header and the JSON key.
    pub name: &'static str,
    /// What it holds.
    pub kind: ColumnType,
    /// Whether a row may leave it empty (an empty CSV cell, `null` in JSON).
    pub nullable: bool,
    /// What it means, for people (the data page's dictionary).
    pub description: &'static str,
}

impl Column {
    /// A column every row fills.
    pub const fn required(name: &'static str, kind: ColumnType, description: &'static str) -> Self {
        Self {
            name,
            kind,
            nullable: false,
            description,
        }
    }

    /// A column a row may leave empty.
    pub const fn optional(name: &'static str, kind: ColumnType, description: &'static str) -> Self {
        Self {
            name,
            kind,
            nullable: true,
            description,
        }
    }
}

/// The OpenAPI schema of one JSON row of a dataset with `columns`: an object with every column
/// as a required property (null where the column is optional).
pub fn row_schema(columns: &[Column]) -> RefOr<Schema> {
    let mut object = ObjectBuilder::new();
    for column in columns {
        let (schema_type, format) = match column.kind {
            ColumnType::Text => (Type::String, None),
            ColumnType::Integer => (Type::Integer, Some(known(KnownFormat::Int64))),
            ColumnType::Decimal => (Type::Number, None),
            ColumnType::Date => (Type::String, Some(known(KnownFormat::Date))),
            ColumnType::DateTime => (Type::String, Some(known(KnownFormat::DateTime))),
            ColumnType::Url => (Type::String, Some(SchemaFormat::Custom("uri".to_owned()))),
        };
        let mut property = ObjectBuilder::new().description(Some(column.description));
        property = if column.nullable {
            property.schema_type(utoipa::openapi::schema::SchemaType::from_iter([
                schema_type,
                Type::Null,
            ]))
        } else {
            property.schema_type(schema_type)
        };
        property = property.format(format);
        object = object.property(column.name, property).required(column.name);
    }
    RefOr::T(Schema::Object(object.build()))
}

fn known(format: KnownFormat) -> SchemaFormat {
    SchemaFormat::KnownFormat(format)
}
