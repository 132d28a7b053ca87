import { useEffect, useState } from 'react';
import { Header, NavMenuButton, PrimaryNav, Title } from '@trussworks/react-uswds';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import styles from './site-header.module.css';

const MENU_ID = 'main-menu';

/**
 * The site header of SPEC 2.3. The state's shared header cannot be loaded from
 * its CDN here, so this is the USWDS equivalent in the dark red variant: the
 * site title back to the public home, and the main menu.
 */
export function SiteHeader({ siteTitle }: { siteTitle: string }) {
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
  const menuItems = [
    <Link key="sign-in" to={paths.adminHome.href()} className="usa-nav-link" onClick={closeMenu}>
      <span>Sign In</span>
    </Link>,
  ];

  return (
    <Header basic showMobileOverlay={menuOpen} className={styles.header}>
      <div className="usa-nav-container">
        <div className="usa-navbar">
          <Title>
            <Link to={paths.home.href()} onClick={closeMenu}>
              {siteTitle}
            </Link>
          </Title>
          <NavMenuButton label="Menu" onClick={toggleMenu} aria-expanded={menuOpen} aria-controls={MENU_ID} />
        </div>
        <PrimaryNav
          id={MENU_ID}
          aria-label="Main menu"
          items={menuItems}
          mobileExpanded={menuOpen}
          onToggleMobileNav={toggleMenu}
        />
      </div>
    </Header>
  );
}
