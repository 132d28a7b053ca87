import { Link } from 'react-router';
import { paths } from '@/lib/paths';

/** Any address the site does not know. */
export function NotFoundRoute() {
  return (
    <div className="usa-prose margin-y-6">
      <h1>Page not found</h1>
      <p className="usa-intro">We can’t find the page you’re looking for.</p>
      <p>
        The address may be mistyped, or the page may have moved. Check the address, or go to the{' '}
        <Link to={paths.home.href()}>home page</Link>.
      </p>
    </div>
  );
}
