import { http, HttpResponse } from 'msw';
import {
  compareYearsFixture,
  countiesFixture,
  latestRatesFixture,
  qualityMeasureLinkFixture,
  qualityMeasureNoteFixture,
  siteProfileFixture,
} from './fixtures';

/** An API path under the default base, as the app requests it. */
export const api = (path: string) => `/ws${path}`;

/** The public API's answers for a healthy backend: fixtures, no logic. */
export const handlers = [
  http.get(api('/site-profile'), () => HttpResponse.json(siteProfileFixture)),
  http.get(api('/counties'), () => HttpResponse.json(countiesFixture)),
  http.get(api('/get-years'), () => HttpResponse.json(compareYearsFixture)),
  http.get(api('/filings'), () => HttpResponse.json(latestRatesFixture)),
  http.get(api('/insurance-forms/quality-measure-note'), () => HttpResponse.text(qualityMeasureNoteFixture)),
  http.get(api('/insurance-forms/quality-measure-link'), () => HttpResponse.text(qualityMeasureLinkFixture)),
];

/** The backend's error body with a status, for failure tests. */
export function apiError(status: number, code: string, message: string) {
  return HttpResponse.json({ error: { code, message } }, { status });
}
