import { http, HttpResponse, type RequestHandler } from 'msw';
import { api } from './api';
import { commentReceiptFixture, singleFilingFixture } from './rate-page-fixtures';

/** The public API's answers for the Rate Page (SPEC 2.9): fixtures, no logic. */
export const ratePageHandlers: RequestHandler[] = [
  http.get(api('/company-products/3/159/1/2'), () => HttpResponse.json(singleFilingFixture)),
  http.get(api('/public-comments'), () => HttpResponse.json(true)),
  http.post(api('/comments'), () => HttpResponse.json(commentReceiptFixture, { status: 201 })),
];
