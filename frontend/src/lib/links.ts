/** Turns a displayed phone number like '(555) 010-4400' into a `tel:` address. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  // Ten digits are a North American number without its country code.
  return `tel:${digits.length === 10 ? `+1${digits}` : digits}`;
}

/**
 * True when a URL that came from the server may be used as a link: http(s) only,
 * so a stored `javascript:` address can never run.
 */
export function isSafeExternalUrl(url: string): boolean {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}
