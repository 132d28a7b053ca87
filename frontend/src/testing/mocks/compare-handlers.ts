import { http, HttpResponse, type RequestHandler } from 'msw';
import { api } from './api';
import { compareDatasetFixture, currentYearFixture } from './compare-fixtures';

/** The public API's answers for Compare Plans (SPEC 2.5): fixtures, no logic. */
export const compareHandlers: RequestHandler[] = [
  http.get(api('/getCurrentYear'), () => HttpResponse.json(currentYearFixture)),
  http.get(api('/compare-plans/:year'), ({ params }) => HttpResponse.json(compareDatasetFixture(Number(params.year)))),
];
