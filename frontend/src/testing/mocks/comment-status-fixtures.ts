import type { CommentStatus } from '@/features/comment-status/types';

/**
 * `POST /comment-status`: a comment awaiting review on the Rate Page fixture's filing, with line
 * breaks and text that looks like HTML.
 */
export const commentStatusFixture: CommentStatus = {
  commentary: 'Too steep for families.\n<b>Please</b> explain the increase.',
  dateCreated: '2026-11-21T10:00:00Z',
  dateCreatedAsString: '11/21/2026',
  state: 'awaiting_review',
  stateDesc: 'Received and awaiting review',
  filing: {
    filingId: 159,
    companyProductPk: 3,
    companyPk: 1,
    toiId: 2,
    filingSerffTrackNum: 'BLHP-130008414',
    companyName: 'Blue Lake Health Plan',
    productName: 'Blue Lake Small Business PPO 2027',
    commentPeriod: { open: true, closesOn: '2026-12-18' },
  },
};
