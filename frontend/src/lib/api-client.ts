import createClient, { type Client, type ClientOptions, type Middleware } from 'openapi-fetch';
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

/** What a call accepts, by how it reads the answer (`parseAs`); a file comes in whatever type it has. */
const ACCEPT: Record<string, string> = { json: 'application/json', text: 'text/plain' };

/**
 * What every call of both APIs shares: it asks for the kind of answer it reads, every answer but a
 * 2xx is thrown as an {@link ApiError} carrying the server's message, a request that got no answer
 * as a `network` one, and a cancelled request's AbortError as it is.
 */
const apiAnswers: Middleware = {
  onRequest({ request, options }) {
    request.headers.set('Accept', ACCEPT[options.parseAs] ?? '*/*');
  },
  async onResponse({ response }) {
    if (!response.ok) throw await toApiError(response);
  },
  onError({ error }) {
    // By name, not `instanceof DOMException`: the error may come from another realm's DOMException
    // (Node's fetch under jsdom, in tests).
    if (error instanceof Error && error.name === 'AbortError') return;
    return new ApiError(0, 'network', 'The server could not be reached.');
  },
};

/**
 * A client of one API, typed by its OpenAPI document (`paths`): under the configured base, resolved
 * against the page so a path base (`/ws`) stays same-origin, with {@link apiAnswers}. Middleware a
 * caller adds sees each answer before `apiAnswers` throws it (answers go through middleware in
 * reverse order).
 */
export function createApiClient<Paths extends object>(options: ClientOptions = {}): Client<Paths> {
  const client = createClient<Paths>({
    baseUrl: apiUrl(''),
    // Looked up on every request rather than when this module loads: tests replace it (MSW).
    fetch: (request) => globalThis.fetch(request),
    ...options,
  });
  client.use(apiAnswers);
  return client;
}

/**
 * The body of a call's answer. The clients throw every failure, so a call that returns has a 2xx
 * answer; one without a body (none of the documents has such an answer) is a server fault.
 */
export async function answerOf<T>(call: Promise<{ data?: T; response: Response }>): Promise<T> {
  const { data, response } = await call;
  if (data === undefined) throw new Error(`${response.url} answered ${response.status} without a body.`);
  return data;
}

/**
 * The text of a call's answer read `parseAs: 'text'`: '' for an empty one, which openapi-fetch
 * reads as no body at all.
 */
export async function textOf(call: Promise<{ data?: string; response: Response }>): Promise<string> {
  return (await call).data ?? '';
}

/**
 * A path key exactly as the page's address gave it, `'abc'` included. The documents type such a key
 * as the number the server accepts, but the server reads it as text and refuses one that is not a
 * positive whole number with a 400 of its own, which the screens answer ('No data found.'): the text
 * goes as it is (encoded like any path value) rather than the SPA judging it first.
 */
export function keyAsGiven(text: string): number {
  return text as unknown as number;
}

/** A readable one-line description of any error, for messages like SPEC 8's '...: {error}'. */
export function describeError(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}
