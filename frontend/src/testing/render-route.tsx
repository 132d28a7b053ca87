import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// Not 'react-router/dom' here: under Node that CommonJS entry require()s a second copy
// of react-router, and its router context would not be the one the screens read.
import { createMemoryRouter, RouterProvider } from 'react-router';
import { onTestFinished } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/app/query-client';
import { createRoutes } from '@/app/router';

/**
 * Every module of the app, the lazily loaded ones too: the route screens (`lazy` in router.tsx and
 * staff-routes.ts), the sections inside them (`React.lazy`) and the Spanish catalogues.
 */
const appModules = import.meta.glob([
  '/src/**/*.{ts,tsx}',
  '!/src/**/*.test.{ts,tsx}',
  '!/src/**/*.d.ts',
  '!/src/testing/**',
  // The browser entry renders into index.html's #root as it is imported.
  '!/src/main.tsx',
]);

// A chunk is compiled the first time a test run asks for it. Loaded when a test first opened its
// lazy screen, it took a findBy…'s time: the test waited for the compiler, not for the page, and
// ran out of time on a busy machine. Loaded here, once per worker (test files share their worker's
// modules: vite.config.ts), a lazy screen is ready a few microtasks after the router asks for it.
await Promise.all(Object.values(appModules).map((load) => load()));

/** Renders the whole app at `path`, as a visitor opening that address would see it. */
export function renderRoute(path: string) {
  const queryClient = createQueryClient({ retry: false });
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  // Once the test is over (and unmounted): its cached answers would otherwise stay in memory until
  // their 5-minute garbage-collection timers fire, while the worker runs other files.
  onTestFinished(() => {
    router.dispose();
    queryClient.clear();
  });
  return { ...view, user, router, queryClient };
}
