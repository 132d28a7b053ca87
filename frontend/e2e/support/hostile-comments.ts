// Public comments sent as distinct visitors and moderated through the admin API, outside the
// browser: the setup of the comment-abuse journey.
import { expect } from '@playwright/test';
import type { CommentReceipt, RateRow, SingleFiling } from '../../src/lib/api/public-api';
import { fetchAsVisitor } from './client-address';
import { e2eConfig } from './config';
import { STAFF, staffAccessToken } from './staff-sign-in';

const api = (path: string) => `${e2eConfig.baseUrl}/ws${path}`;

/** A public filing that takes comments now: Submitted, within its 30-day period (SPEC 9). */
export type OpenFiling = { row: RateRow; apiPath: string; ratePagePath: string };

/** Finds, through the public API, a Submitted filing whose comment period is open. */
export async function findOpenFiling(): Promise<OpenFiling> {
  const rows = (await (await fetch(api('/filings'))).json()) as RateRow[];
  for (const row of rows.filter((candidate) => candidate.stateStatus.displayStatus === 'Submitted')) {
    const keys = `${row.companyProductPk}/${row.filingId}/${row.companyPk}/${row.toiId}`;
    const filing = (await (await fetch(api(`/company-products/${keys}`))).json()) as SingleFiling;
    if (filing.filingList[0]?.commentPeriod.open) {
      return { row, apiPath: `/company-products/${keys}`, ratePagePath: `/company/${keys.replace('/', '/rate/')}` };
    }
  }
  throw new Error('The data set has no Submitted filing within its comment period.');
}

/** `POST /ws/comments` as `visitor` behind the trusted proxy; resolves with the answer, whatever its status. */
export function postComment(visitor: string, filingKey: number, commentary: string): Promise<Response> {
  return fetchAsVisitor(visitor, '/ws/comments', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ filingKey, commentary }),
  });
}

/** Submits a comment as `visitor` and expects it stored (201). */
export async function submitComment(visitor: string, filingKey: number, commentary: string): Promise<CommentReceipt> {
  const response = await postComment(visitor, filingKey, commentary);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as CommentReceipt;
}

/** A comment as the admin API lists it (SPEC 7.3 CommentDto), the fields this journey reads. */
export type StaffComment = { commentKey: number; commentary: string; shortComment: string; statusDesc: string };

/**
 * The admin API as the Administrator: bearer token, XSRF cookie and header (SPEC 7.3; the
 * commenting switch changes state with a GET, so GETs carry the XSRF pair too).
 */
export type StaffApi = {
  get<T>(path: string): Promise<T>;
  post(path: string, body: unknown): Promise<Response>;
};

/** Signs the Administrator in at the dev identity provider and opens an admin API session. */
export async function administratorApi(): Promise<StaffApi> {
  const token = await staffAccessToken(STAFF.administrator.email);
  const auth = { Authorization: `Bearer ${token}` };
  const first = await fetch(api('/api/users/active'), { headers: auth });
  expect(first.status, 'GET /ws/api/users/active as the Administrator').toBe(200);
  const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  expect(cookie, 'the XSRF-TOKEN cookie').toMatch(/^XSRF-TOKEN=./);
  const xsrf = { ...auth, Cookie: cookie, 'X-XSRF-TOKEN': cookie.replace('XSRF-TOKEN=', '') };
  return {
    async get<T>(path: string): Promise<T> {
      const response = await fetch(api(path), { headers: xsrf });
      expect(response.status, path).toBe(200);
      return (await response.json()) as T;
    },
    post(path: string, body: unknown): Promise<Response> {
      return fetch(api(path), {
        method: 'POST',
        headers: { ...xsrf, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    },
  };
}

/**
 * Turns public commenting on if it is off (another file may have left it so) and resolves with
 * what puts it back: off again if this turned it on, nothing otherwise. Call the result after the
 * file's tests.
 */
export async function allowCommentingForAWhile(staff: StaffApi): Promise<() => Promise<void>> {
  if ((await staff.get<boolean>('/api/public-comments')) === true) return async () => {};
  await staff.get('/api/public-comments/enable');
  return async () => {
    await staff.get('/api/public-comments/disable');
  };
}

/** Approves a comment (Published, SPEC 4.2) and resolves with the comment the API answers. */
export async function approve(staff: StaffApi, commentKey: number): Promise<StaffComment> {
  const response = await staff.post('/api/comments/authorize', { commentKey, note: 'Approved by the comment-abuse test.' });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as StaffComment;
}
