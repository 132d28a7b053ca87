import { HttpResponse } from 'msw';

/** An API path under the default base, as the app requests it. */
export const api = (path: string) => `/ws${path}`;

/** The backend's error body with a status, for failure tests. */
export function apiError(status: number, code: string, message: string) {
  return HttpResponse.json({ error: { code, message } }, { status });
}
