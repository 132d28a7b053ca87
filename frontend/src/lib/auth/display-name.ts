/** A staff member's name for display (SPEC 2.3): split at the first space. */
export type DisplayName = { firstName: string; lastName: string };

/** 'Mary Ann Lee' → first 'Mary', last 'Ann Lee'; a single word is all first name. */
export function splitName(name: string): DisplayName {
  const trimmed = name.trim();
  const space = trimmed.indexOf(' ');
  if (space < 0) return { firstName: trimmed, lastName: '' };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}
