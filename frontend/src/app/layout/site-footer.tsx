import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SiteProfile } from '@/features/site-profile/types';
import { telHref } from '@/lib/links';
import { paths } from '@/lib/paths';

/** The department contact block that serves as the footer (SPEC 1, 2.4), and the way to its open data. */
export function SiteFooter({ profile }: { profile: SiteProfile }) {
  const { t } = useTranslation('layout');
  const { departmentName, address, phones, email } = profile;
  return (
    <footer className="usa-footer usa-footer--slim">
      <div className="usa-footer__secondary-section">
        <div className="grid-container">
          <h2 className="usa-footer__logo-heading margin-top-0">{departmentName}</h2>
          <address className="grid-row grid-gap">
            <div className="mobile-lg:grid-col-6">
              <div>{address.street}</div>
              <div>
                {address.city}, {address.state} {address.postalCode}
              </div>
            </div>
            <ul className="usa-list usa-list--unstyled mobile-lg:grid-col-6">
              {phones.map((phone) => (
                <li key={phone.number}>
                  {phone.label}: <a href={telHref(phone.number)}>{phone.number}</a>
                </li>
              ))}
              <li>
                {t('footer.email')}: <a href={`mailto:${email}`}>{email}</a>
              </li>
            </ul>
          </address>
          <p className="margin-bottom-0">
            <Link to={paths.openData.href()}>{t('footer.openData')}</Link>
            {t('footer.openDataText')}
          </p>
        </div>
      </div>
    </footer>
  );
}
