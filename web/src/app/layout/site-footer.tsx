import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { PRODUCT_SHORT_NAME } from '@scenecall/shared';
import { paths } from '../../config/paths';
import { useLoadingStore } from '../../lib/loading-store';

/** Minimal footer; the public-site feature replaces it. Hidden while the global loading flag is set. */
export function SiteFooter() {
  const isLoading = useLoadingStore((state) => state.isLoading);
  if (isLoading) return null;
  return (
    <Box component="footer" sx={{ py: 4, px: 2, bgcolor: 'grey.900', color: 'grey.100' }}>
      <Typography variant="body2">
        © {new Date().getFullYear()} {PRODUCT_SHORT_NAME} ·{' '}
        <Link component={RouterLink} to={paths.status} color="inherit">
          System status
        </Link>
      </Typography>
    </Box>
  );
}
