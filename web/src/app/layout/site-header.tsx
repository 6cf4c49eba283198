import { useState } from 'react';
import { AccountControl } from './header/account-control';
import { DesktopNav } from './header/desktop-nav';
import { MobileMenu } from './header/mobile-menu';
import { SiteLogo } from './header/site-logo';
import { SkipLink } from './header/skip-link';
import { useHeaderScroll } from './header/use-header-scroll';

/** The public header: slides away on downward scroll, back on upward scroll or keyboard focus. */
export function SiteHeader() {
  const { hidden, compactLogo } = useHeaderScroll();
  const [focusWithin, setFocusWithin] = useState(false);
  const hide = hidden && !focusWithin;
  return (
    <header
      className="sc-header"
      data-testid="site-header"
      data-hidden={hide}
      onFocus={() => setFocusWithin(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
      }}
    >
      <SkipLink />
      <nav aria-label="Main" className="sc-header__bar">
        <SiteLogo compact={compactLogo} />
        <DesktopNav headerHidden={hide} />
        <div className="sc-header__end">
          <AccountControl />
          <MobileMenu />
        </div>
      </nav>
    </header>
  );
}
