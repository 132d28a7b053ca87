import { http, HttpResponse, type RequestHandler } from 'msw';
import { api } from './api';
import {
  adminFilingFixture,
  adminFilingRowsFixture,
  importRunsFixture,
  queuedImportFixture,
} from './admin-filings-fixtures';

/** The admin API's answers for Filings and Filing Details (SPEC 2.11, 2.12): fixtures, no logic. */
export const adminFilingsHandlers: RequestHandler[] = [
  http.get(api('/api/filings'), () => HttpResponse.json(adminFilingRowsFixture)),
  http.get(api('/api/filings/159'), () => HttpResponse.json(adminFilingFixture)),
  http.get(api('/api/serf-auto-run'), () => HttpResponse.json(true)),
  http.get(api('/api/serf-auto-run/enable'), () => HttpResponse.json(true)),
  http.get(api('/api/serf-auto-run/disable'), () => HttpResponse.json(false)),
  http.get(api('/api/serf-import'), () => HttpResponse.json(queuedImportFixture, { status: 202 })),
  http.get(api('/api/import-runs'), () => HttpResponse.json(importRunsFixture)),
];
