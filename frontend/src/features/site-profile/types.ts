/** A postal address of the department. */
export type PostalAddress = {
  street: string;
  city: string;
  /** Two-letter state code, e.g. 'LK'. */
  state: string;
  postalCode: string;
};

/** One phone line of the footer contact block. */
export type ContactPhone = {
  /** What the line is for, e.g. 'Consumer Services'. */
  label: string;
  /** The number as displayed, e.g. '(555) 010-4400'. */
  number: string;
};

/**
 * The deployment's identity: names, contact details and outside links
 * (`GET /site-profile`, mirroring config/site-profile.json).
 */
export type SiteProfile = {
  /** The product name, first part of every browser title. */
  productTitle: string;
  /** The site title shown in the header. */
  siteTitle: string;
  stateName: string;
  departmentName: string;
  address: PostalAddress;
  phones: ContactPhone[];
  email: string;
  /** Who to call when something fails, used in some error messages. */
  supportDesk: string;
  rateFilingSystemName: string;
  links: {
    consumerGuide: string;
    news: string;
    federalRateReview: string;
    federalMarketplace: string;
    identityProfile: string;
  };
};
