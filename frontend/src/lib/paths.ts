/**
 * Every screen address the app links to (SPEC 2.1, plus /data and /comment-status), in one typed
 * table so that a renamed route breaks the type-check instead of a link.
 */
export const paths = {
  home: { path: '/', href: () => '/' },
  compare: { path: '/compare', href: () => '/compare' },
  measures: { path: '/measures', href: () => '/measures' },
  rates: { path: '/rates', href: () => '/rates' },
  /** Open data: the downloads, feeds and API reference. */
  openData: { path: '/data', href: () => '/data' },
  /**
   * A comment's status by its receipt code. The code may ride in the fragment, which
   * browsers never send to a server, so the page can fill it in; never in the query.
   */
  commentStatus: {
    path: '/comment-status',
    href: (receiptCode?: string) =>
      receiptCode ? `/comment-status#${encodeURIComponent(receiptCode)}` : '/comment-status',
  },
  company: {
    path: '/company/:companyProductPk',
    href: (companyProductPk: string | number) =>
      `/company/${encodeURIComponent(String(companyProductPk))}`,
  },
  ratePage: {
    path: '/company/:companyProductPk/rate/:filingId/:companyPk/:toiId',
    href: (ids: { companyProductPk: number; filingId: number; companyPk: number; toiId: number }) =>
      `/company/${ids.companyProductPk}/rate/${ids.filingId}/${ids.companyPk}/${ids.toiId}`,
  },
  adminHome: { path: '/secured/home', href: () => '/secured/home' },
} as const;

/** A staff screen registered under /secured/... and reachable under /admin/... too (SPEC 2.1). */
function staffScreen(rest: string) {
  return {
    paths: [`/secured/${rest}`, `/admin/${rest}`] as const,
    href: () => `/secured/${rest}`,
    adminHref: () => `/admin/${rest}`,
  };
}

/** The staff screens (SPEC 2.1). Both readings of each address lead to the same screen. */
export const adminPaths = {
  home: staffScreen('home'),
  filings: staffScreen('filings'),
  filingDetails: {
    paths: ['/secured/filings/:filingId', '/admin/filings/:filingId'] as const,
    href: (filingId: number) => `/secured/filings/${filingId}`,
    adminHref: (filingId: number) => `/admin/filings/${filingId}`,
  },
  companies: staffScreen('companies'),
  measures: staffScreen('edit-quality-measures'),
  users: staffScreen('users'),
  comments: staffScreen('comments'),
  compareYears: staffScreen('compare-years'),
  /** Registered with the secured screens, though not under /secured (SPEC 2.1). */
  fileUpload: { paths: ['/provider/upload'] as const, href: () => '/provider/upload' },
  /** Where the identity provider returns after sign-in (SPEC 4.7). */
  signInCallback: { paths: ['/auth/callback'] as const, href: () => '/auth/callback' },
} as const;

/** The staff screens by their names, in the order the main menu and the dashboard list them. */
export const STAFF_SCREENS = [
  { label: 'Filings', screen: adminPaths.filings },
  { label: 'Companies', screen: adminPaths.companies },
  { label: 'Quality Measures', screen: adminPaths.measures },
  { label: 'Comments', screen: adminPaths.comments },
  { label: 'Users', screen: adminPaths.users },
  { label: 'Compare Years', screen: adminPaths.compareYears },
] as const;
