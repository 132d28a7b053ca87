import type { AdminCompareYear, ModeratedComment } from '@/lib/api/admin-api';

/** A comment as `GET /api/comments` lists it, with the fields a test does not care about filled in. */
export function commentFixture(
  changes: Partial<ModeratedComment> & Pick<ModeratedComment, 'commentKey'>,
): ModeratedComment {
  const commentary = changes.commentary ?? `Comment number ${changes.commentKey} on the proposed rates.`;
  return {
    filingKey: 159,
    commentary,
    shortComment: commentary.length > 80 ? `${commentary.slice(0, 79)}…` : commentary,
    status: 0,
    statusDesc: 'Pending',
    dateCreated: '2026-11-18T14:05:00Z',
    dateCreatedAsString: '11/18/2026 02:05 PM',
    lastUpdatedAsString: '11/18/2026 02:05 PM',
    filingSerffTrackNum: 'BLHP-130008414',
    note: null,
    approver: null,
    approverPk: null,
    ...changes,
  };
}

/**
 * `GET /api/comments`: deliberately not in date order, and with dates that sort wrongly as
 * text ('01/02/2027' < '12/31/2026'), so the table's own date sort shows (SPEC 9).
 */
export const commentsFixture: ModeratedComment[] = [
  commentFixture({
    commentKey: 1,
    commentary: 'The increase is too steep for retirees on a fixed income.',
    dateCreated: '2026-12-31T23:00:00Z',
    dateCreatedAsString: '12/31/2026 11:00 PM',
    lastUpdatedAsString: '12/31/2026 11:00 PM',
  }),
  commentFixture({
    commentKey: 2,
    commentary: 'Please explain "trend" in plain words.\nThank you.',
    status: 1,
    statusDesc: 'Published',
    dateCreated: '2027-01-02T09:00:00Z',
    dateCreatedAsString: '01/02/2027 09:00 AM',
    lastUpdatedAsString: '01/03/2027 10:15 AM',
    filingKey: 160,
    filingSerffTrackNum: 'HRBM-131000002',
    note: 'Checked by Dana.',
    approver: 'Dana Whitfield',
    approverPk: 1,
  }),
  commentFixture({
    commentKey: 3,
    commentary: '=HYPERLINK("http://evil.example","Click me")',
    status: 2,
    statusDesc: 'Rejected',
    dateCreated: '2027-01-02T00:30:00Z',
    dateCreatedAsString: '01/02/2027 12:30 AM',
    lastUpdatedAsString: '01/02/2027 08:00 AM',
  }),
  commentFixture({
    commentKey: 4,
    commentary: 'My premium went up last year as well.',
    dateCreated: '2026-02-01T10:00:00Z',
    dateCreatedAsString: '02/01/2026 10:00 AM',
    lastUpdatedAsString: '02/01/2026 10:00 AM',
    filingKey: 161,
    filingSerffTrackNum: 'CLWC-131000003',
  }),
  // SPEC 5.4: without a filing a comment is not listed (the contract promises one; this one breaks it).
  commentFixture({
    commentKey: 5,
    commentary: 'A comment that lost its filing.',
    filingKey: null as unknown as number,
    dateCreatedAsString: '11/19/2026 09:00 AM',
  }),
];

/** `GET /api/public-comments`: commenting is allowed. */
export const publicCommentsAllowedFixture = true;

/** `GET /api/compare-years`: newest first, one year switched off. */
export const adminCompareYearsFixture: AdminCompareYear[] = [
  { id: 3, year: 2027, active: true },
  { id: 2, year: 2026, active: true },
  { id: 1, year: 2025, active: false },
];
