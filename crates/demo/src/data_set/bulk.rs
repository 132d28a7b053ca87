//! Batch sizes for multi-row inserts.

/// PostgreSQL refuses a statement with more bind parameters than this.
const MAX_BIND_PARAMS: usize = 65_535;

/// How many rows of `columns` bound values fit in one `INSERT`.
pub(super) fn rows_per_insert(columns: usize) -> usize {
    (MAX_BIND_PARAMS / columns.max(1)).max(1)
}

/// Rows sent per `COPY` statement: bounds the memory a large seed holds at once.
pub(super) const ROWS_PER_COPY: usize = 200_000;
