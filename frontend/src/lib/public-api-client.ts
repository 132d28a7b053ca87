import type { paths } from './api/public-api.gen';
import { createApiClient } from './api-client';

/** The public API (SPEC 7.2), typed by its OpenAPI document: paths, parameters, bodies and answers. */
export const publicApi = createApiClient<paths>();
