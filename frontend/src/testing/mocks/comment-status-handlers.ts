import { http, HttpResponse, type RequestHandler } from 'msw';
import { api } from './api';
import { commentStatusFixture } from './comment-status-fixtures';

/** The public API's answer to `POST /comment-status`: a fixture, no logic. */
export const commentStatusHandlers: RequestHandler[] = [
  http.post(api('/comment-status'), () => HttpResponse.json(commentStatusFixture)),
];
