//! SQL functions the queries of several aggregates call.

use diesel::sql_types::Text;

diesel::define_sql_function! {
    /// PostgreSQL's `lower`, for case-insensitive ordering and matching (names, e-mails,
    /// status texts).
    fn lower(text: Text) -> Text;
}
