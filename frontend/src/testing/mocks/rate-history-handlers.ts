import { http, HttpResponse, type RequestHandler } from 'msw';
import { api } from './api';
import { companyRateHistoryFixture, ratePageHistoryFixture } from './rate-history-fixtures';

/** The public API's rate histories of the Company Page's and Rate Page's products: fixtures, no logic. */
export const rateHistoryHandlers: RequestHandler[] = [
  ...[101, 104, 105].map((companyProductPk) =>
    http.get(api(`/company-products/${companyProductPk}/history`), () =>
      HttpResponse.json(companyRateHistoryFixture(companyProductPk)),
    ),
  ),
  http.get(api('/company-products/3/history'), () => HttpResponse.json(ratePageHistoryFixture)),
];
