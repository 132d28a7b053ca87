/**
 * A date the server wrote for people as MM/DD/YYYY (SPEC's `…AsString` fields) as an ISO date,
 * so the language shown can write it its own way; any other text as it is, which
 * `formats.isoDate` shows unchanged. English then shows exactly the server's text.
 */
export function isoDateOfUsDate(text: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  return match ? `${match[3]}-${match[1]}-${match[2]}` : text;
}
