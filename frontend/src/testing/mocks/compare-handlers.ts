import { http, HttpResponse, type RequestHandler } from 'msw';
import type { CompareDataset } from '@/lib/api/public-api';
import { api } from './api';
import { compareDatasetFixture, countySliceOf, currentYearFixture } from './compare-fixtures';

/**
 * The year's dataset and its county slices, both from `datasetOf(year)`: what a test
 * that needs other plans passes to `server.use`.
 */
export function compareDatasetHandlers(datasetOf: (year: number) => CompareDataset): RequestHandler[] {
  return [
    http.get(api('/compare-plans/:year'), ({ params }) => HttpResponse.json(datasetOf(Number(params.year)))),
    http.get(api('/compare-plans/:year/counties/:countyId'), ({ params }) =>
      HttpResponse.json(countySliceOf(datasetOf(Number(params.year)), String(params.countyId))),
    ),
  ];
}

/** The public API's answers for Compare Plans (SPEC 2.5): fixtures, no logic. */
export const compareHandlers: RequestHandler[] = [
  http.get(api('/getCurrentYear'), () => HttpResponse.json(currentYearFixture)),
  ...compareDatasetHandlers(compareDatasetFixture),
];
