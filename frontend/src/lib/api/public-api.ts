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
