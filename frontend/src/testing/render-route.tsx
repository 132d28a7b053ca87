import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// Not 'react-router/dom' here: under Node that CommonJS entry require()s a second copy
// of react-router, and its router context would not be the one the screens read.
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/app/query-client';
import { createRoutes } from '@/app/router';

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
  return { ...view, user, router, queryClient };
}
