import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { siteProfileQueryOptions } from '@/features/site-profile/api/get-site-profile';
import { paths } from '@/lib/paths';
import { LoadingOverlay } from '@/lib/ui/loading-overlay';
import { PublicLayout } from './layout/public-layout';
import type { RouteHandle } from './route-handle';
import { CompareRoute } from './routes/compare';
import { HomeRoute } from './routes/home';
import { MeasuresRoute } from './routes/measures';
import { NotFoundRoute } from './routes/not-found';
import { RatesRoute } from './routes/rates';
import { RootErrorBoundary, RouteErrorBoundary } from './routes/error-boundaries';

const handle = (title: string): RouteHandle => ({ title });

/**
 * The route table (SPEC 2.1). Paths later slices add (/company/...,
 * /secured/...) fall through to 'Page not found' until then.
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
      HydrateFallback: () => <LoadingOverlay label="Loading the site…" />,
      ErrorBoundary: RootErrorBoundary,
      Component: PublicLayout,
      children: [
        {
          // Errors inside a screen keep the header, navigation and footer.
          ErrorBoundary: RouteErrorBoundary,
          children: [
            { index: true, Component: HomeRoute, handle: handle('Home') },
            { path: paths.compare.path, Component: CompareRoute, handle: handle('Compare Plans') },
            { path: paths.measures.path, Component: MeasuresRoute, handle: handle('Quality Measures') },
            { path: paths.rates.path, Component: RatesRoute, handle: handle('Latest Rates') },
            { path: '*', Component: NotFoundRoute, handle: handle('Page not found') },
          ],
        },
      ],
    },
  ];
}
