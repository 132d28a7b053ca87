import { Card, CardBody, CardGroup, CardHeader } from '@trussworks/react-uswds';
import { Link } from 'react-router';
import { STAFF_SCREENS } from '@/lib/paths';

/** The dashboard buttons (SPEC 2.10), to the /admin/... readings of the staff screens. */
const DASHBOARD_LINKS = STAFF_SCREENS.map(({ label, screen }) => ({ label, href: screen.adminHref() }));

/** Admin Home (SPEC 2.10): the product's title, the Dashboard card and a button per screen. */
export function AdminHome({ productTitle }: { productTitle: string }) {
  return (
    <div className="margin-y-4">
      <h1>{productTitle}</h1>
      <CardGroup>
        <Card gridLayout={{ tablet: { col: 12 } }} headerFirst>
          <CardHeader>
            <h2 className="usa-card__heading">Dashboard</h2>
          </CardHeader>
          <CardBody>
            <p>Welcome to the {productTitle} administration area. Here are common charts, data, and tasks.</p>
            <ul className="usa-button-group">
              {DASHBOARD_LINKS.map(({ label, href }) => (
                <li key={href} className="usa-button-group__item">
                  <Link to={href} className="usa-button">
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </CardBody>
        </Card>
      </CardGroup>
    </div>
  );
}
