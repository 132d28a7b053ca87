import type { ResourceLanguage } from 'i18next';
import { catalogueByNamespace } from './catalogue-files';

/** The Spanish catalogues, one chunk loaded only when a visitor chooses Spanish. */
export const spanishCatalogues: ResourceLanguage = catalogueByNamespace(
  import.meta.glob<ResourceLanguage[string]>('../../locales/es/*.json', { eager: true, import: 'default' }),
);
