/**
 * Comment receipt codes as the server reads them (`domain::ReceiptCode`): 16
 * characters of Crockford's base 32, typed in any case, grouped by spaces or dashes, with I and
 * L read as 1 and O as 0. The server decides; this only tidies a code for showing.
 */

/** Crockford's base-32 alphabet: digits and the letters but I, L, O and U. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Characters in a code. */
const CODE_LENGTH = 16;
/** The most characters a typed code may have, separators included (as the server allows). */
const MAX_TYPED_LENGTH = 64;
/** White space, the hyphen and the dashes a word processor turns it into. */
const SEPARATORS = /[\s\-\u2010-\u2015\u2212]/g;

/** A well-formed code, as the form's hint shows one. */
export const EXAMPLE_RECEIPT_CODE = '7KQ2-M9XD-4HTB-Z1PA';

/**
 * `typed` in the form codes are shown in ('7KQ2-M9XD-4HTB-Z1PA'), or null when it cannot be a
 * receipt code.
 */
export function normalizeReceiptCode(typed: string): string | null {
  if (typed.length > MAX_TYPED_LENGTH) return null;
  const characters = typed.replace(SEPARATORS, '');
  // Only ASCII: toUpperCase would turn some other letters ('ı') into ones of the alphabet.
  if (!/^[\x21-\x7e]*$/.test(characters)) return null;
  const canonical = characters.toUpperCase().replace(/[IL]/g, '1').replace(/O/g, '0');
  if (canonical.length !== CODE_LENGTH || [...canonical].some((c) => !ALPHABET.includes(c))) return null;
  return canonical.match(/.{4}/g)!.join('-');
}

/**
 * The code an address's fragment carries (`/comment-status#7KQ2-M9XD-4HTB-Z1PA`, the receipt's
 * link), ready to show; null when it holds none.
 */
export function receiptCodeFromFragment(hash: string): string | null {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!fragment) return null;
  try {
    return normalizeReceiptCode(decodeURIComponent(fragment));
  } catch {
    // A malformed percent-escape is no code.
    return null;
  }
}
