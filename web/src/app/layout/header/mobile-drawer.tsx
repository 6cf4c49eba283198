import { Box, Button, Drawer, IconButton, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { STAFF_AREAS } from '../../../config/staff-links';
import { GUIDE_CATEGORIES, guidePath } from '../../../features/guides/guide-catalog';
import { useMayWork } from '../../../lib/current-user-queries';
import { queryClient } from '../../../lib/query-provider';
import { homePathFor, useSessionStore } from '../../../lib/session';
import { COUNT_BUBBLE_STYLE, countInBubble } from './count-bubble';
import { NAV_LINKS } from './nav-items';
import { useLogout } from './use-logout';
import { withMuiTheme } from '../../../lib/mui-theme';

const itemSx = {
  justifyContent: 'space-between',
  width: '100%',
  minHeight: 48,
  px: 2,
  color: 'text.primary',
  fontSize: 18,
  '&.active': { color: 'primary.main', bgcolor: '#e8eef9' },
} as const;

/** The mobile (under 1024 px) menu: a drawer with the links, and Information as a second level with Back. */
function MobileDrawer({
  open,
  onClose,
  newOpenCalls = 0,
}: {
  open: boolean;
  onClose: () => void;
  /** A performer's open calls posted since they last looked (mobile-menu.tsx). */
  newOpenCalls?: number;
}) {
  const [level, setLevel] = useState<'root' | string>('root');
  const role = useSessionStore((state) => state.hint?.role ?? null);
  const logout = useLogout();
  const backRef = useRef<HTMLButtonElement>(null);
  const informationRef = useRef<HTMLButtonElement>(null);
  const category = GUIDE_CATEGORIES.find((candidate) => candidate.id === level);

  // Keep keyboard focus on the control that belongs to the level just shown.
  useEffect(() => {
    if (!open) return;
    if (category) backRef.current?.focus();
    else if (level === 'root') informationRef.current?.focus({ preventScroll: true });
  }, [category, level, open]);

  const close = () => {
    onClose();
    setLevel('root');
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={close}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-label': 'Site menu',
          sx: { width: 'min(100vw, 360px)' },
        } as object,
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', p: 1 }}>
        {category ? (
          <Button ref={backRef} startIcon={<ArrowBackIcon />} onClick={() => setLevel('root')}>
            Back
          </Button>
        ) : (
          <span />
        )}
        <IconButton aria-label="Close menu" onClick={close}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="nav" aria-label="Menu" sx={{ px: 1, pb: 3 }}>
        {category ? (
          <>
            <Typography component="h2" variant="h6" sx={{ px: 2, fontWeight: 700 }}>
              {category.label}
            </Typography>
            <Typography sx={{ px: 2, my: 1 }}>{category.description}</Typography>
            <Box sx={{ px: 2, mb: 2 }}>
              <Button component={NavLink} to={category.cta.to} variant="contained" onClick={close}>
                {category.cta.label}
              </Button>
            </Box>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {category.guides.map((guide) => (
                <li key={guide.slug}>
                  <Button component={NavLink} to={guidePath(guide)} onClick={close} sx={itemSx}>
                    {guide.title}
                  </Button>
                </li>
              ))}
              <li>
                <Button component={NavLink} to={NAV_LINKS.information.to} end onClick={close} sx={itemSx}>
                  All information
                </Button>
              </li>
            </Box>
          </>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            <li>
              <Button component={NavLink} to={NAV_LINKS.home.to} end onClick={close} sx={itemSx}>
                {NAV_LINKS.home.label}
              </Button>
            </li>
            {GUIDE_CATEGORIES.map((entry) => (
              <li key={entry.id}>
                <Button
                  ref={informationRef}
                  endIcon={<ChevronRightIcon />}
                  onClick={() => setLevel(entry.id)}
                  aria-label={`${NAV_LINKS.information.label}: ${entry.label}`}
                  sx={itemSx}
                >
                  {NAV_LINKS.information.label}
                </Button>
              </li>
            ))}
            <li>
              <Button component={NavLink} to={NAV_LINKS.aboutUs.to} onClick={close} sx={itemSx}>
                {NAV_LINKS.aboutUs.label}
              </Button>
            </li>
            <li>
              <Button component={NavLink} to={NAV_LINKS.contact.to} onClick={close} sx={itemSx}>
                {NAV_LINKS.contact.label}
              </Button>
            </li>
            {role === 'Casting' &&
              STAFF_AREAS.Casting?.links.map((link) => (
                <li key={link.to}>
                  <Button component={NavLink} to={link.to} onClick={close} sx={itemSx}>
                    {link.label}
                  </Button>
                </li>
              ))}
            {role === 'Performer' && <PerformerWorkLinks newOpenCalls={newOpenCalls} onNavigate={close} />}
            <li>
              <Button component={NavLink} to={homePathFor(role)} onClick={close} sx={itemSx}>
                {role ? 'My account' : 'Log in'}
              </Button>
            </li>
            {role && (
              <li>
                <Button
                  onClick={() => {
                    close();
                    logout();
                  }}
                  sx={itemSx}
                >
                  Logout
                </Button>
              </li>
            )}
          </Box>
        )}
      </Box>
    </Drawer>
  );
}

/**
 * Bookings and Open calls, offered only while the account's state lets the performer work, read from
 * the performer area's own read of the account as the menu opens (not from a lazily loaded reporter
 * that may not have spoken yet).
 */
function PerformerWorkLinks({ newOpenCalls, onNavigate }: { newOpenCalls: number; onNavigate: () => void }) {
  return (
    <QueryClientProvider client={queryClient}>
      <WhileMayWork>
        <li>
          <Button component={NavLink} to={paths.performer.bookings} onClick={onNavigate} sx={itemSx}>
            Bookings
          </Button>
        </li>
        <li>
          <Button
            component={NavLink}
            to={paths.performer.openCalls}
            onClick={onNavigate}
            sx={itemSx}
            aria-label={newOpenCalls > 0 ? `Open calls, ${newOpenCalls} new` : undefined}
          >
            Open calls
            {/* The space makes the words read "Open calls 3", as the name says (WCAG 2.5.3). */}
            {newOpenCalls > 0 && (
              <>
                {' '}
                <span aria-hidden="true" style={{ ...COUNT_BUBBLE_STYLE, position: 'static' }}>
                  {countInBubble(newOpenCalls)}
                </span>
              </>
            )}
          </Button>
        </li>
      </WhileMayWork>
    </QueryClientProvider>
  );
}

function WhileMayWork({ children }: { children: ReactNode }) {
  return useMayWork() ? <>{children}</> : null;
}

// Built with MUI: brings the theme the plain shell does not carry.
export default withMuiTheme(MobileDrawer);
