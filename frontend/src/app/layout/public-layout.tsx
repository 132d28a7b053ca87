import { useEffect, useRef, type RefObject } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSiteProfile } from '@/features/site-profile/api/get-site-profile';
import { formatDocumentTitle, useDocumentTitle } from '@/lib/document-title';
import { useShownScreen } from '../route-handle';
import { PublicSubNav } from './public-sub-nav';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

const MAIN_ID = 'main-content';

/**
 * The frame of every screen (SPEC 2.3): header, content, contact footer, and on public
 * screens the public sub-navigation.
 */
export function PublicLayout() {
  const profile = useSiteProfile();
  const screen = useShownScreen();
  const mainRef = useRef<HTMLElement>(null);
  useDocumentTitle(formatDocumentTitle(profile.productTitle, screen.title));
  useFocusMainOnNavigation(mainRef);

  return (
    <>
      <SkipLink targetId={MAIN_ID} />
      <SiteHeader siteTitle={profile.siteTitle} profileUrl={profile.links.identityProfile} />
      {!screen.staff && (
        <PublicSubNav
          consumerGuideUrl={profile.links.consumerGuide}
          newsUrl={profile.links.news}
          homeInstead={screen.homeInstead}
        />
      )}
      <main id={MAIN_ID} ref={mainRef} tabIndex={-1} className="grid-container padding-bottom-6">
        <Outlet />
      </main>
      <SiteFooter profile={profile} />
    </>
  );
}

/**
 * After a move to another screen, focus goes to the main content, so keyboard
 * and screen-reader users start on the new page rather than on the old link.
 */
function useFocusMainOnNavigation(mainRef: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    mainRef.current?.focus();
  }, [pathname, mainRef]);
}
