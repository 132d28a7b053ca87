import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { prefetchCompareForm } from '@/features/compare/api/prefetch-compare-form';
import { companyProductsQueryOptions } from '@/features/company/api/get-company-products';
import { parseCompanyProductPk } from '@/features/company/company-product-pk';
import { filingKeysOf, singleFilingQueryOptions } from '@/features/filing/api/get-single-filing';
import { latestRatesQueryOptions } from '@/features/rates/api/get-latest-rates';
import { siteProfileQueryOptions } from '@/features/site-profile/api/get-site-profile';
import { loadNamespaces, type RouteNamespace } from '@/lib/i18n/i18n';
import { paths } from '@/lib/paths';
import { PublicLayout } from './layout/public-layout';
import { SiteLoading } from './layout/site-loading';
import { HOME_TITLE, type RouteHandle } from './route-handle';
import { CompareRoute } from './routes/compare';
import { HomeRoute } from './routes/home';
import { MeasuresRoute } from './routes/measures';
import { NotFoundRoute } from './routes/not-found';
import { RootErrorBoundary, RouteErrorBoundary } from './routes/error-boundaries';
import { staffRoutes } from './staff-routes';

/**
 * A lazy route's module once it and its catalogues (those not in the entry bundle) are
 * both loaded, fetched side by side.
 */
async function withTexts<T>(route: Promise<T>, namespaces: RouteNamespace[]): Promise<T> {
  const [module] = await Promise.all([route, loadNamespaces(namespaces)]);
  return module;
}

/** A public screen's handle: its title's key in the `common` catalogue. */
const handle = (titleKey: string): RouteHandle => ({ title: titleKey });

/**
 * The route table (SPEC 2.1, plus /data and /comment-status): the public screens,
 * then the staff area (`staff-routes.ts`).
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      // The header, footer and every title need the site profile: load it first.
      loader: async () => {
        await queryClient.ensureQueryData(siteProfileQueryOptions());
        return null;
      },
      HydrateFallback: SiteLoading,
      ErrorBoundary: RootErrorBoundary,
      Component: PublicLayout,
      children: [
        {
          // Errors inside a screen keep the header, navigation and footer.
          ErrorBoundary: RouteErrorBoundary,
          children: [
            { index: true, Component: HomeRoute, handle: handle(HOME_TITLE) },
            {
              path: paths.compare.path,
              Component: CompareRoute,
              handle: handle('titles.compare'),
              // Loaders of a route and its parents run together: the form's lists load beside the profile.
              loader: () => {
                prefetchCompareForm(queryClient);
                return null;
              },
            },
            { path: paths.measures.path, Component: MeasuresRoute, handle: handle('titles.measures') },
            {
              // Latest Rates and the Company Page are their own chunks with the table library
              // (13 KB gz) that only they and the Rate Page use: the compare and home visitor's first
              // scripts stay without it (they already carry i18next). Each loader asks for the
              // page's data beside its chunk.
              path: paths.rates.path,
              lazy: async () => ({ Component: (await withTexts(import('./routes/rates'), ['rates'])).RatesRoute }),
              loader: () => {
                void queryClient.prefetchQuery(latestRatesQueryOptions());
                return null;
              },
              handle: handle('titles.rates'),
            },
            {
              path: paths.company.path,
              lazy: async () => ({
                Component: (await withTexts(import('./routes/company'), ['company', 'rates', 'rateHistory'])).CompanyRoute,
              }),
              loader: ({ params }) => {
                const companyProductPk = parseCompanyProductPk(params.companyProductPk);
                if (companyProductPk !== null) void queryClient.prefetchQuery(companyProductsQueryOptions(companyProductPk));
                return null;
              },
              handle: handle('titles.company'),
            },
            {
              // Its own chunk (the comment dialogs, receipt, countdown, rate history and "What this
              // means for you" made it the largest public screen); the filing is asked for beside the
              // chunk, not after it.
              path: paths.ratePage.path,
              lazy: () => withTexts(import('./routes/rate-page'), ['filing', 'rateHistory']),
              loader: ({ params }) => {
                void queryClient.prefetchQuery(singleFilingQueryOptions(filingKeysOf(params)));
                return null;
              },
              handle: handle('titles.ratePage'),
            },
            {
              // Its own chunk: few visitors need it, and the entry bundle stays small.
              path: paths.openData.path,
              lazy: async () => ({ Component: (await withTexts(import('./routes/open-data'), ['openData'])).OpenDataRoute }),
              handle: handle('titles.openData'),
            },
            {
              // Its own chunk: few visitors need it, and the entry bundle stays small.
              path: paths.commentStatus.path,
              lazy: () => withTexts(import('./routes/comment-status'), ['commentStatus']),
              handle: handle('titles.commentStatus'),
            },
            ...staffRoutes(),
            { path: '*', Component: NotFoundRoute, handle: handle('titles.notFound') },
          ],
        },
      ],
    },
  ];
}
