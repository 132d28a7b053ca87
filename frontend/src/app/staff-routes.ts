import type { RouteObject } from 'react-router';
import { ROLE_ADMINISTRATOR, ROLE_INSURANCE, type RouteAccess } from '@/lib/auth/access';
import { adminPaths } from '@/lib/paths';
import type { RouteHandle } from './route-handle';

/** Administrators reach every staff screen (SPEC 6, ARCHITECTURE.md "Sign-in"). */
const ADMINISTRATORS: RouteAccess = { anyRoles: [ROLE_ADMINISTRATOR] };
/** Insurer staff reach File Upload, for their own company. */
const UPLOADERS: RouteAccess = { anyRoles: [ROLE_ADMINISTRATOR, ROLE_INSURANCE] };

type LazyScreen = NonNullable<RouteObject['lazy']>;

/** One screen under each of its addresses, with its title and access rule. */
function screen(paths: readonly string[], lazy: LazyScreen, title: string, access = ADMINISTRATORS): RouteObject[] {
  const handle: RouteHandle = { title, staff: true, access };
  return paths.map((path) => ({ path, lazy, handle }));
}

/**
 * The staff area (SPEC 2.1, 2.10–2.18). Every screen is its own lazily loaded chunk
 * (file names start with 'admin-'), so public pages never download staff code.
 */
export function staffRoutes(): RouteObject[] {
  return [
    {
      path: adminPaths.signInCallback.paths[0],
      lazy: () => import('./admin/admin-sign-in-callback'),
      handle: { title: 'Signing in', staff: true } satisfies RouteHandle,
    },
    {
      lazy: () => import('./admin/admin-secured-area'),
      handle: { staff: true } satisfies RouteHandle,
      children: [
        ...screen(adminPaths.home.paths, () => import('./admin/admin-home'), 'Dashboard'),
        ...screen(adminPaths.filings.paths, () => import('./admin/admin-filings'), 'Filings'),
        ...screen(adminPaths.filingDetails.paths, () => import('./admin/admin-filing-details'), 'Filing Details'),
        ...screen(adminPaths.companies.paths, () => import('./admin/admin-companies'), 'Companies'),
        ...screen(adminPaths.measures.paths, () => import('./admin/admin-measures'), 'Quality Measures'),
        ...screen(adminPaths.users.paths, () => import('./admin/admin-users'), 'Users'),
        ...screen(adminPaths.comments.paths, () => import('./admin/admin-comments'), 'Comments'),
        ...screen(adminPaths.compareYears.paths, () => import('./admin/admin-compare-years'), 'Compare Years'),
        ...screen(adminPaths.fileUpload.paths, () => import('./admin/admin-file-upload'), 'File Upload', UPLOADERS),
      ],
    },
  ];
}
