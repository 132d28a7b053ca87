import { ApiError, apiUrl, toApiError } from './api-client';
import { currentAccessToken, markLoggedOut } from './auth/session';

/** SPEC 7.1, 9: the anti-CSRF cookie the admin API sets, and the header that must echo it. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** The value of the XSRF-TOKEN cookie, when the admin API has set one. */
export function xsrfToken(cookieHeader: string = document.cookie): string | null {
  for (const pair of cookieHeader.split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === XSRF_COOKIE) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** What each way of reading an answer accepts; a file comes in whatever type it has. */
const ACCEPT = { json: 'application/json', text: 'text/plain', blob: '*/*', none: 'application/json' } as const;

type AdminRequest = {
  method?: 'GET' | 'POST';
  /** A JSON body. */
  json?: unknown;
  /** A multipart body (the rates template upload). */
  form?: FormData;
  /** How to read a successful answer; 'none' ignores the body, 'blob' keeps a file's bytes. */
  read?: 'json' | 'text' | 'blob' | 'none';
  signal?: AbortSignal;
  /** The token to send instead of the session's (while the staff record loads during sign-in). */
  accessToken?: string;
};

/**
 * Calls the admin API (paths start with `/api`, under the API base: `/ws/api/...` behind the gateway) with
 * 'Authorization: Bearer {token}' and, when the cookie is present, X-XSRF-TOKEN (SPEC 7.1).
 * A 401 means the sign-in is no longer valid: the session is forgotten, so the secured
 * screens start sign-in again. Throws {@link ApiError} with the server's message on failure.
 */
export async function adminRequest<T>(path: string, options: AdminRequest = {}): Promise<T> {
  const { method = options.json !== undefined || options.form ? 'POST' : 'GET', read = 'json', signal } = options;
  const token = options.accessToken ?? currentAccessToken();
  const headers: Record<string, string> = { Accept: ACCEPT[read] };
  if (token) headers.Authorization = `Bearer ${token}`;
  const xsrf = xsrfToken();
  if (xsrf) headers[XSRF_HEADER] = xsrf;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }

  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method,
      headers,
      body,
      signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'network', 'The server could not be reached.');
  }
  if (!response.ok) {
    const error = await toApiError(response);
    if (response.status === 401 && !options.accessToken) markLoggedOut();
    throw error;
  }
  if (read === 'none') return undefined as T;
  if (read === 'text') return (await response.text()) as T;
  if (read === 'blob') return (await response.blob()) as T;
  return (await response.json()) as T;
}
