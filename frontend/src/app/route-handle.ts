import { useMatches } from 'react-router';
import { isAllowed, type RouteAccess } from '@/lib/auth/access';
import { useSession } from '@/lib/auth/session';

/** The public home's page title (SPEC 2.2, 2.4): its key in the `common` catalogue. */
export const HOME_TITLE = 'titles.home';

/** What a route tells the layout about itself. */
export type RouteHandle = {
  /**
   * The page title of SPEC 2.2; the browser title becomes '{product} - {title}'. A public
   * screen's title is a key of the `common` catalogue (`titles.compare`), a staff screen's the
   * English title itself.
   */
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

/**
 * A staff screen that the signed-in staff member's role may not see (SPEC 2.2, 6): the public
 * home is shown in its place, exactly as `/` shows it, title and sub-navigation included.
 */
export function useIsRefusedStaffScreen(): boolean {
  const handles = useHandles();
  const session = useSession();
  if (session.status !== 'logged-in' || !handles.some((handle) => handle.staff)) return false;
  const access = [...handles].reverse().find((handle) => handle.access)?.access;
  return !isAllowed(session.user, access);
}

/**
 * What the screen shown is: its page title, whether it is a staff screen, and whether the public
 * home stands in for a refused staff screen.
 */
export function useShownScreen(): { title: string | undefined; staff: boolean; homeInstead: boolean } {
  const handles = useHandles();
  const refused = useIsRefusedStaffScreen();
  if (refused) return { title: HOME_TITLE, staff: false, homeInstead: true };
  return {
    title: [...handles].reverse().find((handle) => handle.title)?.title,
    staff: handles.some((handle) => handle.staff),
    homeInstead: false,
  };
}
