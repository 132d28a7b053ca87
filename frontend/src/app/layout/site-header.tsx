import { useEffect, useState } from 'react';
import { Header, NavCloseButton, NavList, NavMenuButton, Title } from '@trussworks/react-uswds';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { splitName } from '@/lib/auth/display-name';
import { useSession } from '@/lib/auth/session';
import { isSafeExternalUrl } from '@/lib/links';
import { adminPaths, paths, STAFF_SCREENS } from '@/lib/paths';
import { LanguageSwitch } from './language-switch';
import styles from './site-header.module.css';

const MENU_ID = 'main-menu';

/** The signed-in main menu (SPEC 2.3), the same for every role. */
const STAFF_MENU = [
  { label: 'Dashboard', href: adminPaths.home.href() },
  ...STAFF_SCREENS.map(({ label, screen }) => ({ label, href: screen.href() })),
];

/** Sign Out lives with the staff code, loaded only when pressed. */
async function signOut(): Promise<void> {
  const { signOut: signOutAtProvider } = await import('@/features/admin/auth/sign-in');
  await signOutAtProvider();
}

type SiteHeaderProps = {
  siteTitle: string;
  /** Public screens offer the language switch; the staff area is English only. */
  languageSwitch: boolean;
  /** The state identity-profile site (SPEC 2.3 profile link). */
  profileUrl: string;
};

/**
 * The site header of SPEC 2.3. The state's shared header cannot be loaded from
 * its CDN here, so this is the USWDS equivalent in the dark red variant: the
 * site title back to the public home, and the main menu: 'Sign In' when signed
 * out; the staff screens, the user's name (a link to their profile) and
 * 'Sign Out' when signed in.
 */
export function SiteHeader({ siteTitle, profileUrl, languageSwitch }: SiteHeaderProps) {
  const { t } = useTranslation('layout');
  const session = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleMenu = () => setMenuOpen((open) => !open);
  const closeMenu = () => setMenuOpen(false);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  // Signed out, the menu is 'Sign In' alone; it leads to the admin home, which starts sign-in.
  const menuItems =
    session.status === 'logged-in'
      ? [
          ...STAFF_MENU.map(({ label, href }) => (
            <Link key={href} to={href} className="usa-nav-link" onClick={closeMenu}>
              <span>{label}</span>
            </Link>
          )),
          <ProfileLink key="profile" name={session.user.name} profileUrl={profileUrl} />,
          <button
            key="sign-out"
            type="button"
            className={`usa-nav-link ${styles.signOut}`}
            onClick={() => {
              closeMenu();
              void signOut();
            }}
          >
            <span>Sign Out</span>
          </button>,
        ]
      : [
          <Link key="sign-in" to={paths.adminHome.href()} className="usa-nav-link" onClick={closeMenu}>
            <span>{t('header.signIn')}</span>
          </Link>,
        ];

  return (
    <Header
      basic
      showMobileOverlay={menuOpen}
      className={`${styles.header} ${session.status === 'logged-in' ? styles.staffMenu : ''}`}
    >
      <div className="usa-nav-container">
        <div className="usa-navbar">
          <Title>
            <Link to={paths.home.href()} onClick={closeMenu}>
              {siteTitle}
            </Link>
          </Title>
          {languageSwitch && <LanguageSwitch />}
          <NavMenuButton label={t('header.menu')} onClick={toggleMenu} aria-expanded={menuOpen} aria-controls={MENU_ID} />
        </div>
        {/* react-uswds's PrimaryNav, spelled out: its close button's name is fixed in English. */}
        <nav id={MENU_ID} aria-label={t('header.mainMenu')} className={`usa-nav ${menuOpen ? 'is-visible' : ''}`}>
          <NavCloseButton aria-label={t('header.closeMenu')} onClick={toggleMenu} />
          <NavList items={menuItems} type="primary" />
        </nav>
      </div>
    </Header>
  );
}

/** The signed-in user's name, split at the first space, linking to their state profile. */
function ProfileLink({ name, profileUrl }: { name: string; profileUrl: string }) {
  const { firstName, lastName } = splitName(name);
  const label = (
    <span>
      <span className={styles.firstName}>{firstName}</span> <span>{lastName}</span>
    </span>
  );
  if (!isSafeExternalUrl(profileUrl)) return <span className="usa-nav-link">{label}</span>;
  return (
    <a href={profileUrl} className="usa-nav-link" target="_blank" rel="noopener noreferrer">
      {label}
      <span className="usa-sr-only"> (your profile, opens in a new tab)</span>
    </a>
  );
}
