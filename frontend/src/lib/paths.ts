/**
 * Every screen address the app links to (SPEC 2.1), in one typed table so that a
 * renamed route breaks the type-check instead of a link.
 */
export const paths = {
  home: { path: '/', href: () => '/' },
  compare: { path: '/compare', href: () => '/compare' },
  measures: { path: '/measures', href: () => '/measures' },
  rates: { path: '/rates', href: () => '/rates' },
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
