import { http, HttpResponse, type RequestHandler } from 'msw';
import type { ClearCacheResult, CompareYearSaveRequest, ModeratedComment } from '@/lib/api/admin-api';
import { api } from './api';
import { adminCompareYearsFixture, commentsFixture, publicCommentsAllowedFixture } from './admin-comments-fixtures';

/** The status each moderation call gives a comment (the server's own, per the contract). */
const MODERATED_STATUS: Record<string, Pick<ModeratedComment, 'status' | 'statusDesc'>> = {
  authorize: { status: 1, statusDesc: 'Published' },
  reject: { status: 2, statusDesc: 'Rejected' },
  post: { status: 3, statusDesc: 'Posted' },
};

/** `GET /api/clearCompareCache`: the new generation and the active years rebuilt. */
const clearCacheFixture: ClearCacheResult = {
  generation: 2,
  years: [
    { year: 2027, counties: 3, plans: 12 },
    { year: 2026, counties: 3, plans: 11 },
  ],
};

/** The admin API's answers for Comments and Compare Years (SPEC 2.16, 2.17): fixtures, no logic. */
export const adminCommentsHandlers: RequestHandler[] = [
  http.get(api('/api/comments'), () => HttpResponse.json(commentsFixture)),
  http.post(api('/api/comments/:action'), async ({ request, params }) => {
    const comment = (await request.json()) as ModeratedComment;
    return HttpResponse.json({ ...comment, ...MODERATED_STATUS[String(params.action)] });
  }),
  http.get(api('/api/public-comments'), () => HttpResponse.json(publicCommentsAllowedFixture)),
  http.get(api('/api/public-comments/enable'), () => HttpResponse.json(true)),
  http.get(api('/api/public-comments/disable'), () => HttpResponse.json(false)),
  http.get(api('/api/compare-years'), () => HttpResponse.json(adminCompareYearsFixture)),
  http.post(api('/api/update/compare-year'), async ({ request }) =>
    HttpResponse.json((await request.json()) as CompareYearSaveRequest),
  ),
  http.get(api('/api/clearCompareCache'), () => HttpResponse.json(clearCacheFixture)),
];
