import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

/** Any address the site does not know. */
export function NotFoundRoute() {
  const { t } = useTranslation('ui');
  return (
    <div className="usa-prose margin-y-6">
      <h1>{t('notFound.heading')}</h1>
      <p className="usa-intro">{t('notFound.intro')}</p>
      <p>
        <Trans t={t} i18nKey="notFound.help" components={[<Link key="home" to={paths.home.href()} />]} />
      </p>
    </div>
  );
}
