import { http, HttpResponse, type RequestHandler } from 'msw';
import { api } from './api';
import { openDataFixture } from './open-data-fixtures';

/** The public API's answers for the Open Data page: fixtures, no logic. */
export const openDataHandlers: RequestHandler[] = [
  http.get(api('/open-data'), () => HttpResponse.json(openDataFixture)),
];
