/** The site profile's types, generated from the public API's contract (`@/lib/api/public-api`). */
export type { ContactPhone, PostalAddress, SiteProfile } from '@/lib/api/public-api';
