import { useMatches } from 'react-router';
import type { RouteAccess } from '@/lib/auth/access';

/** What a route tells the layout about itself. */
export type RouteHandle = {
  /** The page title of SPEC 2.2; the browser title becomes '{product} - {title}'. */
  title?: string;
  /** A staff screen: shown after sign-in, without the public sub-navigation. */
  staff?: boolean;
  /** Who may see a staff screen (SPEC 2.2, 6); others see the public home in its place. */
  access?: RouteAccess;
};

/** The handles of the matched routes, outermost first. */
function useHandles(): RouteHandle[] {
  return useMatches().map((match) => (match.handle ?? {}) as RouteHandle);
}

/** Whether the screen shown is a staff screen. */
export function useIsStaffScreen(): boolean {
  return useHandles().some((handle) => handle.staff);
}

/** The access rule of the deepest matched route that sets one. */
export function useRouteAccess(): RouteAccess | undefined {
  return useHandles().reverse().find((handle) => handle.access)?.access;
}

/** The title of the deepest matched route that has one. */
export function usePageTitle(): string | undefined {
  return useHandles().reverse().find((handle) => handle.title)?.title;
}
