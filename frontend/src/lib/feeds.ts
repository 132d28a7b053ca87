import { apiUrl } from './api-client';

/**
 * An Atom feed of the public API, as the pages that follow it name it: in the
 * document head for browsers and feed readers, and as a visible link for people. Its title and
 * link text are catalogue texts (`ui:feeds.{kind}`), shown in the language chosen.
 */
export type Feed = {
  /** The feed's address under the API base. */
  href: string;
  /** Which feed: the catalogue group of its title and link text. */
  kind: 'filings' | 'commentPeriods' | 'company';
  /** The company a company's feed follows, named in its title. */
  companyName?: string;
};

/** New and changed filings of every company (`GET /feeds/filings.atom`). */
export function filingsFeed(): Feed {
  return { href: apiUrl('/feeds/filings.atom'), kind: 'filings' };
}

/** Comment periods that opened, and those closing within 7 days (`GET /feeds/comment-periods.atom`). */
export function commentPeriodsFeed(): Feed {
  return { href: apiUrl('/feeds/comment-periods.atom'), kind: 'commentPeriods' };
}

/**
 * One company's new and changed filings (`GET /feeds/companies/{companyPk}.atom`); `companyPk`
 * is the company's key (`companyId` of the company products, `companyPk` of a Rate Page address).
 */
export function companyFeed(companyPk: number, companyName: string): Feed {
  return { href: apiUrl(`/feeds/companies/${companyPk}.atom`), kind: 'company', companyName };
}
