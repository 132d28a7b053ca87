/**
 * The public API's response types, named. They are generated from the public-api's OpenAPI
 * document (`public-api.gen.ts`, `npm run gen:api`): never write an API type by hand.
 */
import type { components, operations } from './public-api.gen';

type Schemas = components['schemas'];

/** The department's profile (`GET /site-profile`). */
export type SiteProfile = Schemas['SiteProfile'];
/** The department's postal address. */
export type PostalAddress = Schemas['PostalAddress'];
/** One phone line of the footer contact block. */
export type ContactPhone = Schemas['Phone'];
/** A county the plans are offered in (`GET /counties`). */
export type County = Schemas['CountyDto'];
/** A plan year open for comparison (an element of `GET /get-years`). */
export type CompareYear = operations['get_get_years']['responses'][200]['content']['application/json'][number];
/** One company's line of a publicly listed filing (an element of `GET /filings`). */
export type RateRow = Schemas['RateRowDto'];
/** A filing's status badge: text, colour and popover (SPEC 4.1). */
export type StateStatus = Schemas['StateStatusDto'];
/** One company's rate figures in a filing; percents as numbers, null when unknown. */
export type CompanyRate = Schemas['CompanyRateDto'];
