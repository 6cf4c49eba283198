import { Box, Button, Link, Typography } from '@mui/material';
import { MEGA_MENU_COLUMN_SIZE } from '@scenecall/shared';
import { useState, type KeyboardEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatReadTime, GUIDE_CATEGORIES, guidePath } from '../../../features/guides/guide-catalog';
import { MEGA_MENU_ID, NAV_LINKS } from './nav-items';
import { withMuiTheme } from '../../../lib/mui-theme';

/** The desktop Information panel: a tab per category, its description and button, items in columns of 4. */
function MegaMenuPanel({ onNavigate }: { onNavigate: () => void }) {
  const [activeId, setActiveId] = useState(GUIDE_CATEGORIES[0]!.id);
  const active = GUIDE_CATEGORIES.find((category) => category.id === activeId) ?? GUIDE_CATEGORIES[0]!;
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, position: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const count = GUIDE_CATEGORIES.length;
    const next = GUIDE_CATEGORIES[(position + step + count) % count]!;
    setActiveId(next.id);
    document.getElementById(`mega-tab-${next.id}`)?.focus();
  };
  return (
    <Box
      id={MEGA_MENU_ID}
      data-testid="mega-menu"
      sx={{
        position: 'absolute',
        top: '100%',
        left: 0,
        right: 0,
        bgcolor: 'background.paper',
        borderTop: '1px solid #d5d9e2',
        boxShadow: '0 12px 24px rgba(6, 33, 79, 0.15)',
        py: 4,
      }}
    >
      <Box sx={{ maxWidth: 1200, mx: 'auto', px: 3 }}>
        <Box role="tablist" aria-label="Information categories" sx={{ display: 'flex', gap: 1, mb: 3 }}>
          {GUIDE_CATEGORIES.map((category, position) => (
            <Box
              key={category.id}
              component="button"
              type="button"
              role="tab"
              id={`mega-tab-${category.id}`}
              aria-selected={category.id === active.id}
              aria-controls={`mega-panel-${category.id}`}
              tabIndex={category.id === active.id ? 0 : -1}
              onClick={() => setActiveId(category.id)}
              onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => onTabKey(event, position)}
              sx={{
                font: 'inherit',
                fontWeight: 700,
                minHeight: 40,
                px: 2,
                border: 0,
                borderBottom: '3px solid',
                borderColor: category.id === active.id ? 'primary.main' : 'transparent',
                bgcolor: 'transparent',
                color: 'primary.main',
                cursor: 'pointer',
                '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
              }}
            >
              {category.label}
            </Box>
          ))}
        </Box>
        <Box
          role="tabpanel"
          id={`mega-panel-${active.id}`}
          aria-labelledby={`mega-tab-${active.id}`}
          sx={{ display: 'grid', gridTemplateColumns: '300px 1fr', gap: 5 }}
        >
          <Box>
            <Typography sx={{ mb: 2 }}>{active.description}</Typography>
            <Button component={RouterLink} to={active.cta.to} variant="contained" onClick={onNavigate} sx={{ mr: 2 }}>
              {active.cta.label}
            </Button>
            <Link component={RouterLink} to={NAV_LINKS.information.to} onClick={onNavigate} sx={{ fontWeight: 600 }}>
              All information
            </Link>
          </Box>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gridAutoFlow: 'column',
              gridTemplateRows: `repeat(${MEGA_MENU_COLUMN_SIZE}, auto)`,
              columnGap: 4,
              rowGap: 1.5,
            }}
          >
            {active.guides.map((guide) => (
              <li key={guide.slug}>
                <Link
                  component={RouterLink}
                  to={guidePath(guide)}
                  onClick={onNavigate}
                  underline="hover"
                  sx={{ fontWeight: 600, display: 'inline-block', minHeight: 24 }}
                >
                  {guide.title}
                </Link>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {formatReadTime(guide.readMinutes)}
                </Typography>
              </li>
            ))}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}

// Built with MUI: brings the theme the plain shell does not carry.
export default withMuiTheme(MegaMenuPanel);
