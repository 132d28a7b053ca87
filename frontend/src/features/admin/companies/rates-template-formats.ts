/**
 * The spreadsheet formats the rates template upload takes: the list the admin API reads
 * (`ACCEPTED_EXTENSIONS` in crates/rates-template) and docs/rates-template.md names. A unit test
 * compares this list with the document, and the server's test compares the document with its own.
 */
export const RATES_TEMPLATE_EXTENSIONS = ['.xls', '.xlsx', '.xlsm', '.ods'] as const;

/** The file input's `accept` attribute. */
export const RATES_TEMPLATE_ACCEPT = RATES_TEMPLATE_EXTENSIONS.join(',');

/** The hint under the picker: the formats in words, and the size limit (10 MB, the server's). */
export const RATES_TEMPLATE_HINT = `Accepted formats: ${RATES_TEMPLATE_EXTENSIONS.slice(0, -1).join(', ')} or ${
  RATES_TEMPLATE_EXTENSIONS[RATES_TEMPLATE_EXTENSIONS.length - 1]
}, at most 10 MB.`;
