import type { SiteProfile } from '@/features/site-profile/types';
import { telHref } from '@/lib/links';

/** The department contact block that serves as the footer (SPEC 1, 2.4). */
export function SiteFooter({ profile }: { profile: SiteProfile }) {
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
                E-mail: <a href={`mailto:${email}`}>{email}</a>
              </li>
            </ul>
          </address>
        </div>
      </div>
    </footer>
  );
}
