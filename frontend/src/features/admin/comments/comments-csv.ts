import type { ModeratedComment } from './types';

/** SPEC 9: the header row, as given (not quoted). */
export const COMMENTS_CSV_HEADER = 'Comment,Date,Status,SERFF Tracking Number';

/** SPEC 9: the fields of each row, in the header's order. */
const COLUMNS = ['commentary', 'dateCreatedAsString', 'statusDesc', 'filingSerffTrackNum'] as const;

/** RFC 4180 line ends, which spreadsheet programs read on every platform. */
const LINE_END = '\r\n';

/**
 * Characters that make a spreadsheet program read a cell as a formula (or, for tab and
 * carriage return, let one slip past a check on the first character). Comments are written
 * by the public, so a comment like `=HYPERLINK(...)` must arrive as text, not as a formula
 * that runs on a staff member's computer (CSV / formula injection, OWASP).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV value as SPEC 9 asks: wrapped in double quotes, with quotes inside doubled.
 * Also defused: a value that starts with =, +, -, @, tab or carriage return gets a
 * leading apostrophe inside the quotes, so a spreadsheet shows it as text ('=1+1 → '=1+1).
 */
export function csvValue(value: string | null | undefined): string {
  const text = value ?? '';
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * The comments export (SPEC 2.16 'Download comments', 9): the header row, then one row per
 * comment with commentary, dateCreatedAsString, statusDesc and filingSerffTrackNum. Line
 * breaks inside a comment stay inside its quoted value.
 */
export function commentsCsv(comments: readonly ModeratedComment[]): string {
  const rows = comments.map((comment) => COLUMNS.map((column) => csvValue(comment[column])).join(','));
  return [COMMENTS_CSV_HEADER, ...rows].join(LINE_END) + LINE_END;
}

/** The file name of an export made on `day`: 'comments-2026-11-20.csv'. */
export function commentsCsvFileName(day: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `comments-${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}.csv`;
}
