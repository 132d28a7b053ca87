import { describe, expect, it } from 'vitest';
import { commentFixture } from '@/testing/mocks/admin-comments-fixtures';
import { commentDateOrder, listedComments } from './comment-list';

describe('commentDateOrder (SPEC 9: the Date column sorts as dates)', () => {
  it('orders MM/DD/YYYY dates by year first, not as text', () => {
    expect(commentDateOrder('01/02/2027 09:00 AM')).toBeGreaterThan(commentDateOrder('12/31/2026 11:00 PM'));
    expect(commentDateOrder('02/01/2026')).toBeLessThan(commentDateOrder('11/18/2026'));
  });

  it('reads 12 AM as just after midnight and 12 PM as just after noon', () => {
    expect(commentDateOrder('01/02/2027 12:30 AM')).toBe(Date.UTC(2027, 0, 2, 0, 30));
    expect(commentDateOrder('01/02/2027 12:30 PM')).toBe(Date.UTC(2027, 0, 2, 12, 30));
    expect(commentDateOrder('01/02/2027 01:05 PM')).toBe(Date.UTC(2027, 0, 2, 13, 5));
  });

  it('puts text that is no date last when the newest come first', () => {
    expect(commentDateOrder('')).toBe(Number.NEGATIVE_INFINITY);
    expect(commentDateOrder('yesterday')).toBe(Number.NEGATIVE_INFINITY);
  });
});

describe('listedComments (SPEC 5.4)', () => {
  it('keeps only comments with both dateCreated and filingKey', () => {
    const comments = [
      commentFixture({ commentKey: 1 }),
      commentFixture({ commentKey: 2, dateCreated: '' }),
      commentFixture({ commentKey: 3, filingKey: null as unknown as number }),
    ];

    expect(listedComments(comments).map((comment) => comment.commentKey)).toEqual([1]);
  });
});
