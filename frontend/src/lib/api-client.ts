import type { MessageCode } from './api/public-api';
import { env } from './env';

/** The body every API answers with on a 4xx/5xx status. */
type ApiErrorBody = {
  error?: { code?: unknown; message?: unknown; field?: unknown; messageCode?: unknown; messageParams?: unknown };
};

/** What the server put in its message, by name: the figures and dates the SPA's translation repeats. */
export type MessageParams = Record<string, string | number>;

/**
 * A failed server call: a non-2xx answer, or no answer at all (status 0).
 * `message` is the server's own message when it sent one.
 */
export class ApiError extends Error {
  /** HTTP status, or 0 when the request never got an answer. */
  readonly status: number;
  /** Machine-readable code from the error body, e.g. `not_found`; `network` when there was no answer. */
  readonly code: string;
  /** The request field the server named as the cause (`coCode`, `products[0].productTypeFk`), if any. */
  readonly field: string | null;
  /**
   * Which message the server sent, stable across releases (`comment_period_closed`), so the SPA
   * can show it in the visitor's language; null when the answer carried none. A name
   * this build does not know (a newer server's) finds no translation and falls back to `code`.
   */
  readonly messageCode: MessageCode | null;
  /** The values the message was written with (`{closedOn: '2026-03-05'}`). */
  readonly messageParams: MessageParams;

  constructor(
    status: number,
    code: string,
    message: string,
    field: string | null = null,
    messageCode: MessageCode | null = null,
    messageParams: MessageParams = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.field = field;
    this.messageCode = messageCode;
    this.messageParams = messageParams;
  }
}

/** A 4xx answer: the request itself was refused, so asking again (or elsewhere) changes nothing. */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** Builds the absolute address of an API path (`/counties`) under the configured base. */
export function apiUrl(path: string, apiBase: string = env.apiBase): string {
  // Resolving against the page keeps a path base (`/ws`) same-origin.
  return new URL(`${apiBase}${path}`, window.location.href).toString();
}

type ResponseKind = 'json' | 'text';

type RequestOptions = {
  signal?: AbortSignal;
  /** A JSON body: the request becomes a POST. */
  json?: unknown;
  /** How urgent the request is next to the page's others (`fetch`'s `priority`). */
  priority?: RequestPriority;
};

async function request(path: string, kind: ResponseKind, { signal, json, priority }: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: kind === 'json' ? 'application/json' : 'text/plain' };
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: json === undefined ? 'GET' : 'POST',
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
      signal,
      priority,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'network', 'The server could not be reached.');
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

/** Turns a non-2xx answer into an {@link ApiError} carrying the server's own message. */
export async function toApiError(response: Response): Promise<ApiError> {
  const fallback = `The server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}.`;
  try {
    const body = (await response.json()) as ApiErrorBody;
    const code = typeof body.error?.code === 'string' ? body.error.code : `http_${response.status}`;
    const message =
      typeof body.error?.message === 'string' && body.error.message ? body.error.message : fallback;
    const field = typeof body.error?.field === 'string' && body.error.field ? body.error.field : null;
    const messageCode =
      typeof body.error?.messageCode === 'string' && body.error.messageCode
        ? (body.error.messageCode as MessageCode)
        : null;
    return new ApiError(response.status, code, message, field, messageCode, readParams(body.error?.messageParams));
  } catch {
    return new ApiError(response.status, `http_${response.status}`, fallback);
  }
}

/** The answer's `messageParams`: string and number values only, anything else left out. */
function readParams(params: unknown): MessageParams {
  if (typeof params !== 'object' || params === null) return {};
  return Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string | number] =>
      typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
}

/**
 * GETs a JSON document from the API; throws {@link ApiError} on any failure. A `low` priority
 * lets what the page needs now go first.
 */
export async function getJson<T>(path: string, signal?: AbortSignal, priority?: RequestPriority): Promise<T> {
  const response = await request(path, 'json', { signal, priority });
  return (await response.json()) as T;
}

/**
 * POSTs a JSON body and reads the JSON answer; throws {@link ApiError} on any failure,
 * carrying the server's own message (e.g. why a comment was refused).
 */
export async function postJson<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  const response = await request(path, 'json', { signal, json: body });
  return (await response.json()) as T;
}

/** GETs a text/plain body from the API; throws {@link ApiError} on any failure. */
export async function getText(path: string, signal?: AbortSignal): Promise<string> {
  const response = await request(path, 'text', { signal });
  return response.text();
}

/** A readable one-line description of any error, for messages like SPEC 8's '...: {error}'. */
export function describeError(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}
