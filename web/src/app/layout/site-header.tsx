import { Box } from '@mui/material';
import { useState } from 'react';
import { AccountControl } from './header/account-control';
import { DesktopNav } from './header/desktop-nav';
import { MobileMenu } from './header/mobile-menu';
import { SiteLogo } from './header/site-logo';
import { SkipLink } from './header/skip-link';
import { useHeaderScroll } from './header/use-header-scroll';

export const HEADER_HEIGHT_PX = 64;

/** The public header: slides away on downward scroll, back on upward scroll or keyboard focus. */
export function SiteHeader() {
  const { hidden, compactLogo } = useHeaderScroll();
  const [focusWithin, setFocusWithin] = useState(false);
  const hide = hidden && !focusWithin;
  return (
    <Box
      component="header"
      data-testid="site-header"
      data-hidden={hide}
      onFocus={() => setFocusWithin(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
      }}
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 1100,
        bgcolor: 'background.paper',
        borderBottom: '1px solid #d5d9e2',
        transform: hide ? 'translateY(-100%)' : 'none',
        transition: 'transform 200ms ease',
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        '@media print': { display: 'none' },
      }}
    >
      <SkipLink />
      <Box
        component="nav"
        aria-label="Main"
        sx={{
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          height: HEADER_HEIGHT_PX,
          maxWidth: 1200,
          mx: 'auto',
          px: { xs: 1.5, md: 3 },
        }}
      >
        <SiteLogo compact={compactLogo} />
        <DesktopNav headerHidden={hide} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <AccountControl />
          <MobileMenu />
        </Box>
      </Box>
    </Box>
  );
}
