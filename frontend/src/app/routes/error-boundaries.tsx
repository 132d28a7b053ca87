import { useEffect } from 'react';
import { useRouteError } from 'react-router';

function useLogRouteError(): void {
  const error = useRouteError();
  useEffect(() => {
    console.error('Screen failed:', error);
  }, [error]);
}

/**
 * Shown in place of the whole site when it cannot start, e.g. the site profile
 * did not load: there is no header or footer to show then.
 */
export function RootErrorBoundary() {
  useLogRouteError();
  useEffect(() => {
    document.title = 'Error';
  }, []);
  return (
    <main id="main-content" className="grid-container margin-y-6">
      <h1>Error</h1>
      <p className="usa-intro">Something went wrong. Please try again later.</p>
    </main>
  );
}

/** Shown inside the layout when one screen fails to render (SPEC 8, generic fallback). */
export function RouteErrorBoundary() {
  useLogRouteError();
  return (
    <div className="margin-y-6" role="alert">
      <h1>Something went wrong</h1>
      <p className="usa-intro">An error occurred. Please try again later.</p>
    </div>
  );
}
