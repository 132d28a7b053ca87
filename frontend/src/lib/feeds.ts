import { apiUrl } from './api-client';

/**
 * An Atom feed of the public API (issue 19), as the pages that follow it name it: in the
 * document head for browsers and feed readers, and as a visible link for people.
 */
export type Feed = {
  /** The feed's address under the API base. */
  href: string;
  /** What the feed holds, as the head's `<link rel="alternate">` titles it. */
  title: string;
  /** The visible link's text. */
  label: string;
};

/** New and changed filings of every company (`GET /feeds/filings.atom`). */
export function filingsFeed(): Feed {
  return {
    href: apiUrl('/feeds/filings.atom'),
    title: 'New and changed rate filings',
    label: 'Follow new rate filings (feed)',
  };
}

/** Comment periods that opened, and those closing within 7 days (`GET /feeds/comment-periods.atom`). */
export function commentPeriodsFeed(): Feed {
  return {
    href: apiUrl('/feeds/comment-periods.atom'),
    title: 'Comment periods opening and closing soon',
    label: 'Follow comment periods (feed)',
  };
}

/**
 * One company's new and changed filings (`GET /feeds/companies/{companyPk}.atom`); `companyPk`
 * is the company's key (`companyId` of the company products, `companyPk` of a Rate Page address).
 */
export function companyFeed(companyPk: number, companyName: string): Feed {
  return {
    href: apiUrl(`/feeds/companies/${companyPk}.atom`),
    title: `${companyName}: new and changed rate filings`,
    label: "Follow this company's filings (feed)",
  };
}
