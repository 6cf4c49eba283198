import { Box } from '@mui/material';
import { PRODUCT_SHORT_NAME } from '@scenecall/shared';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

/** Monogram plus wordmark; past 400 px of scroll only the monogram stays. */
export function SiteLogo({ compact }: { compact: boolean }) {
  return (
    <Box
      component={RouterLink}
      to={paths.home}
      aria-label={`${PRODUCT_SHORT_NAME} home`}
      data-compact={compact}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        minHeight: 44,
        color: 'primary.main',
        textDecoration: 'none',
        fontWeight: 800,
        fontSize: 22,
        borderRadius: 1,
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <rect width="36" height="36" rx="9" fill="#0b3d91" />
        <path
          d="M23 11.5c-1.4-1-3-1.5-4.8-1.5-3 0-5 1.6-5 3.9 0 5 9.8 3.2 9.8 8.3 0 2.5-2.3 4.3-5.5 4.3-2 0-3.8-.6-5.3-1.8"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <Box component="span" aria-hidden="true" sx={{ display: compact ? 'none' : 'inline' }}>
        {PRODUCT_SHORT_NAME}
      </Box>
    </Box>
  );
}
