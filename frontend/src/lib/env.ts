/**
 * Environment settings, read and checked once when the app starts so that a bad
 * build setting fails loudly at start-up rather than on the first server call.
 */

/** The gateway prefix in front of every API path (ARCHITECTURE.md, "Processes"). */
export const DEFAULT_API_BASE = '/ws';

/**
 * Checks an API base address: either a same-origin path (`/ws`) or an absolute
 * http(s) URL. Returns it without a trailing slash so paths can be appended.
 */
export function parseApiBase(raw: string | undefined): string {
  const value = (raw ?? '').trim() || DEFAULT_API_BASE;
  if (value.startsWith('/') && !value.startsWith('//')) {
    return value.replace(/\/+$/, '');
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `VITE_API_BASE must be a path starting with "/" or an http(s) URL; got "${value}".`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`VITE_API_BASE must use http or https; got "${value}".`);
  }
  return value.replace(/\/+$/, '');
}

/** Validated settings for this build. */
export const env = {
  apiBase: parseApiBase(import.meta.env.VITE_API_BASE),
} as const;
