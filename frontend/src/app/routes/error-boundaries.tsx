import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

function useLogRouteError(): void {
  const error = useRouteError();
  useEffect(() => {
    console.error('Screen failed:', error);
  }, [error]);
}

/**
 * Shown in place of the whole site when it cannot start, e.g. the site profile
 * did not load: there is no header or footer to show then. SPEC 8's texts, in the language
 * chosen; never the error itself, which goes to the console only.
 */
export function RootErrorBoundary() {
  const { t } = useTranslation('ui');
  useLogRouteError();
  const title = t('errorScreens.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <main id="main-content" className="grid-container margin-y-6">
      <h1>{title}</h1>
      <p className="usa-intro">{t('errorScreens.tryLater')}</p>
    </main>
  );
}

/** Shown inside the layout when one screen fails to render (SPEC 8, generic fallback). */
export function RouteErrorBoundary() {
  const { t } = useTranslation('ui');
  useLogRouteError();
  return (
    <div className="margin-y-6" role="alert">
      <h1>{t('errorScreens.screenHeading')}</h1>
      <p className="usa-intro">{t('errorScreens.screenMessage')}</p>
    </div>
  );
}
