import { useEffect, useRef, type RefObject } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useSiteProfile } from '@/features/site-profile/api/get-site-profile';
import { englishOnly, i18n } from '@/lib/i18n/i18n';
import { formatDocumentTitle, useDocumentTitle } from '@/lib/document-title';
import { useShownScreen } from '../route-handle';
import { PublicSubNav } from './public-sub-nav';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

const MAIN_ID = 'main-content';

/**
 * The frame of every screen (SPEC 2.3): header, content, contact footer, and on public
 * screens the public sub-navigation and the language switch. Staff screens are English whatever
 * the visitor chose: they read the catalogues through an instance fixed to English.
 */
export function PublicLayout() {
  const screen = useShownScreen();
  return (
    <I18nextProvider i18n={screen.staff ? englishOnly : i18n}>
      <Frame screen={screen} />
    </I18nextProvider>
  );
}

function Frame({ screen }: { screen: ReturnType<typeof useShownScreen> }) {
  const profile = useSiteProfile();
  const { t, i18n: shown } = useTranslation('common');
  const mainRef = useRef<HTMLElement>(null);
  const title = screen.staff || !screen.title ? screen.title : t(screen.title);
  useDocumentTitle(formatDocumentTitle(profile.productTitle, title));
  useDocumentLanguage(shown.language);
  useFocusMainOnNavigation(mainRef);

  return (
    <>
      <SkipLink targetId={MAIN_ID} />
      <SiteHeader
        siteTitle={profile.siteTitle}
        profileUrl={profile.links.identityProfile}
        languageSwitch={!screen.staff}
      />
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

/** `<html lang>` is the language the screen is shown in: English on staff screens. */
function useDocumentLanguage(language: string): void {
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
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
