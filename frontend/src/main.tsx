import './app/uswds.scss';
import '@trussworks/react-uswds/lib/index.css';
import './app/global.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { createQueryClient } from './app/query-client';
import { createRoutes } from './app/router';
import { startInPreferredLanguage } from './lib/i18n/choose-language';
// Reading the settings validates them before anything renders.
import { env } from './lib/env';

const queryClient = createQueryClient();
const router = createBrowserRouter(createRoutes(queryClient));

if (import.meta.env.DEV) console.info(`API base: ${env.apiBase}`);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

// The router's loaders are already fetching; the first render waits only for a chosen language's
// catalogues (none for English), so no screen shows in the wrong language first.
void startInPreferredLanguage().finally(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  ),
);
